import { describe, expect, it } from 'vitest';
import { mayUseSharedCache } from '../../../src/lib/cache/shared-cache-eligibility.ts';
import { anonymousOnly } from '../../../src/lib/cache/anonymous-memory-provider.ts';
import { anonymousPageCache } from '../../../src/lib/cache/page-cache.ts';

const item = new URL('https://portal.test/en/item/2000001/aic_93784');

describe('mayUseSharedCache', () => {
  it('accepts a GET whose only cookie is the language of the page', () => {
    expect(mayUseSharedCache('GET', item, 'i18n_locale_code=en')).toBe(true);
    expect(mayUseSharedCache('HEAD', item, ' i18n_locale_code=en; ')).toBe(true);
  });

  it('refuses a first visit (the page sets the language cookie) and another language', () => {
    expect(mayUseSharedCache('GET', item, null)).toBe(false);
    expect(mayUseSharedCache('GET', item, '')).toBe(false);
    expect(mayUseSharedCache('GET', item, 'i18n_locale_code=de')).toBe(false);
  });

  it('refuses any other cookie: session, signed-in hint, search view, consent', () => {
    for (const other of ['portal-session=abc', 'portal_signed_in=1', 'searchResultsView=list', 'consent=x', 'flag']) {
      expect(mayUseSharedCache('GET', item, `i18n_locale_code=en; ${other}`)).toBe(false);
    }
  });

  it('refuses other methods and paths without a language', () => {
    expect(mayUseSharedCache('POST', item, 'i18n_locale_code=en')).toBe(false);
    expect(mayUseSharedCache('GET', new URL('https://portal.test/item/1/a'), 'i18n_locale_code=en')).toBe(false);
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
    expect(await answer('i18n_locale_code=en')).toBe('cached');
    expect(await answer('i18n_locale_code=en; portal-session=s')).toBe('rendered');
    expect(await answer(undefined)).toBe('rendered');
    expect(seen).toEqual(['i18n_locale_code=en']);
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

  it('renders a page once for requests that miss at the same time, each getting the whole page', async () => {
    let renders = 0;
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => { release = resolve; });
    // An inner provider that always misses (as Astro's does for requests that come before the first answer).
    const provider = anonymousOnly({ name: 'inner', onRequest: (_ctx, next) => next(), invalidate: () => Promise.resolve() });
    const next = async (): Promise<Response> => {
      renders += 1;
      await gate;
      return new Response('<p>the page</p>'.repeat(1000), { headers: { 'content-type': 'text/html' } });
    };
    if (!provider.onRequest) throw new Error('no onRequest');
    const onRequest = provider.onRequest.bind(provider);
    const answers = Array.from({ length: 20 }, () => onRequest(context('i18n_locale_code=en'), next));
    release();
    const bodies = await Promise.all(answers.map(async (answer) => (await answer).text()));
    expect(renders).toBe(1);
    expect(new Set(bodies)).toEqual(new Set(['<p>the page</p>'.repeat(1000)]));
    // Once answered, the next request renders again (the cache, not this, keeps pages).
    expect(await (await onRequest(context('i18n_locale_code=en'), next)).text()).toContain('the page');
    expect(renders).toBe(2);
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
