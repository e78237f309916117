/** "More filters" (src/lib/search/more-filters.ts): when its facets are asked from the Search API and shown. */
import { describe, expect, it } from 'vitest';
import { searchApiParams } from '../../../src/lib/search/api-params.ts';
import { API_FACETS } from '../../../src/lib/search/facets.ts';
import { askedFacets, expandedFacetHref, filtersShown, moreFilterFacets, moreFiltersHref, moreFiltersOpen, withMoreFilters } from '../../../src/lib/search/more-filters.ts';
import { parseSearchState } from '../../../src/lib/search/state.ts';

const open = (query: string): boolean => {
  const params = new URLSearchParams(query);
  return moreFiltersOpen(parseSearchState(params), params);
};

describe('more filters', () => {
  it('is closed for a plain search, and opens when asked or when one of its filters is in use', () => {
    expect(open('query=portrait')).toBe(false);
    expect(open('query=portrait&more=0')).toBe(false);
    expect(open('query=portrait&more=1')).toBe(true);
    expect(open('qf=LANGUAGE:"de"')).toBe(true);
    expect(open('qf=contentTier:0')).toBe(true);
    expect(open('expand=CREATOR')).toBe(true);
    expect(open('qf=MEDIA:true')).toBe(true);
    expect(open('qf=YEAR:[1800 TO 1900]')).toBe(true);
    // Primary filters and facets searched within stay outside it.
    expect(open('qf=TYPE:"IMAGE"&reusability=open&qf=COUNTRY:"France"&expand=COUNTRY')).toBe(false);
  });

  it("leaves a collection's own facets out of the section: the fashion collection's designer leads the sidebar", () => {
    const fashion = parseSearchState(new URLSearchParams('qf=collection:fashion'));
    expect(moreFilterFacets(fashion)).not.toContain('CREATOR');
    expect(moreFilterFacets(parseSearchState(new URLSearchParams()))).toContain('CREATOR');
    expect(open('qf=collection:fashion&qf=CREATOR:"Casa Moreno (Designer)"')).toBe(false);
    expect(open('qf=CREATOR:"Casa Moreno (Designer)"')).toBe(true);
  });

  it('asks the Search API for the facets outside a closed section only, and for every facet of an open one', () => {
    const state = parseSearchState(new URLSearchParams('query=portrait'));
    expect(askedFacets(state, true)).toEqual(API_FACETS);
    expect(askedFacets(state, false)).toEqual(['TYPE', 'REUSABILITY', 'COUNTRY']);
    const closed = searchApiParams(state, { moreFiltersClosed: true });
    expect(closed?.facet).toEqual(['TYPE', 'REUSABILITY', 'COUNTRY']);
    expect(closed?.['f.CREATOR.facet.limit']).toBeUndefined();
    const all = searchApiParams(state);
    expect(all?.facet).toEqual(API_FACETS);
    expect(all?.['f.CREATOR.facet.limit']).toBe(50);
    // The fashion collection's designer is asked with the section closed, as are its own facets.
    const fashion = searchApiParams(parseSearchState(new URLSearchParams('qf=collection:fashion')), { moreFiltersClosed: true });
    expect(fashion?.facet).toEqual(['TYPE', 'REUSABILITY', 'COUNTRY', 'CREATOR', 'proxy_dc_type.en', 'proxy_dc_format.en', 'proxy_dcterms_medium.en']);
    expect(fashion?.['f.CREATOR.facet.limit']).toBe(50);
  });

  it('reads the display parameters of a request, and links to the section open', () => {
    const params = new URLSearchParams(`expand=COUNTRY&expandFilter=${'z'.repeat(300)}`);
    expect(filtersShown(parseSearchState(params), params)).toEqual({ expanded: 'COUNTRY', expandFilter: 'z'.repeat(100), moreFilters: false, moreAsked: false });
    const unknown = new URLSearchParams('expand=nothing');
    expect(filtersShown(parseSearchState(unknown), unknown).expanded).toBeUndefined();
    expect(moreFiltersHref('/en/search?query=x')).toBe('/en/search?query=x&more=1#more-filters');
    expect(moreFiltersHref('/en/search')).toBe('/en/search?more=1#more-filters');
    expect(expandedFacetHref('/en/search?query=x', 'COUNTRY')).toBe('/en/search?query=x&expand=COUNTRY#facet-COUNTRY');
  });

  it('keeps the section open on the next page and after a chip when it was asked open, not when a filter opened it', () => {
    const asked = new URLSearchParams('query=x&more=1');
    const shown = filtersShown(parseSearchState(asked), asked);
    expect(shown).toMatchObject({ moreFilters: true, moreAsked: true });
    expect(withMoreFilters(new URLSearchParams('query=x&page=2'), shown).toString()).toBe('query=x&page=2&more=1');
    // Opened by a filter of it in use: the filter keeps it open on the next page, no parameter is added.
    const byFilter = new URLSearchParams('query=x&qf=LANGUAGE:"de"');
    const opened = filtersShown(parseSearchState(byFilter), byFilter);
    expect(opened).toMatchObject({ moreFilters: true, moreAsked: false });
    expect(withMoreFilters(new URLSearchParams('query=x&page=2'), opened).toString()).toBe('query=x&page=2');
  });
});
