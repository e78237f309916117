/**
 * Versioned schema of the event store, the same SQL for SQLite and PostgreSQL (a statement
 * names each dialect's own only where no one statement serves both: see `Statement`). Applied in
 * order at start; each version once (table `schema_migrations`). Never edit a released version:
 * add the next one.
 *
 * - `views`: one row per browsing session and item (the primary key makes a repeat a no-op).
 * - `item_view_days`: views per item and day (UTC day number), for `/trending`.
 * - `item_view_totals`: all-time views per item, for the item page.
 * - `votes`: one row per idea and user (primary key: one vote per idea per user).
 * - `publications` (v2): the shared log of content publications, `seq` assigned by the database
 *   and never reused; appending prunes entries older than 30 days.
 * - `node_publication_status` (v2): one row per portal node, what its publisher last did.
 * - `leases`, `sitemap_sources`, `sitemap_files` (v3): the sitemap files every node serves, written by one node at
 *   a time under a lease (./sitemap-files.ts, src/lib/sitemaps/).
 */
export interface Migration {
  readonly version: number;
  readonly name: string;
  readonly statements: readonly Statement[];
}

/** The SQL dialects of the two backends. */
export type Dialect = 'sqlite' | 'postgres';

/**
 * One migration statement: the same SQL for both backends (the rule), or, where no one statement
 * serves both (an auto-incrementing key), each dialect's own.
 */
export type Statement = string | Readonly<Record<Dialect, string>>;

/** The SQL of a statement in one dialect. */
export function sqlFor(statement: Statement, dialect: Dialect): string {
  return typeof statement === 'string' ? statement : statement[dialect];
}

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'views and votes',
    statements: [
      `CREATE TABLE views (
        item_id TEXT NOT NULL,
        session_id TEXT NOT NULL,
        viewed_at BIGINT NOT NULL,
        PRIMARY KEY (item_id, session_id)
      )`,
      `CREATE TABLE item_view_days (
        item_id TEXT NOT NULL,
        day INTEGER NOT NULL,
        views INTEGER NOT NULL,
        PRIMARY KEY (item_id, day)
      )`,
      'CREATE INDEX item_view_days_by_day ON item_view_days (day, item_id, views)',
      `CREATE TABLE item_view_totals (
        item_id TEXT PRIMARY KEY,
        views INTEGER NOT NULL
      )`,
      `CREATE TABLE votes (
        idea_id TEXT NOT NULL,
        user_id TEXT NOT NULL,
        voted_at BIGINT NOT NULL,
        PRIMARY KEY (idea_id, user_id)
      )`,
      'CREATE INDEX votes_by_user ON votes (user_id)',
    ],
  },
  {
    version: 2,
    name: 'publication log and node publication status',
    statements: [
      {
        sqlite: `CREATE TABLE publications (
          seq INTEGER PRIMARY KEY AUTOINCREMENT,
          entry_id TEXT NOT NULL,
          content_type TEXT NOT NULL,
          identifier TEXT,
          action TEXT NOT NULL CHECK (action IN ('publish', 'unpublish')),
          appended_at BIGINT NOT NULL
        )`,
        postgres: `CREATE TABLE publications (
          seq BIGSERIAL PRIMARY KEY,
          entry_id TEXT NOT NULL,
          content_type TEXT NOT NULL,
          identifier TEXT,
          action TEXT NOT NULL CHECK (action IN ('publish', 'unpublish')),
          appended_at BIGINT NOT NULL
        )`,
      },
      'CREATE INDEX publications_by_appended_at ON publications (appended_at)',
      `CREATE TABLE node_publication_status (
        node_id TEXT PRIMARY KEY,
        build TEXT NOT NULL,
        applied_seq BIGINT NOT NULL,
        state TEXT NOT NULL CHECK (state IN ('idle', 'publishing', 'failed')),
        last_entry TEXT,
        started_at BIGINT,
        finished_at BIGINT,
        duration_ms BIGINT,
        pages_rendered INTEGER NOT NULL,
        pages_removed INTEGER NOT NULL,
        failure_entry TEXT,
        failure_message TEXT,
        failure_at BIGINT,
        updated_at BIGINT NOT NULL
      )`,
    ],
  },
  {
    version: 3,
    name: 'sitemap files and leases',
    statements: [
      `CREATE TABLE leases (
        name TEXT PRIMARY KEY,
        holder TEXT NOT NULL,
        expires_at BIGINT NOT NULL
      )`,
      `CREATE TABLE sitemap_sources (
        source TEXT PRIMARY KEY,
        generation BIGINT NOT NULL,
        files INTEGER NOT NULL,
        urls BIGINT NOT NULL,
        started_at BIGINT NOT NULL,
        completed_at BIGINT NOT NULL
      )`,
      {
        sqlite: `CREATE TABLE sitemap_files (
          source TEXT NOT NULL,
          generation BIGINT NOT NULL,
          page INTEGER NOT NULL,
          urls INTEGER NOT NULL,
          bytes INTEGER NOT NULL,
          digest TEXT NOT NULL,
          changed_at BIGINT NOT NULL,
          body BLOB NOT NULL,
          PRIMARY KEY (source, generation, page)
        )`,
        postgres: `CREATE TABLE sitemap_files (
          source TEXT NOT NULL,
          generation BIGINT NOT NULL,
          page INTEGER NOT NULL,
          urls INTEGER NOT NULL,
          bytes INTEGER NOT NULL,
          digest TEXT NOT NULL,
          changed_at BIGINT NOT NULL,
          body BYTEA NOT NULL,
          PRIMARY KEY (source, generation, page)
        )`,
      },
    ],
  },
];

export const MIGRATIONS_TABLE = `CREATE TABLE IF NOT EXISTS schema_migrations (
  version INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  applied_at BIGINT NOT NULL
)`;
