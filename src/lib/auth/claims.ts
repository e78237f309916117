import { decodeJwt } from 'jose';

/**
 * What the portal knows of a signed-in user (spec section 6), read from the access token the
 * token endpoint answered with. Tokens themselves stay in the server session; this is what pages
 * and islands may see.
 */
export interface SessionUser {
  readonly sub: string;
  readonly name: string | undefined;
  readonly email: string | undefined;
  /** `resource_access.{client}.roles` of the portal's own client. */
  readonly roles: readonly string[];
  /** Space-separated `scope` claim, split. */
  readonly scope: readonly string[];
}

/** The claims of a JWT access token a role or scope check reads. */
export interface AccessClaims {
  readonly sub?: unknown;
  readonly name?: unknown;
  readonly preferred_username?: unknown;
  readonly email?: unknown;
  readonly scope?: unknown;
  readonly resource_access?: unknown;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/**
 * A client role check: whether `resource_access.{client}.roles` holds `role`.
 * @example hasClientRole({ resource_access: { portal: { roles: ['usersets:publisher'] } } }, 'portal', 'usersets:publisher') // true
 */
export function hasClientRole(claims: AccessClaims, client: string, role: string): boolean {
  return clientRoles(claims, client).includes(role);
}

/** The roles of one client in `resource_access`; none when the claim is missing or malformed. */
export function clientRoles(claims: AccessClaims, client: string): string[] {
  const access = claims.resource_access;
  if (access === null || typeof access !== 'object') return [];
  const entry = (access as Record<string, unknown>)[client];
  if (entry === null || typeof entry !== 'object') return [];
  const roles = (entry as Record<string, unknown>).roles;
  return Array.isArray(roles) ? roles.filter((r): r is string => typeof r === 'string') : [];
}

/** A scope check: whether the space-separated `scope` claim names `scope`. */
export function hasScope(claims: AccessClaims, scope: string): boolean {
  return scopes(claims).includes(scope);
}

function scopes(claims: AccessClaims): string[] {
  return typeof claims.scope === 'string' ? claims.scope.split(/\s+/).filter(Boolean) : [];
}

/** The user of an access token (a JWT; its signature was checked by the token endpoint's TLS channel and is checked again by every API). */
export function userFromAccessToken(accessToken: string, clientId: string, idClaims: AccessClaims = {}): SessionUser {
  const claims = decodeJwt(accessToken) as AccessClaims;
  const sub = text(claims.sub) ?? text(idClaims.sub);
  if (sub === undefined) throw new Error('The access token names no subject');
  return {
    sub,
    name: text(claims.name) ?? text(idClaims.name) ?? text(claims.preferred_username) ?? text(idClaims.preferred_username),
    email: text(claims.email) ?? text(idClaims.email),
    roles: clientRoles(claims, clientId),
    scope: scopes(claims),
  };
}

/** Role check on a session user (its roles are those of the portal's client). */
export function userHasRole(user: SessionUser | undefined, role: string): boolean {
  return user?.roles.includes(role) ?? false;
}

export const ROLES = {
  entityEditor: 'entities:editor',
  setsEditor: 'usersets:editor',
  publisher: 'usersets:publisher',
} as const;
