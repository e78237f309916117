/**
 * The base-map tiles of the local services (`GET /tiles/{z}/{x}/{y}.png`, services/tiles/), which the item page's
 * location map shows (issue 24 item 2): 256 px PNGs of the XYZ Web Mercator grid, without a key and to any origin,
 * land and sea where they are (the antimeridian and Antarctica's ring round the pole included), and 404 with the
 * services' JSON error body outside zoom 0–8 and the grid.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { servicesUrl } from '../support/services.ts';

/** RGB of each pixel of a PNG. */
async function pixels(data: Buffer): Promise<{ rgb: Buffer; width: number }> {
  const { data: rgb, info } = await sharp(data).removeAlpha().toColourspace('srgb').raw().toBuffer({ resolveWithObject: true });
  return { rgb, width: info.width };
}

async function tile(z: number, x: number, y: number): Promise<Response> {
  return fetch(new URL(`/tiles/${String(z)}/${String(x)}/${String(y)}.png`, servicesUrl()));
}

async function tileBytes(z: number, x: number, y: number): Promise<Buffer> {
  const response = await tile(z, x, y);
  expect(response.status, `${String(z)}/${String(x)}/${String(y)}`).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

async function meanColour(data: Buffer): Promise<number[]> {
  const stats = await sharp(data).removeAlpha().toColourspace('srgb').stats();
  return stats.channels.slice(0, 3).map((channel) => channel.mean);
}

/** The colour at a longitude and latitude on the zoom-3 map (the tile that holds it, the pixel inside it). */
async function colourAt(longitude: number, latitude: number): Promise<[number, number, number]> {
  const zoom = 3;
  const world = 256 * 2 ** zoom;
  const phi = (latitude * Math.PI) / 180;
  const px = Math.floor(((longitude + 180) / 360) * world);
  const py = Math.floor((0.5 - Math.log(Math.tan(Math.PI / 4 + phi / 2)) / (2 * Math.PI)) * world);
  const { rgb, width } = await pixels(await tileBytes(zoom, Math.floor(px / 256), Math.floor(py / 256)));
  const offset = ((py % 256) * width + (px % 256)) * 3;
  return [rgb[offset] ?? 0, rgb[offset + 1] ?? 0, rgb[offset + 2] ?? 0];
}

const distance = (a: readonly number[], b: readonly number[]): number => Math.hypot(...a.map((value, index) => value - (b[index] ?? 0)));

describe('base-map tiles (services/tiles)', () => {
  it('serves a 256 × 256 PNG without a key, to any origin, cacheable for a day', async () => {
    const response = await tile(3, 4, 2);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect({ format: metadata.format, width: metadata.width, height: metadata.height }).toEqual({ format: 'png', width: 256, height: 256 });
  });

  it('draws land where land is: a tile over central Europe and one of the open Atlantic differ', async () => {
    // z 4: 8/5 is 0°–22.5° E, 41°–56° N (France to Poland); 6/5 is 45°–22.5° W at the same latitudes (open sea).
    const europe = await meanColour(await tileBytes(4, 8, 5));
    const atlantic = await meanColour(await tileBytes(4, 6, 5));
    expect(distance(europe, atlantic)).toBeGreaterThan(20);
  });

  it('puts land and sea right at the poles and across the antimeridian', async () => {
    const sea = await colourAt(-30, 45); // the North Atlantic
    const land = await colourAt(10, 50); // Germany
    const isLand = (colour: readonly number[]): boolean => distance(colour, land) < distance(colour, sea);
    // Antarctica is one ring round the south pole: closed over the pole, it fills the bottom of the map.
    expect(isLand(await colourAt(0, -80))).toBe(true);
    expect(isLand(await colourAt(-100, -80))).toBe(true);
    // Chukotka lies across ±180°; its ring must not paint a band round the world at its latitudes, nor Fiji's at theirs.
    expect(isLand(await colourAt(-175, 66))).toBe(true);
    expect(isLand(await colourAt(178, 66))).toBe(true);
    expect(isLand(await colourAt(0, 70))).toBe(false);
    expect(isLand(await colourAt(-100, -17))).toBe(false);
    expect(isLand(await colourAt(-150, -40))).toBe(false);
  });

  it('answers the same bytes warm (memory and disk cache)', async () => {
    const first = await tileBytes(2, 2, 1);
    const second = await tileBytes(2, 2, 1);
    expect(second.equals(first)).toBe(true);
  });

  it.each([
    ['/tiles/9/0/0.png', 'zoom beyond 8'],
    ['/tiles/2/4/0.png', 'x beyond the grid'],
    ['/tiles/2/0/4.png', 'y beyond the grid'],
    ['/tiles/0/0/-1.png', 'a negative y'],
    ['/tiles/a/0/0.png', 'a zoom that is no number'],
    ['/tiles/1/0.5/0.png', 'a fraction'],
  ])('answers %s (%s) with 404 and the JSON error body, to any origin', async (path) => {
    const response = await fetch(new URL(path, servicesUrl()));
    expect(response.status).toBe(404);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(await response.json()).toMatchObject({ success: false, error: expect.stringContaining('No tile') as unknown });
  });
});
