import { randomBytes, randomUUID } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { z } from 'zod';
import type { ServiceDeps } from '../deps.ts';
import { readBody } from '../http/body.ts';
import { HttpError } from '../http/errors.ts';
import { sendJson } from '../http/respond.ts';
import type { RequestContext, Router } from '../http/router.ts';
import type { Principal } from '../identity/bearer.ts';
import { TokenError } from '../identity/bearer.ts';
import { REALM_PATH } from '../identity/config.ts';
import type { Identity } from '../identity/routes.ts';
import { immediateTransaction } from '../store/db.ts';

/** Disabled personal keys a user may accumulate before creating another needs the provider's help. */
export const DISABLED_KEY_LIMIT = 3;

const KeyRequest = z.object({ name: z.string().trim().max(100).optional(), description: z.string().trim().max(500).optional() });

/** An Auth-service error: `{ code, error, message }` as keycloak-europeana answers (europeana-apis.md section 9). */
function keyError(status: number, code: string, message: string): HttpError {
  return new HttpError(status, message, { code, extra: { message } });
}

/** The keys of a user as the Auth service lists them (`Apikey`: personal and project keys), oldest first. */
function listKeys(db: DatabaseSync, userId: string): Record<string, unknown>[] {
  return db
    .prepare('SELECT id, client_id, type, name, description, state, created FROM api_keys WHERE user_id = ? ORDER BY created, rowid')
    .all(userId)
    .map((row) => ({
      id: String(row.id),
      type: String(row.type),
      client_id: String(row.client_id),
      name: String(row.name),
      description: String(row.description),
      ...(row.state === 'disabled' ? { state: 'disabled' } : {}),
      created: String(row.created).replace(/\.\d{3}Z$/, 'Z'),
    }));
}

/** Whether `key` is an enabled API key (personal or project): read on every request, so disabling takes effect at once. */
export function isEnabledApiKey(db: DatabaseSync, key: string): boolean {
  return db.prepare("SELECT 1 AS found FROM api_keys WHERE client_id = ? AND state = 'enabled'").get(key) !== undefined;
}

/**
 * The Auth service's API keys (keycloak-europeana's `client` provider): create a personal key, disable a personal or
 * project key, list both. One enabled personal key per user, at most three disabled ones; created keys work as
 * `wskey` immediately. Project keys are granted by the API provider on request (here: the demo accounts' seed,
 * services/identity/accounts.ts), never created through this route.
 */
export function registerAuthKeyRoutes(router: Router, deps: ServiceDeps, identity: Identity): void {
  router.acceptKeys((key) => isEnabledApiKey(deps.db, key));

  const user = async ({ req }: RequestContext): Promise<Principal> => {
    try {
      return await identity.verifier.require(req);
    } catch (error) {
      if (error instanceof TokenError) {
        const code = error.problem === 'missing' ? '401_token_missing' : error.problem === 'expired' ? '401_token_expired' : '401_token_invalid';
        throw keyError(401, code, error.message);
      }
      throw error;
    }
  };

  router.post(`${REALM_PATH}/client`, async (ctx) => {
    const principal = await user(ctx);
    const text = await readBody(ctx.req, 4096);
    let body: z.infer<typeof KeyRequest> = {};
    if (text.trim() !== '') {
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        throw keyError(400, '400_invalid_request', 'The body must be JSON: { "name"?, "description"? }');
      }
      const parsed = KeyRequest.safeParse(json);
      if (!parsed.success) throw keyError(400, '400_invalid_request', 'name must be a string of at most 100 and description of at most 500 characters');
      body = parsed.data;
    }
    const id = immediateTransaction(deps.db, () => {
      const counts = deps.db.prepare("SELECT sum(state = 'enabled') AS enabled, sum(state = 'disabled') AS disabled FROM api_keys WHERE user_id = ? AND type = 'PersonalKey'").get(principal.user.id);
      if (Number(counts?.enabled ?? 0) > 0) throw keyError(400, '400_duplicate_key', 'You already have an enabled personal API key; disable it before creating another');
      if (Number(counts?.disabled ?? 0) >= DISABLED_KEY_LIMIT) throw keyError(400, '400_key_limit_reached', `You have ${DISABLED_KEY_LIMIT} disabled personal keys, the limit; contact the API provider for a new one`);
      const keyId = randomUUID();
      deps.db
        .prepare("INSERT INTO api_keys (id, client_id, user_id, type, name, description, state, created) VALUES (?, ?, ?, 'PersonalKey', ?, ?, 'enabled', ?)")
        .run(keyId, randomBytes(12).toString('base64url').toLowerCase().replace(/[^a-z0-9]/g, 'x'), principal.user.id, body.name ?? `Personal key of ${principal.user.username}`, body.description ?? '', new Date().toISOString());
      return keyId;
    });
    sendJson(ctx.res, 200, listKeys(deps.db, principal.user.id).find((key) => key.id === id));
  }, { public: true });

  router.delete(`${REALM_PATH}/client/:id`, async (ctx) => {
    const principal = await user(ctx);
    const ref = ctx.params.id ?? '';
    immediateTransaction(deps.db, () => {
      const row = deps.db.prepare('SELECT id, user_id, state FROM api_keys WHERE id = ?1 OR client_id = ?1').get(ref);
      if (row === undefined) throw keyError(404, '404_client_unknown', `No API key ${ref}`);
      if (row.user_id !== principal.user.id) throw keyError(403, '403_user_not_authorised', 'This API key belongs to another user');
      if (row.state === 'disabled') throw keyError(410, '410_client_disabled', 'This API key is already disabled');
      deps.db.prepare("UPDATE api_keys SET state = 'disabled', disabled_at = ? WHERE id = ?").run(new Date().toISOString(), String(row.id));
    });
    ctx.res.writeHead(204).end();
  }, { public: true });

  router.get(`${REALM_PATH}/user/clients`, async (ctx) => {
    const principal = await user(ctx);
    sendJson(ctx.res, 200, listKeys(deps.db, principal.user.id));
  }, { public: true });
}
