import { z } from 'zod';
import { RECORD_ID } from '../../lib/apis/record.ts';
import { createSet, searchSets, setIdOf, setText } from '../../lib/apis/set.ts';
import { apiContext, endpoint, json, readJson, requireUser } from '../../lib/auth/bff.ts';
import { withUserToken } from '../../lib/auth/user-token.ts';
import { galleryFormSchema, galleryPath } from '../../lib/sets/galleries.ts';
import { withKnownItems } from '../../lib/sets/known-items.ts';

export const prerender = false;

const createSchema = galleryFormSchema.extend({ items: z.array(z.string().regex(RECORD_ID)).max(100).optional() });

/**
 * `/_api/sets`: GET the signed-in user's galleries (`?item=/ds/id` marks those holding that
 * item); POST `{ title, description?, visibility?, items? }` creates one.
 */
export const GET = endpoint(async (context) => {
  const user = requireUser(context);
  const item = context.url.searchParams.get('item');
  const { locale } = context.locals;
  return withUserToken(context, async (accessToken) => {
    const options = { accessToken, context: apiContext(context) };
    const { sets } = await searchSets(`creator:${user.sub} type:Collection`, { ...options, pageSize: 100 });
    let holding = new Set<string>();
    if (item !== null && RECORD_ID.test(item)) {
      const found = await searchSets(`creator:${user.sub} type:Collection`, { ...options, qf: [`item:${item}`], pageSize: 100, profile: 'items' });
      holding = new Set(found.sets.map((s) => setIdOf(s.id)));
    }
    return json({
      sets: sets.map((s) => {
        const title = setText(s.title, locale);
        const id = setIdOf(s.id);
        return { id, title: title ?? '', visibility: s.visibility, total: s.total, hasItem: holding.has(id), path: galleryPath(locale, s, title) };
      }),
    });
  });
});

export const POST = endpoint(async (context) => {
  requireUser(context);
  const body = await readJson(context.request, createSchema);
  const { locale } = context.locals;
  const created = await withUserToken(context, (accessToken) =>
    withKnownItems(body.items ?? [], () => createSet(
      {
        type: 'Collection',
        visibility: body.visibility ?? 'public',
        title: { [locale]: body.title },
        ...(body.description ? { description: { [locale]: body.description } } : {}),
        ...(body.items ? { items: body.items } : {}),
      },
      { accessToken, context: apiContext(context) },
    ), apiContext(context)),
  );
  return json({ id: setIdOf(created.id), path: galleryPath(locale, created, body.title) }, 201);
});
