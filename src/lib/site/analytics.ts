/**
 * Page views and site searches for Matomo's HTTP Tracking API (spec section 1: only once the visitor allows
 * "Analytics"; portal.js vue-matomo with `requireCookieConsent`). Pure: the page's model says what it adds
 * (`PageAnalytics`), the browser (src/islands/site/analytics.ts) sends; both share these functions.
 */

/** What a page tells the analytics besides its address and title. */
export interface PageAnalytics {
  /**
   * Matomo's custom dimensions by number: an item's country, data provider, provider and rights (portal.js
   * `matomoOptions` of the item page), in English so that every language's views add up.
   */
  readonly dimensions?: Readonly<Record<string, string>> | undefined;
  /** A site search (src/lib/search/site-search.ts): its words, the collection searched within, how many results. */
  readonly search?: { readonly keyword: string; readonly category?: string | undefined; readonly count?: number | undefined } | undefined;
}

/** Query parameters that must not leave the portal in an address sent to the analytics (a preview's secret). */
const PRIVATE_PARAMS = ['secret'];

/** The page's address without its private parameters. */
export function trackedUrl(href: string): string {
  const url = new URL(href);
  for (const name of PRIVATE_PARAMS) url.searchParams.delete(name);
  return url.href;
}

/** A Matomo visitor id: 16 hexadecimal digits. */
export function isVisitorId(value: string | null | undefined): value is string {
  return typeof value === 'string' && /^[0-9a-f]{16}$/.test(value);
}

/**
 * The parameters of one tracking request for a page view (and its site search, when the page is one).
 * @example pageViewParams({ siteId: 1, url: 'https://www.europeana.eu/en', title: 'Europeana', visitorId: '0123456789abcdef' }).get('action_name') // 'Europeana'
 */
export function pageViewParams(input: {
  readonly siteId: number;
  readonly url: string;
  readonly title: string;
  readonly visitorId: string;
  readonly referrer?: string | undefined;
  readonly page?: PageAnalytics | undefined;
}): URLSearchParams {
  const params = new URLSearchParams({ idsite: String(input.siteId), rec: '1', apiv: '1', send_image: '0', url: trackedUrl(input.url), action_name: input.title, _id: input.visitorId });
  if (input.referrer !== undefined && input.referrer !== '' && URL.canParse(input.referrer)) params.set('urlref', trackedUrl(input.referrer));
  for (const [index, value] of Object.entries(input.page?.dimensions ?? {})) if (/^\d{1,2}$/.test(index) && value !== '') params.set(`dimension${index}`, value);
  const search = input.page?.search;
  if (search !== undefined) {
    params.set('search', search.keyword);
    if (search.category !== undefined) params.set('search_cat', search.category);
    if (search.count !== undefined) params.set('search_count', String(search.count));
  }
  return params;
}
