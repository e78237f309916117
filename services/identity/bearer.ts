import type { IncomingMessage } from 'node:http';
import type { DatabaseSync } from 'node:sqlite';
import { createLocalJWKSet, errors as joseErrors, jwtVerify } from 'jose';
import type { JWTPayload } from 'jose';
import { findUser } from './accounts.ts';
import type { User } from './accounts.ts';
import { API_RESOURCE } from './config.ts';
import type { IdentityKeys } from './keys.ts';

/** Who a valid access token speaks for. */
export interface Principal {
  readonly user: User;
  /** The client the token was issued to (`azp`). */
  readonly clientId: string;
  /** `resource_access.{clientId}.roles` of the token. */
  readonly roles: readonly string[];
  readonly scopes: readonly string[];
  /** oidc-provider session of the sign-in (`sid`), for userinfo's session check. */
  readonly sessionUid: string | undefined;
}

export type TokenProblem = 'missing' | 'invalid' | 'expired';

/** Thrown when a request's bearer token is absent (where required), malformed, forged or expired. */
export class TokenError extends Error {
  readonly problem: TokenProblem;

  constructor(problem: TokenProblem, message: string) {
    super(message);
    this.name = 'TokenError';
    this.problem = problem;
  }
}

/** The raw bearer token of a request, undefined when there is no Authorization header. */
export function bearerToken(req: IncomingMessage): string | undefined {
  const header = req.headers.authorization;
  if (header === undefined || header === '') return undefined;
  const match = /^Bearer\s+([\w.~+/=-]+)\s*$/i.exec(header);
  if (match?.[1] === undefined) throw new TokenError('invalid', 'The Authorization header must be "Bearer <access token>"');
  return match[1];
}

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];
}

function rolesOf(payload: JWTPayload, clientId: string): string[] {
  const access = payload.resource_access;
  if (typeof access !== 'object' || access === null) return [];
  const entry = (access as Record<string, unknown>)[clientId];
  if (typeof entry !== 'object' || entry === null) return [];
  return stringList((entry as Record<string, unknown>).roles);
}

/**
 * Verifies access tokens as a resource server does: RS256 signature against the identity provider's published
 * keys, issuer, audience, `at+jwt` type and expiry; the subject must still be an account.
 * @example const principal = await verifier.fromRequest(req); // undefined without Authorization
 */
export class TokenVerifier {
  readonly #db: DatabaseSync;
  readonly #jwks: ReturnType<typeof createLocalJWKSet>;
  readonly #issuer: () => string;

  constructor(db: DatabaseSync, keys: IdentityKeys, issuer: () => string) {
    this.#db = db;
    this.#jwks = createLocalJWKSet({ keys: [keys.publicJwk] });
    this.#issuer = issuer;
  }

  async verify(token: string): Promise<Principal> {
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, this.#jwks, { issuer: this.#issuer(), audience: API_RESOURCE, typ: 'at+jwt', algorithms: ['RS256'] }));
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) throw new TokenError('expired', 'The access token has expired');
      throw new TokenError('invalid', 'The access token is not valid');
    }
    const clientId = typeof payload.azp === 'string' ? payload.azp : typeof payload.client_id === 'string' ? payload.client_id : undefined;
    const user = typeof payload.sub === 'string' ? findUser(this.#db, payload.sub) : undefined;
    if (clientId === undefined || user === undefined) throw new TokenError('invalid', 'The access token does not name a known user and client');
    return {
      user,
      clientId,
      roles: rolesOf(payload, clientId),
      scopes: typeof payload.scope === 'string' ? payload.scope.split(' ') : [],
      sessionUid: typeof payload.sid === 'string' ? payload.sid : undefined,
    };
  }

  /** The principal of a request's bearer token; undefined without one; TokenError for a bad one. */
  async fromRequest(req: IncomingMessage): Promise<Principal | undefined> {
    const token = bearerToken(req);
    return token === undefined ? undefined : this.verify(token);
  }

  /** Like fromRequest, but a token is required. */
  async require(req: IncomingMessage): Promise<Principal> {
    const principal = await this.fromRequest(req);
    if (principal === undefined) throw new TokenError('missing', 'Authorization required: send "Authorization: Bearer <access token>"');
    return principal;
  }
}
