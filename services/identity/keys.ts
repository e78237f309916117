import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import type { JsonWebKey } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { getMeta, setMeta } from '../store/db.ts';

export interface IdentityKeys {
  /** Private signing key (RS256) handed to oidc-provider. */
  readonly signing: JsonWebKey & { kid: string; alg: string; use: string };
  /** Its public half, as published at /protocol/openid-connect/certs. */
  readonly publicJwk: JsonWebKey & { kid: string; alg: string; use: string };
  /** Keys signing oidc-provider's cookies. */
  readonly cookieKeys: string[];
}

const PUBLIC_MEMBERS = ['kty', 'n', 'e', 'kid', 'alg', 'use'] as const;

/**
 * The provider's keys, generated on first start and kept in the store's meta table, so tokens and sessions
 * stay valid across restarts.
 */
export function loadOrCreateKeys(db: DatabaseSync): IdentityKeys {
  let stored = getMeta(db, 'identity_signing_jwk');
  if (stored === undefined) {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    stored = JSON.stringify({ ...privateKey.export({ format: 'jwk' }), kid: randomUUID(), alg: 'RS256', use: 'sig' });
    setMeta(db, 'identity_signing_jwk', stored);
  }
  let cookies = getMeta(db, 'identity_cookie_keys');
  if (cookies === undefined) {
    cookies = JSON.stringify([randomBytes(32).toString('base64url')]);
    setMeta(db, 'identity_cookie_keys', cookies);
  }
  const signing = JSON.parse(stored) as IdentityKeys['signing'];
  const publicJwk = Object.fromEntries(PUBLIC_MEMBERS.map((member) => [member, signing[member]])) as IdentityKeys['publicJwk'];
  return { signing, publicJwk, cookieKeys: JSON.parse(cookies) as string[] };
}
