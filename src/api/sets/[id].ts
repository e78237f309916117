import { deleteSet, getSet, setIdOf, updateSet } from '../../lib/apis/set.ts';
import { apiContext, endpoint, json, readJson, requireUser } from '../../lib/auth/bff.ts';
import { withUserToken } from '../../lib/auth/user-token.ts';
import { depublishes, GALLERY_WRITE, galleryFormSchema, galleryPath, gallerySetId, requireOwnGallery } from '../../lib/sets/galleries.ts';

export const prerender = false;

/**
 * `/_api/sets/{id}`: PUT `{ title, description?, visibility? }` edits a gallery (the title in the
 * page language; other languages kept); making a published gallery private depublishes it and
 * says so (`depublished: true`). DELETE removes it. Both only on the user's own galleries
 * (src/lib/sets/galleries.ts requireOwnGallery: not the likes folder, not another user's).
 */
export const PUT = endpoint(async (context) => {
  const user = requireUser(context);
  const id = gallerySetId(context.params.id);
  const body = await readJson(context.request, galleryFormSchema);
  const { locale } = context.locals;
  return withUserToken(context, async (accessToken) => {
    const options = { accessToken, context: apiContext(context), codeByStatus: GALLERY_WRITE };
    const current = requireOwnGallery(await getSet(id, options), user.sub);
    const description = Object.fromEntries(Object.entries(current.description ?? {}).filter(([lang]) => lang !== locale));
    if (body.description) description[locale] = body.description;
    const visibility = body.visibility ?? (current.visibility === 'published' ? 'published' : current.visibility);
    const updated = await updateSet(
      id,
      {
        type: 'Collection',
        visibility,
        title: { ...(current.title ?? {}), [locale]: body.title },
        ...(Object.keys(description).length > 0 ? { description } : {}),
      },
      options,
    );
    return json({ id: setIdOf(updated.id), visibility: updated.visibility, depublished: depublishes(current.visibility, updated.visibility), path: galleryPath(locale, updated, body.title) });
  });
});

export const DELETE = endpoint(async (context) => {
  const user = requireUser(context);
  const id = gallerySetId(context.params.id);
  await withUserToken(context, async (accessToken) => {
    const options = { accessToken, context: apiContext(context), codeByStatus: GALLERY_WRITE };
    requireOwnGallery(await getSet(id, options), user.sub);
    await deleteSet(id, options);
  });
  return json({ deleted: id });
});
