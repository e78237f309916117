import type { Params } from '../apis/client.ts';
import { CONTENT_TIER_COLLECTION, CONTENT_TIER_DEFAULT, FACET_VALUES_SHOWN, SEARCH_PAGE_SIZE } from '../constants.ts';
import { qaClause } from './advanced.ts';
import { askedFacets } from './more-filters.ts';
import { searchQueryText } from './query.ts';
import { pageWindow, parseFilter, type SearchState } from './state.ts';
import { themeFacets } from './theme-filters.ts';

export interface ScopeOptions {
  /** Filters that scope the search to an entity (entity pages); not shown as chips. */
  readonly scopeQf?: readonly string[];
  /** Scoped to an organisation: no default content-tier filter (spec section 9). */
  readonly organisation?: boolean;
  /** A facet whose values beyond the first 50 are searched. */
  readonly expandFacet?: string | undefined;
  /** Leave the facets out (entity pages, similar items). */
  readonly withoutFacets?: boolean;
  /** Leave out the facets of a closed "More filters" (./more-filters.ts): the page renders none of their values. */
  readonly moreFiltersClosed?: boolean;
  readonly pageSize?: number;
  /**
   * Multilingual search (spec section 6, signed-in visitors only): the query, written in this
   * language, is also matched through its translations, so results are not limited to it.
   */
  readonly translateFrom?: string | undefined;
}

/** Matches asked per result when a search wants hits (`hit.selectors`). */
export const HIT_SELECTORS_ASKED = 3;

/** Largest number of values fetched for a facet searched within. */
export const EXPANDED_FACET_LIMIT = 1000;

/**
 * The Search API parameters for a search state (spec sections 5 and 9): the visitor's query with its
 * special characters escaped, `*:*` for an empty query,
 * advanced rules joined with AND (src/lib/search/advanced.ts), collection filters as `theme`, the default content-tier filter
 * (2 to 4 within a collection, none for an organisation), the 1000-result window.
 */
export function searchApiParams(state: SearchState, options: ScopeOptions = {}): Params | undefined {
  const pageSize = options.pageSize ?? SEARCH_PAGE_SIZE;
  const window = pageWindow(state.page, pageSize);
  if (!window) return undefined;
  // The visitor's text with the special characters escaped (src/lib/search/query.ts).
  const query = [searchQueryText(state.query) || '*:*', ...state.qa.map(qaClause)].join(' AND ');

  let theme: string | undefined;
  const qf: string[] = [];
  // Values of one facet combine with OR in a single filter; different facets combine with AND.
  const byFacet = new Map<string, string[]>();
  for (const value of state.qf) {
    const filter = parseFilter(value);
    if (filter?.name === 'collection') theme = filter.value;
    else if (filter) byFacet.set(filter.name, [...(byFacet.get(filter.name) ?? []), value]);
    else qf.push(value);
  }
  const facetQf = [...byFacet].map(([name, values]) => {
    const quoted = values.map((v) => v.slice(name.length + 1));
    return quoted.length === 1 ? `${name}:${quoted[0] ?? ''}` : `${name}:(${quoted.join(' OR ')})`;
  });
  qf.unshift(...facetQf);
  if (state.api === 'fulltext') qf.push('TEXT_FULLTEXT:true');
  qf.push(...(options.scopeQf ?? []));
  const hasTier = qf.some((q) => q.startsWith('contentTier:'));
  if (!hasTier && !options.organisation) qf.push(theme ? CONTENT_TIER_COLLECTION : CONTENT_TIER_DEFAULT);
  // contentTier:* means every tier: no filter at all.
  const qfSent = qf.filter((q) => q !== 'contentTier:*');

  // A collection's own facets (the fashion collection's object type, technique and material) besides the usual.
  const facets = options.withoutFacets ? undefined : [...new Set([...askedFacets(state, options.moreFiltersClosed !== true), ...themeFacets(theme).map((facet) => facet.field)])];
  const params: Record<string, Params[string]> = {
    query,
    qf: qfSent,
    reusability: state.reusability.length > 0 ? state.reusability.join(',') : undefined,
    theme,
    profile: options.withoutFacets ? 'minimal' : 'minimal,facets',
    facet: facets,
    rows: window.rows,
    start: window.start,
  };
  // Full-text rules of the advanced search ask where their words matched (SearchInterface.vue adds `hits` then).
  // A few matches each, so that the card can show one in the page's language (src/lib/search/item-card.ts).
  if (wantsHits(state)) {
    params.profile = `${String(params.profile)},hits`;
    params['hit.selectors'] = HIT_SELECTORS_ASKED;
  }
  if (options.translateFrom) {
    params.profile = `${String(params.profile)},translate`;
    params.lang = options.translateFrom;
    params['q.source'] = options.translateFrom;
    params['q.target'] = 'en';
  }
  if (options.expandFacet && !options.withoutFacets) {
    params[`f.${options.expandFacet}.facet.limit`] = EXPANDED_FACET_LIMIT;
  } else if (facets?.includes('CREATOR')) {
    params['f.CREATOR.facet.limit'] = FACET_VALUES_SHOWN;
  }
  return params;
}

/** A rule on the full text (`fulltext:`, `fulltext.{lang}:`), positive or not. */
const FULLTEXT_RULE = /(?:^|[\s(+])fulltext(?:\.[a-z]{2,3})?:/;

/**
 * Whether a search asks the Search API for hits (`profile=…,hits`): when an advanced-search rule searches the full
 * text, as europeana.eu does; the list view then shows where each result's text matched.
 * @example wantsHits(parseSearchState(new URLSearchParams('qa=fulltext:(harbour)'))) // true
 */
export function wantsHits(state: SearchState): boolean {
  return state.qa.some((qa) => FULLTEXT_RULE.test(qa));
}
