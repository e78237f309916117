/**
 * Versioned schema of the event store, the same SQL for SQLite and PostgreSQL. Applied in
 * order at start; each version once (table `schema_migrations`). Never edit a released version:
 * add the next one.
 *
 * - `views`: one row per browsing session and item (the primary key makes a repeat a no-op).
 * - `item_view_days`: views per item and day (UTC day number), for `/trending`.
 * - `item_view_totals`: all-time views per item, for the item page.
 * - `votes`: one row per idea and user (primary key: one vote per idea per user).
 */
export interface Migration {
  readonly version: number;
  readonly name: string;
  readonly statements: readonly string[];
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
];

export const MIGRATIONS_TABLE = `CREATE TABLE IF NOT EXISTS schema_migrations (
  version INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  applied_at BIGINT NOT NULL
)`;
