/**
 * The local IIIF Image API against the rules of IIIF Image API 3.0 that the IIIF consortium's validator
 * (github.com/IIIF/image-validator, commit 6d7f3e16, `iiif_validator/tests/*.py`) checks, at every level up to
 * the one the service's info.json declares (level2). The validator itself needs a test pattern image on the
 * server and Python packages this machine cannot install; its pixel checks are done here against the service's
 * own full-size rendering instead of the pattern. Each case names the validator test it stands for.
 */
import { createHash, randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { getJson, servicesUrl } from '../support/services.ts';

const infoSchema = z.looseObject({
  '@context': z.union([z.literal('http://iiif.io/api/image/3/context.json'), z.array(z.string()).refine((list) => list.includes('http://iiif.io/api/image/3/context.json'))]),
  id: z.string(),
  type: z.literal('ImageService3'),
  protocol: z.literal('http://iiif.io/api/image'),
  profile: z.enum(['level0', 'level1', 'level2']),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  maxWidth: z.number().int().positive().optional(),
  maxHeight: z.number().int().positive().optional(),
  sizes: z.array(z.object({ width: z.number().int().positive(), height: z.number().int().positive() })).optional(),
});
type Info = z.infer<typeof infoSchema>;

let base = '';
let info: Info;
/** The whole image at full size, losslessly (what region and rotation results are compared with). */
let full: { data: Buffer; width: number; height: number; channels: number };

async function image(path: string): Promise<{ status: number; type: string | null; data: Buffer }> {
  const response = await fetch(`${base}/${path}`);
  return { status: response.status, type: response.headers.get('content-type'), data: Buffer.from(await response.arrayBuffer()) };
}

async function pixels(path: string): Promise<{ data: Buffer; width: number; height: number; channels: number }> {
  const { status, data } = await image(path);
  expect(status, path).toBe(200);
  const { data: raw, info: meta } = await sharp(data).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data: raw, width: meta.width, height: meta.height, channels: meta.channels };
}

async function size(path: string): Promise<[number, number]> {
  const { width, height } = await pixels(path);
  return [width, height];
}

/** Mean absolute difference per channel between two raw images of the same size (0 = identical). */
function difference(a: { data: Buffer }, b: { data: Buffer }): number {
  let sum = 0;
  for (let i = 0; i < a.data.length; i += 1) sum += Math.abs((a.data[i] ?? 0) - (b.data[i] ?? 0));
  return sum / a.data.length;
}

async function crop(left: number, top: number, width: number, height: number): Promise<{ data: Buffer }> {
  const data = await sharp(full.data, { raw: { width: full.width, height: full.height, channels: full.channels as 3 } }).extract({ left, top, width, height }).raw().toBuffer();
  return { data };
}

beforeAll(async () => {
  const { body } = await getJson('/record/v2/search.json', { query: '*:*', qf: 'MEDIA:true', rows: '1', sort: 'europeana_id+asc' });
  const item = z.object({ edmIsShownBy: z.array(z.string()).min(1) }).parse((body.items as unknown[])[0]);
  base = `${servicesUrl()}/iiif/image/${createHash('md5').update(item.edmIsShownBy[0] ?? '').digest('hex')}`;
  const response = await fetch(`${base}/info.json`);
  info = infoSchema.parse(await response.json());
  full = await pixels('full/max/0/default.png');
});

describe('IIIF Image API 3: image information (validator info_json, jsonld, cors, baseurl_redirect)', () => {
  it('describes the image with the required properties and its own URL as id (info_json)', async () => {
    expect(info.id).toBe(base);
    expect(info.profile).toBe('level2');
    expect([full.width, full.height]).toEqual([info.width, info.height]);
    expect(info.maxWidth).toBe(info.width);
    expect(info.maxHeight).toBe(info.height);
    for (const entry of info.sizes ?? []) expect(await size(`full/${String(entry.width)},${String(entry.height)}/0/default.jpg`)).toEqual([entry.width, entry.height]);
  });

  it('answers JSON-LD when asked for it (jsonld)', async () => {
    const response = await fetch(`${base}/info.json`, { headers: { accept: 'application/ld+json' } });
    expect(response.headers.get('content-type')).toMatch(/^application\/ld\+json/);
  });

  it('lets any origin read image information, images and errors (cors)', async () => {
    for (const path of ['info.json', 'full/max/0/default.jpg', 'full/max/0/sepia.jpg']) {
      expect((await fetch(`${base}/${path}`)).headers.get('access-control-allow-origin'), path).toBe('*');
    }
  });

  it('redirects the base URI to the image information with 303 (baseurl_redirect)', async () => {
    const response = await fetch(base, { redirect: 'manual' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`${base}/info.json`);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });
});

describe('IIIF Image API 3: identifiers and malformed requests (id_*, *_error_random, size_nofull)', () => {
  it('returns the image (id_basic, format_jpg, format_png, format_webp)', async () => {
    expect((await image('full/max/0/default.jpg')).data.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect((await image('full/max/0/default.png')).data.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect((await image('full/max/0/default.webp')).data.subarray(8, 12).toString('latin1')).toBe('WEBP');
  });

  it('answers 404 for unknown identifiers, escaped slashes included (id_error_random, id_error_escapedslash, id_error_unescaped)', async () => {
    const root = `${servicesUrl()}/iiif/image`;
    expect((await fetch(`${root}/${randomUUID()}/full/max/0/default.jpg`)).status).toBe(404);
    expect((await fetch(`${root}/a%2Fb/full/max/0/default.jpg`)).status).toBe(404);
    expect([400, 404]).toContain((await fetch(`${root}/[frob]/full/max/0/default.jpg`)).status);
  });

  it('refuses random regions, sizes, rotations, qualities and formats with 400 (…_error_random)', async () => {
    for (const path of ['zqxwvu/max/0/default.jpg', 'full/zqxwvu/0/default.jpg', 'full/max/zqxw/default.jpg', 'full/max/0/zqxwvu.jpg']) {
      expect((await image(path)).status, path).toBe(400);
    }
    expect([400, 415, 503]).toContain((await image('full/max/0/default.zqx')).status);
  });

  it('has no `full` size in version 3 (size_nofull)', async () => {
    expect((await image('full/full/0/default.jpg')).status).not.toBe(200);
  });
});

describe('IIIF Image API 3: regions (region_pixels, region_square, region_percent)', () => {
  it('extracts a pixel region exactly', async () => {
    const region = await pixels('10,20,100,50/max/0/default.png');
    expect([region.width, region.height]).toEqual([100, 50]);
    expect(difference(region, await crop(10, 20, 100, 50))).toBe(0);
  });

  it('extracts the centred square and percentage regions', async () => {
    const side = Math.min(info.width, info.height);
    const square = await pixels('square/max/0/default.png');
    expect([square.width, square.height]).toEqual([side, side]);
    expect(difference(square, await crop(Math.floor((info.width - side) / 2), Math.floor((info.height - side) / 2), side, side))).toBe(0);
    const pct = await pixels('pct:10,10,50,50/max/0/default.png');
    expect([pct.width, pct.height]).toEqual([Math.round(info.width / 2), Math.round(info.height / 2)]);
  });
});

describe('IIIF Image API 3: sizes (size_wc, size_ch, size_wh, size_bwh, size_percent, size_region, size_noup)', () => {
  it('scales to w,, ,h, w,h, !w,h and pct:n', async () => {
    expect(await size('full/200,/0/default.jpg')).toEqual([200, Math.round((info.height * 200) / info.width)]);
    expect(await size('full/,200/0/default.jpg')).toEqual([Math.round((info.width * 200) / info.height), 200]);
    expect(await size('full/120,80/0/default.jpg')).toEqual([120, 80]);
    const fit = await size('full/!200,200/0/default.jpg');
    expect(Math.max(...fit)).toBe(200);
    expect(await size('full/pct:50/0/default.jpg')).toEqual([Math.round(info.width / 2), Math.round(info.height / 2)]);
    expect(await size('0,0,100,100/50,/0/default.jpg')).toEqual([50, 50]);
  });

  it('never scales above the region without ^ (size_noup)', async () => {
    const w = info.width + 100;
    const h = info.height + 100;
    for (const value of [`${String(w)},${String(h)}`, `,${String(h)}`, `${String(w)},`, 'pct:200', `!${String(w * 2)},${String(h * 3)}`]) {
      expect((await image(`full/${value}/0/default.jpg`)).status, value).toBe(400);
    }
  });

  it('upscales with ^ up to maxWidth and maxHeight, never beyond (sizeUpscaling, maxWidth)', async () => {
    expect(await size('0,0,100,100/^200,/0/default.jpg')).toEqual([200, 200]);
    expect(await size('full/^max/0/default.jpg')).toEqual([info.width, info.height]);
    const [w, h] = await size('0,0,100,50/^max/0/default.jpg');
    expect(w <= (info.maxWidth ?? 0) && h <= (info.maxHeight ?? 0) && (w === info.maxWidth || h === info.maxHeight)).toBe(true);
    for (const value of [`^${String((info.maxWidth ?? 0) + 1)},`, `^,${String((info.maxHeight ?? 0) + 1)}`, '^pct:200']) {
      expect((await image(`full/${value}/0/default.jpg`)).status, value).toBe(400);
    }
  });
});

describe('IIIF Image API 3: rotation and quality (rot_full_basic, rot_region_basic, quality_*)', () => {
  it('rotates by multiples of 90 degrees, whole image and region', async () => {
    expect(await size('full/max/90/default.jpg')).toEqual([info.height, info.width]);
    expect(await size('full/max/180/default.jpg')).toEqual([info.width, info.height]);
    expect(await size('full/max/270/default.jpg')).toEqual([info.height, info.width]);
    expect(await size('0,0,100,50/max/90/default.jpg')).toEqual([50, 100]);
  });

  it('renders colour, gray and bitonal qualities', async () => {
    const render = async (quality: string): Promise<{ data: Buffer; channels: number }> => pixels(`full/200,/0/${quality}.png`);
    const colour = await render('color');
    expect(colour.channels).toBe(3);
    // As the validator: a gray image is one channel, or three nearly equal ones in at least 65 % of its pixels.
    const gray = await render('gray');
    const pixelsOf = (image: { data: Buffer; channels: number }): number[][] =>
      Array.from({ length: image.data.length / image.channels }, (_, i) => [...image.data.subarray(i * image.channels, (i + 1) * image.channels)]);
    const greyish = pixelsOf(gray).filter((p) => gray.channels === 1 || (Math.abs((p[0] ?? 0) - (p[1] ?? 0)) < 5 && Math.abs((p[1] ?? 0) - (p[2] ?? 0)) < 5));
    expect(greyish.length / pixelsOf(gray).length).toBeGreaterThan(0.65);
    // A bitonal image: black or white pixels only.
    const bitonal = pixelsOf(await render('bitonal'));
    expect(bitonal.filter((p) => p.every((v) => v < 5) || p.every((v) => v > 250)).length / bitonal.length).toBeGreaterThan(0.65);
  });
});
