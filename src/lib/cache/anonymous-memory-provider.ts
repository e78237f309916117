/**
 * The route cache provider (astro.config.ts): Astro's in-memory provider, consulted only for requests that
 * `mayUseSharedCache` accepts. Astro's provider keys by URL and runs before our middleware, so without this
 * guard a signed-in visitor could be answered with the anonymous page (or the reverse).
 *
 * Concurrent renders of one page share one render. Astro's provider renders once per request that misses,
 * and once per request that finds a stale entry (each starts its own background revalidation): 50 visitors
 * arriving as a popular page expires meant 50 renders at once (measured: the heap of the portal jumped from
 * 35 to 90 MB at the start of a 50-connection run on an item page). The requests this provider serves all
 * get the same page (that is what makes it cacheable), so each waits for the render under way and gets a
 * copy of its answer.
 */
import type { CacheProvider, CacheProviderFactory } from 'astro';
import memoryProvider, { type MemoryCacheProviderOptions } from 'astro/cache/memory';
import { mayUseSharedCache } from './shared-cache-eligibility.ts';

/**
 * True for the requests Astro makes while pre-rendering: it gives them an own `headers` accessor that
 * warns when read (astro/dist/core/request.js); a real request reads `headers` from the prototype.
 * Pre-rendered pages are files, never route-cached, so the provider steps aside without reading them.
 */
function isPrerenderRequest(request: Request): boolean {
  return Object.prototype.hasOwnProperty.call(request, 'headers');
}

/** Renders under way, by URL: later requests for the same page share them. */
type SharedRenders = Map<string, Promise<Response>>;

/** A `next` that renders the page once however many requests ask for it at the same time. */
function sharedNext(renders: SharedRenders, key: string, next: () => Promise<Response>): () => Promise<Response> {
  return () => {
    let render = renders.get(key);
    if (render === undefined) {
      render = next();
      renders.set(key, render);
      const forget = (): void => {
        if (renders.get(key) === render) renders.delete(key);
      };
      render.then(forget, forget);
    }
    // Every caller reads its own copy; the shared original is never read, so each copy is whole.
    return render.then((response) => response.clone());
  };
}

export function anonymousOnly(inner: CacheProvider): CacheProvider {
  const renders: SharedRenders = new Map();
  return {
    name: 'anonymous-memory',
    async onRequest(context, next) {
      if (isPrerenderRequest(context.request)) return next();
      if (!mayUseSharedCache(context.request.method, context.url, context.request.headers.get('cookie'))) return next();
      return inner.onRequest ? inner.onRequest(context, sharedNext(renders, context.url.href, next)) : next();
    },
    invalidate: (options) => inner.invalidate(options),
  };
}

const factory: CacheProviderFactory<MemoryCacheProviderOptions> = (config) => anonymousOnly(memoryProvider(config));
export default factory;
