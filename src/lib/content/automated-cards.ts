import { CONTENT_LIMITS, CONTENT_TIER_DEFAULT } from '../constants.ts';
import { searchEntities } from '../apis/entity.ts';
import { search } from '../apis/record.ts';
import type { ApiContext } from '../apis/client.ts';
import { entityView, type EntityView } from '../edm/entity-view.ts';
import type { EntityType } from '../edm/entity-path.ts';
import { itemCard, type ItemCard } from '../search/item-card.ts';

/**
 * Automated card groups name their source in `genre` (portal.js BrowseAutomatedCardGroup): featured
 * entities of a type come from the Entity API, recent items from the Search API, and trending items are the
 * portal's own most viewed (src/lib/store/trending.ts, the /trending page's ranking), which change all day: the
 * page renders them on demand (AutomatedCardGroup.astro), not when it is pre-rendered.
 */
const ENTITY_GENRES: Readonly<Record<string, EntityType>> = {
  'featured topics': 'concept',
  'featured people': 'agent',
  'featured persons': 'agent',
  'featured places': 'place',
  'featured times': 'timespan',
  'featured centuries': 'timespan',
  'featured organisations': 'organization',
};
const ITEM_GENRES: ReadonlySet<string> = new Set(['recent items', 'latest items']);
const TRENDING_GENRE = 'trending items';

export type AutomatedCards =
  | { readonly kind: 'entities'; readonly cards: EntityView[] }
  | { readonly kind: 'items'; readonly cards: ItemCard[] }
  /** The trending items: asked when the page is shown (HomeTrendingItems.astro), none here. */
  | { readonly kind: 'trending' };

/** The day number since 1970 (UTC), the seed of the daily rotating selections (spec section 9). */
export function dayNumber(now: Date = new Date()): number {
  return Math.floor(now.getTime() / 86_400_000);
}

/**
 * The day's `size` of `set` (portal.js `daily`/`dailyOffset`): consecutive entries from an offset that moves
 * by `size` each day and wraps, the last `size` when the offset would run past the end. The same for every
 * visitor of a day (UTC); the whole set when it is not larger than `size`.
 * @example dailySubset(['a', 'b', 'c', 'd', 'e'], 2, new Date('1970-01-02')) // ['c', 'd']
 */
export function dailySubset<T>(set: readonly T[], size: number, now: Date = new Date()): T[] {
  if (set.length <= size) return [...set];
  const offset = (dayNumber(now) * size) % set.length;
  const start = offset + size <= set.length ? offset : set.length - size;
  return set.slice(start, start + size);
}

/** Items of the day: a random order seeded by the day number, the same for every visitor of that day. */
export async function dailyItems(locale: string, rows: number, context?: ApiContext, now?: Date): Promise<ItemCard[]> {
  const response = await search({ query: '*', qf: [CONTENT_TIER_DEFAULT, 'TYPE:IMAGE'], rows, sort: `random_${String(dayNumber(now))}`, profile: 'minimal' }, { context });
  return response.items.map((item) => itemCard(item, locale));
}

/** The cards of an automated card group, or undefined for a genre the portal does not know. */
export async function automatedCards(genre: string | null, locale: string, context?: ApiContext): Promise<AutomatedCards | undefined> {
  const key = (genre ?? '').trim().toLowerCase();
  const rows = CONTENT_LIMITS.cardsPerGroup;
  const entityType = ENTITY_GENRES[key];
  if (entityType !== undefined) {
    const result = await searchEntities({ type: entityType, page: 1, pageSize: Math.min(rows, 8) }, { context });
    return { kind: 'entities', cards: result.items.map((e) => entityView(e, locale)).filter((e): e is EntityView => e !== undefined) };
  }
  if (key === TRENDING_GENRE) return { kind: 'trending' };
  if (ITEM_GENRES.has(key)) return { kind: 'items', cards: await dailyItems(locale, 8, context) };
  return undefined;
}
