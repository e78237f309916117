import { z } from 'zod';
import { createApiClient, type ApiContext } from './client.ts';

/**
 * The Auth API's personal API keys (spec section 7), with the user's token:
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

/** A key's state for the page: enabled unless the API says disabled. */
export function keyState(key: ApiKey): 'enabled' | 'disabled' {
  return key.state?.toLowerCase() === 'disabled' ? 'disabled' : 'enabled';
}
