import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { badRequest, notFound } from '../http/errors.ts';
import { sendBuffer } from '../http/respond.ts';
import type { Handler } from '../http/router.ts';
import type { ContentStore } from './store.ts';

/** Output formats of the images API (`fm`), with their media types. */
const FORMATS = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp', avif: 'image/avif' } as const;
type Format = keyof typeof FORMATS;
/** Largest width or height the images API produces, as Contentful's. */
const MAX_SIDE = 4000;
/** Transformed images kept in memory (least recently used first out). */
const MAX_TRANSFORMED = 400;

interface Transform {
  readonly w: number | undefined;
  readonly h: number | undefined;
  readonly fm: Format | undefined;
  readonly q: number | undefined;
}

function integer(query: URLSearchParams, name: string, min: number, max: number): number | undefined {
  const raw = query.get(name);
  if (raw === null) return undefined;
  const value = Number(raw);
  if (!/^[0-9]+$/.test(raw) || value < min || value > max) throw badRequest(`Invalid value for parameter '${name}': expected an integer from ${String(min)} to ${String(max)}`);
  return value;
}

/** The transform the query asks for (Contentful's Images API parameters `w`, `h`, `fm`, `q`). */
export function parseTransform(query: URLSearchParams): Transform {
  const fm = query.get('fm');
  if (fm !== null && !(fm in FORMATS)) throw badRequest(`Invalid value for parameter 'fm': expected one of ${Object.keys(FORMATS).join(', ')}`);
  return {
    w: integer(query, 'w', 1, MAX_SIDE),
    h: integer(query, 'h', 1, MAX_SIDE),
    fm: fm === null ? undefined : (fm as Format),
    q: integer(query, 'q', 1, 100),
  };
}

async function transform(original: Buffer, t: Transform, mime: string): Promise<{ data: Buffer; type: string }> {
  let image = sharp(original).rotate();
  // Within the box, never enlarged (the API does not upscale).
  if (t.w !== undefined || t.h !== undefined) image = image.resize({ width: t.w, height: t.h, fit: 'inside', withoutEnlargement: true });
  const format = t.fm ?? (mime === 'image/png' ? 'png' : mime === 'image/webp' ? 'webp' : 'jpg');
  const quality = t.q;
  if (format === 'webp') image = image.webp({ quality: quality ?? 80 });
  else if (format === 'avif') image = image.avif({ quality: quality ?? 50 });
  else if (format === 'png') image = image.png();
  else image = image.jpeg({ quality: quality ?? 80, progressive: true, mozjpeg: true });
  return { data: await image.toBuffer(), type: FORMATS[format] };
}

/**
 * `GET /content/assets/{id}/{fileName}`: the image bytes of an asset (public, like Contentful's
 * images.ctfassets.net). Files come from the seed image folder; they never change under one URL.
 * The Images API parameters resize (`w`, `h`, within the original's size), convert (`fm`: jpg, png,
 * webp, avif) and set the quality (`q`); invalid values answer 400, as Contentful does.
 */
export function contentAssetHandler(store: ContentStore, imagesDir: string): Handler {
  const originals = new Map<string, Buffer>();
  const transformed = new Map<string, Promise<{ data: Buffer; type: string }>>();
  return async ({ res, params, query }) => {
    const asset = store.assets().get(params.id ?? '');
    if (asset === undefined || asset.fileName !== params.fileName) throw notFound(`No content asset ${params.id ?? ''}/${params.fileName ?? ''}`);
    let original = originals.get(asset.id);
    if (original === undefined) {
      original = readFileSync(join(imagesDir, asset.file));
      originals.set(asset.id, original);
    }
    const t = parseTransform(query);
    const headers = { 'cache-control': 'public, max-age=86400' };
    if (t.w === undefined && t.h === undefined && t.fm === undefined && t.q === undefined) {
      sendBuffer(res, 200, original, asset.mime, headers);
      return;
    }
    const key = `${asset.id}|${String(t.w)}|${String(t.h)}|${String(t.fm)}|${String(t.q)}`;
    let result = transformed.get(key);
    if (result === undefined) {
      result = transform(original, t, asset.mime);
      transformed.set(key, result);
      result.catch(() => transformed.delete(key));
      if (transformed.size > MAX_TRANSFORMED) {
        const oldest = transformed.keys().next().value;
        if (oldest !== undefined) transformed.delete(oldest);
      }
    } else {
      transformed.delete(key);
      transformed.set(key, result);
    }
    const { data, type } = await result;
    sendBuffer(res, 200, data, type, headers);
  };
}
