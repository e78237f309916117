/**
 * The dependency index of one build: every editorial page the build serves (its public path) and what it
 * read from the content service when it was last rendered (./reads.ts), when the build started, and the
 * last publication whose pages it holds. One SQLite file beside the build's `client/` and `server/` (`publication.sqlite`): written
 * by `astro build` (./index-integration.ts), updated by the publisher of the node that serves
 * the build (./publisher.ts). Each node has its own build, hence its own index.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';

/** The index file of a build directory. */
export function buildIndexPath(buildDir: string): string {
  return join(buildDir, 'publication.sqlite');
}

export interface BuildIndex {
  /** Every page of the build. */
  paths(): Set<string>;
  /** The pages that read any of `reads`. */
  pagesReading(reads: readonly string[]): Set<string>;
  /** Every read starting with `prefix` and the page that made it (key reads of an entry, ./reads.ts). */
  readsStartingWith(prefix: string): { readonly path: string; readonly read: string }[];
  /**
   * Whether an entry was known before its publication: read by a page of the build (an `entry:` or a key read),
   * or published since through this index's publications and not unpublished after. Not what pages read now: a
   * publication render can read an entry the content service has before its publication reaches this node (a
   * listing re-rendered for an older publication shows a story published meanwhile), and that entry is still new
   * for the listings that were not rendered since.
   */
  isKnownEntry(entryId: string): boolean;
  /** Records an applied publication: the entry is known (published) or not (unpublished). */
  setEntryKnown(entryId: string, known: boolean): void;
  /** Records a page (new or re-rendered) with what it read; replaces what it read before. */
  put(path: string, reads: readonly string[]): void;
  /** Many pages in one transaction (the build's). */
  putAll(pages: Iterable<readonly [string, readonly string[]]>): void;
  remove(path: string): void;
  /**
   * Pages a publication touched whose render was put off for a newer publication's own pages (./publisher.ts):
   * kept here, beside the applied publication, so a node stopped before rendering them still does after a restart.
   */
  pending(): Set<string>;
  setPending(paths: Iterable<string>): void;
  /**
   * The last publication whose changes this build's pages show: its sequence number in the shared log and
   * when it was logged (which tells whether the log is still the one it came from). Undefined until the node
   * serving the build has looked at the log (the build itself never reads it: a deploy may be built on a
   * machine that cannot reach the deployment's database).
   */
  applied(): { readonly seq: number; readonly at: number } | undefined;
  setApplied(seq: number, at: number): void;
  /** When the build started reading content (ms since the epoch): publications before it are in its pages. */
  builtAt(): number;
  setBuiltAt(at: number): void;
  close(): void;
}

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS pages (path TEXT PRIMARY KEY) WITHOUT ROWID;
  CREATE TABLE IF NOT EXISTS page_reads (read TEXT NOT NULL, path TEXT NOT NULL, PRIMARY KEY (read, path)) WITHOUT ROWID;
  CREATE INDEX IF NOT EXISTS page_reads_by_path ON page_reads (path);
  CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;
  CREATE TABLE IF NOT EXISTS pending (path TEXT PRIMARY KEY) WITHOUT ROWID;
  CREATE TABLE IF NOT EXISTS known_entries (id TEXT PRIMARY KEY) WITHOUT ROWID;
`;

/**
 * The entries the pages read (`entry:<id>`, `key:<id>:…`), for `known_entries`: filled when the build's pages are
 * written, or the first time an index written before the table existed is asked.
 */
const FILL_KNOWN_ENTRIES = `
  INSERT INTO known_entries (id) SELECT DISTINCT substr(read, 7) FROM page_reads
    WHERE read >= 'entry:' AND read < 'entry:' || char(65535) ON CONFLICT DO NOTHING;
  INSERT INTO known_entries (id) SELECT DISTINCT substr(read, 5, instr(substr(read, 5), ':') - 1) FROM page_reads
    WHERE read >= 'key:' AND read < 'key:' || char(65535) AND instr(substr(read, 5), ':') > 1 ON CONFLICT DO NOTHING;
  INSERT INTO meta (key, value) VALUES ('known_entries', '1') ON CONFLICT (key) DO UPDATE SET value = excluded.value;
`;

/** Opens (or creates, with `create`) the index of a build directory; undefined when the build has none. */
export function openBuildIndex(buildDir: string, { create = false } = {}): BuildIndex | undefined {
  const file = buildIndexPath(buildDir);
  if (!create && !existsSync(file)) return undefined;
  const db = new DatabaseSync(file);
  db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA busy_timeout = 5000;');
  db.exec(SCHEMA);
  const insertPage = db.prepare('INSERT INTO pages (path) VALUES (?) ON CONFLICT DO NOTHING');
  const deleteReads = db.prepare('DELETE FROM page_reads WHERE path = ?');
  const insertRead = db.prepare('INSERT INTO page_reads (read, path) VALUES (?, ?) ON CONFLICT DO NOTHING');
  const deletePage = db.prepare('DELETE FROM pages WHERE path = ?');
  const readers = db.prepare('SELECT path FROM page_reads WHERE read = ?');
  // A range of the primary key: `read >= prefix AND read < prefix + U+FFFF` is every read with that prefix.
  const readsInRange = db.prepare('SELECT read, path FROM page_reads WHERE read >= ? AND read < ?');
  const allPages = db.prepare('SELECT path FROM pages');
  const anyPage = db.prepare('SELECT 1 AS found FROM pages LIMIT 1');
  const allPending = db.prepare('SELECT path FROM pending');
  const clearPending = db.prepare('DELETE FROM pending');
  const insertPending = db.prepare('INSERT INTO pending (path) VALUES (?) ON CONFLICT DO NOTHING');
  const getMeta = db.prepare('SELECT value FROM meta WHERE key = ?');
  const setMeta = db.prepare('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value');
  const knownEntry = db.prepare('SELECT 1 AS found FROM known_entries WHERE id = ?');
  const insertKnown = db.prepare('INSERT INTO known_entries (id) VALUES (?) ON CONFLICT DO NOTHING');
  const deleteKnown = db.prepare('DELETE FROM known_entries WHERE id = ?');
  const knownEntriesReady = (): void => {
    if (getMeta.get('known_entries') === undefined) db.exec(FILL_KNOWN_ENTRIES);
  };

  const putOne = (path: string, reads: readonly string[]): void => {
    insertPage.run(path);
    deleteReads.run(path);
    for (const read of reads) insertRead.run(read, path);
  };
  const inTransaction = (work: () => void): void => {
    db.exec('BEGIN');
    try {
      work();
      db.exec('COMMIT');
    } catch (error) {
      db.exec('ROLLBACK');
      throw error;
    }
  };

  return {
    paths: () => new Set(allPages.all().map((row) => String(row.path))),
    pagesReading(reads) {
      const found = new Set<string>();
      for (const read of reads) for (const row of readers.all(read)) found.add(String(row.path));
      return found;
    },
    readsStartingWith: (prefix) => readsInRange.all(prefix, `${prefix}\uffff`).map((row) => ({ path: String(row.path), read: String(row.read) })),
    isKnownEntry: (entryId) => {
      knownEntriesReady();
      return knownEntry.get(entryId) !== undefined;
    },
    setEntryKnown: (entryId, known) => {
      knownEntriesReady();
      (known ? insertKnown : deleteKnown).run(entryId);
    },
    put: (path, reads) => {
      inTransaction(() => {
        putOne(path, reads);
      });
    },
    putAll: (pages) => {
      const all = [...pages];
      if (anyPage.get() !== undefined) {
        inTransaction(() => {
          for (const [path, reads] of all) putOne(path, reads);
        });
        return;
      }
      // A new index (the build's): the reads staged as they come, then written in key order by SQLite's sorter,
      // and the by-path index made once at the end. Row by row, in the build's page order, the 1.5 million reads
      // of the full volume took 19 s; this way 8 s.
      inTransaction(() => {
        db.exec('DROP INDEX page_reads_by_path; CREATE TEMP TABLE staged_reads (read TEXT NOT NULL, path TEXT NOT NULL)');
        const stage = db.prepare('INSERT INTO staged_reads (read, path) SELECT value, ? FROM json_each(?)');
        for (const [path, reads] of all) {
          insertPage.run(path);
          stage.run(path, JSON.stringify(reads));
        }
        db.exec(`INSERT INTO page_reads (read, path) SELECT read, path FROM staged_reads WHERE true ORDER BY read, path ON CONFLICT DO NOTHING;
          DROP TABLE staged_reads; CREATE INDEX page_reads_by_path ON page_reads (path)`);
        db.exec(FILL_KNOWN_ENTRIES);
      });
    },
    remove: (path) => {
      inTransaction(() => {
        deleteReads.run(path);
        deletePage.run(path);
      });
    },
    pending: () => new Set(allPending.all().map((row) => String(row.path))),
    setPending: (paths) => {
      inTransaction(() => {
        clearPending.run();
        for (const path of paths) insertPending.run(path);
      });
    },
    applied: () => {
      const seq = getMeta.get('applied_seq')?.value;
      return seq === undefined ? undefined : { seq: Number(seq), at: Number(getMeta.get('applied_at')?.value ?? 0) };
    },
    setApplied: (seq, at) => {
      setMeta.run('applied_seq', String(seq));
      setMeta.run('applied_at', String(at));
    },
    builtAt: () => Number(getMeta.get('built_at')?.value ?? 0),
    setBuiltAt: (at) => {
      setMeta.run('built_at', String(at));
    },
    close: () => {
      db.close();
    },
  };
}
