import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync, type StatementSync } from 'node:sqlite';
import { MIGRATIONS, MIGRATIONS_TABLE } from './migrations.ts';
import { dayOf, type EventStore, type ItemViews, type ViewEvent } from './types.ts';

/**
 * The embedded event store: one SQLite file (`.data/portal.sqlite` by default), nothing to
 * install. WAL mode, so readers never wait for the writer; several processes may share the file
 * on one machine, several machines need PostgreSQL.
 */
export function createSqliteStore(path: string): EventStore {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
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
    'SELECT item_id AS itemId, SUM(views) AS views FROM item_view_days WHERE day >= ? GROUP BY item_id ORDER BY views DESC, item_id LIMIT ?',
  );
  const insertVote = db.prepare('INSERT INTO votes (idea_id, user_id, voted_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING');
  const deleteVote = db.prepare('DELETE FROM votes WHERE idea_id = ? AND user_id = ?');
  const counts = db.prepare('SELECT idea_id AS ideaId, COUNT(*) AS votes FROM votes GROUP BY idea_id');
  const votesOf = db.prepare('SELECT idea_id AS ideaId FROM votes WHERE user_id = ? ORDER BY idea_id');

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
    close: () => {
      if (db.isOpen) db.close();
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
      for (const statement of migration.statements) db.exec(statement);
      mark.run(migration.version, migration.name, Date.now());
    }
  });
}
