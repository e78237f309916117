import { CONTENT_LIMITS, CONTENT_TIER_DEFAULT } from '../constants.ts';
import { searchEntities } from '../apis/entity.ts';
import { search } from '../apis/record.ts';
import type { ApiContext } from '../apis/client.ts';
import { entityView, type EntityView } from '../edm/entity-view.ts';
import type { EntityType } from '../edm/entity-path.ts';
import type { SearchItem } from '../apis/schemas.ts';
import { quoteValue } from '../search/escape.ts';
import { FIXED_VALUES } from '../search/facets.ts';
import { itemCard, type ItemCard } from '../search/item-card.ts';
import { filterSearchHref } from '../search/state.ts';
import type { UserSet } from '../apis/set.ts';
import type { LocaleCode } from '../i18n/locales.ts';
import { latestPublishedGalleries } from '../sets/published-galleries.ts';
import { contentLocale } from './client.ts';
import { getThemes, type ThemeSummary } from './themes.ts';
import type { Collection, Part } from './types.ts';

/** The best-described items, as europeana.eu's recent items ask for them. */
const TIER_4 = 'contentTier:4';

/**
 * Automated card groups name their source in `genre` (portal.js BrowseAutomatedCardGroup): featured entities of a
 * type come from the Entity API, recent items and the item counts by media type from the Search API, featured themes
 * from the content service (the day's four of them), the latest galleries from the Set API, and trending
 * items are the portal's own most viewed (src/lib/store/trending.ts, the /trending page's ranking), which change all
 * day: the page renders them on demand (AutomatedCardGroup.astro), not when it is pre-rendered.
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
const TYPE_COUNTS_GENRE = 'item counts by media type';
const THEMES_GENRE = 'featured themes';
const GALLERIES_GENRE = 'latest galleries';
/** How many recent items a group shows: one from each of that many recently updated datasets. */
const RECENT_ITEMS = 4;
/** How many themes and galleries a group shows (portal.js: `daily(themes, 4)`, `pageSize: 4`): one row. */
const ROW = 4;

export type AutomatedCards =
  | { readonly kind: 'entities'; readonly cards: EntityView[] }
  | { readonly kind: 'items'; readonly cards: ItemCard[] }
  /** How many items there are of each media type, each a search for them (europeana.eu's InfoCard group). */
  | { readonly kind: 'type-counts'; readonly cards: TypeCount[] }
  /** The day's featured themes. */
  | { readonly kind: 'themes'; readonly cards: ThemeSummary[] }
  /** The newest published galleries; none while the Set API is unavailable. */
  | { readonly kind: 'galleries'; readonly cards: UserSet[] }
  /** The trending items: asked when the page is shown (HomeTrendingItems.astro), none here. */
  | { readonly kind: 'trending' };

/** Items of one media type: how many, and the search for them. */
export interface TypeCount {
  readonly type: string;
  readonly count: number;
  readonly href: string;
}

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

/**
 * Recently updated items (portal.js cachers/items/recent.js): the most recently updated dataset of the best-described
 * items (content tier 4), its most recently updated item (a day's random pick among equals), then the next dataset,
 * one item each, `rows` at most; fewer when fewer datasets have such items.
 */
export async function recentItems(locale: string, rows: number, context?: ApiContext, now?: Date): Promise<ItemCard[]> {
  const datasets: string[] = [];
  const items: SearchItem[] = [];
  while (items.length < rows) {
    const query = datasets.length === 0 ? '*:*' : `NOT edm_datasetName:(${datasets.map(quoteValue).join(' OR ')})`;
    const latest = await search({ query, qf: [TIER_4], rows: 1, sort: 'timestamp_update+desc', profile: 'standard' }, { context });
    const dataset = latest.items[0]?.edmDatasetName?.[0];
    if (dataset === undefined) break;
    datasets.push(dataset);
    const sort = `timestamp_update+desc,random_${String(dayNumber(now))}+asc`;
    const newest = await search({ query: `edm_datasetName:${quoteValue(dataset)}`, qf: [TIER_4], rows: 1, sort, profile: 'minimal' }, { context });
    const item = newest.items[0];
    if (item !== undefined) items.push(item);
  }
  return items.map((item) => itemCard(item, locale));
}

/** The portal's items by media type (the Search API's TYPE facet), largest first, each a search for that type. */
export async function itemCountsByType(locale: string, context?: ApiContext): Promise<TypeCount[]> {
  const response = await search({ query: '*:*', qf: [CONTENT_TIER_DEFAULT], rows: 0, profile: 'facets', facet: 'TYPE' }, { context });
  const values = response.facets.find((facet) => facet.name === 'TYPE')?.fields ?? [];
  return values
    .filter((value) => value.count > 0 && (FIXED_VALUES.TYPE ?? []).includes(value.label))
    .sort((a, b) => b.count - a.count)
    .map((value) => ({ type: value.label, count: value.count, href: filterSearchHref(locale, 'TYPE', value.label) }));
}

/** The cards of an automated card group, or undefined for a genre the portal does not know. */
export async function automatedCards(genre: string | null, locale: LocaleCode, context?: ApiContext, now?: Date): Promise<AutomatedCards | undefined> {
  const key = (genre ?? '').trim().toLowerCase();
  const rows = CONTENT_LIMITS.cardsPerGroup;
  const entityType = ENTITY_GENRES[key];
  if (entityType !== undefined) {
    const result = await searchEntities({ type: entityType, page: 1, pageSize: Math.min(rows, 8) }, { context });
    return { kind: 'entities', cards: result.items.map((e) => entityView(e, locale)).filter((e): e is EntityView => e !== undefined) };
  }
  if (key === TRENDING_GENRE) return { kind: 'trending' };
  if (ITEM_GENRES.has(key)) return { kind: 'items', cards: await recentItems(locale, RECENT_ITEMS, context, now) };
  if (key === TYPE_COUNTS_GENRE) return { kind: 'type-counts', cards: await itemCountsByType(locale, context) };
  if (key === THEMES_GENRE) return { kind: 'themes', cards: dailySubset(await getThemes(contentLocale(locale)), ROW, now) };
  if (key === GALLERIES_GENRE) return { kind: 'galleries', cards: await latestPublishedGalleries(ROW, context) };
  return undefined;
}

/**
 * A page's parts with each automated card group's cards loaded (`cards`): the page's loader calls this, so a
 * pre-rendered page records what the groups read (the themes, the published galleries) with the rest of its data,
 * and a publication that changes them renders the page again (docs/decisions/0008-incremental-publication.md).
 */
export async function withAutomatedCards<C extends Collection<Part> | null>(parts: C, locale: LocaleCode, context?: ApiContext): Promise<C> {
  if (parts?.items.some((part) => part?.__typename === 'AutomatedCardGroup') !== true) return parts;
  const items = await Promise.all(
    parts.items.map(async (part) => (part?.__typename === 'AutomatedCardGroup' ? { ...part, cards: await automatedCards(part.genre, locale, context) } : part)),
  );
  return { ...parts, items };
}
