import sharp from 'sharp';
import type { Sharp } from 'sharp';
import { badRequest } from '../http/errors.ts';

/** Largest output edge the Image API renders (guards memory). */
export const MAX_IMAGE_EDGE = 4000;

export interface ImageRequest {
  readonly region: string;
  readonly size: string;
  readonly rotation: string;
  readonly quality: string;
  readonly format: string;
}

const FORMATS: Readonly<Record<string, { mime: string; apply: (image: Sharp) => Sharp }>> = {
  jpg: { mime: 'image/jpeg', apply: (image) => image.jpeg({ quality: 80, progressive: true }) },
  png: { mime: 'image/png', apply: (image) => image.png() },
  webp: { mime: 'image/webp', apply: (image) => image.webp({ quality: 75 }) },
};

function numbers(text: string, count: number, what: string): number[] {
  const parts = text.split(',');
  if (parts.length !== count || parts.some((part) => !/^\d+(\.\d+)?$/.test(part))) throw badRequest(`Invalid IIIF ${what} '${text}'`);
  return parts.map(Number);
}

/** Region → pixel rectangle (IIIF Image API 3: full, square, x,y,w,h, pct:x,y,w,h). */
function region(value: string, width: number, height: number): { left: number; top: number; width: number; height: number } {
  if (value === 'full') return { left: 0, top: 0, width, height };
  if (value === 'square') {
    const side = Math.min(width, height);
    return { left: Math.floor((width - side) / 2), top: Math.floor((height - side) / 2), width: side, height: side };
  }
  const pct = value.startsWith('pct:');
  const [x = 0, y = 0, w = 0, h = 0] = numbers(pct ? value.slice(4) : value, 4, 'region');
  const rect = pct
    ? { left: Math.round((x * width) / 100), top: Math.round((y * height) / 100), width: Math.round((w * width) / 100), height: Math.round((h * height) / 100) }
    : { left: Math.round(x), top: Math.round(y), width: Math.round(w), height: Math.round(h) };
  if (rect.width <= 0 || rect.height <= 0 || rect.left >= width || rect.top >= height) throw badRequest(`IIIF region '${value}' is outside the image`);
  return { ...rect, width: Math.min(rect.width, width - rect.left), height: Math.min(rect.height, height - rect.top) };
}

/**
 * The largest output the service renders of an image (IIIF Image API 3 `maxWidth`/`maxHeight`, declared in
 * info.json): the image's own pixels, never above MAX_IMAGE_EDGE. Upscaling (`^`) enlarges a region up to these
 * bounds, not beyond; a request for more is refused (400), as the Image API requires.
 */
export function sizeLimits(width: number, height: number): { maxWidth: number; maxHeight: number } {
  return { maxWidth: Math.min(width, MAX_IMAGE_EDGE), maxHeight: Math.min(height, MAX_IMAGE_EDGE) };
}

/**
 * Size → output dimensions (max, ^max, w,, ,h, pct:n, w,h, !w,h; ^ allows upscaling). Image API 3 has no `full`
 * size (it became `max`). Without ^ nothing may be larger than the region; nothing at all larger than `limits`.
 */
function size(value: string, width: number, height: number, limits: { maxWidth: number; maxHeight: number }): { width: number; height: number } {
  const upscale = value.startsWith('^');
  const spec = upscale ? value.slice(1) : value;
  let out: { width: number; height: number };
  if (spec === 'max') {
    const scale = Math.min(limits.maxWidth / width, limits.maxHeight / height, upscale ? Number.POSITIVE_INFINITY : 1);
    out = { width: Math.max(1, Math.floor(width * scale)), height: Math.max(1, Math.floor(height * scale)) };
  } else if (spec.startsWith('pct:')) {
    const [pct = 0] = numbers(spec.slice(4), 1, 'size');
    out = { width: Math.round((width * pct) / 100), height: Math.round((height * pct) / 100) };
  } else if (spec.startsWith('!')) {
    const [w = 0, h = 0] = numbers(spec.slice(1), 2, 'size');
    const scale = Math.min(w / width, h / height);
    out = { width: Math.round(width * scale), height: Math.round(height * scale) };
  } else if (spec.endsWith(',')) {
    const [w = 0] = numbers(spec.slice(0, -1), 1, 'size');
    out = { width: w, height: Math.round((height * w) / width) };
  } else if (spec.startsWith(',')) {
    const [h = 0] = numbers(spec.slice(1), 1, 'size');
    out = { width: Math.round((width * h) / height), height: h };
  } else {
    const [w = 0, h = 0] = numbers(spec, 2, 'size');
    out = { width: w, height: h };
  }
  if (out.width < 1 || out.height < 1) throw badRequest(`IIIF size '${value}' is empty`);
  if (!upscale && (out.width > width || out.height > height)) throw badRequest(`IIIF size '${value}' is larger than the region; prefix it with ^ to upscale`);
  if (out.width > limits.maxWidth || out.height > limits.maxHeight) {
    throw badRequest(`IIIF size '${value}' exceeds maxWidth ${String(limits.maxWidth)} or maxHeight ${String(limits.maxHeight)} (see info.json)`);
  }
  return out;
}

/** Renders an Image API request over a local file. */
export async function renderImage(file: string, request: ImageRequest): Promise<{ data: Buffer; mime: string }> {
  const format = FORMATS[request.format];
  if (format === undefined) throw badRequest(`Unsupported IIIF format '${request.format}': use jpg, png or webp`);
  if (!['default', 'color', 'gray', 'bitonal'].includes(request.quality)) throw badRequest(`Unsupported IIIF quality '${request.quality}'`);
  const rotation = /^(!)?(\d{1,3}(?:\.\d+)?)$/.exec(request.rotation);
  if (rotation === null || Number(rotation[2]) > 360) throw badRequest(`Invalid IIIF rotation '${request.rotation}'`);
  const meta = await sharp(file).metadata();
  const rect = region(request.region, meta.width, meta.height);
  const dims = size(request.size, rect.width, rect.height, sizeLimits(meta.width, meta.height));
  let image = sharp(file).extract(rect).resize(dims.width, dims.height, { fit: 'fill' });
  if (rotation[1] === '!') image = image.flop();
  const degrees = Number(rotation[2]);
  if (degrees % 360 !== 0) image = image.rotate(degrees, { background: '#ffffff' });
  if (request.quality === 'gray') image = image.grayscale();
  if (request.quality === 'bitonal') image = image.grayscale().threshold(128);
  const data = await format.apply(image).toBuffer();
  return { data, mime: format.mime };
}

/** Pixel size of a local file. */
export async function imageSize(file: string): Promise<{ width: number; height: number }> {
  const meta = await sharp(file).metadata();
  return { width: meta.width, height: meta.height };
}
