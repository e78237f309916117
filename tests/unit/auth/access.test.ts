import { describe, expect, it } from 'vitest';
import { afterLoginTarget, loginPath, pageAccess } from '../../../src/lib/auth/access.ts';
import { matchPendingLogin } from '../../../src/lib/auth/session.ts';
import type { PendingLogin } from '../../../src/lib/auth/oidc.ts';

describe('sign-in targets and page access', () => {
  it('keeps safe internal targets and refuses the rest', () => {
    expect(afterLoginTarget('/en/item/1/a?x=1#y', 'en')).toBe('/en/item/1/a?x=1#y');
    for (const bad of ['//evil.example', '/%2F%2Fevil.example', '/\\evil.example', 'https://evil.example', '/%2e%2e/x', '', null, undefined, '/en/account/login', '/account/callback']) {
      expect(afterLoginTarget(bad, 'de')).toBe('/de/account');
    }
  });

  it('flags protected and guest-only pages', () => {
    expect(pageAccess('/account')).toBe('protected');
    expect(pageAccess('/account/api-keys')).toBe('protected');
    expect(pageAccess('/account/login')).toBe('guestOnly');
    expect(pageAccess('/galleries')).toBe('public');
    expect(loginPath('fr', '/fr/account?a=1')).toBe('/fr/account/login?redirect=%2Ffr%2Faccount%3Fa%3D1');
  });

  it('ignores a callback whose state matches no pending sign-in', () => {
    const pending: PendingLogin[] = [{ state: 'abc', nonce: 'n', verifier: 'v', target: '/en', locale: 'en', createdAt: 1000 }];
    expect(matchPendingLogin(pending, 'abc', 2000)?.state).toBe('abc');
    expect(matchPendingLogin(pending, 'abd', 2000)).toBeUndefined();
    expect(matchPendingLogin(pending, 'ab', 2000)).toBeUndefined();
    expect(matchPendingLogin(pending, 'abc', 1000 + 16 * 60 * 1000)).toBeUndefined();
  });
});
