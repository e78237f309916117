import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { clientRoles, hasClientRole, hasScope, userFromAccessToken, userHasRole } from '../../../src/lib/auth/claims.ts';

describe('role and scope checks', () => {
  const claims = { resource_access: { collections_portal: { roles: ['usersets:publisher'] }, account: { roles: ['view-profile'] } }, scope: 'openid profile email usersets' };

  it('reads resource_access.{client}.roles', () => {
    expect(hasClientRole(claims, 'collections_portal', 'usersets:publisher')).toBe(true);
    expect(hasClientRole(claims, 'collections_portal', 'entities:editor')).toBe(false);
    expect(hasClientRole(claims, 'account', 'usersets:publisher')).toBe(false);
    expect(clientRoles({ resource_access: { c: { roles: 'x' } } }, 'c')).toEqual([]);
    expect(clientRoles({}, 'c')).toEqual([]);
  });

  it('reads the space-separated scope', () => {
    expect(hasScope(claims, 'usersets')).toBe(true);
    expect(hasScope(claims, 'user')).toBe(false);
    expect(hasScope({}, 'openid')).toBe(false);
  });

  it('makes the session user from an access token, without the token', async () => {
    const token = await new SignJWT({ ...claims, sub: 'u1', name: 'Ada', email: 'a@example.org' }).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode('k'.repeat(32)));
    const user = userFromAccessToken(token, 'collections_portal');
    expect(user).toEqual({ sub: 'u1', name: 'Ada', email: 'a@example.org', roles: ['usersets:publisher'], scope: ['openid', 'profile', 'email', 'usersets'] });
    expect(JSON.stringify(user)).not.toContain(token);
    expect(userHasRole(user, 'usersets:publisher')).toBe(true);
    expect(userHasRole(undefined, 'usersets:publisher')).toBe(false);
  });
});
