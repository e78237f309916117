import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { deepFreeze, ResponseCache, upstreamResponses } from '../../../src/lib/apis/response-cache.ts';
import { ApiError, createApiClient } from '../../../src/lib/apis/client.ts';
import { config, type PortalConfig } from '../../../src/lib/config.ts';

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

describe('ResponseCache.derived', () => {
  it('derives once per entry and deriver, shares the value, and counts it beside its text', async () => {
    const cache = new ResponseCache({ maxEntries: 10 });
    const load = vi.fn(() => Promise.resolve('[1,2]'));
    const parse = vi.fn((text: string) => JSON.parse(text) as unknown);
    const other = vi.fn((text: string) => text.length);
    const first = await cache.derived('k', 1000, load, parse, parse);
    expect(await cache.derived('k', 1000, load, parse, parse)).toBe(first);
    expect(await cache.derived('k', 1000, load, other, other)).toBe(5);
    expect(await cache.get('k', 1000, load)).toBe('[1,2]');
    expect(load).toHaveBeenCalledTimes(1);
    expect(parse).toHaveBeenCalledTimes(1);
    expect(other).toHaveBeenCalledTimes(1);
    expect(cache.chars).toBe(5 + 2 * 5 + 2 * 5);
  });

  it('keeps nothing of a derivation that throws, and goes with its text', async () => {
    let now = 0;
    const cache = new ResponseCache({ maxEntries: 10, now: () => now });
    const by = {};
    let attempts = 0;
    const derive = (text: string): string => {
      attempts += 1;
      if (attempts === 1) throw new Error('unexpected shape');
      return text.toUpperCase();
    };
    await expect(cache.derived('k', 100, () => Promise.resolve('abc'), by, derive)).rejects.toThrow('unexpected shape');
    expect(cache.chars).toBe(3);
    expect(await cache.derived('k', 100, () => Promise.resolve('never'), by, derive)).toBe('ABC');
    expect(cache.chars).toBe(3 + 2 * 3);
    now = 100;
    expect(await cache.derived('k', 100, () => Promise.resolve('new'), by, derive)).toBe('NEW');
    expect(cache.chars).toBe(3 + 2 * 3);
    expect(attempts).toBe(3);
  });

  it('keeps a few derived values per entry: a schema made anew for each call does not add one per call', async () => {
    const cache = new ResponseCache({ maxEntries: 10 });
    for (let call = 0; call < 10; call += 1) await cache.derived('k', 1000, () => Promise.resolve('ab'), {}, (text) => text);
    expect(cache.chars).toBe(2 + 4 * 2 * 2);
  });

  it('does not keep the value of an entry dropped while it was derived', async () => {
    const cache = new ResponseCache({ maxEntries: 10, maxChars: 4 });
    expect(await cache.derived('big', 1000, () => Promise.resolve('12345'), cache, (text) => text.length)).toBe(5);
    expect(cache.size).toBe(0);
    // Its text fits, the two together do not: the entry goes as its value is counted.
    expect(await cache.derived('fits', 1000, () => Promise.resolve('123'), cache, (text) => text.length)).toBe(3);
    expect(cache.size).toBe(0);
    expect(cache.chars).toBe(0);
  });
});

describe('deepFreeze', () => {
  it('freezes a parsed answer all the way down', () => {
    const value = deepFreeze({ items: [{ id: 'a', tags: ['x'] }], total: 1 });
    expect(Object.isFrozen(value.items[0]?.tags)).toBe(true);
    expect(() => {
      (value.items as { id: string }[]).push({ id: 'b' });
    }).toThrow(TypeError);
  });
});

describe('requestParsed with cacheTtlMs, against an upstream on loopback', () => {
  let server: Server;
  let requests = 0;
  let answer = '{"items":[{"id":"a","extra":1}],"total":1}';
  let base = '';

  beforeAll(async () => {
    server = createServer((_request, response) => {
      requests += 1;
      response.writeHead(200, { 'content-type': 'application/json' }).end(answer);
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    base = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
  });
  afterAll(async () => {
    await new Promise((done) => server.close(done));
  });
  afterEach(() => {
    upstreamResponses.clear();
    requests = 0;
  });

  const upstreamConfig = (): PortalConfig => {
    const portal = config();
    return { ...portal, apis: { ...portal.apis, entity: { ...portal.apis.entity, url: base } } };
  };
  let parses = 0;
  const schema = z.object({ items: z.array(z.object({ id: z.string() })), total: z.number() }).transform((value) => {
    parses += 1;
    return value;
  });

  it('parses and checks a cached answer once, and shares it frozen', async () => {
    parses = 0;
    const client = createApiClient({ name: 'entity', sendsKey: true }, upstreamConfig);
    const first = await client.requestParsed('/agent/1.json', schema, { cacheTtlMs: 60_000 });
    const again = await client.requestParsed('/agent/1.json', schema, { cacheTtlMs: 60_000 });
    expect(again).toBe(first);
    expect(first).toEqual({ items: [{ id: 'a' }], total: 1 });
    expect(Object.isFrozen(first.items[0])).toBe(true);
    expect(parses).toBe(1);
    expect(requests).toBe(1);
    // Another schema over the same answer: its own value, from the same upstream answer.
    const totals = await client.requestParsed('/agent/1.json', z.object({ total: z.number() }), { cacheTtlMs: 60_000 });
    expect(totals).toEqual({ total: 1 });
    expect(requests).toBe(1);
  });

  it('parses an answer that is not cached on every call, unfrozen', async () => {
    parses = 0;
    const client = createApiClient({ name: 'entity', sendsKey: true }, upstreamConfig);
    const first = await client.requestParsed('/agent/2.json', schema);
    const again = await client.requestParsed('/agent/2.json', schema);
    expect(again).not.toBe(first);
    expect(Object.isFrozen(first)).toBe(false);
    expect(parses).toBe(2);
    expect(requests).toBe(2);
  });

  it('answers an unexpected shape with a 502 every time, however often it is cached', async () => {
    answer = '{"items":"none"}';
    try {
      const client = createApiClient({ name: 'entity', sendsKey: true }, upstreamConfig);
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const error: unknown = await client.requestParsed('/agent/3.json', schema, { cacheTtlMs: 60_000 }).catch((caught: unknown) => caught);
        expect(error).toBeInstanceOf(ApiError);
        expect((error as ApiError).status).toBe(502);
      }
      expect(requests).toBe(1);
    } finally {
      answer = '{"items":[{"id":"a","extra":1}],"total":1}';
    }
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
