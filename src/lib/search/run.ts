import type { ApiContext } from '../apis/client.ts';
import { search } from '../apis/record.ts';
import type { Facet, SearchResponse } from '../apis/schemas.ts';
import { toPortalError, type PortalError } from '../errors/catalogue.ts';
import { reportHandledError, type RequestFacts } from '../errors/report.ts';
import { searchApiParams, type ScopeOptions } from './api-params.ts';
import { itemCard, pickHitSelector, type ItemCard } from './item-card.ts';
import { API_FACETS } from './facets.ts';
import { lastPage, parseFilter, selectedValues, type SearchState } from './state.ts';

export type SearchOutcome =
  | {
      readonly kind: 'results';
      readonly totalResults: number;
      readonly cards: ItemCard[];
      readonly facets: Facet[];
      readonly facetsFailed: boolean;
      /** Why the facets are missing, when they are. */
      readonly facetsError?: PortalError | undefined;
    }
  | { readonly kind: 'beyond-window' }
  | { readonly kind: 'error'; readonly error: PortalError };

/**
 * Runs a search for a page. When the search with facets fails upstream but a plain search
 * answers, the page shows results without facets: a search page without facets is better
 * than none.
 */
export async function runSearch(state: SearchState, locale: string, options: ScopeOptions & { context?: ApiContext }): Promise<SearchOutcome> {
  const params = searchApiParams(state, options);
  if (!params) return { kind: 'beyond-window' };
  const toOutcome = (response: SearchResponse, facetsError?: PortalError): SearchOutcome => ({
    kind: 'results',
    totalResults: response.totalResults,
    cards: response.items.map((item) => itemCard(item, locale, pickHitSelector(response.hits.find((hit) => hit.scope === item.id)?.selectors ?? [], locale))),
    facets: response.facets,
    facetsFailed: facetsError !== undefined,
    facetsError,
  });
  try {
    const [response, ownFacets] = await Promise.all([
      search(params, { context: options.context }),
      options.withoutFacets ? Promise.resolve([]) : facetsWithoutOwnFilters(state, options),
    ]);
    const replaced = new Set(ownFacets.map((f) => f.name));
    return toOutcome({ ...response, facets: [...response.facets.filter((f) => !replaced.has(f.name)), ...ownFacets] });
  } catch (error) {
    const portalError = toPortalError(error);
    // A timeout (504) already spent the whole upstream budget: a second search would double the wait.
    if (portalError.status < 500 || portalError.status === 504 || options.withoutFacets) return { kind: 'error', error: portalError };
    const plain = searchApiParams(state, { ...options, withoutFacets: true });
    if (!plain) return { kind: 'error', error: portalError };
    try {
      return toOutcome(await search(plain, { context: options.context }), portalError);
    } catch {
      return { kind: 'error', error: portalError };
    }
  }
}

/**
 * Values of the facets the visitor has filtered on, counted without that facet's own filters, so
 * a second value of the same facet can be chosen (values of one facet combine with OR). One
 * small request (no rows) per such facet; a failure keeps the facet as the main search gave it.
 */
async function facetsWithoutOwnFilters(state: SearchState, options: ScopeOptions & { context?: ApiContext }): Promise<Facet[]> {
  const names = [...selectedValues(state).keys()].filter((name) => API_FACETS.includes(name));
  const facets = await Promise.all(
    names.map(async (name) => {
      const without: SearchState =
        name === 'REUSABILITY'
          ? { ...state, reusability: [], page: 1 }
          : { ...state, qf: state.qf.filter((q) => parseFilter(q)?.name !== name), page: 1 };
      const params = searchApiParams(without, { ...options, expandFacet: options.expandFacet === name ? name : undefined });
      if (!params) return [];
      try {
        const response = await search({ ...params, rows: 0, facet: [name] }, { context: options.context });
        return response.facets.filter((f) => f.name === name);
      } catch {
        return [];
      }
    }),
  );
  return facets.flat();
}

/** Reports what went wrong in a search the page shows: its error, or the facets it answers without. */
export function reportSearchOutcome(request: RequestFacts, outcome: SearchOutcome): void {
  if (outcome.kind === 'error') reportHandledError(request, outcome.error);
  if (outcome.kind === 'results' && outcome.facetsError) reportHandledError(request, outcome.facetsError, 'search answered without facets');
}

/**
 * The last page of the results when the visitor asked for a page beyond it (`?page=2` of 5 results), which the
 * page redirects to instead of showing a count above nothing (issue 26, item 11); `undefined` otherwise.
 */
export function lastPageIfBeyond(state: SearchState, outcome: SearchOutcome): number | undefined {
  if (outcome.kind !== 'results' || outcome.totalResults === 0 || outcome.cards.length > 0) return undefined;
  const last = lastPage(outcome.totalResults);
  return state.page > last ? last : undefined;
}
