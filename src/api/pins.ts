import { z } from 'zod';
import { RECORD_ID } from '../lib/apis/record.ts';
import { apiContext, endpoint, json, readJson, requireUser } from '../lib/auth/bff.ts';
import { ROLES, userHasRole } from '../lib/auth/claims.ts';
import { withUserToken } from '../lib/auth/user-token.ts';
import { PortalError } from '../lib/errors/catalogue.ts';
import { isEntityUri, pin, pinnedIds, unpin } from '../lib/sets/pins.ts';

export const prerender = false;

const entity = z.string().max(200).refine(isEntityUri);
const pinSchema = z.strictObject({ entity, label: z.string().trim().min(1).max(200), id: z.string().regex(RECORD_ID) });
const unpinSchema = z.strictObject({ entity, id: z.string().regex(RECORD_ID) });

function requireEditor(context: Parameters<typeof requireUser>[0]) {
  const user = requireUser(context);
  if (!userHasRole(user, ROLES.entityEditor)) throw new PortalError('Entity editors only', { status: 403, code: 'genericUnauthorised' });
  return user;
}

/**
 * `/_api/pins` (role `entities:editor`): GET `?entity=uri&item=/ds/id` says whether the item is
 * pinned there; POST `{ entity, label, id }` pins (at most 24), DELETE `{ entity, id }` unpins.
 */
export const GET = endpoint(async (context) => {
  requireEditor(context);
  const uri = context.url.searchParams.get('entity') ?? '';
  const item = context.url.searchParams.get('item') ?? '';
  if (!isEntityUri(uri)) throw new PortalError('Unsupported entity URI', { status: 400, code: 'badRequest' });
  const { ids, pinned } = await withUserToken(context, (accessToken) => pinnedIds(uri, { accessToken, context: apiContext(context) }));
  return json({ pinned: ids.includes(item), count: pinned });
});

export const POST = endpoint(async (context) => {
  requireEditor(context);
  const body = await readJson(context.request, pinSchema);
  await withUserToken(context, (accessToken) => pin(body.entity, body.label, body.id, { accessToken, context: apiContext(context) }));
  return json({ pinned: body.id }, 201);
});

export const DELETE = endpoint(async (context) => {
  requireEditor(context);
  const body = await readJson(context.request, unpinSchema);
  await withUserToken(context, (accessToken) => unpin(body.entity, body.id, { accessToken, context: apiContext(context) }));
  return json({ unpinned: body.id });
});
