import { LIKES_LIMIT } from '../constants.ts';
import { ApiError } from '../apis/client.ts';
import { addItems, createSet, findLikesFolder, getAllItemIds, getSet, removeItems, type SetCallOptions } from '../apis/set.ts';
import { NoticeError } from '../auth/bff.ts';
import { writeLikedIds, type SessionContext } from '../auth/session.ts';
import { singleFlight } from './single-flight.ts';

/**
 * Likes (spec sections 4, 5): a private `BookmarkFolder` per user, created the first time it is
 * needed and only once (concurrent first likes share one creation; a 409 from the API means
 * another node made it, so it is looked up again); at most 100 likes.
 */
const folders = new Map<string, string>();
const creating = singleFlight<string>();

/** Whether the API's refusal is the likes limit ("… 100 likes"). */
export function isLikeLimitError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 400 && error.message.includes('100 likes');
}

/** The user's likes folder id; created when `create` and there is none. */
export async function likesFolder(userId: string, options: SetCallOptions, create: boolean): Promise<string | undefined> {
  const known = folders.get(userId);
  if (known !== undefined) return known;
  const found = await findLikesFolder(userId, options);
  if (found !== undefined || !create) {
    if (found !== undefined) folders.set(userId, found);
    return found;
  }
  const made = await creating(userId, async () => {
    const again = await findLikesFolder(userId, options);
    if (again !== undefined) return again;
    try {
      const set = await createSet({ type: 'BookmarkFolder', visibility: 'private', title: { en: 'LIKES' } }, options);
      return set.id.replace(/^.*\/set\//, '');
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        const other = await findLikesFolder(userId, options);
        if (other !== undefined) return other;
      }
      throw error;
    }
  });
  folders.set(userId, made);
  return made;
}

/** Forgets a cached folder id (it was deleted upstream). */
export function forgetLikesFolder(userId: string): void {
  folders.delete(userId);
}

/** The ids of the user's liked items (none without a folder). */
export async function likedIds(userId: string, options: SetCallOptions): Promise<string[]> {
  const folder = await likesFolder(userId, options, false);
  if (folder === undefined) return [];
  try {
    return await getAllItemIds(folder, options);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) forgetLikesFolder(userId);
    throw error;
  }
}

/** How long the login redirect waits for the likes at most (spec section 4: failures are ignored). */
export const LIKES_AFTER_LOGIN_TIMEOUT_MS = 3000;

/**
 * After login the likes are loaded (spec section 4): into the session, so the first page after the
 * login redirect shows every like button in its state. A failure or a slow Set API is ignored (the
 * islands load the likes again when they start). Never creates the likes folder.
 */
export async function loadLikesAfterLogin(context: SessionContext, userId: string, options: SetCallOptions, timeoutMs = LIKES_AFTER_LOGIN_TIMEOUT_MS): Promise<readonly string[] | undefined> {
  let timer: ReturnType<typeof globalThis.setTimeout> | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = globalThis.setTimeout(() => resolve(undefined), timeoutMs);
  });
  try {
    const ids = await Promise.race([likedIds(userId, options), timeout]);
    writeLikedIds(context, ids);
    return ids;
  } catch {
    writeLikedIds(context, undefined);
    return undefined;
  } finally {
    globalThis.clearTimeout(timer);
  }
}

/** Whether another like is allowed with `count` likes already. */
export function canLike(count: number): boolean {
  return count < LIKES_LIMIT;
}

export async function like(userId: string, itemId: string, options: SetCallOptions): Promise<void> {
  const folder = await likesFolder(userId, options, true);
  if (folder === undefined) throw new Error('No likes folder');
  const meta = await getSet(folder, options);
  if (!canLike(meta.total)) throw new NoticeError('notice.likeLimit', 400, { limit: LIKES_LIMIT });
  try {
    await addItems(folder, [itemId], options);
  } catch (error) {
    if (isLikeLimitError(error)) throw new NoticeError('notice.likeLimit', 400, { limit: LIKES_LIMIT });
    throw error;
  }
}

export async function unlike(userId: string, itemId: string, options: SetCallOptions): Promise<void> {
  const folder = await likesFolder(userId, options, false);
  if (folder === undefined) return;
  await removeItems(folder, [itemId], options);
}
