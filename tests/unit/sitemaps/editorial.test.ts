import { describe, expect, it } from 'vitest';
import type { PageIndex } from '../../../src/lib/content/page-index.ts';
import { editorialEntries } from '../../../src/lib/sitemaps/sources/editorial.ts';
import { urlEntry, URLSET_END, urlsetStart } from '../../../src/lib/sitemaps/xml.ts';
import { schemaErrors } from '../../contract/sitemaps/validate.ts';

/**
 * The editorial sitemap's entries (src/lib/sitemaps/sources/editorial.ts): every page of the page index in every
 * language, each with the 25 languages and `x-default` as alternates, dated by its entry's publication.
 */
const index: PageIndex = {
  stories: ['monet-at-etretat'],
  exhibitions: [{ identifier: 'gold', chapters: ['rings', 'credits'] }],
  themes: ['art'],
  slugPages: [{ identifier: 'about-us', site: undefined, kind: 'static' }, { identifier: 'über', site: undefined, kind: 'browse' }],
  published: new Map([['stories/monet-at-etretat', '2024-03-01T10:00:00.000Z'], ['exhibitions/gold/rings', '2023-01-01T00:00:00Z']]),
};

describe('editorial sitemap entries', () => {
  const entries = [...editorialEntries(index, 'https://www.europeana.eu')];

  it('lists every page in the 25 languages, one page after the other, with the listings that lead to entities and galleries', () => {
    const locs = entries.map((e) => e.loc);
    expect(new Set(locs).size).toBe(locs.length);
    // Home, stories, themes, feature ideas, a story, an exhibition with its chapter and credits, a theme, two slug pages, 7 listings.
    expect(locs).toHaveLength(25 * 18);
    for (const path of ['/en/stories/monet-at-etretat', '/de/exhibitions/gold/rings', '/fr/exhibitions/gold/credits', '/sv/themes/art', '/en/about-us', '/en/collections/persons', '/de/collections/times', '/pl/galleries'])
      expect(locs).toContain(`https://www.europeana.eu${path}`);
    expect(locs).toContain('https://www.europeana.eu/en');
    expect(locs).toContain('https://www.europeana.eu/de/%C3%BCber');
    const story = locs.indexOf('https://www.europeana.eu/bg/stories/monet-at-etretat');
    expect(locs.slice(story, story + 25).every((l) => l.endsWith('/stories/monet-at-etretat'))).toBe(true);
  });

  it('gives each language version the 25 languages and x-default as alternates, and its entry date', () => {
    const story = entries.find((e) => e.loc === 'https://www.europeana.eu/de/stories/monet-at-etretat');
    expect(story?.lastmod).toBe('2024-03-01T10:00:00Z');
    expect(story?.alternates).toHaveLength(26);
    expect(story?.alternates).toContainEqual({ hreflang: 'x-default', href: 'https://www.europeana.eu/stories/monet-at-etretat' });
    expect(story?.alternates).toContainEqual({ hreflang: 'de', href: 'https://www.europeana.eu/de/stories/monet-at-etretat' });
    expect(entries.find((e) => e.loc === 'https://www.europeana.eu/en/exhibitions/gold/rings')?.lastmod).toBe('2023-01-01T00:00:00Z');
    expect(entries.find((e) => e.loc === 'https://www.europeana.eu/en/themes/art')?.lastmod).toBeUndefined();
  });

  it('makes a file the schemas accept', async () => {
    const xml = urlsetStart(true) + entries.map(urlEntry).join('') + URLSET_END;
    expect(await schemaErrors(xml, 'sitemap-with-alternates')).toEqual([]);
  });
});
