import { z } from 'zod';
import { RECORD_ID } from '../lib/apis/record.ts';
import { apiContext, endpoint, json, readJson, requireUser } from '../lib/auth/bff.ts';
import { withUserToken } from '../lib/auth/user-token.ts';
import { like, likedIds, unlike } from '../lib/sets/likes.ts';

export const prerender = false;

const bodySchema = z.strictObject({ id: z.string().regex(RECORD_ID) });

/**
 * `/_api/likes`: GET the signed-in user's liked item ids (`{ ids }`, empty when signed out or
 * when the lookup fails: spec section 8); POST `{ id }` likes an item, DELETE `{ id }` unlikes it.
 */
export const GET = endpoint(async (context) => {
  const user = context.locals.user;
  if (user === undefined) return json({ ids: [], signedIn: false });
  try {
    const ids = await withUserToken(context, (accessToken) => likedIds(user.sub, { accessToken, context: apiContext(context) }));
    return json({ ids, signedIn: true });
  } catch {
    return json({ ids: [], signedIn: true });
  }
});

export const POST = endpoint(async (context) => {
  const user = requireUser(context);
  const { id } = await readJson(context.request, bodySchema);
  await withUserToken(context, (accessToken) => like(user.sub, id, { accessToken, context: apiContext(context) }));
  return json({ liked: id }, 201);
});

export const DELETE = endpoint(async (context) => {
  const user = requireUser(context);
  const { id } = await readJson(context.request, bodySchema);
  await withUserToken(context, (accessToken) => unlike(user.sub, id, { accessToken, context: apiContext(context) }));
  return json({ unliked: id });
});
