import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/lib/apis/client.ts';
import { createRefresher } from '../../../src/lib/auth/refresh-lock.ts';
import type { AuthState, SessionContext } from '../../../src/lib/auth/session.ts';
import { LoginRequiredError, withUserToken } from '../../../src/lib/auth/user-token.ts';

const user = { sub: 'u1', name: undefined, email: undefined, roles: [], scope: [] };

/** A session and cookie jar as Astro gives them, in memory. */
function fakeContext(auth: AuthState | undefined) {
  const data = new Map<string, unknown>(auth ? [['auth', auth]] : []);
  let destroyed = false;
  const cookies = new Map<string, string>([['portal-session', 'sid-1']]);
  const context = {
    url: new URL('http://localhost/_api/likes'),
    session: {
      get: (key: string) => Promise.resolve(data.get(key)),
      set: (key: string, value: unknown) => data.set(key, value),
      destroy: () => { destroyed = true; data.clear(); },
    },
    cookies: {
      get: (name: string) => (cookies.has(name) ? { value: cookies.get(name) } : undefined),
      set: (name: string, value: string) => cookies.set(name, value),
      delete: (name: string) => cookies.delete(name),
    },
  } as unknown as SessionContext;
  return { context, data, isDestroyed: () => destroyed };
}

const unauthorised = () => new ApiError('set', 'expired', { status: 401, code: 'genericUnauthorised' });

describe('withUserToken', () => {
  it('refreshes once and retries every concurrent call that met a 401', async () => {
    const grant = vi.fn(async () => { await new Promise((r) => setTimeout(r, 10)); return { accessToken: 'fresh', refreshToken: 'r2' }; });
    const refresher = createRefresher(grant);
    const { context, data } = fakeContext({ accessToken: 'stale', refreshToken: 'r1', user });
    const call = vi.fn((token: string | undefined) => (token === 'stale' ? Promise.reject(unauthorised()) : Promise.resolve(token)));
    const results = await Promise.all(Array.from({ length: 10 }, () => withUserToken(context, call, { refresher })));
    expect(results.every((r) => r === 'fresh')).toBe(true);
    expect(grant).toHaveBeenCalledTimes(1);
    expect((data.get('auth') as AuthState).accessToken).toBe('fresh');
  });

  it('ends the session and retries without authorisation when refreshing fails', async () => {
    const refresher = createRefresher(() => Promise.reject(new Error('invalid_grant')));
    const { context, isDestroyed } = fakeContext({ accessToken: 'stale', refreshToken: 'r1', user });
    const call = vi.fn((token: string | undefined) => (token ? Promise.reject(unauthorised()) : Promise.resolve('anonymous')));
    await expect(withUserToken(context, call, { refresher, anonymousRetry: true })).resolves.toBe('anonymous');
    expect(isDestroyed()).toBe(true);
  });

  it('asks for login without a refresh token, and without a session', async () => {
    const { context } = fakeContext({ accessToken: 'stale', user });
    await expect(withUserToken(context, () => Promise.reject(unauthorised()))).rejects.toBeInstanceOf(LoginRequiredError);
    const anonymous = fakeContext(undefined);
    await expect(withUserToken(anonymous.context, () => Promise.resolve(1))).rejects.toBeInstanceOf(LoginRequiredError);
  });

  it('passes other errors through untouched', async () => {
    const { context } = fakeContext({ accessToken: 't', refreshToken: 'r', user });
    const locked = new ApiError('set', 'locked', { status: 423, code: 'galleryLocked' });
    await expect(withUserToken(context, () => Promise.reject(locked))).rejects.toBe(locked);
  });
});
