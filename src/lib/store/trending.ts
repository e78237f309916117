import { DAY_MS, type ItemViews } from './types.ts';
import { runStore } from './index.ts';

/** `/trending`: the most viewed items of the last 30 days. */
export const TRENDING_DAYS = 30;
/** The ranking keeps this many items (42 pages of 24). */
export const TRENDING_MAX_ITEMS = 1000;
export const TRENDING_PAGE_SIZE = 24;
/** The home page's mosaic: four large pictures and eight small ones (src/components/home/TrendingMosaic.astro). */
export const TRENDING_HOME_ITEMS = 12;
/** How long a ranking is served before it is computed again (in the background). */
const FRESH_MS = 30_000;

interface Ranking {
  readonly items: readonly ItemViews[];
  readonly at: number;
}

let ranking: Ranking | undefined;
let refreshing: Promise<Ranking> | undefined;

function refresh(now: number): Promise<Ranking> {
  refreshing ??= runStore((store) => store.mostViewed(now - TRENDING_DAYS * DAY_MS, TRENDING_MAX_ITEMS))
    .then((items) => {
      ranking = { items, at: Date.now() };
      return ranking;
    })
    .finally(() => {
      refreshing = undefined;
    });
  return refreshing;
}

/**
 * The ranking, stale-while-revalidate: aggregating a month of views costs tens of milliseconds
 * with a million views, so a request answers the ranking of up to 30 seconds ago while one
 * background call per node computes the next. Only the first request of a process (or one after
 * an empty ranking) waits. Throws StoreUnavailableError when the store is down and nothing is known.
 */
export async function trendingRanking(now = Date.now()): Promise<readonly ItemViews[]> {
  const known = ranking;
  if (known !== undefined && known.items.length > 0) {
    if (now - known.at > FRESH_MS) refresh(now).catch(() => undefined);
    return known.items;
  }
  return (await refresh(now)).items;
}

/** Forgets the ranking (tests). */
export function resetTrending(): void {
  ranking = undefined;
}
