import { createHash } from 'node:crypto';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { STREAM_HOST, withStreamHost } from './streams.ts';

/** What the media table holds of a file: an image (under `images/`) or a sound, video or 3D file (under `media/`). */
export interface MediaFile {
  readonly hash: string;
  readonly url: string;
  readonly recordId: string;
  /** Absolute path of the 400 px preview (an image, a film's poster frame); `undefined` when the media has none. */
  readonly previewPath: string | undefined;
  /** Absolute path of the file itself: an image's largest local file, else the sound, video or 3D file. */
  readonly bestPath: string | undefined;
  readonly hasFull: boolean;
  readonly mime: string;
  readonly width: number;
  readonly height: number;
  /** Seconds, for sound and video. */
  readonly duration: number | undefined;
}

/** Whether the media is an image (served by the IIIF Image API and as thumbnails of itself). */
export function isImage(media: MediaFile): boolean {
  return media.mime.startsWith('image/');
}

function optionalString(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * The stored hash of a streamed film asked for by the hash of its URL as the Record API answers it: with these
 * services' own origin in place of the seed's stream host (services/media/streams.ts). Few rows: looked through.
 */
function streamHash(db: DatabaseSync, hash: string, origin: string): string | undefined {
  const rows = db.prepare('SELECT hash, url FROM media WHERE url LIKE ?').all(`${STREAM_HOST}/%`);
  const row = rows.find((r) => createHash('md5').update(withStreamHost(String(r.url), origin)).digest('hex') === hash);
  return row === undefined ? undefined : String(row.hash);
}

/**
 * Looks up a media file by the md5 hash of its URL; with `origin` (the services' own, as a client reached them),
 * a streamed film is found by its URL as the Record API answers it too.
 */
export function findMedia(db: DatabaseSync, seedDir: string, hash: string, origin?: string): MediaFile | undefined {
  if (!/^[0-9a-f]{32}$/.test(hash)) return undefined;
  const select = db.prepare('SELECT hash, url, record_id, preview_file, full_file, mime, width, height, duration FROM media WHERE hash = ?');
  let row = select.get(hash);
  if (row === undefined && origin !== undefined) {
    const stored = streamHash(db, hash, origin);
    row = stored === undefined ? undefined : select.get(stored);
  }
  if (row === undefined) return undefined;
  const images = join(seedDir, 'images');
  const mime = String(row.mime);
  const preview = optionalString(row.preview_file);
  const full = optionalString(row.full_file);
  const previewPath = preview === undefined ? undefined : join(images, preview);
  const image = mime.startsWith('image/');
  return {
    hash,
    url: String(row.url),
    recordId: String(row.record_id),
    previewPath,
    bestPath: image ? (full === undefined ? previewPath : join(images, full)) : full === undefined ? undefined : join(seedDir, 'media', full),
    hasFull: full !== undefined,
    mime,
    width: Number(row.width),
    height: Number(row.height),
    duration: typeof row.duration === 'number' ? row.duration : undefined,
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
