import { z } from 'zod';
import { RECORD_ID } from '../lib/apis/record.ts';
import { apiContext, endpoint, json, readJson, requireUser } from '../lib/auth/bff.ts';
import { readLikedIds, writeLikedIds } from '../lib/auth/session.ts';
import { withUserToken } from '../lib/auth/user-token.ts';
import { like, likedIds, unlike } from '../lib/sets/likes.ts';

export const prerender = false;

const bodySchema = z.strictObject({ id: z.string().regex(RECORD_ID) });

/** Keeps the session's liked ids (when known) in step with a like or unlike that succeeded. */
async function remember(context: Parameters<typeof readLikedIds>[0], id: string, liked: boolean): Promise<void> {
  const known = await readLikedIds(context);
  if (known === undefined) return;
  const next = new Set(known);
  if (liked) next.add(id);
  else next.delete(id);
  writeLikedIds(context, [...next]);
}

/**
 * `/_api/likes`: GET the signed-in user's liked item ids (`{ ids }`, empty when signed out or
 * when the lookup fails: spec section 8); POST `{ id }` likes an item, DELETE `{ id }` unlikes it.
 */
export const GET = endpoint(async (context) => {
  const user = context.locals.user;
  if (user === undefined) return json({ ids: [], signedIn: false });
  try {
    const ids = await withUserToken(context, (accessToken) => likedIds(user.sub, { accessToken, context: apiContext(context) }));
    // The pages rendered next show the like buttons in this state (src/lib/auth/session.ts); the
    // session is written only when they changed.
    const known = await readLikedIds(context);
    if (known?.size !== ids.length || ids.some((id) => !known.has(id))) writeLikedIds(context, ids);
    return json({ ids, signedIn: true });
  } catch {
    return json({ ids: [], signedIn: true });
  }
});

export const POST = endpoint(async (context) => {
  const user = requireUser(context);
  const { id } = await readJson(context.request, bodySchema);
  await withUserToken(context, (accessToken) => like(user.sub, id, { accessToken, context: apiContext(context) }));
  await remember(context, id, true);
  return json({ liked: id }, 201);
});

export const DELETE = endpoint(async (context) => {
  const user = requireUser(context);
  const { id } = await readJson(context.request, bodySchema);
  await withUserToken(context, (accessToken) => unlike(user.sub, id, { accessToken, context: apiContext(context) }));
  await remember(context, id, false);
  return json({ unliked: id });
});
