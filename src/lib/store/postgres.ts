import pg from 'pg';
import { MIGRATIONS, MIGRATIONS_TABLE, sqlFor } from './migrations.ts';
import {
  acquireLeaseSql,
  deleteOtherGenerationsSql,
  leaseHeldSql,
  pruneSitemapFilesSql,
  putSitemapFileSql,
  SITEMAP_FILES_SQL,
  SITEMAP_GENERATIONS_SQL,
  sitemapFileInfoFromRow,
  sitemapFileSql,
  sitemapGenerationFromRow,
  storedSitemapFileFromRow,
  upsertSitemapSourceSql,
} from './sitemap-files.ts';
import {
  DAY_MS,
  dayOf,
  NODE_STATUS_COLUMNS,
  nodeStatusFromRow,
  nodeStatusValues,
  notifySubscriber,
  publicationFromRow,
  PUBLICATION_RETENTION_MS,
  upsertNodeStatusSql,
  type EventStore,
  type ViewEvent,
} from './types.ts';

/** Any constant: the advisory lock that serialises migrations when several nodes start at once. */
const MIGRATION_LOCK = 4_711_001;

/**
 * Another constant: the advisory lock that serialises appends to the publication log, so that
 * seq order is commit order (a sequence alone hands out numbers in call order: a reader could
 * see 6 committed before 5 and skip 5 for good).
 */
const PUBLICATION_LOCK = 4_711_002;

/** The channel publications are notified on (pg_notify, payload: the seq). */
const PUBLICATION_CHANNEL = 'portal_publications';

/** The `application_name` of the listening connections (pg_stat_activity tells them apart). */
export const PUBLICATION_LISTENER_NAME = 'portal-publications-listener';

/** Reconnecting a dropped listener: first after about this long, doubling up to the maximum. */
const RECONNECT_FIRST_MS = 200;
const RECONNECT_MAX_MS = 10_000;

/** How often a listener checks that its connection still answers (a silent drop hears nothing). */
const HEARTBEAT_MS = 30_000;

export interface PostgresStoreOptions {
  /** How long to wait for a connection; short, so pages do not hang while the database is down. */
  readonly connectTimeoutMs?: number;
  readonly queryTimeoutMs?: number;
  readonly max?: number;
}

/**
 * The shared event store of several nodes: PostgreSQL (`DATABASE_URL`). The pool reconnects on
 * its own, so the portal recovers without a restart once the database is back. Migrations run
 * at creation, under an advisory lock, each version once. Publication subscribers LISTEN on
 * connections of their own, outside the pool.
 */
export async function createPostgresStore(url: string, options: PostgresStoreOptions = {}): Promise<EventStore> {
  const clientConfig = { connectionString: url, connectionTimeoutMillis: options.connectTimeoutMs ?? 1000, query_timeout: options.queryTimeoutMs ?? 3000 };
  const pool = new pg.Pool({ ...clientConfig, max: options.max ?? 10, idleTimeoutMillis: 30_000 });
  // An idle client losing its connection (database restarted) must not crash the process; the
  // next query takes a fresh one.
  pool.on('error', () => undefined);
  /** The unsubscribes of this store's subscriptions, for close. */
  const subscriptions = new Set<() => Promise<void>>();
  let closed = false;
  try {
    await migrate(pool);
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw error;
  }

  const dollar = (i: number): string => `$${String(i)}`;

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
        // Items only (their ids start with `/`): stories and exhibitions are counted too, never ranked.
        `SELECT item_id AS "itemId", SUM(views)::int AS views FROM item_view_days WHERE day >= $1 AND item_id LIKE '/%'
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
    appendPublication: async (publication) => {
      const at = Date.now();
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        await client.query('SELECT pg_advisory_xact_lock($1)', [PUBLICATION_LOCK]);
        const inserted = await client.query<{ seq: string }>(
          'INSERT INTO publications (entry_id, content_type, identifier, action, appended_at) VALUES ($1, $2, $3, $4, $5) RETURNING seq',
          [publication.entryId, publication.contentType, publication.identifier ?? null, publication.action, at],
        );
        const seq = Number(inserted.rows[0]?.seq);
        await client.query('DELETE FROM publications WHERE appended_at < $1 AND seq < $2', [at - PUBLICATION_RETENTION_MS, seq]);
        // Delivered at commit, so listeners only hear committed rows.
        await client.query('SELECT pg_notify($1, $2)', [PUBLICATION_CHANNEL, String(seq)]);
        await client.query('COMMIT');
        return seq;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    publicationsAfter: async (seq, limit) => {
      const result = await pool.query<Record<string, unknown>>(
        'SELECT seq, entry_id, content_type, identifier, action, appended_at FROM publications WHERE seq > $1 ORDER BY seq LIMIT $2',
        [seq, limit],
      );
      return result.rows.map(publicationFromRow);
    },
    latestPublicationSeq: () => latestSeq(pool),
    recordNodeStatus: async (status) => {
      await pool.query(upsertNodeStatusSql((i) => `$${String(i)}`), nodeStatusValues(status));
    },
    nodeStatuses: async () => {
      const result = await pool.query<Record<string, unknown>>(
        `SELECT ${NODE_STATUS_COLUMNS.join(', ')} FROM node_publication_status WHERE updated_at >= $1 ORDER BY node_id COLLATE "C"`,
        [Date.now() - DAY_MS],
      );
      return result.rows.map(nodeStatusFromRow);
    },
    acquireLease: async (name, holder, ttlMs) => {
      const now = Date.now();
      const result = await pool.query(acquireLeaseSql(dollar), [name, holder, now + ttlMs, now]);
      return (result.rowCount ?? 0) > 0;
    },
    releaseLease: async (name, holder) => {
      await pool.query('DELETE FROM leases WHERE name = $1 AND holder = $2', [name, holder]);
    },
    pruneSitemapFiles: async (source) => {
      await pool.query(pruneSitemapFilesSql(dollar), [source]);
    },
    putSitemapFile: async (file) => {
      await pool.query(putSitemapFileSql(dollar), [file.source, file.generation, file.page, file.urls, file.bytes, file.digest, Buffer.from(file.body), Date.now()]);
    },
    completeSitemapGeneration: async (generation, lease) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        // The lease row stays locked until the commit: it cannot change hands in between.
        const held = await client.query(`${leaseHeldSql(dollar)} FOR UPDATE`, [lease.name, lease.holder, Date.now()]);
        if ((held.rowCount ?? 0) === 0) {
          await client.query('ROLLBACK');
          return false;
        }
        const { source } = generation;
        await client.query(upsertSitemapSourceSql(dollar), [source, generation.generation, generation.files, generation.urls, generation.startedAt, generation.completedAt]);
        await client.query(deleteOtherGenerationsSql(dollar), [source, generation.generation]);
        await client.query('COMMIT');
        return true;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    sitemapGenerations: async () => (await pool.query<Record<string, unknown>>(SITEMAP_GENERATIONS_SQL)).rows.map(sitemapGenerationFromRow),
    sitemapFiles: async () => (await pool.query<Record<string, unknown>>(SITEMAP_FILES_SQL)).rows.map(sitemapFileInfoFromRow),
    sitemapFile: async (source, page) => {
      const row = (await pool.query<Record<string, unknown>>(sitemapFileSql(dollar), [source, page])).rows[0];
      return row === undefined ? undefined : storedSitemapFileFromRow(row);
    },
    subscribePublications: async (onPublication) => {
      const unsubscribe = await listenPublications(clientConfig, onPublication, () => subscriptions.delete(unsubscribe));
      subscriptions.add(unsubscribe);
      if (closed) {
        await unsubscribe();
        throw new Error('The event store is closed');
      }
      return unsubscribe;
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await Promise.all([...subscriptions].map((unsubscribe) => unsubscribe()));
      await pool.end();
    },
  };
}

async function latestSeq(db: pg.Pool | pg.Client): Promise<number> {
  const result = await db.query<{ seq: string }>('SELECT COALESCE(MAX(seq), 0) AS seq FROM publications');
  return Number(result.rows[0]?.seq ?? 0);
}

/**
 * LISTENs for publications on a client of its own (a pooled one would go back to the pool and
 * stop hearing). Answers once it listens (rejects when it cannot connect), with the unsubscribe.
 * When the connection drops (database restarted, network, a heartbeat unanswered), reconnects
 * with backoff and then calls `onPublication` once with the newest seq, since it may have missed
 * some meanwhile.
 */
async function listenPublications(config: pg.ClientConfig, onPublication: (seq: number) => void, onEnd: () => void): Promise<() => Promise<void>> {
  let current: pg.Client | undefined;
  let stopped = false;
  let attempts = 0;
  let retry: NodeJS.Timeout | undefined;
  let reconnecting: Promise<void> | undefined;

  const open = async (): Promise<pg.Client> => {
    const client = new pg.Client({ ...config, application_name: PUBLICATION_LISTENER_NAME, keepAlive: true, keepAliveInitialDelayMillis: 10_000 });
    // An unexpected end is reported as 'error', then 'end': handled on 'end'.
    client.on('error', () => undefined);
    client.on('end', () => drop(client));
    client.on('notification', (message) => {
      const seq = Number(message.payload);
      if (message.channel === PUBLICATION_CHANNEL && client === current && Number.isSafeInteger(seq)) notifySubscriber(onPublication, seq);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${PUBLICATION_CHANNEL}`);
      return client;
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
  };

  const drop = (client: pg.Client): void => {
    if (client !== current) return;
    current = undefined;
    client.end().catch(() => undefined);
    if (!stopped) schedule();
  };

  const schedule = (): void => {
    const delay = Math.min(RECONNECT_MAX_MS, RECONNECT_FIRST_MS * 2 ** attempts) * (0.8 + Math.random() * 0.4);
    attempts += 1;
    retry = setTimeout(() => {
      retry = undefined;
      reconnecting = reconnect();
    }, delay);
    retry.unref();
  };

  const reconnect = async (): Promise<void> => {
    let client: pg.Client;
    try {
      client = await open();
    } catch {
      if (!stopped) schedule();
      return;
    }
    if (stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    current = client;
    try {
      // Listening again: what was appended meanwhile was not heard. One call, the caller reads it.
      const seq = await latestSeq(client);
      attempts = 0;
      if (client === current) notifySubscriber(onPublication, seq);
    } catch {
      drop(client);
    }
  };

  const heartbeat = setInterval(() => {
    const client = current;
    if (client !== undefined) client.query('SELECT 1').catch(() => drop(client));
  }, HEARTBEAT_MS);
  heartbeat.unref();

  try {
    current = await open();
  } catch (error) {
    clearInterval(heartbeat);
    throw error;
  }

  return async () => {
    if (stopped) return;
    stopped = true;
    clearInterval(heartbeat);
    if (retry !== undefined) clearTimeout(retry);
    const client = current;
    current = undefined;
    onEnd();
    await reconnecting;
    await client?.end().catch(() => undefined);
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
      for (const statement of migration.statements) await client.query(sqlFor(statement, 'postgres'));
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
