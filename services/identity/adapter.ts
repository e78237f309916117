import type { DatabaseSync } from 'node:sqlite';
import type { Adapter, AdapterPayload } from 'oidc-provider';

/** Expired entries are swept after this many writes. */
const SWEEP_EVERY = 200;

/**
 * oidc-provider storage in the services store: one table for every model (sessions, grants, codes, refresh
 * tokens, interactions), so sign-ins survive restarts like the rest of the user data.
 * @example new Provider(issuer, { adapter: sqliteAdapter(db) })
 */
export function sqliteAdapter(db: DatabaseSync): new (model: string) => Adapter {
  let writes = 0;
  const now = (): number => Date.now();
  const read = (row: Record<string, unknown> | undefined): AdapterPayload | undefined => {
    if (row === undefined) return undefined;
    const payload = JSON.parse(String(row.payload)) as AdapterPayload;
    return row.consumed_at === null ? payload : { ...payload, consumed: Math.floor(Number(row.consumed_at) / 1000) };
  };
  const live = '(expires_at IS NULL OR expires_at > ?)';

  return class SqliteAdapter implements Adapter {
    readonly #model: string;

    constructor(model: string) {
      this.#model = model;
    }

    upsert(id: string, payload: AdapterPayload, expiresIn: number | undefined): Promise<void> {
      const expires = expiresIn === undefined ? null : now() + expiresIn * 1000;
      db.prepare(
        `INSERT INTO oidc_entries (model, id, payload, grant_id, user_code, uid, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (model, id) DO UPDATE SET payload = excluded.payload, grant_id = excluded.grant_id, user_code = excluded.user_code,
           uid = excluded.uid, expires_at = excluded.expires_at`,
      ).run(this.#model, id, JSON.stringify(payload), payload.grantId ?? null, payload.userCode ?? null, payload.uid ?? null, expires);
      writes += 1;
      if (writes % SWEEP_EVERY === 0) db.prepare('DELETE FROM oidc_entries WHERE expires_at <= ?').run(now());
      return Promise.resolve();
    }

    find(id: string): Promise<AdapterPayload | undefined> {
      return Promise.resolve(read(db.prepare(`SELECT payload, consumed_at FROM oidc_entries WHERE model = ? AND id = ? AND ${live}`).get(this.#model, id, now())));
    }

    findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      return Promise.resolve(read(db.prepare(`SELECT payload, consumed_at FROM oidc_entries WHERE model = ? AND user_code = ? AND ${live}`).get(this.#model, userCode, now())));
    }

    findByUid(uid: string): Promise<AdapterPayload | undefined> {
      return Promise.resolve(read(db.prepare(`SELECT payload, consumed_at FROM oidc_entries WHERE model = ? AND uid = ? AND ${live}`).get(this.#model, uid, now())));
    }

    consume(id: string): Promise<void> {
      db.prepare('UPDATE oidc_entries SET consumed_at = ? WHERE model = ? AND id = ?').run(now(), this.#model, id);
      return Promise.resolve();
    }

    destroy(id: string): Promise<void> {
      db.prepare('DELETE FROM oidc_entries WHERE model = ? AND id = ?').run(this.#model, id);
      return Promise.resolve();
    }

    revokeByGrantId(grantId: string): Promise<void> {
      db.prepare('DELETE FROM oidc_entries WHERE grant_id = ?').run(grantId);
      return Promise.resolve();
    }
  };
}
