import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { DatabaseSync, type StatementSync } from 'node:sqlite';
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
  dayOf,
  DAY_MS,
  NODE_STATUS_COLUMNS,
  nodeStatusFromRow,
  nodeStatusValues,
  notifySubscriber,
  publicationFromRow,
  PUBLICATION_POLL_MS,
  PUBLICATION_RETENTION_MS,
  upsertNodeStatusSql,
  type EventStore,
  type ItemViews,
  type ViewEvent,
} from './types.ts';

/**
 * Publication subscribers of this process, by database file, and how many open stores share
 * the entry: an append wakes those of every store on its file at once (other processes' hear it
 * by polling).
 */
const sameFileSubscribers = new Map<string, { stores: number; readonly wakes: Set<(seq: number) => void> }>();

/**
 * The embedded event store: one SQLite file (`.data/portal.sqlite` by default), nothing to
 * install. WAL mode, so readers never wait for the writer; several processes may share the file
 * on one machine, several machines need PostgreSQL.
 */
export function createSqliteStore(path: string): EventStore {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const file = path === ':memory:' ? `:memory:${randomUUID()}` : resolve(path);
  const db = new DatabaseSync(path);
  db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA busy_timeout = 5000;');
  migrate(db);

  const insertView = db.prepare('INSERT INTO views (item_id, session_id, viewed_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING');
  const addDay = db.prepare(
    'INSERT INTO item_view_days (item_id, day, views) VALUES (?, ?, ?) ON CONFLICT (item_id, day) DO UPDATE SET views = views + excluded.views',
  );
  const addTotal = db.prepare(
    'INSERT INTO item_view_totals (item_id, views) VALUES (?, ?) ON CONFLICT (item_id) DO UPDATE SET views = views + excluded.views RETURNING views',
  );
  const total = db.prepare('SELECT views FROM item_view_totals WHERE item_id = ?');
  const mostViewed = db.prepare(
    // Items only (their ids start with `/`): stories and exhibitions are counted too, never ranked.
    "SELECT item_id AS itemId, SUM(views) AS views FROM item_view_days WHERE day >= ? AND item_id LIKE '/%' GROUP BY item_id ORDER BY views DESC, item_id LIMIT ?",
  );
  const insertVote = db.prepare('INSERT INTO votes (idea_id, user_id, voted_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING');
  const deleteVote = db.prepare('DELETE FROM votes WHERE idea_id = ? AND user_id = ?');
  const counts = db.prepare('SELECT idea_id AS ideaId, COUNT(*) AS votes FROM votes GROUP BY idea_id');
  const votesOf = db.prepare('SELECT idea_id AS ideaId FROM votes WHERE user_id = ? ORDER BY idea_id');
  const insertPublication = db.prepare(
    'INSERT INTO publications (entry_id, content_type, identifier, action, appended_at) VALUES (?, ?, ?, ?, ?) RETURNING seq',
  );
  const prunePublications = db.prepare('DELETE FROM publications WHERE appended_at < ? AND seq < ?');
  const publicationsAfter = db.prepare(
    'SELECT seq, entry_id, content_type, identifier, action, appended_at FROM publications WHERE seq > ? ORDER BY seq LIMIT ?',
  );
  const latestSeq = db.prepare('SELECT COALESCE(MAX(seq), 0) AS seq FROM publications');
  const upsertStatus = db.prepare(upsertNodeStatusSql(() => '?'));
  const statuses = db.prepare(`SELECT ${NODE_STATUS_COLUMNS.join(', ')} FROM node_publication_status WHERE updated_at >= ? ORDER BY node_id`);

  // Numbered placeholders (`?1`): the sitemap statements name some values twice.
  const numbered = (i: number): string => `?${String(i)}`;
  const acquireLease = db.prepare(acquireLeaseSql(numbered));
  const releaseLease = db.prepare('DELETE FROM leases WHERE name = ? AND holder = ?');
  const leaseHeld = db.prepare(leaseHeldSql(numbered));
  const pruneSitemapFiles = db.prepare(pruneSitemapFilesSql(numbered));
  const putSitemapFile = db.prepare(putSitemapFileSql(numbered));
  const upsertSitemapSource = db.prepare(upsertSitemapSourceSql(numbered));
  const deleteOtherGenerations = db.prepare(deleteOtherGenerationsSql(numbered));
  const sitemapGenerations = db.prepare(SITEMAP_GENERATIONS_SQL);
  const sitemapFiles = db.prepare(SITEMAP_FILES_SQL);
  const sitemapFile = db.prepare(sitemapFileSql(numbered));

  const latest = (): number => Number(latestSeq.get()?.seq ?? 0);
  const shared = sameFileSubscribers.get(file) ?? { stores: 0, wakes: new Set<(seq: number) => void>() };
  shared.stores += 1;
  sameFileSubscribers.set(file, shared);
  const sameFile = shared.wakes;
  /** The unsubscribes of this store's subscriptions, for close. */
  const subscriptions = new Set<() => Promise<void>>();

  const record = (view: ViewEvent): number | undefined => {
    if (insertView.run(view.itemId, view.sessionId, view.at).changes === 0) return undefined;
    addDay.run(view.itemId, dayOf(view.at), 1);
    const row = addTotal.get(view.itemId, 1);
    return Number(row?.views ?? 0);
  };

  return {
    backend: 'sqlite',
    recordView: (view) => Promise.resolve(transaction(db, () => record(view))),
    recordViews: (views) =>
      Promise.resolve(
        transaction(db, () => {
          let counted = 0;
          for (const view of views) if (record(view) !== undefined) counted += 1;
          return counted;
        }),
      ),
    viewCount: (itemId) => Promise.resolve(Number(total.get(itemId)?.views ?? 0)),
    mostViewed: (since, limit) => Promise.resolve(rows(mostViewed, dayOf(since), limit).map((r): ItemViews => ({ itemId: String(r.itemId), views: Number(r.views) }))),
    vote: (ideaId, userId) => Promise.resolve(insertVote.run(ideaId, userId, Date.now()).changes > 0),
    unvote: (ideaId, userId) => Promise.resolve(deleteVote.run(ideaId, userId).changes > 0),
    voteCounts: () => Promise.resolve(Object.fromEntries(rows(counts).map((r) => [String(r.ideaId), Number(r.votes)]))),
    votesOf: (userId) => Promise.resolve(rows(votesOf, userId).map((r) => String(r.ideaId))),
    appendPublication: (publication) => {
      const at = Date.now();
      const seq = transaction(db, () => {
        // BEGIN IMMEDIATE serialises writers, so seq order is commit order.
        const appended = Number(insertPublication.get(publication.entryId, publication.contentType, publication.identifier ?? null, publication.action, at)?.seq);
        prunePublications.run(at - PUBLICATION_RETENTION_MS, appended);
        return appended;
      });
      for (const wake of [...sameFile]) wake(seq);
      return Promise.resolve(seq);
    },
    publicationsAfter: (seq, limit) => Promise.resolve(rows(publicationsAfter, seq, limit).map(publicationFromRow)),
    latestPublicationSeq: () => Promise.resolve(latest()),
    recordNodeStatus: (status) => {
      upsertStatus.run(...nodeStatusValues(status));
      return Promise.resolve();
    },
    nodeStatuses: () => Promise.resolve(rows(statuses, Date.now() - DAY_MS).map(nodeStatusFromRow)),
    acquireLease: (name, holder, ttlMs) => {
      const now = Date.now();
      return Promise.resolve(acquireLease.get(name, holder, now + ttlMs, now) !== undefined);
    },
    releaseLease: (name, holder) => {
      releaseLease.run(name, holder);
      return Promise.resolve();
    },
    pruneSitemapFiles: (source) => {
      pruneSitemapFiles.run(source);
      return Promise.resolve();
    },
    putSitemapFile: (file) => {
      putSitemapFile.run(file.source, file.generation, file.page, file.urls, file.bytes, file.digest, file.body, Date.now());
      return Promise.resolve();
    },
    completeSitemapGeneration: (generation, lease) =>
      Promise.resolve(
        transaction(db, () => {
          if (leaseHeld.get(lease.name, lease.holder, Date.now()) === undefined) return false;
          const { source } = generation;
          upsertSitemapSource.run(source, generation.generation, generation.files, generation.urls, generation.startedAt, generation.completedAt);
          deleteOtherGenerations.run(source, generation.generation);
          return true;
        }),
      ),
    sitemapGenerations: () => Promise.resolve(rows(sitemapGenerations).map(sitemapGenerationFromRow)),
    sitemapFiles: () => Promise.resolve(rows(sitemapFiles).map(sitemapFileInfoFromRow)),
    sitemapFile: (source, page) => {
      const row = sitemapFile.get(source, page);
      return Promise.resolve(row === undefined ? undefined : storedSitemapFileFromRow(row));
    },
    subscribePublications: (onPublication) => {
      let last = latest();
      let failing = false;
      const wake = (seq: number): void => {
        if (seq <= last) return;
        last = seq;
        notifySubscriber(onPublication, seq);
      };
      // Other processes on the file (a supervisor handing over between servers) are heard by polling.
      const timer = setInterval(() => {
        if (!db.isOpen) return;
        try {
          wake(latest());
          failing = false;
        } catch (error) {
          if (!failing) console.error(`[store] polling publications failed: ${error instanceof Error ? error.message : String(error)}`);
          failing = true;
        }
      }, PUBLICATION_POLL_MS);
      timer.unref();
      sameFile.add(wake);
      const unsubscribe = (): Promise<void> => {
        clearInterval(timer);
        sameFile.delete(wake);
        subscriptions.delete(unsubscribe);
        return Promise.resolve();
      };
      subscriptions.add(unsubscribe);
      return Promise.resolve(unsubscribe);
    },
    close: () => {
      if (!db.isOpen) return Promise.resolve();
      // Unsubscribing is synchronous here (answers a resolved promise).
      for (const unsubscribe of [...subscriptions]) void unsubscribe();
      shared.stores -= 1;
      if (shared.stores === 0) sameFileSubscribers.delete(file);
      db.close();
      return Promise.resolve();
    },
  };
}

type Row = Record<string, unknown>;

function rows(statement: StatementSync, ...params: (string | number)[]): Row[] {
  return statement.all(...params);
}

function transaction<T>(db: DatabaseSync, work: () => T): T {
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = work();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}

function migrate(db: DatabaseSync): void {
  transaction(db, () => {
    db.exec(MIGRATIONS_TABLE);
    const applied = new Set(rows(db.prepare('SELECT version FROM schema_migrations')).map((r) => Number(r.version)));
    const mark = db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)');
    for (const migration of MIGRATIONS) {
      if (applied.has(migration.version)) continue;
      for (const statement of migration.statements) db.exec(sqlFor(statement, 'sqlite'));
      mark.run(migration.version, migration.name, Date.now());
    }
  });
}
