/**
 * `GET /tiles/{z}/{x}/{y}.png`: the base-map tiles of the item page's location map (issue 24 item 2), drawn by
 * ./render.ts. No key and any origin, like thumbnails: a map library on the portal's pages asks for them directly.
 * Zoom 0–8, x and y within the zoom's grid; anything else is 404 with the services' JSON error body.
 *
 * A tile is drawn once: kept in memory (byte-bounded LRU, concurrent requests for one tile share one drawing) and
 * under `<dataDir>/tiles/v{RENDER_VERSION}/`, so a restart is warm too.
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import type { ServiceDeps } from '../deps.ts';
import { notFound } from '../http/errors.ts';
import { sendBuffer } from '../http/respond.ts';
import type { Router } from '../http/router.ts';
import { MAX_TILE_ZOOM, renderTile } from './render.ts';

/** Bump when the drawing changes: tiles cached on disk by an older drawing are then not served. */
const RENDER_VERSION = 1;
/** Memory for rendered tiles (a tile is 2–20 KB). */
const MEMORY_CACHE_BYTES = 32 * 1024 * 1024;

const coordinate = z.string().regex(/^\d{1,6}$/).transform(Number);

/** A tile address from the path: zoom within 0…MAX_TILE_ZOOM, x and y within its 2^z × 2^z grid. */
const tileAddressSchema = z
  .object({ z: coordinate, x: coordinate, y: coordinate })
  .refine(({ z: zoom, x, y }) => zoom <= MAX_TILE_ZOOM && x < 2 ** zoom && y < 2 ** zoom);

export type TileAddress = z.infer<typeof tileAddressSchema>;

/**
 * Rendered tiles, from memory, then disk, then drawn (and written to both).
 * @example const png = await new TileCache('/tmp/services').get({ z: 0, x: 0, y: 0 });
 */
export class TileCache {
  readonly #dir: string;
  readonly #memory: LRUCache<string, Buffer, TileAddress>;

  constructor(dataDir: string) {
    this.#dir = join(dataDir, 'tiles', `v${String(RENDER_VERSION)}`);
    this.#memory = new LRUCache<string, Buffer, TileAddress>({
      maxSize: MEMORY_CACHE_BYTES,
      sizeCalculation: (data) => Math.max(1, data.length),
      fetchMethod: async (_key, _stale, { context }) => this.#load(context),
    });
  }

  async get(address: TileAddress): Promise<Buffer> {
    const data = await this.#memory.fetch(`${String(address.z)}/${String(address.x)}/${String(address.y)}`, { context: address });
    if (data === undefined) throw new Error(`Tile ${String(address.z)}/${String(address.x)}/${String(address.y)} could not be drawn`);
    return data;
  }

  async #load({ z: zoom, x, y }: TileAddress): Promise<Buffer> {
    const file = join(this.#dir, String(zoom), String(x), `${String(y)}.png`);
    try {
      return await readFile(file);
    } catch {
      const data = await renderTile(zoom, x, y);
      // Written under a temporary name and renamed, so a concurrent reader never sees half a tile.
      await mkdir(dirname(file), { recursive: true });
      const partial = `${file}.${String(process.pid)}.tmp`;
      await writeFile(partial, data);
      await rename(partial, file);
      return data;
    }
  }
}

/** Registers `GET /tiles/{z}/{x}/{y}.png` (public). */
export function registerTileRoutes(router: Router, deps: Pick<ServiceDeps, 'dataDir'>): void {
  const tiles = new TileCache(deps.dataDir);
  router.get(
    '/tiles/:z/:x/:y.png',
    async ({ res, params }) => {
      // Before anything can fail, so a 404 reaches a map on another origin too.
      res.setHeader('access-control-allow-origin', '*');
      const address = tileAddressSchema.safeParse(params);
      if (!address.success) {
        throw notFound(`No tile ${params.z ?? ''}/${params.x ?? ''}/${params.y ?? ''}: zoom levels are 0 to ${String(MAX_TILE_ZOOM)}, x and y from 0 to 2^zoom − 1`);
      }
      const data = await tiles.get(address.data);
      sendBuffer(res, 200, data, 'image/png', { 'cache-control': 'public, max-age=86400' });
    },
    { public: true },
  );
}
