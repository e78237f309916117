import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';

export interface MediaFile {
  readonly hash: string;
  readonly url: string;
  readonly recordId: string;
  /** Absolute path of the 400 px preview. */
  readonly previewPath: string;
  /** Absolute path of the largest local file (the full image when present, else the preview). */
  readonly bestPath: string;
  readonly hasFull: boolean;
  readonly mime: string;
  readonly width: number;
  readonly height: number;
}

/** Looks up a media file by the md5 hash of its URL. */
export function findMedia(db: DatabaseSync, seedDir: string, hash: string): MediaFile | undefined {
  if (!/^[0-9a-f]{32}$/.test(hash)) return undefined;
  const row = db.prepare('SELECT hash, url, record_id, preview_file, full_file, mime, width, height FROM media WHERE hash = ?').get(hash);
  if (row === undefined) return undefined;
  const images = join(seedDir, 'images');
  const previewPath = join(images, String(row.preview_file));
  const full = row.full_file;
  return {
    hash,
    url: String(row.url),
    recordId: String(row.record_id),
    previewPath,
    bestPath: typeof full === 'string' ? join(images, full) : previewPath,
    hasFull: typeof full === 'string',
    mime: String(row.mime),
    width: Number(row.width),
    height: Number(row.height),
  };
}

/** Media of one record, in stored order. */
export function mediaOfRecord(db: DatabaseSync, seedDir: string, recordId: string): MediaFile[] {
  return db
    .prepare('SELECT hash FROM media WHERE record_id = ? ORDER BY rowid')
    .all(recordId)
    .map((row) => findMedia(db, seedDir, String(row.hash)))
    .filter((media): media is MediaFile => media !== undefined);
}
