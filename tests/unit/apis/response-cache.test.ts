import { afterEach, describe, expect, it, vi } from 'vitest';
import { ResponseCache, upstreamResponses } from '../../../src/lib/apis/response-cache.ts';
import { createApiClient } from '../../../src/lib/apis/client.ts';
import { config } from '../../../src/lib/config.ts';

describe('ResponseCache', () => {
  it('answers from the cache within the lifetime and asks again after it', async () => {
    let now = 1000;
    const cache = new ResponseCache({ maxEntries: 10, now: () => now });
    const load = vi.fn(() => Promise.resolve(`v${String(load.mock.calls.length)}`));
    expect(await cache.get('k', 100, load)).toBe('v1');
    now += 99;
    expect(await cache.get('k', 100, load)).toBe('v1');
    now += 1;
    expect(await cache.get('k', 100, load)).toBe('v2');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one load between concurrent calls', async () => {
    const cache = new ResponseCache({ maxEntries: 10 });
    let release: (value: string) => void = () => undefined;
    const load = vi.fn(() => new Promise<string>((resolve) => { release = resolve; }));
    const both = Promise.all([cache.get('k', 1000, load), cache.get('k', 1000, load)]);
    release('body');
    expect(await both).toEqual(['body', 'body']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not keep a failure', async () => {
    const cache = new ResponseCache({ maxEntries: 10 });
    await expect(cache.get('k', 1000, () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    await Promise.resolve();
    expect(cache.size).toBe(0);
    expect(await cache.get('k', 1000, () => Promise.resolve('up'))).toBe('up');
  });

  it('keeps at most its characters, dropping the least recently used first', async () => {
    const cache = new ResponseCache({ maxEntries: 100, maxChars: 10 });
    await cache.get('a', 1000, () => Promise.resolve('aaaa'));
    await cache.get('b', 1000, () => Promise.resolve('bbbb'));
    await cache.get('a', 1000, () => Promise.resolve('never'));
    await cache.get('c', 1000, () => Promise.resolve('cccc'));
    await Promise.resolve();
    expect(cache.chars).toBeLessThanOrEqual(10);
    expect(cache.size).toBe(2);
    expect(await cache.get('a', 1000, () => Promise.resolve('again'))).toBe('aaaa');
    expect(await cache.get('b', 1000, () => Promise.resolve('loaded'))).toBe('loaded');
  });

  it('does not keep an answer larger than the whole bound', async () => {
    const cache = new ResponseCache({ maxEntries: 100, maxChars: 10 });
    expect(await cache.get('big', 1000, () => Promise.resolve('x'.repeat(11)))).toBe('x'.repeat(11));
    await Promise.resolve();
    expect(cache.size).toBe(0);
    expect(cache.chars).toBe(0);
  });

  it('drops the least recently used entry beyond its bound', async () => {
    const cache = new ResponseCache({ maxEntries: 2 });
    await cache.get('a', 1000, () => Promise.resolve('a'));
    await cache.get('b', 1000, () => Promise.resolve('b'));
    await cache.get('a', 1000, () => Promise.resolve('a again'));
    await cache.get('c', 1000, () => Promise.resolve('c'));
    expect(cache.size).toBe(2);
    expect(await cache.get('a', 1000, () => Promise.resolve('a reloaded'))).toBe('a');
    expect(await cache.get('b', 1000, () => Promise.resolve('b reloaded'))).toBe('b reloaded');
  });
});

describe('createApiClient with cacheTtlMs', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    upstreamResponses.clear();
  });

  it('asks the upstream once for a cacheable GET, every time otherwise', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(new Response('{"ok":true}', { status: 200 })));
    vi.stubGlobal('fetch', fetchMock);
    const client = createApiClient({ name: 'entity', sendsKey: true }, config);
    expect(await client.request('/agent/1.json', { cacheTtlMs: 60_000 })).toEqual({ ok: true });
    expect(await client.request('/agent/1.json', { cacheTtlMs: 60_000 })).toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await client.request('/agent/1.json');
    await client.request('/agent/1.json', { cacheTtlMs: 60_000, accessToken: 'user-token' });
    await client.request('/agent/1.json', { cacheTtlMs: 60_000, method: 'PUT', body: [] });
    await client.request('/agent/1.json', { cacheTtlMs: 60_000, method: 'DELETE' });
    expect(fetchMock).toHaveBeenCalledTimes(5);
  });

  it('keeps a lookup POST by its body (the Entity API retrieve): the same body once, another body again', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(new Response('{"ok":true}', { status: 200 })));
    vi.stubGlobal('fetch', fetchMock);
    const client = createApiClient({ name: 'entity', sendsKey: true }, config);
    await client.request('/retrieve', { cacheTtlMs: 60_000, method: 'POST', body: ['http://data.europeana.eu/agent/1'] });
    await client.request('/retrieve', { cacheTtlMs: 60_000, method: 'POST', body: ['http://data.europeana.eu/agent/1'] });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await client.request('/retrieve', { cacheTtlMs: 60_000, method: 'POST', body: ['http://data.europeana.eu/agent/2'] });
    await client.request('/retrieve', { method: 'POST', body: ['http://data.europeana.eu/agent/1'] });
    await client.request('/retrieve', { cacheTtlMs: 60_000, method: 'POST', body: ['http://data.europeana.eu/agent/1'], accessToken: 'user-token' });
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('does not keep an error answer', async () => {
    const fetchMock = vi.fn()
      .mockResolvedValueOnce(new Response('{"error":"down"}', { status: 503 }))
      .mockResolvedValueOnce(new Response('{"ok":true}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const client = createApiClient({ name: 'entity', sendsKey: true }, config);
    await expect(client.request('/agent/2.json', { cacheTtlMs: 60_000 })).rejects.toThrow();
    expect(await client.request('/agent/2.json', { cacheTtlMs: 60_000 })).toEqual({ ok: true });
  });
});
