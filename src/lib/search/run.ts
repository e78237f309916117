import type { ApiContext } from '../apis/client.ts';
import { search } from '../apis/record.ts';
import type { Facet, SearchResponse } from '../apis/schemas.ts';
import { toPortalError, type PortalError } from '../errors/catalogue.ts';
import { searchApiParams, type ScopeOptions } from './api-params.ts';
import { itemCard, type ItemCard } from './item-card.ts';
import type { SearchState } from './state.ts';

export type SearchOutcome =
  | { readonly kind: 'results'; readonly totalResults: number; readonly cards: ItemCard[]; readonly facets: Facet[]; readonly facetsFailed: boolean }
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
  const toOutcome = (response: SearchResponse, facetsFailed: boolean): SearchOutcome => ({
    kind: 'results',
    totalResults: response.totalResults,
    cards: response.items.map((item) => itemCard(item, locale)),
    facets: response.facets,
    facetsFailed,
  });
  try {
    return toOutcome(await search(params, { context: options.context }), false);
  } catch (error) {
    const portalError = toPortalError(error);
    if (portalError.status < 500 || options.withoutFacets) return { kind: 'error', error: portalError };
    const plain = searchApiParams(state, { ...options, withoutFacets: true });
    if (!plain) return { kind: 'error', error: portalError };
    try {
      return toOutcome(await search(plain, { context: options.context }), true);
    } catch {
      return { kind: 'error', error: portalError };
    }
  }
}
