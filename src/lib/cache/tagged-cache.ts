import { processSlot } from '../../runtime/process-slot.ts';

/**
 * The purge side of the route cache: the one operation the rebuild needs, so that a test can stand in for
 * Astro's cache (`context.cache`, a provider configured in astro.config.ts).
 */
export interface TaggedCache {
  invalidate(options: { tags: string[] }): Promise<void>;
}

/**
 * This process's route cache (src/lib/cache/anonymous-memory-provider.ts registers it when Astro makes it), for
 * code outside a request: the publisher purges it on every node once a publication's pages are live there
 * (src/runtime/publication.ts). Undefined until the first on-demand request makes the cache, which is empty until then.
 */
export const routeCacheSlot = processSlot<TaggedCache>('route-cache');

/** Purges the tags, logging what went; a purge failure never fails the webhook (the build still runs). */
export async function purgeTags(cache: TaggedCache, tags: readonly string[], log: (message: string) => void = console.log): Promise<boolean> {
  if (tags.length === 0) return true;
  try {
    await cache.invalidate({ tags: [...tags] });
    log(`[rebuild] purged route cache tags: ${tags.join(', ')}`);
    return true;
  } catch (error) {
    log(`[rebuild] route cache purge failed (${tags.join(', ')}): ${error instanceof Error ? error.message : String(error)}`);
    return false;
  }
}
