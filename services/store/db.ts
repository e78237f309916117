import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { migrations } from './migrations.ts';

/** File name of the store inside the data directory. */
export const DB_FILE = 'services.sqlite';

/**
 * Opens (creating if needed) the services store in `dataDir`, in WAL mode, and applies pending migrations.
 * One connection per process: node:sqlite is synchronous, so requests never interleave inside a statement.
 */
export function openStore(dataDir: string): DatabaseSync {
  mkdirSync(dataDir, { recursive: true });
  const db = new DatabaseSync(join(dataDir, DB_FILE));
  db.exec('PRAGMA journal_mode = WAL');
  db.exec('PRAGMA synchronous = NORMAL');
  db.exec('PRAGMA foreign_keys = ON');
  db.exec('PRAGMA busy_timeout = 5000');
  db.exec('PRAGMA cache_size = -65536');
  db.exec('PRAGMA temp_store = MEMORY');
  migrate(db);
  return db;
}

/** Applies every migration not yet recorded, each in its own transaction. */
export function migrate(db: DatabaseSync): void {
  db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL) STRICT');
  const applied = new Set(
    db.prepare('SELECT version FROM schema_migrations').all().map((row) => Number(row.version)),
  );
  for (const migration of migrations) {
    if (applied.has(migration.version)) continue;
    transaction(db, () => {
      db.exec(migration.sql);
      db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)').run(
        migration.version,
        migration.name,
        new Date().toISOString(),
      );
    });
  }
}

/**
 * Runs `work` inside BEGIN/COMMIT, rolling back on error. `immediate` takes the write lock up
 * front (BEGIN IMMEDIATE), so read-check-write sequences (limits, uniqueness) hold even against
 * another process on the same store. `work` must be synchronous.
 */
export function transaction<T>(db: DatabaseSync, work: () => T, mode: 'deferred' | 'immediate' = 'deferred'): T {
  db.exec(mode === 'immediate' ? 'BEGIN IMMEDIATE' : 'BEGIN');
  try {
    const result = work();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}

export function getMeta(db: DatabaseSync, key: string): string | undefined {
  const row = db.prepare('SELECT value FROM meta WHERE key = ?').get(key);
  return row === undefined ? undefined : String(row.value);
}

export function setMeta(db: DatabaseSync, key: string, value: string): void {
  db.prepare('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value').run(key, value);
}

/** `transaction` with the write lock taken up front (see there). */
export function immediateTransaction<T>(db: DatabaseSync, work: () => T): T {
  return transaction(db, work, 'immediate');
}
