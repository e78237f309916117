/**
 * The item sitemaps: every item page a visitor can reach by default, in the default language, walked through the
 * Search API with cursor paging (the only paging past its 1,000-result window; spec section 9). "By default" is the
 * search page's own rule: the parameters of an empty search (`query=*:*` with the default content-tier filter,
 * src/lib/search/api-params.ts), so the sitemap lists what the portal shows and nothing it hides. `lastmod` is the
 * record's `timestamp_update`.
 *
 * One language, no `hreflang` alternates: an item's 25 language versions differ only in their prefix, so they
 * would be cheap to compute but not to carry: 26 links of about 90 bytes an item would make the item sitemaps 25
 * times larger (at Europeana's scale of tens of millions of items, thousands of files more) for what every item
 * page already says in its own `<head>` (src/layouts/Base.astro), which is where crawlers read it.
 */
import type { Params } from '../../apis/client.ts';
import { RECORD_ID, searchWalkPage } from '../../apis/record.ts';
import { DEFAULT_LOCALE } from '../../i18n/locales.ts';
import { searchApiParams } from '../../search/api-params.ts';
import { itemPath } from '../../search/item-card.ts';
import { parseSearchState } from '../../search/state.ts';
import { w3cDatetime } from '../xml.ts';
import { absoluteUrl, URLS_PER_FILE, readPage, type SitemapSource } from './source.ts';

/** The most the Search API answers a request (spec section 9). */
const ROWS = 100;

/**
 * The smallest profile that carries `timestamp_update`: `minimal` does not (shared/reference/europeana-apis.md,
 * "Item fields by profile"); `standard` adds it with some twenty fields more (measured in BENCHMARKS.md "Sitemaps").
 */
export const ITEM_PROFILE = 'standard';

/** The Search API parameters of the walk: an empty search's, with a cursor instead of `start`. */
export function itemWalkParams(cursor: string): Params {
  const params = searchApiParams(parseSearchState(new URLSearchParams()), { withoutFacets: true, pageSize: ROWS });
  if (params === undefined) throw new Error('An empty search has no first page: the search rules changed');
  return { ...params, start: undefined, rows: ROWS, profile: ITEM_PROFILE, cursor };
}

export const itemSource: SitemapSource = {
  name: 'items',
  urlsPerFile: URLS_PER_FILE,
  alternates: false,
  async *urls(origin, signal) {
    for (let cursor: string | undefined = '*'; cursor !== undefined && !signal.aborted; ) {
      const page = await readPage(() => searchWalkPage(itemWalkParams(cursor ?? '*')), signal);
      for (const item of page.items) {
        // An identifier the item route would refuse (404) is no page.
        if (RECORD_ID.test(item.id)) yield { loc: absoluteUrl(origin, itemPath(item.id, DEFAULT_LOCALE)), lastmod: w3cDatetime(item.timestamp_update) };
      }
      cursor = page.items.length === 0 ? undefined : page.nextCursor;
    }
  },
};
