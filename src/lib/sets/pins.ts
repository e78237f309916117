import { PIN_LIMIT } from '../constants.ts';
import { ApiError } from '../apis/client.ts';
import { addItems, createSet, getAllItemIds, removeItems, searchSets, setIdOf, type SetCallOptions, type UserSet } from '../apis/set.ts';
import { NoticeError } from '../auth/bff.ts';
import { PortalError } from '../errors/catalogue.ts';
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

/** Pinned items first, then the others in their order, without duplicates. */
export function pinnedFirst<T extends { id: string }>(items: readonly T[], pinned: readonly T[]): T[] {
  const ids = new Set(pinned.map((p) => p.id));
  return [...pinned, ...items.filter((i) => !ids.has(i.id))];
}
