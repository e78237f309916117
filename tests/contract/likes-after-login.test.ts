import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionContext } from '../../src/lib/auth/session.ts';
import { loadLikesAfterLogin } from '../../src/lib/sets/likes.ts';

/**
 * After login the likes are loaded into the session, failures ignored (spec section 4), against an
 * upstream stand-in of the Set API on loopback that answers, fails or hangs per user.
 */
let server: Server;

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const user = /creator:(\S+)/.exec(url.searchParams.get('query') ?? '')?.[1] ?? url.pathname.split('/').pop() ?? '';
    const send = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (user.startsWith('failing')) return send(500, { success: false, error: 'down' });
    if (user.startsWith('slow')) return void setTimeout(() => send(200, { items: [] }), 1500);
    if (url.pathname.endsWith('/search')) return send(200, { partOf: { total: 1 }, items: [`http://data.europeana.eu/set/${user === 'nofolder' ? '' : '7'}`].filter((s) => !s.endsWith('/')) });
    return send(200, { id: 'http://data.europeana.eu/set/7', type: 'BookmarkFolder', total: 2, items: ['http://data.europeana.eu/item/1/a', 'http://data.europeana.eu/item/1/b'] });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // Read by config() on its first use, which comes after this.
  process.env.EUROPEANA_SET_API_URL = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}/set`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function session(): { context: SessionContext; data: Map<string, unknown> } {
  const data = new Map<string, unknown>([['likedIds', ['stale']]]);
  const context = {
    url: new URL('http://localhost/account/callback'),
    session: { get: (key: string) => Promise.resolve(data.get(key)), set: (key: string, value: unknown) => data.set(key, value), delete: (key: string) => data.delete(key) },
    cookies: { get: () => ({ value: 'sid' }) },
  } as unknown as SessionContext;
  return { context, data };
}

describe('likes after login', () => {
  it('keeps the liked ids in the session', async () => {
    const { context, data } = session();
    expect(await loadLikesAfterLogin(context, 'someone', { accessToken: 't' })).toEqual(['/1/a', '/1/b']);
    expect(data.get('likedIds')).toEqual(['/1/a', '/1/b']);
  });

  it('knows no likes (and creates no folder) for a user without a likes folder', async () => {
    const { context, data } = session();
    expect(await loadLikesAfterLogin(context, 'nofolder', { accessToken: 't' })).toEqual([]);
    expect(data.get('likedIds')).toEqual([]);
  });

  it('ignores a failure and a slow Set API: the session then says nothing about likes', async () => {
    const failing = session();
    await expect(loadLikesAfterLogin(failing.context, 'failing-user', { accessToken: 't' })).resolves.toBeUndefined();
    expect(failing.data.has('likedIds')).toBe(false);
    const slow = session();
    const started = Date.now();
    await expect(loadLikesAfterLogin(slow.context, 'slow-user', { accessToken: 't' }, 300)).resolves.toBeUndefined();
    expect(Date.now() - started).toBeLessThan(1200);
    expect(slow.data.has('likedIds')).toBe(false);
  });
});
