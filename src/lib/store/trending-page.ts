import type { ApiContext } from '../apis/client.ts';
import { search } from '../apis/record.ts';
import { itemCard, type ItemCard } from '../search/item-card.ts';
import { TRENDING_PAGE_SIZE, trendingRanking } from './trending.ts';
import type { ItemViews } from './types.ts';

export interface TrendingCard {
  readonly card: ItemCard;
  readonly views: number;
}

export type TrendingPage =
  | { readonly kind: 'items'; readonly cards: readonly TrendingCard[]; readonly page: number; readonly lastPage: number }
  | { readonly kind: 'empty' }
  | { readonly kind: 'unavailable' };

/** The Search API query that finds records by id, e.g. `europeana_id:("/1/a" OR "/2/b")`. */
export function recordsQuery(ids: readonly string[]): string {
  return `europeana_id:(${ids.map((id) => `"${id.replace(/["\\]/g, '')}"`).join(' OR ')})`;
}

/** The cards of ranked items from one Search API request, in ranking order (records no longer found are left out). */
async function rankedCards(ranked: readonly ItemViews[], locale: string, context?: ApiContext): Promise<TrendingCard[]> {
  if (ranked.length === 0) return [];
  const response = await search({ query: recordsQuery(ranked.map((s) => s.itemId)), rows: ranked.length, profile: 'minimal' }, { context });
  const byId = new Map(response.items.map((item) => [item.id, item]));
  return ranked.flatMap((entry): TrendingCard[] => {
    const item = byId.get(entry.itemId);
    return item ? [{ card: itemCard(item, locale), views: entry.views }] : [];
  });
}

/**
 * One page of `/trending`: the ranking from the event store, the titles and thumbnails of the
 * page's items from one Search API request, in ranking order.
 */
export async function loadTrendingPage(page: number, locale: string, context?: ApiContext): Promise<TrendingPage> {
  let ranking;
  try {
    ranking = await trendingRanking();
  } catch {
    return { kind: 'unavailable' };
  }
  if (ranking.length === 0) return { kind: 'empty' };
  const lastPage = Math.max(1, Math.ceil(ranking.length / TRENDING_PAGE_SIZE));
  const current = Math.min(Math.max(1, page), lastPage);
  const cards = await rankedCards(ranking.slice((current - 1) * TRENDING_PAGE_SIZE, current * TRENDING_PAGE_SIZE), locale, context);
  return { kind: 'items', cards, page: current, lastPage };
}

/**
 * The most viewed items for the home page's mosaic (portal.js ItemTrendingItems): the first `count` of the
 * ranking, none while the store is down or nothing was viewed (the home page then leaves the section out).
 */
export async function loadTrendingItems(count: number, locale: string, context?: ApiContext): Promise<TrendingCard[]> {
  let ranking;
  try {
    ranking = await trendingRanking();
  } catch {
    return [];
  }
  return rankedCards(ranking.slice(0, count), locale, context);
}
