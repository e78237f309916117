import type { DatabaseSync, StatementSync } from 'node:sqlite';
import { transaction } from '../store/db.ts';

/** Field values by field name, then by locale: `{ name: { 'en-GB': 'Monet', 'de-DE': … } }` (Contentful's CMA shape). */
export type Fields = Record<string, Record<string, unknown>>;

export interface EntrySys {
  readonly id: string;
  readonly contentType: string;
  readonly version: number;
  readonly publishedVersion: number | null;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly publishedAt: string | null;
  readonly firstPublishedAt: string | null;
}

/** One entry as one audience sees it: the published fields (delivery) or the latest draft (preview). */
export interface EntryView {
  readonly sys: EntrySys;
  readonly seq: number;
  readonly fields: Fields;
}

/** Everything the management API shows of an entry. */
export interface StoredEntry {
  readonly sys: EntrySys;
  readonly status: 'draft' | 'published' | 'changed';
  readonly draft: Fields;
  readonly published: Fields | null;
}

export interface AssetRecord {
  readonly id: string;
  /** Path of the image file relative to the seed image folder. */
  readonly file: string;
  readonly fileName: string;
  readonly mime: string;
  readonly width: number;
  readonly height: number;
  readonly size: number;
  readonly fields: Fields;
  readonly createdAt: string;
  readonly publishedAt: string;
}

/** Entries of one audience, indexed by id and by content type (in creation order). */
export interface ContentSnapshot {
  readonly byId: ReadonlyMap<string, EntryView>;
  readonly byType: ReadonlyMap<string, readonly EntryView[]>;
}

interface EntryRow {
  id: string;
  content_type: string;
  seq: number;
  draft_fields: string;
  version: number;
  published_fields: string | null;
  published_version: number | null;
  created_at: string;
  updated_at: string;
  published_at: string | null;
  first_published_at: string | null;
}

/**
 * Entries (draft and published versions) and assets in the services' SQLite store. Reads come from an
 * in-memory snapshot rebuilt after every write: the whole editorial layer is a few hundred rows, and a page
 * query then never touches SQLite (the 10 ms p95 budget of the build).
 */
export class ContentStore {
  readonly #db: DatabaseSync;
  #delivery: ContentSnapshot | undefined;
  #preview: ContentSnapshot | undefined;
  #assets: ReadonlyMap<string, AssetRecord> | undefined;

  /** Prepared statements by SQL text: compiling one costs more than running it (15,000 entries of data:content). */
  readonly #statements = new Map<string, StatementSync>();

  constructor(db: DatabaseSync) {
    this.#db = db;
  }

  #prepare(sql: string): StatementSync {
    let statement = this.#statements.get(sql);
    if (statement === undefined) {
      statement = this.#db.prepare(sql);
      this.#statements.set(sql, statement);
    }
    return statement;
  }

  snapshot(preview: boolean): ContentSnapshot {
    if (this.#delivery === undefined || this.#preview === undefined) this.#load();
    const view = preview ? this.#preview : this.#delivery;
    if (view === undefined) throw new Error('content snapshot failed to load');
    return view;
  }

  assets(): ReadonlyMap<string, AssetRecord> {
    if (this.#assets === undefined) {
      const rows = this.#db.prepare('SELECT * FROM content_assets').all() as unknown as {
        id: string; file: string; file_name: string; mime: string; width: number; height: number; size: number; fields: string; created_at: string; published_at: string;
      }[];
      this.#assets = new Map(rows.map((row) => [row.id, {
        id: row.id, file: row.file, fileName: row.file_name, mime: row.mime, width: row.width, height: row.height, size: row.size,
        fields: JSON.parse(row.fields) as Fields, createdAt: row.created_at, publishedAt: row.published_at,
      }]));
    }
    return this.#assets;
  }

  #load(): void {
    const rows = this.#db.prepare('SELECT * FROM content_entries ORDER BY seq').all() as unknown as EntryRow[];
    const delivery = new Map<string, EntryView>();
    const preview = new Map<string, EntryView>();
    for (const row of rows) {
      const sys = sysOf(row);
      preview.set(row.id, { sys, seq: row.seq, fields: JSON.parse(row.draft_fields) as Fields });
      if (row.published_fields !== null) delivery.set(row.id, { sys, seq: row.seq, fields: JSON.parse(row.published_fields) as Fields });
    }
    this.#delivery = indexSnapshot(delivery);
    this.#preview = indexSnapshot(preview);
  }

  #invalidate(): void {
    this.#delivery = undefined;
    this.#preview = undefined;
  }

  list(contentType?: string): StoredEntry[] {
    const rows = (contentType === undefined
      ? this.#prepare('SELECT * FROM content_entries ORDER BY seq').all()
      : this.#prepare('SELECT * FROM content_entries WHERE content_type = ? ORDER BY seq').all(contentType)) as unknown as EntryRow[];
    return rows.map(storedOf);
  }

  get(id: string): StoredEntry | undefined {
    const row = this.#prepare('SELECT * FROM content_entries WHERE id = ?').get(id) as EntryRow | undefined;
    return row === undefined ? undefined : storedOf(row);
  }

  /** Creates an entry or replaces its draft fields; bumps the version. */
  saveDraft(id: string, contentType: string, fields: Fields, now = new Date().toISOString()): StoredEntry {
    const existing = this.get(id);
    if (existing === undefined) {
      const seq = (this.#prepare('SELECT COALESCE(MAX(seq), 0) + 1 AS next FROM content_entries').get() as { next: number }).next;
      this.#prepare(`INSERT INTO content_entries (id, content_type, seq, draft_fields, version, created_at, updated_at, origin)
        VALUES (?, ?, ?, ?, 1, ?, ?, 'editor')`).run(id, contentType, seq, JSON.stringify(fields), now, now);
    } else {
      this.#prepare(`UPDATE content_entries SET draft_fields = ?, version = version + 1, updated_at = ?, origin = 'editor' WHERE id = ?`)
        .run(JSON.stringify(fields), now, id);
    }
    this.#invalidate();
    return this.#mustGet(id);
  }

  /** Copies the draft to the published version. */
  publish(id: string, now = new Date().toISOString()): StoredEntry {
    this.#prepare(`UPDATE content_entries SET published_fields = draft_fields, published_version = version, published_at = ?,
      first_published_at = COALESCE(first_published_at, ?) WHERE id = ?`).run(now, now, id);
    this.#invalidate();
    return this.#mustGet(id);
  }

  /** Removes the published version (the draft stays). */
  unpublish(id: string): StoredEntry {
    this.#prepare('UPDATE content_entries SET published_fields = NULL, published_version = NULL, published_at = NULL WHERE id = ?').run(id);
    this.#invalidate();
    return this.#mustGet(id);
  }

  /**
   * Loads seed entries and assets in one transaction: absent entries are inserted published, entries still as
   * the seed left them are replaced, entries an editor touched are kept.
   */
  loadSeed(entries: readonly SeedRow[], assets: readonly AssetRecord[]): void {
    transaction(this.#db, () => {
      this.putAssets(assets);
      const origin = this.#db.prepare('SELECT origin FROM content_entries WHERE id = ?');
      const remove = this.#db.prepare('DELETE FROM content_entries WHERE id = ?');
      const insert = this.#db.prepare(`INSERT INTO content_entries (id, content_type, seq, draft_fields, version, published_fields, published_version,
        created_at, updated_at, published_at, first_published_at, origin) VALUES (?, ?, ?, ?, 1, ?, 1, ?, ?, ?, ?, 'seed')`);
      let seq = (this.#db.prepare('SELECT COALESCE(MAX(seq), 0) AS last FROM content_entries').get() as { last: number }).last;
      for (const entry of entries) {
        const row = origin.get(entry.id) as { origin: string } | undefined;
        if (row !== undefined && row.origin !== 'seed') continue;
        if (row !== undefined) remove.run(entry.id);
        seq += 1;
        const json = JSON.stringify(entry.fields);
        insert.run(entry.id, entry.contentType, seq, json, json, entry.publishedAt, entry.publishedAt, entry.publishedAt, entry.publishedAt);
      }
    });
    this.#invalidate();
    this.#assets = undefined;
  }

  /**
   * Creates or updates assets (published at once; an asset's file never changes under its id). Runs in the
   * caller's transaction.
   */
  putAssets(assets: readonly AssetRecord[]): void {
    const insertAsset = this.#db.prepare(`INSERT INTO content_assets (id, file, file_name, mime, width, height, size, fields, created_at, published_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (id) DO UPDATE SET file = excluded.file, file_name = excluded.file_name, mime = excluded.mime,
      width = excluded.width, height = excluded.height, size = excluded.size, fields = excluded.fields`);
    for (const item of assets) {
      insertAsset.run(item.id, item.file, item.fileName, item.mime, item.width, item.height, item.size, JSON.stringify(item.fields), item.createdAt, item.publishedAt);
    }
    this.#assets = undefined;
  }

  #mustGet(id: string): StoredEntry {
    const entry = this.get(id);
    if (entry === undefined) throw new Error(`content entry ${id} vanished`);
    return entry;
  }
}

export interface SeedRow {
  readonly id: string;
  readonly contentType: string;
  readonly fields: Fields;
  readonly publishedAt: string;
}

function sysOf(row: EntryRow): EntrySys {
  return {
    id: row.id,
    contentType: row.content_type,
    version: row.version,
    publishedVersion: row.published_version,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    publishedAt: row.published_at,
    firstPublishedAt: row.first_published_at,
  };
}

function storedOf(row: EntryRow): StoredEntry {
  const published = row.published_fields === null ? null : (JSON.parse(row.published_fields) as Fields);
  const status = published === null ? 'draft' : row.published_version === row.version ? 'published' : 'changed';
  return { sys: sysOf(row), status, draft: JSON.parse(row.draft_fields) as Fields, published };
}

function indexSnapshot(byId: Map<string, EntryView>): ContentSnapshot {
  const byType = new Map<string, EntryView[]>();
  for (const view of byId.values()) {
    const list = byType.get(view.sys.contentType);
    if (list === undefined) byType.set(view.sys.contentType, [view]);
    else list.push(view);
  }
  return { byId, byType };
}
