import { z } from 'zod';
import { RECORD_ID } from '../lib/apis/record.ts';
import { recommendForSet, reviewForSet } from '../lib/apis/recommendation.ts';
import type { SearchItem } from '../lib/apis/schemas.ts';
import { addItems, getSet, creatorId } from '../lib/apis/set.ts';
import { apiContext, endpoint, json, readJson, requireUser } from '../lib/auth/bff.ts';
import { withUserToken } from '../lib/auth/user-token.ts';
import { PortalError } from '../lib/errors/catalogue.ts';
import { itemCard } from '../lib/search/item-card.ts';
import { GALLERY_ID } from '../lib/sets/galleries.ts';

export const prerender = false;

const setId = z.string().regex(GALLERY_ID);
const reviewSchema = z.strictObject({ set: setId, id: z.string().regex(RECORD_ID), accept: z.boolean() });

function view(items: readonly SearchItem[], locale: string) {
  return items.map((item) => {
    const card = itemCard(item, locale);
    return { id: card.id, title: card.title ?? '', href: card.href, thumbnail: card.thumbnail };
  });
}

/**
 * `/_api/recommendations`: GET `?set=id` recommended items for the owner's gallery; POST
 * `{ set, id, accept }` reviews one: accepting adds it to the gallery; the answer is the next
 * recommendations (the island replaces the reviewed item with the first of them).
 */
export const GET = endpoint(async (context) => {
  const user = requireUser(context);
  const parsed = setId.safeParse(context.url.searchParams.get('set'));
  if (!parsed.success) throw new PortalError('Unknown gallery', { status: 404, code: 'galleryNotFound' });
  const items = await withUserToken(context, async (accessToken) => {
    const options = { accessToken, context: apiContext(context) };
    const set = await getSet(parsed.data, options);
    if (creatorId(set) !== user.sub) throw new PortalError('Not yours', { status: 403, code: 'galleryUnauthorised' });
    return recommendForSet(parsed.data, { ...options, pageSize: 8 });
  });
  return json({ items: view(items, context.locals.locale) });
});

export const POST = endpoint(async (context) => {
  const user = requireUser(context);
  const body = await readJson(context.request, reviewSchema);
  const items = await withUserToken(context, async (accessToken) => {
    const options = { accessToken, context: apiContext(context) };
    const set = await getSet(body.set, options);
    if (creatorId(set) !== user.sub) throw new PortalError('Not yours', { status: 403, code: 'galleryUnauthorised' });
    if (body.accept) await addItems(body.set, [body.id], options);
    return reviewForSet(body.set, [body.id], body.accept, { ...options, pageSize: 8 });
  });
  return json({ items: view(items, context.locals.locale) });
});
