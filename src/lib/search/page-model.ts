/**
 * The search page's model (`/search`, spec sections 2, 3, 5, 6, 8, 9): server-rendered on demand, the state in the
 * URL. A form's fields (year and date-of-issue ranges, advanced search rows) are redirected to the URL's filters
 * (303, ./form-submission.ts); the results view and, for signed-in visitors, multilingual search are remembered in
 * cookies; the related panels (issue 25, ../related/panels.ts) and the advanced search chips' entity labels are
 * loaded beside the search. A page past the last goes to the last (302); a search beyond the API's window is 400,
 * a failed one keeps its error's status and shows it in the results. Anonymous visitors share the whole page in the
 * route cache (never with a view parameter, nor with a related panel left out).
 */
import type { PageAnalytics } from '../site/analytics.ts';
import { siteSearch } from './site-search.ts';
import { loginPath } from '../auth/access.ts';
import type { LocaleCode } from '../i18n/locales.ts';
import { anonymousPageCache } from '../cache/page-cache.ts';
import { contentCacheTags } from '../cache/content-tags.ts';
import { MULTILINGUAL_COOKIE } from '../constants.ts';
import type { FinishedPage, PageRequest, PageResult } from '../pages/result.ts';
import { loadRelatedPanels, reportOmittedPanels, type RelatedPanels } from '../related/panels.ts';
import { preferenceCookieAttributes } from '../security/cookies.ts';
import { loadEntityLabels, type EntityLabels } from './advanced-labels.ts';
import { searchFormRedirect } from './form-submission.ts';
import { filtersShown, type FiltersShown } from './more-filters.ts';
import { lastPageIfBeyond, reportSearchOutcome, runSearch, type SearchOutcome } from './run.ts';
import { hiddenFilters, isView, parseSearchState, stateHref, stateToParams, type SearchState } from './state.ts';
import { rememberedView, type PreferenceCookies } from './view-cookie.ts';

/** Multilingual search as the page offers it (spec section 6). */
export type MultilingualOffer =
  /** Signed in: the toggle, with the address that turns it the other way. */
  | { readonly kind: 'toggle'; readonly on: boolean; readonly href: string }
  /** Anonymous with a query: login for more, back to this search. */
  | { readonly kind: 'login'; readonly href: string }
  | { readonly kind: 'none' };

export interface SearchPageModel {
  readonly title: string;
  /** `/{locale}/search`: the form's action and the base of every link of the page. */
  readonly basePath: string;
  readonly state: SearchState;
  /** The filters the search form keeps as hidden fields. */
  readonly hidden: readonly { readonly name: 'qf' | 'qa'; readonly value: string }[];
  /** The sidebar's expanded facet and "More filters" (./more-filters.ts). */
  readonly filters: FiltersShown;
  /** The query of the page's canonical address: the search alone, without the parameters that only change its display. */
  readonly canonicalQuery: string;
  readonly multilingual: MultilingualOffer;
  readonly outcome: SearchOutcome;
  readonly related: RelatedPanels;
  /** The names of the entities chosen in advanced search rules, for their chips and rows. */
  readonly entityLabels: EntityLabels;
  /** The site search the analytics count with the page view. */
  readonly analytics: PageAnalytics;
}

/** The search page's result: a page or a redirect. A failed search is a page too, its error shown in the results with its status. */
export type SearchPageResult = FinishedPage<SearchPageModel> | Extract<PageResult<SearchPageModel>, { kind: 'redirect' }>;

/**
 * The search page as the request asks for it. `cookies`: the request's cookies, where the visitor's results view
 * and multilingual choice are remembered for a year (read and written, ./view-cookie.ts).
 */
export async function loadSearchPageModel(cookies: PreferenceCookies, request: PageRequest): Promise<SearchPageResult> {
  const { url, locale, t, user, context, facts } = request;
  const params = url.searchParams;
  const basePath = `/${locale}/search`;

  // A form's fields (year and date-of-issue ranges, advanced search rows) become the URL's filters.
  const submitted = searchFormRedirect(params, basePath);
  if (submitted !== undefined) return { kind: 'redirect', location: submitted, status: 303 };

  // The visitor's view and multilingual choices, remembered for a year.
  const viewParam = params.get('view');
  const state = parseSearchState(params, rememberedView(cookies, url));
  const filters = filtersShown(state, params);

  // Multilingual search (spec section 6): signed-in visitors turn it on, remembered in a cookie;
  // anonymous visitors search in the language of their query and are offered login for more.
  const signedIn = user !== undefined;
  const multilingualParam = params.get('multilingual');
  if (signedIn && (multilingualParam === '1' || multilingualParam === '0')) {
    cookies.set(MULTILINGUAL_COOKIE, multilingualParam, preferenceCookieAttributes(url.protocol === 'https:'));
  }
  const multilingual = signedIn && (multilingualParam ?? cookies.get(MULTILINGUAL_COOKIE)?.value) === '1';

  // The related panels (issue 25) are asked together with the search, each with a short timeout; a late or failed one is left out.
  const relatedLoading = loadRelatedPanels(state, locale, context);
  const entityLabelsLoading = loadEntityLabels(state.qa, locale, context);
  const outcome = await runSearch(state, locale, { translateFrom: multilingual ? locale : undefined, expandFacet: filters.expanded, moreFiltersClosed: !filters.moreFilters, context });
  const related = await relatedLoading;
  const entityLabels = await entityLabelsLoading;
  reportSearchOutcome(facts, outcome);
  reportOmittedPanels(facts, related);
  const last = lastPageIfBeyond(state, outcome);
  if (last !== undefined) return { kind: 'redirect', location: stateHref(basePath, { ...state, page: last }), status: 302 };

  const title = state.query ? t('search.titleFor', { query: state.query }) : t('search.title');
  const model: SearchPageModel = {
    title,
    basePath,
    state,
    hidden: hiddenFilters(state),
    filters,
    canonicalQuery: stateToParams(state).toString(),
    multilingual: multilingualOffer(url, basePath, locale, signedIn, multilingual, state.query),
    outcome,
    related,
    entityLabels,
    analytics: { search: siteSearch(params, state, outcome) },
  };
  return {
    kind: 'page',
    model,
    status: outcome.kind === 'error' ? outcome.error.status : outcome.kind === 'beyond-window' ? 400 : undefined,
    cacheControl: 'private, no-cache',
    // Shared in the server's route cache for anonymous visitors only (never with a view cookie: it bypasses the cache).
    // A page missing a related panel is not shared: the next visitor gets it whole once the upstream answers again.
    // Tagged as showing related stories: a publication purges it on every node (src/runtime/publication.ts).
    routeCache: outcome.kind === 'results' && related.omitted.length === 0 && !isView(viewParam) ? anonymousPageCache('search', signedIn, contentCacheTags.related()) : undefined,
  };
}

function multilingualOffer(url: URL, basePath: string, locale: LocaleCode, signedIn: boolean, on: boolean, query: string): MultilingualOffer {
  if (signedIn) {
    const next = new URLSearchParams(url.searchParams);
    next.set('multilingual', on ? '0' : '1');
    return { kind: 'toggle', on, href: `${basePath}?${next.toString()}` };
  }
  if (!query) return { kind: 'none' };
  return { kind: 'login', href: loginPath(locale, `${url.pathname}${url.search}`) };
}
