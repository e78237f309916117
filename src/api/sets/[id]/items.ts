import { z } from 'zod';
import { RECORD_ID } from '../../../lib/apis/record.ts';
import { addItems, removeItems } from '../../../lib/apis/set.ts';
import { apiContext, endpoint, json, readJson, requireUser } from '../../../lib/auth/bff.ts';
import { withUserToken } from '../../../lib/auth/user-token.ts';
import { PortalError } from '../../../lib/errors/catalogue.ts';
import { moveSteps } from '../../../lib/sets/galleries.ts';

export const prerender = false;

const idsSchema = z.strictObject({ ids: z.array(z.string().regex(RECORD_ID)).min(1).max(100) });
const moveSchema = z.strictObject({ id: z.string().regex(RECORD_ID), to: z.number().int().min(0).max(999) });

function setId(raw: string | undefined): string {
  if (raw === undefined || !/^\d{1,12}$/.test(raw)) throw new PortalError('Unknown gallery', { status: 404, code: 'galleryNotFound' });
  return raw;
}

/**
 * `/_api/sets/{id}/items`: PUT `{ ids }` adds items, DELETE `{ ids }` removes them, POST
 * `{ id, to }` moves one (a delete then an insert at the new position, spec section 4).
 */
export const PUT = endpoint(async (context) => {
  requireUser(context);
  const id = setId(context.params.id);
  const { ids } = await readJson(context.request, idsSchema);
  const set = await withUserToken(context, (accessToken) => addItems(id, ids, { accessToken, context: apiContext(context) }));
  return json({ total: set.total });
});

export const DELETE = endpoint(async (context) => {
  requireUser(context);
  const id = setId(context.params.id);
  const { ids } = await readJson(context.request, idsSchema);
  await withUserToken(context, (accessToken) => removeItems(id, ids, { accessToken, context: apiContext(context) }));
  return json({ removed: ids });
});

export const POST = endpoint(async (context) => {
  requireUser(context);
  const id = setId(context.params.id);
  const move = await readJson(context.request, moveSchema);
  await withUserToken(context, async (accessToken) => {
    const options = { accessToken, context: apiContext(context) };
    for (const step of moveSteps(move.id, move.to)) {
      if (step.op === 'delete') await removeItems(id, [step.id], options);
      else await addItems(id, [step.id], { ...options, position: step.position ?? 0 });
    }
  });
  return json({ moved: move.id, to: move.to });
});
