/**
 * The sitemap refresher of this server process, for the sitemap routes (they run in the build's module graph, the
 * refresher in the server's: both find it in a process slot, src/runtime/process-slot.ts). Under `astro dev`, or a
 * server that started none, the routes make one of their own on first need (without a schedule).
 */
import { processSlot } from '../../runtime/process-slot.ts';
import { runStore } from '../store/index.ts';
import { portalSitemapRefresher } from './portal-refresher.ts';
import type { SitemapRefresher } from './refresher.ts';

const slot = processSlot<SitemapRefresher>('sitemap-refresher');

export function registerSitemapRefresher(refresher: SitemapRefresher | undefined): void {
  slot.set(refresher);
}

/** The refresher a server process started (src/runtime/sitemaps.ts), if any. */
export function registeredSitemapRefresher(): SitemapRefresher | undefined {
  return slot.get();
}

/** The registered refresher, or one made now for this module graph (no schedule: it walks when asked). */
export async function sitemapRefresher(): Promise<SitemapRefresher> {
  const registered = slot.get();
  if (registered !== undefined) return registered;
  const refresher = portalSitemapRefresher(await runStore((store) => Promise.resolve(store)), 0);
  slot.set(refresher);
  return refresher;
}
