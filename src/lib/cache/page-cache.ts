import type { CacheOptions } from 'astro';

/**
 * Route-cache settings of on-demand pages that are the same for every anonymous visitor. Fresh for a minute,
 * then served stale for up to ten while one request renders the page again, so a visitor never waits on the
 * upstream APIs for a page someone else has seen. Tags let the rebuild purge them (src/lib/cache/).
 */
export const ANONYMOUS_PAGE_MAX_AGE_S = 60;
export const ANONYMOUS_PAGE_SWR_S = 600;

/** Tag of every cached page built from upstream (Record, Search, Entity API) data. */
export const UPSTREAM_TAG = 'upstream';

/**
 * The route-cache options for a page kind, e.g. `anonymousPageCache('item')`; `undefined` for a signed-in
 * visitor (the page shows their own state and is never shared).
 */
export function anonymousPageCache(kind: 'item' | 'entity' | 'search', signedIn: boolean): CacheOptions | undefined {
  if (signedIn) return undefined;
  return { maxAge: ANONYMOUS_PAGE_MAX_AGE_S, swr: ANONYMOUS_PAGE_SWR_S, tags: [UPSTREAM_TAG, `page:${kind}`] };
}
