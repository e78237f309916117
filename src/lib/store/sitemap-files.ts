/**
 * The sitemap files every node serves and the leases that let one node at a time write them (issue 20, item 1;
 * src/lib/sitemaps/): their types, and the SQL both backends share (`?` or `$1`… placeholders, as
 * `upsertNodeStatusSql` in ./types.ts). Tables of migration 3 (./migrations.ts):
 *
 * - `sitemap_files`: one finished sitemap file (its XML, gzip-compressed) per source, generation and page. A
 *   refresh writes a new generation beside the one served and makes it current when its walk is complete.
 * - `sitemap_sources`: the current generation of each source, with its size and when it was walked.
 * - `leases`: a named lease held by one holder until it expires (taken again, renewed, by the same holder).
 */

/** A finished sitemap file as a refresher writes it. */
export interface NewSitemapFile {
  /** The source it lists (`editorial`, `items`, …). */
  readonly source: string;
  /** The refresh that wrote it (ms since the epoch when it started; unique per source). */
  readonly generation: number;
  /** Its number within the source, from 1. */
  readonly page: number;
  readonly urls: number;
  /** Its XML's size uncompressed, in bytes. */
  readonly bytes: number;
  /** A hash of its XML: a file whose digest is the previous generation's keeps that one's `changedAt`. */
  readonly digest: string;
  /** Its XML, gzip-compressed. */
  readonly body: Uint8Array;
}

/** A file of a current generation, as the sitemap index lists it. */
export interface SitemapFileInfo {
  readonly source: string;
  readonly page: number;
  readonly urls: number;
  readonly bytes: number;
  readonly digest: string;
  /** When its content last changed (ms since the epoch): the index's `lastmod`. */
  readonly changedAt: number;
}

/** A file of a current generation with its body (gzip). */
export interface StoredSitemapFile extends SitemapFileInfo {
  readonly generation: number;
  readonly body: Buffer;
}

/** A source's current generation: what the index lists of it. */
export interface SitemapGeneration {
  readonly source: string;
  readonly generation: number;
  readonly files: number;
  readonly urls: number;
  /** When its walk started and ended (ms since the epoch). */
  readonly startedAt: number;
  readonly completedAt: number;
}

/** Who holds a lease: the lease's name and its holder (a node and process). */
export interface LeaseHolder {
  readonly name: string;
  readonly holder: string;
}

/** The store's part for sitemaps (./types.ts `EventStore` has it). */
export interface SitemapFileStore {
  /**
   * Takes the lease `name` for `holder` until `ttlMs` from now, or renews it when `holder` has it; answers whether
   * `holder` has it now. Nobody else gets it until it expires or is released.
   */
  acquireLease(name: string, holder: string, ttlMs: number): Promise<boolean>;
  /** Gives a lease back (nothing when `holder` does not have it). */
  releaseLease(name: string, holder: string): Promise<void>;
  /** Removes the files of every generation of `source` but the current one (what an abandoned walk left). */
  pruneSitemapFiles(source: string): Promise<void>;
  /** Stores a file of a generation being written (replaces one of the same page). */
  putSitemapFile(file: NewSitemapFile): Promise<void>;
  /**
   * Makes a written generation current and removes the other generations' files, in one transaction, if `lease`
   * is still held; answers whether it did (a walk that lost its lease, stalled past it, must not replace a newer one).
   */
  completeSitemapGeneration(generation: SitemapGeneration, lease: LeaseHolder): Promise<boolean>;
  /** The current generation of every source that has one, by source. */
  sitemapGenerations(): Promise<SitemapGeneration[]>;
  /** The files of the current generations, by source and page (without bodies). */
  sitemapFiles(): Promise<SitemapFileInfo[]>;
  /** One file of a source's current generation, with its body; undefined when there is none. */
  sitemapFile(source: string, page: number): Promise<StoredSitemapFile | undefined>;
}

type Placeholder = (index: number) => string;

/** Takes or renews a lease: $1 name, $2 holder, $3 expires at, $4 now. Answers a row when the holder has it. */
export const acquireLeaseSql = (p: Placeholder): string =>
  `INSERT INTO leases (name, holder, expires_at) VALUES (${p(1)}, ${p(2)}, ${p(3)})
   ON CONFLICT (name) DO UPDATE SET holder = excluded.holder, expires_at = excluded.expires_at
   WHERE leases.holder = excluded.holder OR leases.expires_at <= ${p(4)}
   RETURNING holder`;

/** Whether a lease is held: $1 name, $2 holder, $3 now. */
export const leaseHeldSql = (p: Placeholder): string => `SELECT 1 AS held FROM leases WHERE name = ${p(1)} AND holder = ${p(2)} AND expires_at > ${p(3)}`;

/**
 * Stores a file: $1 source, $2 generation, $3 page, $4 urls, $5 bytes, $6 digest, $7 body, $8 now. Its `changed_at`
 * is the current generation's for the same page when the digest is the same, else now.
 */
export const putSitemapFileSql = (p: Placeholder): string =>
  `INSERT INTO sitemap_files (source, generation, page, urls, bytes, digest, body, changed_at)
   VALUES (${p(1)}, ${p(2)}, ${p(3)}, ${p(4)}, ${p(5)}, ${p(6)}, ${p(7)}, COALESCE((
     SELECT f.changed_at FROM sitemap_files f JOIN sitemap_sources s ON s.source = f.source AND s.generation = f.generation
     WHERE f.source = ${p(1)} AND f.page = ${p(3)} AND f.digest = ${p(6)}), ${p(8)}))
   ON CONFLICT (source, generation, page) DO UPDATE SET urls = excluded.urls, bytes = excluded.bytes, digest = excluded.digest,
     body = excluded.body, changed_at = excluded.changed_at`;

/** Makes a generation current: $1 source, $2 generation, $3 files, $4 urls, $5 started at, $6 completed at. */
export const upsertSitemapSourceSql = (p: Placeholder): string =>
  `INSERT INTO sitemap_sources (source, generation, files, urls, started_at, completed_at) VALUES (${p(1)}, ${p(2)}, ${p(3)}, ${p(4)}, ${p(5)}, ${p(6)})
   ON CONFLICT (source) DO UPDATE SET generation = excluded.generation, files = excluded.files, urls = excluded.urls,
     started_at = excluded.started_at, completed_at = excluded.completed_at`;

/** Removes the other generations' files of a source: $1 source, $2 the generation kept. */
export const deleteOtherGenerationsSql = (p: Placeholder): string => `DELETE FROM sitemap_files WHERE source = ${p(1)} AND generation <> ${p(2)}`;

/** The files of every other generation than the current one, of a source: $1 source. */
export const pruneSitemapFilesSql = (p: Placeholder): string =>
  `DELETE FROM sitemap_files WHERE source = ${p(1)} AND generation <> COALESCE((SELECT generation FROM sitemap_sources WHERE source = ${p(1)}), -1)`;

export const SITEMAP_GENERATIONS_SQL = 'SELECT source, generation, files, urls, started_at, completed_at FROM sitemap_sources ORDER BY source';

const FILE_COLUMNS = 'f.source, f.page, f.urls, f.bytes, f.digest, f.changed_at';

export const SITEMAP_FILES_SQL = `SELECT ${FILE_COLUMNS} FROM sitemap_files f
  JOIN sitemap_sources s ON s.source = f.source AND s.generation = f.generation ORDER BY f.source, f.page`;

/** One file of the current generation: $1 source, $2 page. */
export const sitemapFileSql = (p: Placeholder): string =>
  `SELECT ${FILE_COLUMNS}, f.generation, f.body FROM sitemap_files f
   JOIN sitemap_sources s ON s.source = f.source AND s.generation = f.generation WHERE f.source = ${p(1)} AND f.page = ${p(2)}`;

type Row = Readonly<Record<string, unknown>>;

/** A row of `sitemap_sources` (PostgreSQL answers BIGINT as a string). */
export function sitemapGenerationFromRow(row: Row): SitemapGeneration {
  return {
    source: String(row.source),
    generation: Number(row.generation),
    files: Number(row.files),
    urls: Number(row.urls),
    startedAt: Number(row.started_at),
    completedAt: Number(row.completed_at),
  };
}

export function sitemapFileInfoFromRow(row: Row): SitemapFileInfo {
  return {
    source: String(row.source),
    page: Number(row.page),
    urls: Number(row.urls),
    bytes: Number(row.bytes),
    digest: String(row.digest),
    changedAt: Number(row.changed_at),
  };
}

export function storedSitemapFileFromRow(row: Row): StoredSitemapFile {
  const body = row.body;
  return {
    ...sitemapFileInfoFromRow(row),
    generation: Number(row.generation),
    // node:sqlite answers a BLOB as a Uint8Array, pg a BYTEA as a Buffer.
    body: Buffer.isBuffer(body) ? body : body instanceof Uint8Array ? Buffer.from(body.buffer, body.byteOffset, body.byteLength) : Buffer.alloc(0),
  };
}
