import type { APIContext } from 'astro';
import { beforeEach, describe, expect, it, vi } from 'vitest';

/** `/_api/pins` purges the entity's cached pages after a pin, unpin or move, and only after one that worked. */
const calls: string[] = [];
vi.mock('../../../src/lib/sets/pins.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../src/lib/sets/pins.ts')>();
  return {
    ...original,
    pin: vi.fn(async (entity: string) => {
      calls.push(`pin ${entity}`);
      await Promise.resolve();
    }),
    unpin: vi.fn(async (entity: string) => {
      calls.push(`unpin ${entity}`);
      await Promise.resolve();
    }),
    repositionPin: vi.fn(async (entity: string, _id: string, to: number) => {
      calls.push(`move ${entity} to ${String(to)}`);
      await Promise.resolve();
      return { from: 0, to };
    }),
  };
});
vi.mock('../../../src/lib/auth/user-token.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../src/lib/auth/user-token.ts')>()),
  withUserToken: (_context: unknown, call: (token: string) => Promise<unknown>) => call('token'),
}));

const { DELETE, POST, PUT } = await import('../../../src/api/pins.ts');

const ENTITY = 'http://data.europeana.eu/concept/42';

function context(method: string, body: unknown, roles: string[] = ['entities:editor']): APIContext {
  const url = new URL('http://localhost:4321/_api/pins');
  const request = new Request(url, { method, headers: { origin: url.origin, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const cache = {
    invalidate: async ({ tags }: { tags: string[] }) => {
      calls.push(`purge ${tags.join(',')}`);
      await Promise.resolve();
    },
  };
  const locals = { user: { id: 'u', roles }, t: (key: string) => key, locale: 'en', requestLog: [] };
  return { request, url, cache, locals } as unknown as APIContext;
}

describe('/_api/pins and the route cache', () => {
  beforeEach(() => {
    calls.length = 0;
  });

  it('purges the entity pages after pinning', async () => {
    const response = await POST(context('POST', { entity: ENTITY, label: 'Dance', id: '/1/a' }));
    expect(response.status).toBe(201);
    expect(calls).toEqual([`pin ${ENTITY}`, 'purge entity:concept/42']);
  });

  it('purges the entity pages after unpinning', async () => {
    const response = await DELETE(context('DELETE', { entity: ENTITY, id: '/1/a' }));
    expect(response.status).toBe(200);
    expect(calls).toEqual([`unpin ${ENTITY}`, 'purge entity:concept/42']);
  });

  it('purges the entity pages after moving a pinned item (its new place shows at once)', async () => {
    const response = await PUT(context('PUT', { entity: ENTITY, id: '/1/a', to: 2 }));
    expect(response.status).toBe(200);
    expect(calls).toEqual([`move ${ENTITY} to 2`, 'purge entity:concept/42']);
  });

  it('purges nothing when the change is refused', async () => {
    expect((await POST(context('POST', { entity: ENTITY, label: 'Dance', id: '/1/a' }, []))).status).toBe(403);
    expect(calls).toEqual([]);
  });
});
