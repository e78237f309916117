/**
 * The purge side of the route cache: the one operation the rebuild needs, so that a test can stand in for
 * Astro's cache (`context.cache`, a provider configured in astro.config.ts).
 */
export interface TaggedCache {
  invalidate(options: { tags: string[] }): Promise<void>;
}

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
