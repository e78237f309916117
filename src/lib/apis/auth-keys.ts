import { z } from 'zod';
import { createApiClient, type ApiContext } from './client.ts';

/**
 * The Auth API's API keys (spec section 7): the user's personal key and the project keys granted them, with the user's token:
 * `GET /auth/realms/{realm}/user/clients`, `POST …/client`, `DELETE …/client/{id}`. Its error codes
 * map to the catalogue (spec section 8).
 */
export const AUTH_CODE_TABLE = {
  '400_duplicate_key': 'authDuplicateKey',
  '400_key_limit_reached': 'authKeyLimitReached',
  '410_client_disabled': 'authClientDisabled',
} as const;

const client = createApiClient({ name: 'auth', sendsKey: false, codeTable: AUTH_CODE_TABLE });

export const apiKeySchema = z.looseObject({
  id: z.string(),
  client_id: z.string(),
  type: z.string().optional(),
  name: z.string().nullish(),
  description: z.string().nullish(),
  state: z.string().nullish(),
  created: z.string().nullish(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

function realmPath(): string {
  return '/realms/europeana';
}

export interface KeyCallOptions {
  readonly accessToken: string | undefined;
  readonly context?: ApiContext | undefined;
}

export function listKeys(options: KeyCallOptions): Promise<ApiKey[]> {
  return client.requestParsed(`${realmPath()}/user/clients`, z.array(apiKeySchema), options);
}

export function createKey(options: KeyCallOptions): Promise<ApiKey> {
  return client.requestParsed(`${realmPath()}/client`, apiKeySchema, { method: 'POST', body: {}, ...options });
}

export async function disableKey(id: string, options: KeyCallOptions): Promise<void> {
  await client.request(`${realmPath()}/client/${encodeURIComponent(id)}`, { method: 'DELETE', ...options });
}

/** A key the API provider granted for a project (`ProjectKey`), not the user's personal one. */
export function isProjectKey(key: ApiKey): boolean {
  return key.type === 'ProjectKey';
}

/** A key's state for the page: enabled unless the API says disabled. */
export function keyState(key: ApiKey): 'enabled' | 'disabled' {
  return key.state?.toLowerCase() === 'disabled' ? 'disabled' : 'enabled';
}

/** What the account page shows of a key: its client id (the key), a project key's name, created date and state. */
export interface ApiKeyView {
  readonly id: string;
  readonly clientId: string;
  /** A project key's name (the project it was granted for); personal keys show none. */
  readonly name: string | null;
  readonly created: string | null;
  readonly state: 'enabled' | 'disabled';
}

export function keyView(key: ApiKey): ApiKeyView {
  return { id: key.id, clientId: key.client_id, name: isProjectKey(key) ? (key.name ?? null) : null, created: key.created ?? null, state: keyState(key) };
}
