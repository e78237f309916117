import pg from 'pg';
import { MIGRATIONS, MIGRATIONS_TABLE } from './migrations.ts';
import { DAY_MS, dayOf, type EventStore, type ViewEvent } from './types.ts';

/** Any constant: the advisory lock that serialises migrations when several nodes start at once. */
const MIGRATION_LOCK = 4_711_001;

export interface PostgresStoreOptions {
  /** How long to wait for a connection; short, so pages do not hang while the database is down. */
  readonly connectTimeoutMs?: number;
  readonly queryTimeoutMs?: number;
  readonly max?: number;
}

/**
 * The shared event store of several nodes: PostgreSQL (`DATABASE_URL`). The pool reconnects on
 * its own, so the portal recovers without a restart once the database is back. Migrations run
 * at creation, under an advisory lock, each version once.
 */
export async function createPostgresStore(url: string, options: PostgresStoreOptions = {}): Promise<EventStore> {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    connectionTimeoutMillis: options.connectTimeoutMs ?? 1000,
    query_timeout: options.queryTimeoutMs ?? 3000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its connection (database restarted) must not crash the process; the
  // next query takes a fresh one.
  pool.on('error', () => undefined);
  try {
    await migrate(pool);
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw error;
  }

  const record = async (views: readonly ViewEvent[]): Promise<{ counted: number; total: number | undefined }> => {
    // One statement, so atomic: the view rows, then the day and total counters of those that
    // were new (a repeat of a session and item inserts nothing and counts nothing).
    const result = await pool.query<{ counted: number; total: number | null }>(
      `WITH ins AS (
         INSERT INTO views (item_id, session_id, viewed_at)
         SELECT * FROM unnest($1::text[], $2::text[], $3::bigint[])
         ON CONFLICT DO NOTHING
         RETURNING item_id, viewed_at
       ), days AS (
         INSERT INTO item_view_days (item_id, day, views)
         SELECT item_id, (viewed_at / ${String(DAY_MS)})::int, COUNT(*)::int FROM ins GROUP BY 1, 2
         ON CONFLICT (item_id, day) DO UPDATE SET views = item_view_days.views + excluded.views
       ), totals AS (
         INSERT INTO item_view_totals (item_id, views)
         SELECT item_id, COUNT(*)::int FROM ins GROUP BY 1
         ON CONFLICT (item_id) DO UPDATE SET views = item_view_totals.views + excluded.views
         RETURNING views
       )
       SELECT (SELECT COUNT(*)::int FROM ins) AS counted, (SELECT MAX(views) FROM totals) AS total`,
      [views.map((v) => v.itemId), views.map((v) => v.sessionId), views.map((v) => v.at)],
    );
    const row = result.rows[0];
    return { counted: row?.counted ?? 0, total: row?.total ?? undefined };
  };

  return {
    backend: 'postgres',
    recordView: async (view) => {
      const { counted, total } = await record([view]);
      return counted > 0 ? total : undefined;
    },
    recordViews: async (views) => {
      let counted = 0;
      // Batches keep each statement's parameters small.
      for (let i = 0; i < views.length; i += 10_000) counted += (await record(views.slice(i, i + 10_000))).counted;
      return counted;
    },
    viewCount: async (itemId) => {
      const result = await pool.query<{ views: number }>('SELECT views FROM item_view_totals WHERE item_id = $1', [itemId]);
      return result.rows[0]?.views ?? 0;
    },
    mostViewed: async (since, limit) => {
      const result = await pool.query<{ itemId: string; views: number }>(
        `SELECT item_id AS "itemId", SUM(views)::int AS views FROM item_view_days WHERE day >= $1
         GROUP BY item_id ORDER BY views DESC, item_id LIMIT $2`,
        [dayOf(since), limit],
      );
      return result.rows;
    },
    vote: async (ideaId, userId) => {
      const result = await pool.query('INSERT INTO votes (idea_id, user_id, voted_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [ideaId, userId, Date.now()]);
      return (result.rowCount ?? 0) > 0;
    },
    unvote: async (ideaId, userId) => {
      const result = await pool.query('DELETE FROM votes WHERE idea_id = $1 AND user_id = $2', [ideaId, userId]);
      return (result.rowCount ?? 0) > 0;
    },
    voteCounts: async () => {
      const result = await pool.query<{ ideaId: string; votes: number }>('SELECT idea_id AS "ideaId", COUNT(*)::int AS votes FROM votes GROUP BY idea_id');
      return Object.fromEntries(result.rows.map((r) => [r.ideaId, r.votes]));
    },
    votesOf: async (userId) => {
      const result = await pool.query<{ ideaId: string }>('SELECT idea_id AS "ideaId" FROM votes WHERE user_id = $1 ORDER BY idea_id', [userId]);
      return result.rows.map((r) => r.ideaId);
    },
    close: () => pool.end(),
  };
}

async function migrate(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await client.query(MIGRATIONS_TABLE);
    const applied = new Set((await client.query<{ version: number }>('SELECT version FROM schema_migrations')).rows.map((r) => r.version));
    for (const migration of MIGRATIONS) {
      if (applied.has(migration.version)) continue;
      for (const statement of migration.statements) await client.query(statement);
      await client.query('INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)', [migration.version, migration.name, Date.now()]);
    }
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
