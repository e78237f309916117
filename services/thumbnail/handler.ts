import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import sharp from 'sharp';
import { notFound } from '../http/errors.ts';
import { sendBuffer } from '../http/respond.ts';
import type { RequestContext } from '../http/router.ts';
import { findMedia } from '../media/files.ts';

export const THUMBNAIL_SIZES = [200, 400] as const;
const MAX_CACHED = 2000;

/**
 * Thumbnail API v3: JPEG thumbnails 200 or 400 px wide, produced from the local previews with sharp and cached
 * in memory and under `<dataDir>/thumbnails` (so a restart is warm too).
 */
export class ThumbnailService {
  readonly #db: DatabaseSync;
  readonly #seedDir: string;
  readonly #cacheDir: string;
  readonly #memory = new Map<string, Buffer>();

  constructor(db: DatabaseSync, seedDir: string, dataDir: string) {
    this.#db = db;
    this.#seedDir = seedDir;
    this.#cacheDir = join(dataDir, 'thumbnails');
  }

  async get(size: number, hash: string, origin?: string): Promise<Buffer | undefined> {
    const key = `${size}/${hash}`;
    const cached = this.#memory.get(key);
    if (cached !== undefined) return cached;
    const media = findMedia(this.#db, this.#seedDir, hash, origin);
    // A sound recording or a 3D model has no picture: no thumbnail, as upstream (the portal shows the type's icon).
    if (media?.previewPath === undefined) return undefined;
    const previewPath = media.previewPath;
    const file = join(this.#cacheDir, String(size), `${hash}.jpg`);
    let data: Buffer;
    try {
      data = await readFile(file);
    } catch {
      data = await sharp(previewPath)
        .resize({ width: size, withoutEnlargement: true })
        .jpeg({ quality: 80, progressive: true, mozjpeg: true })
        .toBuffer();
      await mkdir(join(this.#cacheDir, String(size)), { recursive: true });
      await writeFile(file, data);
    }
    if (this.#memory.size >= MAX_CACHED) {
      const oldest = this.#memory.keys().next().value;
      if (oldest !== undefined) this.#memory.delete(oldest);
    }
    this.#memory.set(key, data);
    return data;
  }
}

/** `GET /thumbnail/v3/{200|400}/{md5 of media URL}[.jpg]` — no API key, like upstream. */
export function thumbnailHandler(service: ThumbnailService): (ctx: RequestContext) => Promise<void> {
  return async ({ res, params, origin }) => {
    const size = Number(params.size);
    const hash = (params.hash ?? '').replace(/\.jpg$/, '').toLowerCase();
    if (!THUMBNAIL_SIZES.some((allowed) => allowed === size)) throw notFound(`Unsupported thumbnail size '${params.size ?? ''}': use 200 or 400`);
    const data = await service.get(size, hash, origin);
    if (data === undefined) throw notFound(`No thumbnail for ${hash}`);
    // Any origin, as upstream: a film's poster loads with CORS when the player fetches its captions cross-origin.
    sendBuffer(res, 200, data, 'image/jpeg', { 'cache-control': 'public, max-age=86400', etag: `"${size}-${hash}"`, 'access-control-allow-origin': '*' });
  };
}
