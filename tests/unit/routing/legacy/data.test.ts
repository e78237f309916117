import { describe, expect, it } from 'vitest';
import reference from '../../../../src/lib/routing/legacy/data/legacy-redirects.json' with { type: 'json' };
import retired from '../../../../src/lib/routing/legacy/data/retired-gallery-slugs.json' with { type: 'json' };
import gone from '../../../../src/lib/routing/legacy/data/gone-gallery-slugs.json' with { type: 'json' };
import staticPages from '../../../../src/lib/routing/legacy/data/static-pages.json' with { type: 'json' };
import themeNames from '../../../../src/lib/routing/legacy/data/theme-names.json' with { type: 'json' };
import localePrefixed from '../../../../src/lib/routing/legacy/data/locale-prefixed.json' with { type: 'json' };
import unquotable from '../../../../src/lib/routing/legacy/data/unquotable-facets.json' with { type: 'json' };
import { legacyRedirect, type LegacyDecision } from '../../../../src/lib/routing/legacy/index.ts';

const at = (path: string, negotiated: 'en' | 'de' = 'de'): LegacyDecision | undefined =>
  legacyRedirect(new URL(path, 'https://portal.test'), negotiated);

const retiredEntries = Object.entries(retired as Readonly<Record<string, number>>);
const goneSlugs = gone as readonly string[];
const staticEntries = Object.entries(staticPages as Readonly<Record<string, string>>);
const themeEntries = Object.entries(themeNames as Readonly<Record<string, string>>);
const localeEntries = Object.entries(localePrefixed as Readonly<Record<string, string>>);

/** Where a static page's target finally lands: some targets are old URLs themselves. */
const FINAL: Readonly<Record<string, string>> = {
  '/rights/privacy-policy': '/rights/privacy-statement',
  '/exhibitions': '/stories?type=exhibition',
};
const final = (to: string): string => FINAL[to] ?? to;

describe('the rule tables are the shared legacy data, split one table a rule', () => {
  const portal = reference.legacy_portal_prefix;
  it('static pages', () => {
    expect(staticPages).toEqual(Object.fromEntries(portal.static_pages.map(({ from, to }) => [from, to])));
  });
  it('theme names', () => {
    expect(themeNames).toEqual(portal.old_theme_names);
  });
  it('locale-prefixed rules (spec era)', () => {
    const rules = reference['locale_prefixed_redirects (middleware/redirects.js)'].rules_spec_era;
    expect(localePrefixed).toEqual(Object.fromEntries(rules.map(({ from, to }) => [from, to])));
  });
  it('unquotable facets', () => {
    expect(unquotable).toEqual(portal.search_query_mapping['unquotable_facets (plugins/europeana/search.js)']);
  });
  it('336 retired slugs with ids 8950–9285, 48 gone slugs, no overlap', () => {
    expect(retiredEntries).toHaveLength(336);
    expect(new Set(retiredEntries.map(([, id]) => id))).toEqual(
      new Set(Array.from({ length: 336 }, (_, i) => 8950 + i)),
    );
    expect(goneSlugs).toHaveLength(48);
    expect(goneSlugs.filter((slug) => slug in retired)).toEqual([]);
  });
});

describe('every retired gallery slug redirects to /galleries/{id}-{slug}', () => {
  it.each(retiredEntries)('%s → %i', (slug, id) => {
    expect(at(`/en/galleries/${slug}`)).toEqual({ status: 301, location: `/en/galleries/${String(id)}-${slug}`, varies: false });
    expect(at(`/galleries/${slug}/?x=1`)).toEqual({ status: 301, location: `/de/galleries/${String(id)}-${slug}?x=1`, varies: true });
    expect(at(`/fr/set/${slug}`)).toEqual({ status: 301, location: `/fr/galleries/${String(id)}-${slug}`, varies: false });
    expect(at(`/portal/sv/explore/galleries/${slug}.html`)).toEqual({
      status: 301,
      location: `/sv/galleries/${String(id)}-${slug}`,
      varies: false,
    });
  });
});

describe('every gone gallery slug answers 410 at its canonical path', () => {
  it.each(goneSlugs)('%s', (slug) => {
    expect(at(`/en/galleries/${slug}`)).toEqual({ status: 410 });
    expect(at(`/pl/galleries/${slug.toUpperCase()}`)).toEqual({ status: 410 });
    // Elsewhere: one redirect to the canonical path, which then answers 410.
    expect(at(`/en/galleries/${slug}/`)).toEqual({ status: 301, location: `/en/galleries/${slug}`, varies: false });
    expect(at(`/en/set/${slug}`)).toEqual({ status: 301, location: `/en/galleries/${slug}`, varies: false });
    expect(at(`/galleries/${slug}`)).toBeUndefined(); // the language step adds the prefix
  });
});

describe('every static page rename, under /portal and on its own', () => {
  it.each(staticEntries)('%s → %s', (from, to) => {
    const target = final(to);
    const [targetPath = '', targetQuery] = target.split('?');
    const withQuery = (query: string): string =>
      targetQuery === undefined ? `${targetPath}?${query}` : `${targetPath}?${targetQuery}&${query}`;
    expect(at(`/portal${from}`)).toEqual({ status: 301, location: `/de${target}`, varies: true });
    expect(at(`/portal/it${from}.html`)).toEqual({ status: 301, location: `/it${target}`, varies: false });
    expect(at(`/portal/en${from}/?view=grid`)).toEqual({ status: 301, location: `/en${withQuery('view=grid')}`, varies: false });
    expect(at(`/nl${from}`)).toEqual({ status: 301, location: `/nl${target}`, varies: false });
    expect(at(from.toUpperCase())).toEqual({ status: 301, location: `/de${target}`, varies: true });
  });
});

describe('every old theme name', () => {
  it.each(themeEntries)('%s → %s', (from, to) => {
    expect(at(`/en/themes/${from}`)).toEqual({ status: 301, location: `/en/themes/${to}`, varies: false });
    expect(at(`/themes/${from}`)).toEqual({ status: 301, location: `/de/themes/${to}`, varies: true });
    expect(at(`/portal/en/collections/${from}?q=x`)).toEqual({
      status: 301,
      location: `/en/search?query=x&qf=collection%3A${to}`,
      varies: false,
    });
  });
});

describe('every locale-prefixed rule', () => {
  it.each(localeEntries)('%s → %s', (from, to) => {
    if (to.startsWith('https://')) {
      const answer = { status: 301, location: to, varies: false };
      expect(at(`/en${from}`)).toEqual(answer);
      expect(at(from)).toEqual(answer);
      expect(at(`/en${from}/?x=1`)).toEqual(answer);
      return;
    }
    const source = from.replace('/*', '/my-story');
    const target = to.replace('/*', '/my-story');
    expect(at(`/en${source}`)).toEqual({ status: 301, location: `/en${target}`, varies: false });
    expect(at(source)).toEqual({ status: 301, location: `/de${target}`, varies: true });
    expect(at(`/EN${source.toUpperCase()}/`)?.status).toBe(301);
  });
});
