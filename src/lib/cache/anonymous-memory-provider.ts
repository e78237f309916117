/**
 * The route cache provider (astro.config.ts): Astro's in-memory provider, consulted only for requests that
 * `sharedCacheUse` accepts. Astro's provider keys by URL and runs before our middleware, so without this
 * guard a signed-in visitor could be answered with the anonymous page (or the reverse). A request without the
 * page's language cookie (a first visit, a crawler) is taken in too: the provider writes that cookie on the
 * answer, cached or rendered, instead of the page (src/lib/cache/shared-cache-eligibility.ts).
 *
 * Concurrent renders of one cacheable page share one render. Astro's provider renders once per request that
 * misses, and once per request that finds a stale entry (each starts its own background revalidation): 50
 * visitors arriving as a popular page expires meant 50 renders at once (measured: the heap of the portal
 * jumped from 35 to 90 MB at the start of a 50-connection run on an item page). When the answer turns out to
 * be one the cache keeps (the same for every anonymous visitor), the requests that waited get copies of it;
 * otherwise each renders its own.
 *
 * A page is kept from its second request on: the first request for a URL (in the last SEEN_PER_ENTRY × `max`
 * URLs asked) renders without the cache, as in the long tail of a catalogue of millions most pages are asked once
 * (every crawler asks every item in every language). Storing each of them cost a copy of the page and the memory
 * it held until evicted, which pushed out pages visitors ask again: measured, a crawler's distinct items cost
 * 5.0–5.3 ms of CPU a page through the cache against 4.2 ms without it (BENCHMARKS.md "The long tail").
 */
import type { CacheProvider, CacheProviderFactory } from 'astro';
import memoryProvider, { type MemoryCacheProviderOptions } from 'astro/cache/memory';
import { isHttpsTransport } from '../security/headers.ts';
import { localeSetCookie } from '../security/cookies.ts';
import { seenBeforeWithin } from './seen-before.ts';
import { localeCookieLeftToCache, offerLocaleCookieToCache, sharedCacheUse } from './shared-cache-eligibility.ts';
import { routeCacheSlot } from './tagged-cache.ts';

/**
 * True for the requests Astro makes while pre-rendering: it gives them an own `headers` accessor that
 * warns when read (astro/dist/core/request.js); a real request reads `headers` from the prototype.
 * Pre-rendered pages are files, never route-cached, so the provider steps aside without reading them.
 */
function isPrerenderRequest(request: Request): boolean {
  return Object.prototype.hasOwnProperty.call(request, 'headers');
}

/** URLs remembered as asked once, per page the cache keeps (`max`): a page stays seen while it is asked at all. */
const SEEN_PER_ENTRY = 20;
const DEFAULT_MAX_ENTRIES = 1000;

/** The header Astro's memory provider puts on the answers it gives from, or stores in, its cache. */
const CACHE_STATUS_HEADER = 'x-astro-cache';

/** A render under way: how many later requests for the same page wait for it, and their copies. */
interface SharedRender {
  /** Copies for the waiting requests, or undefined when each must render its own answer. */
  readonly copies: Promise<Response[] | undefined>;
  waiting: number;
}

/** Renders under way, by URL: later requests for the same page share them. */
type SharedRenders = Map<string, SharedRender>;

/**
 * Only an answer the route cache would keep is shared: one with a cache lifetime (Astro.cache.set sets
 * CDN-Cache-Control) and no cookies. Anything else (a sign-in redirect with its new session, an error page)
 * is rendered for each request: sharing it would hand one visitor's cookies to another.
 */
function shareable(response: Response): boolean {
  const lifetime = /max-age=(\d+)/.exec(response.headers.get('cdn-cache-control') ?? '')?.[1];
  if (lifetime === undefined || Number(lifetime) <= 0 || response.headers.has('set-cookie')) return false;
  // Cookies set through Astro.cookies travel beside the response (astro/dist/core/cookies/response.js).
  const cookies: unknown = Reflect.get(response, Symbol.for('astro.cookies'));
  if (cookies === undefined || cookies === null) return true;
  const headers = (cookies as { headers?: () => Iterable<string> }).headers;
  return typeof headers === 'function' && [...headers.call(cookies)].length === 0;
}

/** A `next` that renders a cacheable page once however many requests ask for it at the same time. */
function sharedNext(renders: SharedRenders, key: string, next: () => Promise<Response>): () => Promise<Response> {
  return async () => {
    const running = renders.get(key);
    if (running !== undefined) {
      running.waiting += 1;
      const copy = (await running.copies)?.pop();
      return copy ?? next();
    }
    const first = next();
    const render: SharedRender = {
      waiting: 0,
      // Settled before the first request reads its answer: the copies are taken while the body is whole.
      copies: first.then(
        (response) => {
          renders.delete(key);
          return shareable(response) ? Array.from({ length: render.waiting }, () => response.clone()) : undefined;
        },
        () => {
          renders.delete(key);
          return undefined;
        },
      ),
    };
    renders.set(key, render);
    await render.copies;
    // The first request keeps the original answer, with what Astro attached to it (its cookies).
    return first;
  };
}

export function anonymousOnly(inner: CacheProvider, maxEntries: number = DEFAULT_MAX_ENTRIES): CacheProvider {
  const renders: SharedRenders = new Map();
  const seenBefore = seenBeforeWithin(Math.max(1, maxEntries) * SEEN_PER_ENTRY);
  return {
    name: 'anonymous-memory',
    async onRequest(context, next) {
      if (isPrerenderRequest(context.request)) return next();
      const { request, url } = context;
      const use = sharedCacheUse(request.method, url, request.headers);
      const lookUp = inner.onRequest?.bind(inner);
      if (use === undefined || lookUp === undefined) return next();
      // A render is shared with requests that could be answered with it: the same URL over the same transport (the
      // security headers follow X-Forwarded-Proto, which the pages name in Vary: src/middleware/security-headers.ts).
      const key = `${url.href} ${request.headers.get('x-forwarded-proto') ?? ''}`;
      const shared = sharedNext(renders, key, next);
      // First sight: rendered (and shared with requests for it in the meantime, which store it), not stored.
      const firstSight = !seenBefore(key);
      const answer = (): Promise<Response> => (firstSight ? shared() : lookUp(context, shared));
      if (!use.setsLocaleCookie) return answer();
      offerLocaleCookieToCache(request);
      const response = await answer();
      // A page from the cache (Astro's provider says HIT or STALE, or MISS when it stored this answer, a shared
      // render's copy included) went through the language step when it was rendered; any other answer gets the
      // cookie when its own render left it here (not a legacy redirect, answered before that step). Each answer
      // is this request's own object, so the header goes on nobody else's.
      if (response.headers.has(CACHE_STATUS_HEADER) || localeCookieLeftToCache(request)) {
        response.headers.append('set-cookie', localeSetCookie(use.locale, isHttpsTransport(url.protocol, request.headers.get('x-forwarded-proto'))));
      }
      return response;
    },
    invalidate: (options) => inner.invalidate(options),
  };
}

const factory: CacheProviderFactory<MemoryCacheProviderOptions> = (config) => {
  const provider = anonymousOnly(memoryProvider(config), config?.max);
  routeCacheSlot.set(provider);
  return provider;
};
export default factory;
