/**
 * The sitemaps in a server process (issue 20, item 1; src/lib/sitemaps/): its refresher, over the shared store,
 * checking on a schedule which sources are due a walk (SITEMAP_REFRESH_HOURS), registered for the sitemap routes
 * and for the publisher, which asks for the editorial sitemap again after each publication (./publication.ts).
 * Every process of every node runs one; the store's leases let one walk a source at a time.
 */
import { config } from '../lib/config.ts';
import { portalSitemapRefresher } from '../lib/sitemaps/portal-refresher.ts';
import { registerSitemapRefresher, registeredSitemapRefresher } from '../lib/sitemaps/registry.ts';
import { openStore } from '../lib/store/index.ts';

const HOUR_MS = 3_600_000;

export interface Sitemaps {
  stop(): Promise<void>;
}

/** Starts this process's refresher; a store that cannot be opened leaves the routes to make their own when asked. */
export async function startSitemaps(log: (message: string) => void = console.log): Promise<Sitemaps> {
  const { store: location, sitemaps } = config();
  let store;
  try {
    store = await openStore(location);
  } catch (error) {
    log(`[sitemaps] the store cannot be opened, no scheduled refresh in this process: ${error instanceof Error ? error.message : String(error)}`);
    return { stop: () => Promise.resolve() };
  }
  const refresher = portalSitemapRefresher(store, sitemaps.refreshHours * HOUR_MS, log);
  registerSitemapRefresher(refresher);
  refresher.start();
  return {
    async stop() {
      if (registeredSitemapRefresher() === refresher) registerSitemapRefresher(undefined);
      await refresher.stop();
      await store.close();
    },
  };
}
