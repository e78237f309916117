import { atom } from 'nanostores';
import { callApi } from '../shared/api.ts';

/**
 * The signed-in user's liked item ids, shared by every like button of a page. Loaded once (a
 * failure leaves it empty, silently: spec section 8) and refetched after every like or unlike,
 * the failed ones included (spec section 4).
 */
export const $likedIds = atom<ReadonlySet<string>>(new Set());
/** Items with a like or unlike under way (double clicks do nothing). */
export const $likesBusy = atom<ReadonlySet<string>>(new Set());

let loading: Promise<void> | undefined;

export async function refetchLikes(): Promise<void> {
  try {
    const { ids } = await callApi<{ ids: string[] }>('likes', { quiet: true });
    $likedIds.set(new Set(ids));
  } catch {
    // A failed likes fetch yields what we had, silently.
  }
}

/** Loads the likes once per page. */
export function loadLikes(): Promise<void> {
  loading ??= refetchLikes();
  return loading;
}

function setBusy(id: string, busy: boolean): void {
  const next = new Set($likesBusy.get());
  if (busy) next.add(id);
  else next.delete(id);
  $likesBusy.set(next);
}

/** Likes or unlikes; always refetches afterwards. Resolves false when refused. */
export async function toggleLike(id: string, call: typeof callApi = callApi, refetch: () => Promise<void> = refetchLikes): Promise<boolean> {
  if ($likesBusy.get().has(id)) return false;
  const liked = $likedIds.get().has(id);
  setBusy(id, true);
  try {
    await call('likes', { method: liked ? 'DELETE' : 'POST', body: { id } });
    return true;
  } catch {
    return false;
  } finally {
    await refetch();
    setBusy(id, false);
  }
}
