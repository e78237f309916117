/**
 * Sending a media file of the seed (an image's full file, a sound, a film, a 3D model, captions) with `send`:
 * byte ranges (players seek and Chromium asks for `Range: bytes=0-` before it plays), ETag and Last-Modified,
 * HEAD. The type is the media table's, not guessed from the name.
 */
import { existsSync, readdirSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { basename, dirname, extname, join } from 'node:path';
import send from 'send';
import { HttpError } from '../http/errors.ts';

const EXTENSIONS: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg', 'image/png': 'png', 'audio/ogg': 'ogg', 'audio/mpeg': 'mp3', 'audio/wav': 'wav', 'video/webm': 'webm',
  'video/mp4': 'mp4', 'model/gltf-binary': 'glb', 'model/gltf+json': 'gltf',
};

/**
 * Sends `path` as `type`; `attachment` names the download (`{name}.{extension of the type}`). Resolves when the
 * answer is sent; a file that cannot be read becomes a 404 (before any header) or a dropped connection.
 */
export function sendMediaFile(req: IncomingMessage, res: ServerResponse, path: string, type: string, options: { attachment?: string } = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    send(req, basename(path), { root: dirname(path), index: false, dotfiles: 'deny', cacheControl: false, etag: true, lastModified: true, acceptRanges: true })
      .on('headers', (out: ServerResponse) => {
        out.setHeader('content-type', type);
        out.setHeader('cache-control', 'public, max-age=86400');
        if (options.attachment !== undefined) {
          const extension = EXTENSIONS[type.split(';')[0] ?? ''] ?? 'bin';
          out.setHeader('content-disposition', `attachment; filename="${options.attachment}.${extension}"`);
        }
      })
      .on('error', (error: { status?: number }) => {
        if (res.headersSent) {
          res.destroy();
          resolve();
        } else reject(new HttpError(error.status === 416 ? 416 : 404, error.status === 416 ? 'Range not satisfiable' : 'Media file not found'));
      })
      .on('end', () => resolve())
      .pipe(res);
    res.on('close', () => resolve());
  });
}

export interface Caption {
  readonly lang: string;
  /** The language's name in itself, for the player's captions menu. */
  readonly label: string;
  readonly path: string;
}

const LABELS: Readonly<Record<string, string>> = { en: 'English', de: 'Deutsch', fr: 'Français', nl: 'Nederlands', it: 'Italiano', es: 'Español', pl: 'Polski', sk: 'Slovenčina' };

/**
 * Captions of a film: WebVTT files beside it named `{film name}.{language}.vtt`, in language order.
 * @example captionsOf('/seed/media/film/mandelbrot.webm') // [{ lang: 'de', … }, { lang: 'en', … }]
 */
export function captionsOf(filmPath: string | undefined): Caption[] {
  if (filmPath === undefined || !existsSync(filmPath)) return [];
  const folder = dirname(filmPath);
  const stem = basename(filmPath, extname(filmPath));
  const pattern = new RegExp(`^${stem.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.([a-z]{2})\\.vtt$`);
  return readdirSync(folder)
    .map((name) => pattern.exec(name)?.[1])
    .filter((lang): lang is string => lang !== undefined)
    .sort()
    .map((lang) => ({ lang, label: LABELS[lang] ?? lang, path: join(folder, `${stem}.${lang}.vtt`) }));
}
