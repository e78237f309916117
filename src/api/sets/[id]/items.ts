import { z } from 'zod';
import { RECORD_ID } from '../../../lib/apis/record.ts';
import { addItems, getAllItemIds, removeItems, type SetCallOptions } from '../../../lib/apis/set.ts';
import { apiContext, endpoint, json, readJson, requireUser } from '../../../lib/auth/bff.ts';
import { withUserToken } from '../../../lib/auth/user-token.ts';
import { GALLERY_WRITE, gallerySetId, moveItem, requireNotLikesFolder } from '../../../lib/sets/galleries.ts';
import { withKnownItems } from '../../../lib/sets/known-items.ts';

export const prerender = false;

const idsSchema = z.strictObject({ ids: z.array(z.string().regex(RECORD_ID)).min(1).max(100) });
const moveSchema = z.strictObject({ id: z.string().regex(RECORD_ID), to: z.number().int().min(0).max(999) });

/**
 * `/_api/sets/{id}/items`: PUT `{ ids }` adds items, DELETE `{ ids }` removes them, POST
 * `{ id, to }` moves one (a delete then an insert at the new position, spec section 4; when the
 * insert fails the item is put back where it was: src/lib/sets/galleries.ts moveItem). Only on
 * galleries: the user's likes folder is refused by name (`galleryNotAGallery`).
 */
export const PUT = endpoint(async (context) => {
  const user = requireUser(context);
  const id = gallerySetId(context.params.id);
  const { ids } = await readJson(context.request, idsSchema);
  const set = await withUserToken(context, async (accessToken) => {
    const options = { accessToken, context: apiContext(context), codeByStatus: GALLERY_WRITE };
    await requireNotLikesFolder(id, user.sub, options);
    return withKnownItems(ids, () => addItems(id, ids, options), apiContext(context));
  });
  return json({ total: set.total });
});

export const DELETE = endpoint(async (context) => {
  const user = requireUser(context);
  const id = gallerySetId(context.params.id);
  const { ids } = await readJson(context.request, idsSchema);
  await withUserToken(context, async (accessToken) => {
    const options = { accessToken, context: apiContext(context), codeByStatus: GALLERY_WRITE };
    await requireNotLikesFolder(id, user.sub, options);
    await removeItems(id, ids, options);
  });
  return json({ removed: ids });
});

export const POST = endpoint(async (context) => {
  const user = requireUser(context);
  const id = gallerySetId(context.params.id);
  const move = await readJson(context.request, moveSchema);
  await withUserToken(context, (accessToken) => requireNotLikesFolder(id, user.sub, { accessToken, context: apiContext(context) }));
  // Each step with the token of its own moment: a refresh between the delete and the insert
  // retries that step alone, never the delete again.
  const run = <T>(call: (options: SetCallOptions) => Promise<T>): Promise<T> =>
    withUserToken(context, (accessToken) => call({ accessToken, context: apiContext(context), codeByStatus: GALLERY_WRITE }));
  const { to } = await moveItem(
    {
      order: () => run((options) => getAllItemIds(id, options)),
      remove: (item) => run((options) => removeItems(id, [item], options)),
      insert: async (item, position) => {
        await run((options) => addItems(id, [item], { ...options, position }));
      },
    },
    move.id,
    move.to,
  );
  return json({ moved: move.id, to });
});
