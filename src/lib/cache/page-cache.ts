import type { CacheOptions } from 'astro';
import type { TaggedCache } from './tagged-cache.ts';
import { forgetSetAnswers } from '../apis/set.ts';

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
export function anonymousPageCache(kind: 'item' | 'entity' | 'search' | 'debias', signedIn: boolean, extraTags: readonly string[] = []): CacheOptions | undefined {
  if (signedIn) return undefined;
  return { maxAge: ANONYMOUS_PAGE_MAX_AGE_S, swr: ANONYMOUS_PAGE_SWR_S, tags: [UPSTREAM_TAG, `page:${kind}`, ...extraTags] };
}

/**
 * The tag of every cached page of one entity (all languages, pages and views), so that pinning or
 * unpinning an item purges them: `entity:concept/123` for `http://data.europeana.eu/concept/123`.
 * @example entityPageTag('http://data.europeana.eu/agent/7') // 'entity:agent/7'
 */
export function entityPageTag(entityUri: string): string {
  return `entity:${entityUri.replace(/^https?:\/\/data\.europeana\.eu\//, '')}`;
}

/**
 * Purges the cached pages of an entity after its pinned items changed, and the Set API answers their renders keep on
 * this node (its pinned items, src/lib/sets/pins.ts). A failed purge is logged and leaves the pages stale for at most
 * their max age plus the stale window; it never fails the change.
 */
export async function purgeEntityPages(cache: TaggedCache, entityUri: string, log: (message: string) => void = console.log): Promise<boolean> {
  forgetSetAnswers();
  const tag = entityPageTag(entityUri);
  try {
    await cache.invalidate({ tags: [tag] });
    return true;
  } catch (error) {
    log(`[cache] purge of ${tag} failed: ${error instanceof Error ? error.message : String(error)}`);
    return false;
  }
}
