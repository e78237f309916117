/**
 * Operators' CLI of the run-time sitemaps (issue 20, item 1; src/lib/sitemaps/): walks sources now, writing their
 * files into the shared store every node serves from, as the schedule would (same lease: a source another node is
 * walking is left to it). With the portal's configuration (DATABASE_URL or PORTAL_DATA_DIR, the upstream APIs,
 * PORTAL_BASE_URL), so run it where a node runs.
 *
 *   npm run sitemaps                       every source: editorial, galleries, entities, items
 *   npm run sitemaps -- --source editorial --source galleries
 *   npm run sitemaps -- --status           what is stored: each source's files, URLs and when it was walked
 *
 * Exits 1 when a walk failed or another node holds a source's lease.
 */
import { parseArgs } from 'node:util';
import { config } from '../src/lib/config.ts';
import { portalSitemapRefresher } from '../src/lib/sitemaps/portal-refresher.ts';
import { isSitemapSource, SITEMAP_SOURCES, type SitemapSourceName } from '../src/lib/sitemaps/sources/source.ts';
import { openStore } from '../src/lib/store/index.ts';

const { values } = parseArgs({ options: { source: { type: 'string', multiple: true }, status: { type: 'boolean' } } });
const asked = values.source ?? [...SITEMAP_SOURCES];
const unknown = asked.filter((name) => !isSitemapSource(name));
if (unknown.length > 0) {
  console.error(`Unknown source(s) ${unknown.join(', ')}: use ${SITEMAP_SOURCES.join(', ')}`);
  process.exit(2);
}

const store = await openStore(config().store);
let failed = false;
try {
  if (values.status !== true) {
    const refresher = portalSitemapRefresher(store, 0);
    for (const name of asked as SitemapSourceName[]) {
      const result = await refresher.refresh(name);
      if (result.outcome === 'busy') console.log(`[sitemaps] ${name}: another node is walking it now (its lease); left to it`);
      if (result.outcome !== 'written') failed = true;
    }
  }
  for (const g of await store.sitemapGenerations()) {
    console.log(`${g.source}: ${String(g.urls)} URLs in ${String(g.files)} file(s), walked ${new Date(g.startedAt).toISOString()} in ${((g.completedAt - g.startedAt) / 1000).toFixed(1)} s`);
  }
} finally {
  await store.close();
}
process.exit(failed ? 1 : 0);
