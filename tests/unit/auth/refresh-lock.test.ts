import { describe, expect, it, vi } from 'vitest';
import { createRefresher, type TokenSet } from '../../../src/lib/auth/refresh-lock.ts';

const stale = { accessToken: 'old', refreshToken: 'r1' };

describe('refresh lock', () => {
  it('runs one refresh for many concurrent 401s of a session', async () => {
    let resolve!: (t: TokenSet) => void;
    const grant = vi.fn(() => new Promise<TokenSet>((r) => { resolve = r; }));
    const refresher = createRefresher(grant);
    const waiting = Array.from({ length: 20 }, () => refresher.refresh('s1', stale));
    expect(grant).toHaveBeenCalledTimes(1);
    expect(refresher.inFlight).toBe(1);
    resolve({ accessToken: 'new', refreshToken: 'r2' });
    const results = await Promise.all(waiting);
    expect(results.every((r) => r.accessToken === 'new')).toBe(true);
    expect(refresher.inFlight).toBe(0);
  });

  it('answers a late request still holding the replaced token without refreshing again', async () => {
    const grant = vi.fn(() => Promise.resolve({ accessToken: 'new', refreshToken: 'r2' }));
    const refresher = createRefresher(grant);
    await refresher.refresh('s1', stale);
    await expect(refresher.refresh('s1', stale)).resolves.toMatchObject({ accessToken: 'new' });
    expect(grant).toHaveBeenCalledTimes(1);
  });

  it('refreshes sessions independently and shares a failure with every waiter', async () => {
    const grant = vi.fn((token: string) => (token === 'bad' ? Promise.reject(new Error('invalid_grant')) : Promise.resolve({ accessToken: `new-${token}` })));
    const refresher = createRefresher(grant);
    const a = refresher.refresh('a', { accessToken: 'x', refreshToken: 'bad' });
    const b = refresher.refresh('a', { accessToken: 'x', refreshToken: 'bad' });
    const c = refresher.refresh('c', { accessToken: 'y', refreshToken: 'ok' });
    await expect(a).rejects.toThrow('invalid_grant');
    await expect(b).rejects.toThrow('invalid_grant');
    await expect(c).resolves.toMatchObject({ accessToken: 'new-ok' });
    expect(grant).toHaveBeenCalledTimes(2);
    // After a failure a new attempt is possible.
    await expect(refresher.refresh('a', { accessToken: 'x', refreshToken: 'bad' })).rejects.toThrow();
    expect(grant).toHaveBeenCalledTimes(3);
  });
});
