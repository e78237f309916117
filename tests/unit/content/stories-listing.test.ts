import { describe, expect, it } from 'vitest';
import { isFilteredListing, listingHref, listingPage, listingQuery } from '../../../src/lib/content/stories-listing.ts';
import type { MinimalEntry } from '../../../src/lib/content/stories-minimal.ts';

const entry = (id: string, type: 'Story' | 'ExhibitionPage', date: string, tags: string[]): MinimalEntry => ({
  __typename: type,
  date,
  sys: { id },
  cats: { items: tags.map((t) => ({ id: t })) },
});

const entries = [
  entry('s1', 'Story', '2025-08-01', ['art', 'sea']),
  entry('e1', 'ExhibitionPage', '2025-07-01', ['art']),
  entry('s2', 'Story', '2025-06-01', ['sea']),
  entry('s3', 'Story', '2025-05-01', []),
];

describe('stories listing query', () => {
  it('reads type, tags and page, ignoring anything malformed', () => {
    expect(listingQuery(new URLSearchParams('type=exhibition&tags=art,sea,BAD!&page=2'))).toEqual({ type: 'exhibition', tags: ['art', 'sea'], page: 2 });
    expect(listingQuery(new URLSearchParams('type=blog&page=-3'))).toEqual({ type: undefined, tags: [], page: 1 });
  });

  it('is filtered only when it asks for more than the pre-rendered first page', () => {
    expect(isFilteredListing(new URLSearchParams(''))).toBe(false);
    expect(isFilteredListing(new URLSearchParams('page=1&utm_source=x'))).toBe(false);
    expect(isFilteredListing(new URLSearchParams('type=story'))).toBe(true);
    expect(isFilteredListing(new URLSearchParams('page=2'))).toBe(true);
  });

  it('sends every page but page=1 on demand, where the page rule redirects invalid ones (issue 18)', () => {
    for (const page of ['0', '-1', 'abc', '1.5', '01', '', '1&page=1']) {
      expect(isFilteredListing(new URLSearchParams(`page=${page}`)), page).toBe(true);
    }
  });

  it('builds links with the filters and without page 1', () => {
    expect(listingHref('de', { type: 'story', tags: ['art', 'sea'], page: 1 })).toBe('/de/stories?type=story&tags=art%2Csea');
    expect(listingHref('en', { type: undefined, tags: [], page: 3 })).toBe('/en/stories?page=3');
  });
});

describe('stories listing page', () => {
  it('filters by type and by every selected tag', () => {
    expect(listingPage(entries, { type: 'story', tags: [], page: 1 }).ids).toEqual(['s1', 's2', 's3']);
    expect(listingPage(entries, { type: undefined, tags: ['art'], page: 1 }).ids).toEqual(['s1', 'e1']);
    expect(listingPage(entries, { type: 'story', tags: ['art', 'sea'], page: 1 }).ids).toEqual(['s1']);
  });

  it('pages, clamping a page beyond the last', () => {
    const page = listingPage(entries, { type: undefined, tags: [], page: 9 }, 3);
    expect(page).toMatchObject({ ids: ['s3'], total: 4, page: 2, pages: 2 });
  });

  it('offers the tags of the matching entries', () => {
    expect(listingPage(entries, { type: 'exhibition', tags: [], page: 1 }).tags).toEqual(['art']);
  });
});
