import { describe, expect, it } from 'vitest';
import { leaveLocaleCookieToCache, localeCookieLeftToCache, sharedCacheUse } from '../../../src/lib/cache/shared-cache-eligibility.ts';
import { anonymousOnly } from '../../../src/lib/cache/anonymous-memory-provider.ts';
import { anonymousPageCache } from '../../../src/lib/cache/page-cache.ts';

const item = new URL('https://portal.test/en/item/2000001/aic_93784');
const cookies = (cookie: string | null, other: Record<string, string> = {}): Headers => new Headers(cookie === null ? other : { ...other, cookie });

describe('sharedCacheUse', () => {
  const use = (method: string, url: URL, headers: Headers): boolean => sharedCacheUse(method, url, headers) !== undefined;
  const writesCookie = (cookie: string | null): boolean | undefined => sharedCacheUse('GET', item, cookies(cookie))?.setsLocaleCookie;

  it('accepts a GET whose only cookie is the language of the page, which needs no cookie written', () => {
    expect(sharedCacheUse('GET', item, cookies('i18n_locale_code=en'))).toEqual({ locale: 'en', setsLocaleCookie: false });
    expect(sharedCacheUse('HEAD', item, cookies(' i18n_locale_code=en; '))).toEqual({ locale: 'en', setsLocaleCookie: false });
  });

  it('accepts a first visit, a crawler and another language: the answer must store the page\'s language', () => {
    expect(sharedCacheUse('GET', item, cookies(null))).toEqual({ locale: 'en', setsLocaleCookie: true });
    expect(writesCookie('')).toBe(true);
    expect(writesCookie('i18n_locale_code=de')).toBe(true);
    expect(writesCookie('i18n_locale_code=de; i18n_locale_code=en')).toBe(true);
    expect(sharedCacheUse('GET', new URL('https://portal.test/sk/item/1/a'), cookies('i18n_locale_code=en'))).toEqual({ locale: 'sk', setsLocaleCookie: true });
  });

  it('refuses any other cookie: session, signed-in hint, search view', () => {
    for (const other of ['portal-session=abc', 'portal_signed_in=1', 'searchResultsView=list', 'consents=x', 'flag']) {
      expect(use('GET', item, cookies(`i18n_locale_code=en; ${other}`))).toBe(false);
      expect(use('GET', item, cookies(other))).toBe(false);
    }
  });

  it('ignores the consent cookie: only the browser reads it', () => {
    expect(writesCookie('consent=%7B%22v%22%3A1%7D; i18n_locale_code=en')).toBe(false);
    expect(writesCookie('consent=x')).toBe(true);
    expect(use('GET', item, cookies('i18n_locale_code=en; consent=x; searchResultsView=list'))).toBe(false);
  });

  it('refuses a request that points an API at another upstream (x-{api}-api-url), honoured or not', () => {
    expect(use('GET', item, cookies('i18n_locale_code=en', { 'x-record-api-url': 'http://127.0.0.1:5490/record' }))).toBe(false);
    expect(use('GET', item, cookies(null, { 'X-Entity-Management-Api-Url': 'http://a.test' }))).toBe(false);
    expect(use('GET', item, cookies('i18n_locale_code=en', { 'x-requested-with': 'fetch' }))).toBe(true);
  });

  it('refuses other methods and paths without a supported language (those redirect)', () => {
    expect(use('POST', item, cookies('i18n_locale_code=en'))).toBe(false);
    expect(use('GET', new URL('https://portal.test/item/1/a'), cookies('i18n_locale_code=en'))).toBe(false);
    expect(use('GET', new URL('https://portal.test/zz/item/1/a'), cookies(null))).toBe(false);
    expect(use('GET', new URL('https://portal.test/_api/health'), cookies(null))).toBe(false);
  });
});

describe('anonymousOnly provider', () => {
  const context = (cookie: string | undefined) => {
    const request = new Request(item, cookie === undefined ? {} : { headers: { cookie } });
    const noop = (): void => undefined;
    return { request, url: item, logger: { info: noop, warn: noop, error: noop } };
  };

  it('consults the inner provider for anonymous requests only', async () => {
    const seen: string[] = [];
    const provider = anonymousOnly({
      name: 'inner',
      onRequest: (ctx) => {
        seen.push(ctx.request.headers.get('cookie') ?? '');
        return Promise.resolve(new Response('cached'));
      },
      invalidate: () => Promise.resolve(),
    });
    const next = () => Promise.resolve(new Response('rendered'));
    const answer = async (cookie: string | undefined): Promise<string> => {
      if (!provider.onRequest) throw new Error('no onRequest');
      return (await provider.onRequest(context(cookie), next)).text();
    };
    // A page is kept from its second request on: the first renders without the cache.
    expect(await answer('i18n_locale_code=en')).toBe('rendered');
    expect(await answer('i18n_locale_code=en')).toBe('cached');
    expect(await answer('i18n_locale_code=en; portal-session=s')).toBe('rendered');
    expect(await answer('portal-session=s')).toBe('rendered');
    expect(seen).toEqual(['i18n_locale_code=en']);
  });

  it('keeps a page from its second request on, within the URLs it remembers (20 per cache entry)', async () => {
    let consulted = 0;
    const provider = anonymousOnly({ name: 'inner', onRequest: () => { consulted += 1; return Promise.resolve(new Response('cached')); }, invalidate: () => Promise.resolve() }, 2);
    if (!provider.onRequest) throw new Error('no onRequest');
    const onRequest = provider.onRequest.bind(provider);
    const ask = async (path: string): Promise<string> => {
      const url = new URL(path, item);
      const ctx = { ...context('i18n_locale_code=en'), request: new Request(url, { headers: { cookie: 'i18n_locale_code=en' } }), url };
      return (await onRequest(ctx, () => Promise.resolve(new Response('rendered')))).text();
    };
    // A crawler's sweep: every URL once, none stored.
    for (let i = 0; i < 50; i += 1) expect(await ask(`/en/item/1/x${String(i)}`)).toBe('rendered');
    expect(consulted).toBe(0);
    // Asked again soon (within the last 40 URLs): kept.
    expect(await ask('/en/item/1/x49')).toBe('cached');
    // Asked again after 40 others: a first sight again.
    expect(await ask('/en/item/1/x0')).toBe('rendered');
    expect(consulted).toBe(1);
  });

  it('takes in a request without the page\'s language cookie and writes that cookie on the answer, not the page', async () => {
    const provider = anonymousOnly({
      name: 'inner',
      onRequest: () => Promise.resolve(new Response('cached', { headers: { 'x-astro-cache': 'HIT' } })),
      invalidate: () => Promise.resolve(),
    });
    if (!provider.onRequest) throw new Error('no onRequest');
    // The first request for the page renders (not kept), and stores its language when its page left that here.
    const unseen = context(undefined);
    const rendered = await provider.onRequest(unseen, () => {
      leaveLocaleCookieToCache(unseen.request);
      return Promise.resolve(new Response('rendered'));
    });
    expect(await rendered.text()).toBe('rendered');
    expect(rendered.headers.get('set-cookie')).toContain('i18n_locale_code=en');
    const firstVisit = context(undefined);
    const answer = await provider.onRequest(firstVisit, () => Promise.resolve(new Response('rendered')));
    expect(await answer.text()).toBe('cached');
    expect(answer.headers.get('set-cookie')).toBe('i18n_locale_code=en; Max-Age=31536000; Path=/; Secure; SameSite=Lax');

    const returning = context('i18n_locale_code=en');
    const again = await provider.onRequest(returning, () => Promise.resolve(new Response('rendered')));
    expect(again.headers.get('set-cookie')).toBeNull();
    // Outside the cache the locale middleware sets the cookie itself.
    expect(leaveLocaleCookieToCache(returning.request)).toBe(false);
    expect(leaveLocaleCookieToCache(context(undefined).request)).toBe(false);

    // Over plain HTTP without a TLS-terminating proxy the cookie has no Secure; behind one (X-Forwarded-Proto) it has.
    const plain = new URL('http://portal.test/de/item/1/a');
    const answerFor = async (headers: Record<string, string>): Promise<string | null> => {
      if (!provider.onRequest) throw new Error('no onRequest');
      const ctx = { ...context(undefined), request: new Request(plain, { headers }), url: plain };
      return (await provider.onRequest(ctx, () => Promise.resolve(new Response('rendered')))).headers.get('set-cookie');
    };
    // Seen once over each transport: from now on the cache answers.
    await answerFor({});
    await answerFor({ 'x-forwarded-proto': 'https' });
    expect(await answerFor({ cookie: 'i18n_locale_code=en' })).toBe('i18n_locale_code=de; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(await answerFor({ 'x-forwarded-proto': 'https' })).toBe('i18n_locale_code=de; Max-Age=31536000; Path=/; Secure; SameSite=Lax');
  });

  it('writes the cookie on a rendered answer only when its page left it to the cache (not on a legacy redirect)', async () => {
    // The inner provider renders (a miss that it does not keep), as for a redirect or an error page.
    const provider = anonymousOnly({ name: 'inner', onRequest: (_ctx, next) => next(), invalidate: () => Promise.resolve() });
    if (!provider.onRequest) throw new Error('no onRequest');
    const redirect = context(undefined);
    // A legacy redirect is answered before the language step: nothing left to the cache.
    const moved = await provider.onRequest(redirect, () => Promise.resolve(new Response(null, { status: 301, headers: { location: '/en/stories' } })));
    expect(moved.headers.get('set-cookie')).toBeNull();
    expect(localeCookieLeftToCache(redirect.request)).toBe(false);
    // A page whose language step ran (what src/middleware/locale.ts does) gets it.
    const page = context(undefined);
    const rendered = await provider.onRequest(page, () => {
      expect(leaveLocaleCookieToCache(page.request)).toBe(true);
      return Promise.resolve(new Response('not found', { status: 404 }));
    });
    expect(rendered.headers.get('set-cookie')).toContain('i18n_locale_code=en');
  });

  it('steps aside for pre-render requests without reading their headers (Astro warns on every read)', async () => {
    let inner = 0;
    const provider = anonymousOnly({ name: 'inner', onRequest: () => { inner += 1; return Promise.resolve(new Response('cached')); }, invalidate: () => Promise.resolve() });
    const ctx = context('i18n_locale_code=en');
    let reads = 0;
    const headers = ctx.request.headers;
    // What astro/dist/core/request.js does to a pre-render request.
    Object.defineProperty(ctx.request, 'headers', { get: () => { reads += 1; return headers; } });
    if (!provider.onRequest) throw new Error('no onRequest');
    expect(await (await provider.onRequest(ctx, () => Promise.resolve(new Response('rendered')))).text()).toBe('rendered');
    expect(reads).toBe(0);
    expect(inner).toBe(0);
  });

  /** Requests that all miss at once (as before the first answer is cached), answered by `render`. */
  async function concurrently(count: number, render: () => Response): Promise<{ renders: number; answers: Response[] }> {
    let renders = 0;
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => { release = resolve; });
    const provider = anonymousOnly({ name: 'inner', onRequest: (_ctx, next) => next(), invalidate: () => Promise.resolve() });
    const next = async (): Promise<Response> => {
      renders += 1;
      await gate;
      return render();
    };
    if (!provider.onRequest) throw new Error('no onRequest');
    const onRequest = provider.onRequest.bind(provider);
    const pending = Array.from({ length: count }, () => onRequest(context('i18n_locale_code=en'), next));
    release();
    const answers = await Promise.all(pending);
    return { renders, answers };
  }

  it('renders a cacheable page once for requests that miss at the same time, each getting the whole page', async () => {
    const page = '<p>the page</p>'.repeat(1000);
    const { renders, answers } = await concurrently(20, () => new Response(page, { headers: { 'content-type': 'text/html', 'cdn-cache-control': 'max-age=60, stale-while-revalidate=600' } }));
    expect(renders).toBe(1);
    expect(new Set(await Promise.all(answers.map((a) => a.text())))).toEqual(new Set([page]));
  });

  it('never shares a render between HTTP and a TLS proxy (the security headers differ)', async () => {
    let renders = 0;
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => { release = resolve; });
    const provider = anonymousOnly({ name: 'inner', onRequest: (_ctx, next) => next(), invalidate: () => Promise.resolve() });
    if (!provider.onRequest) throw new Error('no onRequest');
    const next = async (): Promise<Response> => {
      renders += 1;
      await gate;
      return new Response('page', { headers: { 'cdn-cache-control': 'max-age=60' } });
    };
    const onRequest = provider.onRequest.bind(provider);
    const ask = (headers: Record<string, string>): Promise<Response> => onRequest({ ...context(undefined), request: new Request(item, { headers: { cookie: 'i18n_locale_code=en', ...headers } }) }, next);
    const pending = [ask({}), ask({ 'x-forwarded-proto': 'https' }), ask({}), ask({ 'x-forwarded-proto': 'https' })];
    release();
    await Promise.all(pending);
    expect(renders).toBe(2);
  });

  it('never shares an answer the cache would not keep: one with cookies, or without a cache lifetime', async () => {
    let session = 0;
    const withCookie = await concurrently(5, () => {
      session += 1;
      const id = session;
      const response = new Response('redirect', { status: 302, headers: { location: '/auth', 'cdn-cache-control': 'max-age=60' } });
      // What Astro attaches when a page sets a cookie (a sign-in start creates a session).
      Reflect.set(response, Symbol.for('astro.cookies'), { headers: function* headers() { yield `portal-session=${String(id)}`; } });
      return response;
    });
    expect(withCookie.renders).toBe(5);
    const sessions = withCookie.answers.map((a) => [...(Reflect.get(a, Symbol.for('astro.cookies')) as { headers: () => Iterable<string> }).headers()][0]);
    expect(new Set(sessions).size).toBe(5);
    const uncached = await concurrently(4, () => new Response('error page', { status: 502 }));
    expect(uncached.renders).toBe(4);
  });

  it('passes purges through', async () => {
    const purged: unknown[] = [];
    const provider = anonymousOnly({ name: 'inner', invalidate: (options) => { purged.push(options); return Promise.resolve(); } });
    await provider.invalidate({ tags: ['upstream'] });
    expect(purged).toEqual([{ tags: ['upstream'] }]);
  });
});

describe('anonymousPageCache', () => {
  it('caches anonymous pages with tags and never a signed-in one', () => {
    expect(anonymousPageCache('item', false)).toEqual({ maxAge: 60, swr: 600, tags: ['upstream', 'page:item'] });
    expect(anonymousPageCache('search', true)).toBeUndefined();
  });
});
