/**
 * The route cache provider (astro.config.ts): Astro's in-memory provider, consulted only for requests that
 * `mayUseSharedCache` accepts. Astro's provider keys by URL and runs before our middleware, so without this
 * guard a signed-in visitor could be answered with the anonymous page (or the reverse).
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

export function anonymousOnly(inner: CacheProvider): CacheProvider {
  return {
    name: 'anonymous-memory',
    async onRequest(context, next) {
      if (isPrerenderRequest(context.request)) return next();
      if (!mayUseSharedCache(context.request.method, context.url, context.request.headers.get('cookie'))) return next();
      return inner.onRequest ? inner.onRequest(context, next) : next();
    },
    invalidate: (options) => inner.invalidate(options),
  };
}

const factory: CacheProviderFactory<MemoryCacheProviderOptions> = (config) => anonymousOnly(memoryProvider(config));
export default factory;
