import { PIN_LIMIT } from '../constants.ts';
import { ApiError } from '../apis/client.ts';
import { addItems, createSet, getAllItemIds, getSetItems, removeItems, searchSets, setIdOf, type SetCallOptions, type UserSet } from '../apis/set.ts';
import type { SearchItem } from '../apis/schemas.ts';
import type { SearchState } from '../search/state.ts';
import { NoticeError } from '../auth/bff.ts';
import { PortalError } from '../errors/catalogue.ts';
import { moveItem } from './galleries.ts';
import { singleFlight } from './single-flight.ts';

/**
 * Pinning (spec sections 4, 5): editors (`entities:editor`) pin items to an entity's best-items set,
 * at most 24; pinned items come first on the entity page.
 */
const ENTITY_URI = /^http:\/\/data\.europeana\.eu\/(agent|concept|organization|place|timespan)\/\d+$/;
const creating = singleFlight<string>();

export function isEntityUri(uri: string): boolean {
  return ENTITY_URI.test(uri);
}

export function isPinLimitError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 400 && /pinned/i.test(error.message) && new RegExp(String(PIN_LIMIT)).test(error.message);
}

/** The entity's best-items set, if any. */
export async function bestItemsSet(entityUri: string, options: SetCallOptions): Promise<UserSet | undefined> {
  const { sets } = await searchSets(`type:EntityBestItemsSet subject:${entityUri}`, { ...options, pageSize: 1 });
  return sets[0];
}

async function ensureSet(entityUri: string, label: string, options: SetCallOptions): Promise<string> {
  const found = await bestItemsSet(entityUri, options);
  if (found) return setIdOf(found.id);
  return creating(entityUri, async () => {
    const again = await bestItemsSet(entityUri, options);
    if (again) return setIdOf(again.id);
    const created = await createSet({ type: 'EntityBestItemsSet', title: { en: label }, subject: [entityUri] }, options);
    return setIdOf(created.id);
  });
}

/** Pinned item ids of an entity (in order), none when there is no set. */
export async function pinnedIds(entityUri: string, options: SetCallOptions): Promise<{ setId: string | undefined; ids: string[]; pinned: number }> {
  const set = await bestItemsSet(entityUri, options);
  if (!set) return { setId: undefined, ids: [], pinned: 0 };
  const setId = setIdOf(set.id);
  const ids = await getAllItemIds(setId, options, 1);
  const pinned = set.pinned ?? ids.length;
  return { setId, ids: ids.slice(0, pinned), pinned };
}

export async function pin(entityUri: string, label: string, itemId: string, options: SetCallOptions): Promise<void> {
  if (!isEntityUri(entityUri)) throw new PortalError('Unsupported entity URI', { status: 400, code: 'badRequest' });
  const setId = await ensureSet(entityUri, label, options);
  try {
    await addItems(setId, [itemId], { ...options, position: 'pin' });
  } catch (error) {
    if (isPinLimitError(error)) throw new NoticeError('notice.pinLimit', 400, { limit: PIN_LIMIT });
    if (error instanceof ApiError && error.status === 404) throw new PortalError('Pinning failed', { status: 404, code: 'pinningNotFound' });
    throw error;
  }
}

export async function unpin(entityUri: string, itemId: string, options: SetCallOptions): Promise<void> {
  const set = await bestItemsSet(entityUri, options);
  if (!set) throw new PortalError('Nothing pinned', { status: 404, code: 'pinningNotFound' });
  await removeItems(setIdOf(set.id), [itemId], options);
}

/** Runs one upstream call with the options of its moment (a BFF endpoint refreshes the token per call). */
export type SetRunner = <T>(call: (options: SetCallOptions) => Promise<T>) => Promise<T>;

/**
 * Repositions a pinned item to the (0-based) position `to` among the pinned items: a delete, then
 * an insert at the new position (spec section 4). The Set API's `position=pin` puts the items sent,
 * in their order, at the head of the pinned block, so the insert sends the pinned items that come
 * before the new position followed by the item. When the insert fails, the item is pinned again
 * where it was (src/lib/sets/galleries.ts moveItem).
 */
export async function repositionPin(entityUri: string, itemId: string, to: number, options: SetCallOptions | SetRunner): Promise<{ from: number; to: number }> {
  if (!isEntityUri(entityUri)) throw new PortalError('Unsupported entity URI', { status: 400, code: 'badRequest' });
  const run: SetRunner = typeof options === 'function' ? options : (call) => call(options);
  const set = await run((o) => bestItemsSet(entityUri, o));
  if (!set) throw new PortalError('Nothing pinned', { status: 404, code: 'pinningNotFound' });
  const setId = setIdOf(set.id);
  const pinnedNow = () => run(async (o) => (await pinnedIds(entityUri, o)).ids);
  try {
    return await moveItem(
      {
        order: pinnedNow,
        remove: (id) => run((o) => removeItems(setId, [id], o)),
        insert: async (id, position) => {
          const before = (await pinnedNow()).filter((p) => p !== id).slice(0, position);
          await run((o) => addItems(setId, [...before, id], { ...o, position: 'pin' }));
        },
      },
      itemId,
      to,
    );
  } catch (error) {
    if (error instanceof PortalError && error.code === 'galleryNotFound') throw new PortalError('Not pinned', { status: 404, code: 'pinningNotFound' });
    throw error;
  }
}

/** Pinned items first, then the others in their order, without duplicates. */
export function pinnedFirst<T extends { id: string }>(items: readonly T[], pinned: readonly T[]): T[] {
  const ids = new Set(pinned.map((p) => p.id));
  return [...pinned, ...items.filter((i) => !ids.has(i.id))];
}

/**
 * The pinned items of an entity as Search API records, in the set's order (the pinned block heads
 * the best-items set): `GET /search` for the set, then `GET /{id}?profile=items.meta` for its first
 * `pinned` items. None when the entity has no set or nothing is pinned. Public sets: the API key
 * reads them, so anonymous and signed-in visitors see the same.
 *
 * `cacheTtlMs` keeps both answers in the shared upstream cache: the entity page passes it for anonymous visitors only
 * (signed-in visitors, editors among them, always see the set as it is now); a pin change forgets them on the node
 * that made it (src/lib/cache/page-cache.ts `purgeEntityPages`), other nodes within the lifetime, as their route caches.
 */
export async function pinnedItems(entityUri: string, options: SetCallOptions & { cacheTtlMs?: number }): Promise<SearchItem[]> {
  const set = await bestItemsSet(entityUri, options);
  if (!set) return [];
  const pinned = Math.min(set.pinned ?? set.total, PIN_LIMIT);
  if (pinned <= 0) return [];
  const { records } = await getSetItems(setIdOf(set.id), 'items.meta', { ...options, page: 1, pageSize: pinned });
  const byId = new Map<string, SearchItem>();
  for (const record of records.slice(0, pinned)) if (!byId.has(record.id)) byId.set(record.id, record);
  return [...byId.values()];
}

/**
 * Pinned items lead the entity's own listing only: with a query or filters of the visitor's,
 * the results are theirs (pinned items need not match them).
 */
export function pinsApply(state: SearchState): boolean {
  return state.query === '' && state.qf.length === 0 && state.qa.length === 0 && state.reusability.length === 0 && state.api === undefined;
}

/** Which pinned items a page shows and which window of the other items fills it. */
export interface PinnedPageWindow {
  /** Pinned items `[pinnedStart, pinnedEnd)` of the pinned list. */
  readonly pinnedStart: number;
  readonly pinnedEnd: number;
  /** 0-based offset and count in the search for the entity's other items (pinned ones excluded). */
  readonly restStart: number;
  readonly restRows: number;
}

/**
 * The page of the list "pinned items, then the others" that starts at 0-based `start` and holds
 * `rows` items, with `pinnedCount` pinned items: pages never repeat or skip an item, and only the
 * pages the pinned items reach are shorter in other items.
 * @example pinnedPageWindow(0, 24, 3) // { pinnedStart: 0, pinnedEnd: 3, restStart: 0, restRows: 21 }
 * @example pinnedPageWindow(24, 24, 3) // { pinnedStart: 3, pinnedEnd: 3, restStart: 21, restRows: 24 }
 */
export function pinnedPageWindow(start: number, rows: number, pinnedCount: number): PinnedPageWindow {
  const end = start + rows;
  const pinnedStart = Math.min(start, pinnedCount);
  const pinnedEnd = Math.min(end, pinnedCount);
  return { pinnedStart, pinnedEnd, restStart: Math.max(0, start - pinnedCount), restRows: Math.max(0, end - Math.max(start, pinnedCount)) };
}
