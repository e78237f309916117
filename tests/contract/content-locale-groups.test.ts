/**
 * A pre-render asks five languages of a query in one request (src/lib/content/locale-groups.ts). Against the real
 * content service: each language's part of the grouped answer is exactly the answer of that language asked alone,
 * for the queries of every kind of pre-rendered page, and the portal's loaders give the same pages either way.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { CATEGORIES } from '../../src/lib/content/categories.ts';
import { EXHIBITION_LANDING_PAGE } from '../../src/lib/content/exhibition-landing-page.ts';
import { groupedDocument, localeGroup, localePart, withLocaleGroups } from '../../src/lib/content/locale-groups.ts';
import { STORIES_PAGE } from '../../src/lib/content/stories-page.ts';
import { STORY_PAGE, getStoryPage } from '../../src/lib/content/story-page.ts';
import { THEME_PAGE } from '../../src/lib/content/theme-page.ts';
import { THEMES } from '../../src/lib/content/themes.ts';
import { servicesUrl } from '../support/services.ts';
import { gqlData, items } from './content-support.ts';

beforeAll(() => {
  // The portal's configuration points at these services (src/lib/config.ts reads it on first use).
  process.env.SERVICES_PORT = new URL(servicesUrl()).port;
});

/** The identifier of the first published entry of a content type. */
async function firstIdentifier(collection: string): Promise<string> {
  const data = await gqlData(`query First { ${collection}(limit: 1) { items { identifier } } }`);
  const [first] = items(data[collection]);
  const identifier = first?.identifier;
  if (typeof identifier !== 'string') throw new Error(`no ${collection} entry in the seed`);
  return identifier;
}

describe('grouped content queries', () => {
  it.each([
    ['story page', STORY_PAGE, 'storyCollection'],
    ['exhibition landing page', EXHIBITION_LANDING_PAGE, 'exhibitionPageCollection'],
    ['theme page', THEME_PAGE, 'themePageCollection'],
    ['themes', THEMES, undefined],
    ['categories', CATEGORIES, undefined],
    ['stories page', STORIES_PAGE, undefined],
  ] as const)('%s: each language\'s part is its answer asked alone', async (_name, document, collection) => {
    const variables = collection === undefined ? {} : { identifier: await firstIdentifier(collection) };
    const locales = localeGroup('it-IT') ?? [];
    const grouped = groupedDocument(document, locales);
    expect(grouped).toBeDefined();
    if (!grouped) return;
    const answer = await gqlData(grouped.document, variables);
    for (const [index, locale] of locales.entries()) {
      expect(localePart(answer, grouped.keys, index)).toEqual(await gqlData(document, { ...variables, locale }));
    }
  });

  it('gives the portal\'s story pages the same data grouped as asked one language at a time', async () => {
    const identifier = await firstIdentifier('storyCollection');
    const locales = localeGroup('de-DE') ?? [];
    const grouped = await Promise.all(locales.map((locale) => withLocaleGroups(() => getStoryPage(identifier, locale))));
    const alone = await Promise.all(locales.map((locale) => getStoryPage(identifier, locale)));
    expect(grouped.every((page) => page !== undefined)).toBe(true);
    expect(grouped).toEqual(alone);
  });
});
