/**
 * The entity page's items with the entity's pinned items first (spec sections 3 and 4): page 1
 * begins with the pinned items in the best-items set's order, the other items follow without
 * them, and every later page continues that one list, so pagination neither repeats nor skips.
 */
import type { ApiContext } from '../apis/client.ts';
import { search } from '../apis/record.ts';
import type { SearchItem } from '../apis/schemas.ts';
import { toPortalError } from '../errors/catalogue.ts';
import { searchApiParams, type ScopeOptions } from '../search/api-params.ts';
import { quoteValue } from '../search/escape.ts';
import { itemCard } from '../search/item-card.ts';
import type { SearchOutcome } from '../search/run.ts';
import { pageWindow, type SearchState } from '../search/state.ts';
import { pinnedFirst, pinnedPageWindow } from './pins.ts';

/** The filter that leaves the pinned items out of the search for the others. */
export function excludePinnedQf(pinned: readonly Pick<SearchItem, 'id'>[]): string | undefined {
  if (pinned.length === 0) return undefined;
  return `NOT europeana_id:(${pinned.map((p) => quoteValue(p.id)).join(' OR ')})`;
}

/**
 * Runs the entity's search for a page with `pinned` leading the list. Two requests at once: the
 * page's other items (pinned ones excluded, offset by the pinned items before the page) and the
 * facets over all of the entity's items. Without facets when that second request fails.
 */
export async function runPinnedSearch(
  state: SearchState,
  locale: string,
  pinned: readonly SearchItem[],
  options: ScopeOptions & { context?: ApiContext },
): Promise<SearchOutcome> {
  const window = pageWindow(state.page, options.pageSize);
  if (!window) return { kind: 'beyond-window' };
  const base = searchApiParams({ ...state, page: 1 }, { ...options, withoutFacets: true });
  const facetParams = searchApiParams({ ...state, page: 1 }, options);
  if (!base || !facetParams) return { kind: 'beyond-window' };
  const slice = pinnedPageWindow(window.start - 1, window.rows, pinned.length);
  const exclusion = excludePinnedQf(pinned);
  const baseQf = Array.isArray(base.qf) ? base.qf.map(String) : [];
  const restParams = { ...base, qf: exclusion ? [...baseQf, exclusion] : baseQf, start: slice.restStart + 1, rows: slice.restRows };
  try {
    const [rest, facets] = await Promise.all([
      search(restParams, { context: options.context }),
      search({ ...facetParams, rows: 0, start: 1 }, { context: options.context }).catch(() => undefined),
    ]);
    // The search leaves pinned items out; pinnedFirst also drops any an upstream returned anyway.
    const pinnedIds = new Set(pinned.map((p) => p.id));
    const items = pinnedFirst(rest.items.filter((i) => !pinnedIds.has(i.id)), pinned.slice(slice.pinnedStart, slice.pinnedEnd));
    return {
      kind: 'results',
      totalResults: pinned.length + rest.totalResults,
      cards: items.map((item) => itemCard(item, locale)),
      facets: facets?.facets ?? [],
      facetsFailed: facets === undefined,
    };
  } catch (error) {
    return { kind: 'error', error: toPortalError(error) };
  }
}
