import { describe, expect, it, vi } from 'vitest';
import { createRefresher } from '../../../src/lib/auth/refresh-lock.ts';
import type { AuthState, SessionContext } from '../../../src/lib/auth/session.ts';
import { withUserToken } from '../../../src/lib/auth/user-token.ts';

const user = { sub: 'u1', name: undefined, email: undefined, roles: [], scope: [] };

function fakeContext(auth: AuthState) {
  const data = new Map<string, unknown>([['auth', auth]]);
  const context = {
    url: new URL('http://localhost/_api/sets'),
    session: {
      get: (key: string) => Promise.resolve(data.get(key)),
      set: (key: string, value: unknown) => data.set(key, value),
      destroy: () => data.clear(),
    },
    cookies: { get: (name: string) => (name === 'portal-session' ? { value: 'sid-expiry' } : undefined), set: () => undefined, delete: () => undefined },
  } as unknown as SessionContext;
  return { context, data };
}

describe('withUserToken with an expired access token', () => {
  it('refreshes once before the calls, however many arrive together, and counts the refresh', async () => {
    const grant = vi.fn(async () => {
      await new Promise((r) => setTimeout(r, 10));
      return { accessToken: 'fresh', refreshToken: 'r1', expiresAt: Date.now() + 300_000 };
    });
    const refresher = createRefresher(grant);
    const { context, data } = fakeContext({ accessToken: 'old', refreshToken: 'r1', expiresAt: Date.now() - 1000, user });
    const call = vi.fn((token: string | undefined) => Promise.resolve(token));
    const results = await Promise.all(Array.from({ length: 8 }, () => withUserToken(context, call, { refresher })));
    expect(results).toEqual(Array.from({ length: 8 }, () => 'fresh'));
    expect(call).not.toHaveBeenCalledWith('old', expect.anything());
    expect(grant).toHaveBeenCalledTimes(1);
    expect(data.get('auth')).toMatchObject({ accessToken: 'fresh', refreshes: 1 });
    expect(refresher.grants?.('sid-expiry')).toBe(1);
  });

  it('uses a token that is still valid as it is', async () => {
    const grant = vi.fn(() => Promise.resolve({ accessToken: 'fresh' }));
    const { context } = fakeContext({ accessToken: 'valid', refreshToken: 'r1', expiresAt: Date.now() + 60_000, user });
    await expect(withUserToken(context, (token) => Promise.resolve(token), { refresher: createRefresher(grant) })).resolves.toBe('valid');
    expect(grant).not.toHaveBeenCalled();
  });
});
