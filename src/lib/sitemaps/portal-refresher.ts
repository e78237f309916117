/**
 * The portal's sitemap refresher: the four sources (editorial pages, galleries, entities, items) over the shared
 * store, URLs on the public origin, leases held in the name of this node and process. Made by the server processes
 * (src/runtime/sitemaps.ts), `npm run sitemaps` (scripts/sitemaps.ts) and, failing those, the sitemap routes.
 */
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { publicOrigin } from '../config.ts';
import type { SitemapFileStore } from '../store/sitemap-files.ts';
import { createSitemapRefresher, type SitemapRefresher } from './refresher.ts';
import { editorialSource } from './sources/editorial.ts';
import { entitySource } from './sources/entities.ts';
import { gallerySource } from './sources/galleries.ts';
import { itemSource } from './sources/items.ts';

export const PORTAL_SOURCES = { editorial: editorialSource, galleries: gallerySource, entities: entitySource, items: itemSource } as const;

/** A refresher of the portal's sitemaps; `intervalMs` 0: it walks only when asked. */
export function portalSitemapRefresher(store: SitemapFileStore, intervalMs: number, logger?: (message: string) => void): SitemapRefresher {
  const node = process.env.PORTAL_NODE_ID ?? hostname();
  return createSitemapRefresher({
    store,
    holder: `${node}:${String(process.pid)}:${randomUUID().slice(0, 8)}`,
    origin: publicOrigin(),
    sources: PORTAL_SOURCES,
    intervalMs,
    ...(logger === undefined ? {} : { logger }),
  });
}
