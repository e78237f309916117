import { z } from 'zod';
import { RECORD_ID } from '../lib/apis/record.ts';
import { apiContext, endpoint, json, readJson, requireUser } from '../lib/auth/bff.ts';
import { ROLES, userHasRole } from '../lib/auth/claims.ts';
import { withUserToken } from '../lib/auth/user-token.ts';
import { purgeEntityPages } from '../lib/cache/page-cache.ts';
import { PortalError } from '../lib/errors/catalogue.ts';
import { PIN_LIMIT } from '../lib/constants.ts';
import { isEntityUri, pin, pinnedIds, repositionPin, unpin } from '../lib/sets/pins.ts';
import { userText } from '../lib/text/user-text.ts';

export const prerender = false;

const entity = z.string().max(200).refine(isEntityUri);
const pinSchema = z.strictObject({ entity, label: userText({ field: 'title', max: 200 }), id: z.string().regex(RECORD_ID) });
const unpinSchema = z.strictObject({ entity, id: z.string().regex(RECORD_ID) });
const moveSchema = z.strictObject({ entity, id: z.string().regex(RECORD_ID), to: z.number().int().min(0).max(PIN_LIMIT - 1) });

function requireEditor(context: Parameters<typeof requireUser>[0]) {
  const user = requireUser(context);
  if (!userHasRole(user, ROLES.entityEditor)) throw new PortalError('Entity editors only', { status: 403, code: 'genericUnauthorised' });
  return user;
}

/**
 * `/_api/pins` (role `entities:editor`): GET `?entity=uri&item=/ds/id` says whether the item is
 * pinned there, at which (0-based) position, and how many are; POST `{ entity, label, id }` pins
 * (at most 24), DELETE `{ entity, id }` unpins, PUT `{ entity, id, to }` repositions a pinned item
 * (a delete then an insert at the new position; put back when the insert fails).
 * A change purges the entity's pages from the route cache (anonymous visitors see them cached),
 * so the new order shows at once.
 */
export const GET = endpoint(async (context) => {
  requireEditor(context);
  const uri = context.url.searchParams.get('entity') ?? '';
  const item = context.url.searchParams.get('item') ?? '';
  if (!isEntityUri(uri)) throw new PortalError('Unsupported entity URI', { status: 400, code: 'badRequest' });
  const { ids, pinned } = await withUserToken(context, (accessToken) => pinnedIds(uri, { accessToken, context: apiContext(context) }));
  return json({ pinned: ids.includes(item), position: ids.indexOf(item), count: pinned });
});

export const POST = endpoint(async (context) => {
  requireEditor(context);
  const body = await readJson(context.request, pinSchema);
  await withUserToken(context, (accessToken) => pin(body.entity, body.label, body.id, { accessToken, context: apiContext(context) }));
  await purgeEntityPages(context.cache, body.entity);
  return json({ pinned: body.id }, 201);
});

export const DELETE = endpoint(async (context) => {
  requireEditor(context);
  const body = await readJson(context.request, unpinSchema);
  await withUserToken(context, (accessToken) => unpin(body.entity, body.id, { accessToken, context: apiContext(context) }));
  await purgeEntityPages(context.cache, body.entity);
  return json({ unpinned: body.id });
});

export const PUT = endpoint(async (context) => {
  requireEditor(context);
  const body = await readJson(context.request, moveSchema);
  // Each upstream call with the token of its moment: a refresh between the delete and the insert retries that call alone.
  const { to } = await repositionPin(body.entity, body.id, body.to, (call) => withUserToken(context, (accessToken) => call({ accessToken, context: apiContext(context) })));
  await purgeEntityPages(context.cache, body.entity);
  return json({ moved: body.id, to });
});
