/**
 * Pre-rendering asks five languages of a content query in one request (src/lib/content/locale-groups.ts): the
 * grouped document, the partition of the locales, each page's part of the answer, and one request per group.
 */
import { parse, print } from 'graphql';
import { describe, expect, it } from 'vitest';
import {
  LOCALES_PER_QUERY,
  groupedAnswer,
  groupedDocument,
  localeGroup,
  localePart,
  neverGroup,
  withLocaleGroups,
  localeGroupsActive,
} from '../../../src/lib/content/locale-groups.ts';
import { LOCALES } from '../../../src/lib/i18n/locales.ts';

const THEMES = 'query Themes($locale: String!, $preview: Boolean = false) { themeCollection(preview: $preview, locale: $locale) { total items { name nameEN: name(locale: "en-GB") } } }';

describe('localeGroup', () => {
  it('partitions the 25 content locales into fixed groups of five, in the locale list order', () => {
    const groups = new Set(LOCALES.map((l) => localeGroup(l.iso)?.join(',')));
    expect(groups.size).toBe(LOCALES.length / LOCALES_PER_QUERY);
    for (const locale of LOCALES) expect(localeGroup(locale.iso)).toContain(locale.iso);
    expect(localeGroup('de-DE')).toEqual(['bg-BG', 'cs-CZ', 'da-DK', 'de-DE', 'el-GR']);
    expect(localeGroup('sv-SE')).toEqual(['pt-PT', 'ro-RO', 'sk-SK', 'sl-SI', 'sv-SE']);
    expect(localeGroup('xx-XX')).toBeUndefined();
  });
});

describe('groupedDocument', () => {
  it('asks every root field once per locale, aliased, with the locale written in and no $locale variable', () => {
    const grouped = groupedDocument(THEMES, ['de-DE', 'fr-FR']);
    expect(grouped?.keys).toEqual(['themeCollection']);
    expect(grouped?.document).toBe(
      print(parse('query Themes($preview: Boolean = false) { l0_themeCollection: themeCollection(preview: $preview, locale: "de-DE") { total items { name nameEN: name(locale: "en-GB") } } l1_themeCollection: themeCollection(preview: $preview, locale: "fr-FR") { total items { name nameEN: name(locale: "en-GB") } } }')),
    );
  });

  it('keeps a root field\'s own alias as its key, and $locale used deeper is written in too', () => {
    const grouped = groupedDocument('query Q($locale: String!) { page: pageCollection(locale: $locale) { items { linkedFrom(allowedLocales: [$locale]) { total } } } }', ['it-IT']);
    expect(grouped?.keys).toEqual(['page']);
    expect(grouped?.document).toContain('l0_page: pageCollection(locale: "it-IT")');
    expect(grouped?.document).toContain('linkedFrom(allowedLocales: ["it-IT"])');
    expect(grouped?.document).not.toContain('$locale');
  });

  it('does not group a document it cannot split: no $locale, a fragment reading $locale, a mutation, a bad document', () => {
    expect(groupedDocument('query Q { themeCollection { total } }', ['de-DE'])).toBeUndefined();
    expect(groupedDocument('query Q($locale: String!) { themeCollection { ...F } } fragment F on ThemeCollection { items { name(locale: $locale) } }', ['de-DE'])).toBeUndefined();
    expect(groupedDocument('mutation M($locale: String!) { publish(locale: $locale) }', ['de-DE'])).toBeUndefined();
    expect(groupedDocument('query Q($locale: String!) { themeCollection(', ['de-DE'])).toBeUndefined();
  });
});

describe('localePart', () => {
  it('gives the i-th locale\'s answer the shape of the ungrouped query\'s answer', () => {
    const response = { l0_a: 1, l0_b: 2, l1_a: 3, l1_b: 4 };
    expect(localePart(response, ['a', 'b'], 1)).toEqual({ a: 3, b: 4 });
  });
});

describe('groupedAnswer', () => {
  const fakeAnswer = (document: string, locales: readonly string[]): Record<string, unknown> =>
    Object.fromEntries(locales.map((locale, i) => [`l${String(i)}_themeCollection`, { total: i, asked: locale, grouped: document.includes('l4_') }]));

  it('makes one request for the five pages of a group, each taking its own part', async () => {
    const requests: Readonly<Record<string, unknown>>[] = [];
    const request = (document: string, variables: Readonly<Record<string, unknown>>): Promise<Record<string, unknown>> => {
      requests.push(variables);
      return Promise.resolve(fakeAnswer(document, localeGroup('fr-FR') ?? []));
    };
    const group = localeGroup('fr-FR') ?? [];
    const answers = await Promise.all(group.map((locale) => groupedAnswer(THEMES, { locale, preview: false, unique: 'one' }, request)));
    expect(requests).toEqual([{ preview: false, unique: 'one' }]);
    expect(answers.map((a) => (a?.themeCollection as { asked: string }).asked)).toEqual(group);
  });

  it('asks again for other variables, and after a failed request', async () => {
    let calls = 0;
    const failing = (): Promise<Record<string, unknown>> => {
      calls += 1;
      return Promise.reject(new Error('down'));
    };
    await expect(groupedAnswer(THEMES, { locale: 'hu-HU', unique: 'two' }, failing)).rejects.toThrow('down');
    await expect(groupedAnswer(THEMES, { locale: 'hu-HU', unique: 'two' }, failing)).rejects.toThrow('down');
    expect(calls).toBe(2);
  });

  it('answers undefined (ask alone) for a document taken out of grouping or a locale outside the list', async () => {
    const request = (): Promise<Record<string, unknown>> => Promise.reject(new Error('not asked'));
    const document = 'query Refused($locale: String!) { themeCollection(locale: $locale) { total } }';
    neverGroup(document);
    expect(await groupedAnswer(document, { locale: 'pl-PL' }, request)).toBeUndefined();
    expect(await groupedAnswer(document, { locale: 'de-DE' }, request)).toBeUndefined();
    expect(await groupedAnswer(THEMES, { locale: 'xx-XX' }, request)).toBeUndefined();
    expect(await groupedAnswer(THEMES, { other: 1 }, request)).toBeUndefined();
  });
});

describe('withLocaleGroups', () => {
  it('marks the load it runs, and only that load', async () => {
    expect(localeGroupsActive()).toBe(false);
    expect(await withLocaleGroups(async () => {
      await Promise.resolve();
      return localeGroupsActive();
    })).toBe(true);
    expect(localeGroupsActive()).toBe(false);
  });
});
