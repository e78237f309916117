/**
 * The base map of the item page's location map (issue 24 item 2), drawn here so that the map works offline on the
 * local services: Web Mercator raster tiles (the XYZ scheme of OpenStreetMap and Leaflet, 256 px) from Natural
 * Earth's 1:50m country polygons (npm `world-atlas`, ISC; TopoJSON read with `topojson-client`), as an SVG per tile
 * that sharp turns into a PNG. Sea, land, coasts and country borders; nothing else (no labels, no roads).
 *
 * The geometry is read and projected once, on the first tile. Natural Earth cuts some shapes at the antimeridian
 * and `world-atlas` merges some of them across it again (Chukotka, Wrangel Island, Fiji), and Antarctica is a ring
 * around the south pole: each ring is unwrapped to continuous longitudes, a ring that goes once around the world
 * is closed over its pole, and every shape is drawn at its own place and one world to the east and the west, so
 * tiles at ±180° show land on both sides. Latitudes beyond Web Mercator's ±85.0511° are clamped to the map's edge.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import sharp from 'sharp';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { z } from 'zod';

/** Edge of a tile in pixels. */
export const TILE_SIZE = 256;
/** Deepest zoom level served: 1:50m data has no more detail to show beyond it. */
export const MAX_TILE_ZOOM = 8;
/** Web Mercator's latitude limit: the square world of the XYZ scheme. */
const MAX_LATITUDE = 85.051_128_779_806_6;

/** One palette (the portal's paper tones on a quiet sea), in one place. */
const STYLE = {
  sea: '#c8dbe6',
  land: '#f5f2ed',
  coast: '#93afc2',
  border: '#a89c8b',
} as const;

/** Points closer than this to the last drawn one (in pixels) are left out: a coastline at z 0 has no room for them. */
const MIN_STEP_PX = 0.5;
/** How far beyond the tile shapes are kept, in pixels, so that strokes at the edge are drawn whole. */
const MARGIN_PX = 2;

/** A ring or a line in unit Web Mercator coordinates (x east from −180°, y south from the top, both 0…1 in the world). */
interface Shape {
  /** x0, y0, x1, y1, … (x may run beyond 0…1 where a shape crosses the antimeridian). */
  readonly points: Float64Array;
  readonly minX: number;
  readonly maxX: number;
  readonly minY: number;
  readonly maxY: number;
}

interface BaseMap {
  readonly land: readonly Shape[];
  readonly coasts: readonly Shape[];
  readonly borders: readonly Shape[];
}

type Position = readonly number[];

/** The parts of the TopoJSON file that are read; the rest is topojson-client's. */
const worldAtlasSchema = z.looseObject({
  type: z.literal('Topology'),
  arcs: z.array(z.array(z.array(z.number()))),
  objects: z.looseObject({
    countries: z.looseObject({ type: z.literal('GeometryCollection') }),
    land: z.looseObject({ type: z.literal('GeometryCollection') }),
  }),
});

function projectX(longitude: number): number {
  return (longitude + 180) / 360;
}

function projectY(latitude: number): number {
  const phi = (Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, latitude)) * Math.PI) / 180;
  return 0.5 - Math.log(Math.tan(Math.PI / 4 + phi / 2)) / (2 * Math.PI);
}

/** Longitudes made continuous: a step of more than 180° is a crossing of the antimeridian, not a jump round the world. */
function unwrap(positions: readonly Position[]): [number, number][] {
  const out: [number, number][] = [];
  let shift = 0;
  let previous: number | undefined;
  for (const [longitude = 0, latitude = 0] of positions) {
    if (previous !== undefined) {
      if (longitude - previous > 180) shift -= 360;
      else if (previous - longitude > 180) shift += 360;
    }
    previous = longitude;
    out.push([longitude + shift, latitude]);
  }
  return out;
}

function shape(positions: readonly (readonly [number, number])[]): Shape {
  const points = new Float64Array(positions.length * 2);
  let minX = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  let minY = Number.POSITIVE_INFINITY;
  let maxY = Number.NEGATIVE_INFINITY;
  positions.forEach(([longitude, latitude], index) => {
    const x = projectX(longitude);
    const y = projectY(latitude);
    points[index * 2] = x;
    points[index * 2 + 1] = y;
    minX = Math.min(minX, x);
    maxX = Math.max(maxX, x);
    minY = Math.min(minY, y);
    maxY = Math.max(maxY, y);
  });
  return { points, minX, maxX, minY, maxY };
}

/** A land ring; a ring that goes once around the world (Antarctica) is closed over the pole on its side. */
function landRing(ring: readonly Position[]): Shape | undefined {
  if (ring.every(([, latitude = 0]) => Math.abs(latitude) >= MAX_LATITUDE)) return undefined;
  const points = unwrap(ring);
  const first = points[0];
  const last = points.at(-1);
  if (first === undefined || last === undefined) return undefined;
  if (Math.abs(last[0] - first[0]) > 180) {
    const pole = points.reduce((sum, [, latitude]) => sum + latitude, 0) < 0 ? -90 : 90;
    points.push([last[0], pole], [first[0], pole]);
  }
  return shape(points);
}

/**
 * The coast of a land ring as lines: the ring without its artificial edges (along the cut at ±180° and beyond
 * Web Mercator's poles), so that no coastline is drawn down the antimeridian or along the map's bottom.
 */
function coastLines(ring: readonly Position[]): Shape[] {
  const lines: Shape[] = [];
  let current: Position[] = [];
  const artificial = (a: Position, b: Position): boolean => {
    const [aLon = 0, aLat = 0] = a;
    const [bLon = 0, bLat = 0] = b;
    return (Math.abs(aLat) >= MAX_LATITUDE && Math.abs(bLat) >= MAX_LATITUDE) || (Math.abs(aLon) >= 179.999 && Math.abs(bLon) >= 179.999);
  };
  const flush = (): void => {
    if (current.length > 1) lines.push(shape(unwrap(current)));
    current = [];
  };
  for (let index = 1; index < ring.length; index += 1) {
    const a = ring[index - 1] ?? [];
    const b = ring[index] ?? [];
    if (artificial(a, b)) {
      flush();
      continue;
    }
    if (current.length === 0) current.push(a);
    current.push(b);
  }
  flush();
  return lines;
}

function polygonsOf(geometry: GeoJSON.Geometry): readonly (readonly (readonly Position[])[])[] {
  if (geometry.type === 'Polygon') return [geometry.coordinates];
  if (geometry.type === 'MultiPolygon') return geometry.coordinates;
  return [];
}

async function loadBaseMap(): Promise<BaseMap> {
  const file = createRequire(import.meta.url).resolve('world-atlas/countries-50m.json');
  const parsed = worldAtlasSchema.safeParse(JSON.parse(await readFile(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file} is not the TopoJSON world-atlas ships (objects countries and land): reinstall world-atlas`);
  const topology = parsed.data as unknown as Topology<{ countries: GeometryCollection; land: GeometryCollection }>;
  const land: Shape[] = [];
  const coasts: Shape[] = [];
  for (const { geometry } of feature(topology, topology.objects.land).features) {
    for (const ring of polygonsOf(geometry).flat()) {
      const filled = landRing(ring);
      if (filled !== undefined) land.push(filled);
      coasts.push(...coastLines(ring));
    }
  }
  // Arcs between two different countries: borders, each once (a coast belongs to one country only).
  const borders = mesh(topology, topology.objects.countries, (a, b) => a !== b).coordinates.map((line) => shape(unwrap(line)));
  return { land, coasts, borders };
}

let baseMap: Promise<BaseMap> | undefined;

/** The projected base map, read on first use and kept (about 80 000 points). */
function base(): Promise<BaseMap> {
  baseMap ??= loadBaseMap().catch((error: unknown) => {
    baseMap = undefined;
    throw error;
  });
  return baseMap;
}

/** A tile's window on the unit world: its corner and the pixels per unit. */
interface Window {
  readonly left: number;
  readonly top: number;
  readonly scale: number;
}

/** Clips a closed ring to the rectangle [lo, hi]² of tile pixels (Sutherland–Hodgman: fills stay right at the edges). */
function clipRing(xy: number[], lo: number, hi: number): number[] {
  let input = xy;
  const edges: [axis: 0 | 1, limit: number, keepAbove: boolean][] = [[0, lo, true], [0, hi, false], [1, lo, true], [1, hi, false]];
  for (const [axis, limit, keepAbove] of edges) {
    const output: number[] = [];
    const count = input.length / 2;
    const inside = (i: number): boolean => ((input[i * 2 + axis] ?? 0) >= limit) === keepAbove;
    for (let i = 0; i < count; i += 1) {
      const j = (i + count - 1) % count;
      const [px = 0, py = 0, qx = 0, qy = 0] = [input[j * 2], input[j * 2 + 1], input[i * 2], input[i * 2 + 1]];
      if (inside(i) !== inside(j)) {
        const [p, q] = axis === 0 ? [px, qx] : [py, qy];
        const t = (limit - p) / (q - p);
        output.push(px + t * (qx - px), py + t * (qy - py));
      }
      if (inside(i)) output.push(qx, qy);
    }
    input = output;
    if (input.length === 0) break;
  }
  return input;
}

/** Tile pixels of a shape moved `offset` worlds east, thinned to MIN_STEP_PX. */
function toPixels(item: Shape, offset: number, view: Window): number[] {
  const out: number[] = [];
  const { points } = item;
  for (let i = 0; i < points.length; i += 2) {
    const x = ((points[i] ?? 0) + offset - view.left) * view.scale;
    const y = ((points[i + 1] ?? 0) - view.top) * view.scale;
    const lastX = out.at(-2);
    const lastY = out.at(-1);
    const isLast = i === points.length - 2;
    if (lastX !== undefined && lastY !== undefined && !isLast && Math.hypot(x - lastX, y - lastY) < MIN_STEP_PX) continue;
    out.push(x, y);
  }
  return out;
}

function pathData(xy: readonly number[], close: boolean): string {
  const parts: string[] = [];
  for (let i = 0; i < xy.length; i += 2) parts.push(`${i === 0 ? 'M' : 'L'}${(xy[i] ?? 0).toFixed(1)} ${(xy[i + 1] ?? 0).toFixed(1)}`);
  return parts.join('') + (close ? 'Z' : '');
}

/** The SVG path of the shapes that reach into the tile, each at its place and one world east and west. */
function tilePath(shapes: readonly Shape[], view: Window, kind: 'ring' | 'line'): string {
  const margin = MARGIN_PX / view.scale;
  const size = TILE_SIZE / view.scale;
  const [x0, x1, y0, y1] = [view.left - margin, view.left + size + margin, view.top - margin, view.top + size + margin];
  const parts: string[] = [];
  for (const item of shapes) {
    if (item.maxY < y0 || item.minY > y1) continue;
    for (const offset of [-1, 0, 1]) {
      if (item.maxX + offset < x0 || item.minX + offset > x1) continue;
      const pixels = toPixels(item, offset, view);
      if (kind === 'ring') {
        const clipped = clipRing(pixels, -MARGIN_PX, TILE_SIZE + MARGIN_PX);
        if (clipped.length >= 6) parts.push(pathData(clipped, true));
      } else if (pixels.length >= 4) {
        parts.push(pathData(pixels, false));
      }
    }
  }
  return parts.join('');
}

/**
 * The SVG of tile z/x/y (XYZ scheme, y down from the north); the caller checks the address.
 * @example const svg = await tileSvg(2, 2, 1); // central and northern Europe
 */
export async function tileSvg(z: number, x: number, y: number): Promise<string> {
  const { land, coasts, borders } = await base();
  const tiles = 2 ** z;
  const view: Window = { left: x / tiles, top: y / tiles, scale: TILE_SIZE * tiles };
  const stroke = `fill="none" stroke-width="${Math.min(1.2, 0.5 + z * 0.1).toFixed(2)}" stroke-linejoin="round" stroke-linecap="round"`;
  const layers = [
    [`fill="${STYLE.land}" fill-rule="evenodd"`, tilePath(land, view, 'ring')],
    [`stroke="${STYLE.coast}" ${stroke}`, tilePath(coasts, view, 'line')],
    [`stroke="${STYLE.border}" ${stroke}`, tilePath(borders, view, 'line')],
  ] as const;
  const size = String(TILE_SIZE);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">`,
    `<rect width="${size}" height="${size}" fill="${STYLE.sea}"/>`,
    ...layers.filter(([, d]) => d !== '').map(([paint, d]) => `<path ${paint} d="${d}"/>`),
    '</svg>',
  ].join('');
}

/**
 * Tile z/x/y as a 256 px PNG (a palette PNG: the map has a handful of colours).
 * @example const png = await renderTile(0, 0, 0); // the whole world
 */
export async function renderTile(z: number, x: number, y: number): Promise<Buffer> {
  return sharp(Buffer.from(await tileSvg(z, x, y))).png({ palette: true, dither: 0, compressionLevel: 9 }).toBuffer();
}
