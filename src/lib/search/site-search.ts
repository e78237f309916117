import type { PageAnalytics } from '../site/analytics.ts';
import type { SearchOutcome } from './run.ts';
import type { SearchState } from './state.ts';

/**
 * A search as the analytics count it (portal.js `trackSiteSearch`), when the address asks one (`query` or `qa`; a
 * page of filters alone is a page view): its words, `*:*` for none, and its advanced rules joined by AND; the
 * collection it searched within (an entity page: `{type} {id-slug}`, as europeana.eu's route names it); how many
 * results, when it ran.
 * @example siteSearch(new URLSearchParams('query=monet&qa=who:renoir'), state, outcome)?.keyword // 'monet AND who:renoir'
 */
export function siteSearch(params: URLSearchParams, state: SearchState, outcome: SearchOutcome, category?: string): PageAnalytics['search'] {
  if (!params.has('query') && !params.has('qa')) return undefined;
  return {
    keyword: [state.query === '' ? '*:*' : state.query, ...state.qa].join(' AND '),
    category,
    count: outcome.kind === 'results' ? outcome.totalResults : undefined,
  };
}
