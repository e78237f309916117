/**
 * "More filters": the search sidebar's second section (src/components/search/Facets.astro), and when its facets'
 * values are asked from the Search API and rendered. europeana.eu loads a facet's values when its dropdown opens
 * (SearchFacetDropdown.vue `prefetch`); here the closed section's facets are neither asked nor rendered — up to 50
 * values each of language, provider, institution, creator, rights and the rest, in every search render — until the
 * section is asked for: its link (`?more=1`, the path without JavaScript) or its script, which fetches that address
 * when the section opens. A section whose filters are in use opens by itself.
 */
import { API_FACETS, BOOLEAN_FILTERS, FACET_NAMES, isFacetName, PRIMARY_FILTERS, type FacetName } from './facets.ts';
import { selectedValues, type SearchState } from './state.ts';
import { themeFacets } from './theme-filters.ts';

/** The parameter that asks for the section open: `more=1`. */
export const MORE_FILTERS_PARAM = 'more';

/** The section's facets for a search: neither primary nor the searched collection's own (those lead the sidebar). */
export function moreFilterFacets(state: SearchState): FacetName[] {
  const own: readonly string[] = themeFacets(selectedValues(state).get('collection')?.[0]).map((facet) => facet.field);
  return FACET_NAMES.filter((name) => !(PRIMARY_FILTERS as readonly string[]).includes(name) && !own.includes(name));
}

/**
 * Whether "More filters" is shown open, its facets' values asked and rendered: asked for (`more=1`), or one of its
 * filters in use — a value chosen, a facet searched within (`expand`), a yes/no filter or the year range.
 * @example moreFiltersOpen(parseSearchState(new URLSearchParams('qf=LANGUAGE:"de"')), new URLSearchParams()) // true
 */
export function moreFiltersOpen(state: SearchState, params: URLSearchParams): boolean {
  if (params.get(MORE_FILTERS_PARAM) === '1') return true;
  const selected = selectedValues(state);
  const expanded = params.get('expand');
  return (
    moreFilterFacets(state).some((name) => (selected.get(name) ?? []).length > 0 || expanded === name) ||
    BOOLEAN_FILTERS.some((name) => selected.has(name)) ||
    state.qf.some((qf) => qf.startsWith('YEAR:'))
  );
}

/** The Search API facets a search asks for: all of them with the section open, else those outside it. */
export function askedFacets(state: SearchState, open: boolean): string[] {
  if (open) return [...API_FACETS];
  const closed: readonly string[] = moreFilterFacets(state);
  return API_FACETS.filter((name) => !closed.includes(name));
}

/** `searchHref` (a search's own address) showing its sidebar another way, scrolled to the part shown. */
function displayHref(searchHref: string, param: string, fragment: string): string {
  return `${searchHref}${searchHref.includes('?') ? '&' : '?'}${param}#${fragment}`;
}

/** The address of a search with the section open, at the section. */
export function moreFiltersHref(searchHref: string): string {
  return displayHref(searchHref, `${MORE_FILTERS_PARAM}=1`, 'more-filters');
}

/** The address of a search with all of a facet's values shown and searchable (`?expand=`), at the facet. */
export function expandedFacetHref(searchHref: string, facet: string): string {
  return displayHref(searchHref, `expand=${facet}`, `facet-${facet}`);
}

/** How the request asks the sidebar to show the facets (the search page and an entity page's items). */
export interface FiltersShown {
  /** The facet shown with all its values (`?expand=`), and the filter of its values (`?expandFilter=`). */
  readonly expanded: FacetName | undefined;
  readonly expandFilter: string;
  /** "More filters" open, its facets' values asked and shown. */
  readonly moreFilters: boolean;
  /** The section asked open by its parameter (`more=1`), not only by a filter of it in use. */
  readonly moreAsked: boolean;
}

/** The sidebar's display parameters of a search request. */
export function filtersShown(state: SearchState, params: URLSearchParams): FiltersShown {
  const expand = params.get('expand') ?? '';
  return {
    expanded: isFacetName(expand) ? expand : undefined,
    expandFilter: (params.get('expandFilter') ?? '').slice(0, 100),
    moreFilters: moreFiltersOpen(state, params),
    moreAsked: params.get(MORE_FILTERS_PARAM) === '1',
  };
}

/**
 * The query of another page of the same search, or of the search with a chip's filter removed (`params`, made from
 * the search state, which holds no display parameter), keeping "More filters" open when the visitor asked it open:
 * without it the section would close on the next page while none of its filters is in use. `params` is changed.
 * @example withMoreFilters(new URLSearchParams('query=x&page=2'), { ...shown, moreAsked: true }).toString() // 'query=x&page=2&more=1'
 */
export function withMoreFilters(params: URLSearchParams, filters: FiltersShown): URLSearchParams {
  if (filters.moreAsked) params.set(MORE_FILTERS_PARAM, '1');
  return params;
}
