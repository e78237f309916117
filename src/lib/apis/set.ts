import { z } from 'zod';
import { LIKES_PAGE_SIZE, SET_ITEMS_DEFAULT_PAGE, SET_ITEMS_PAGE_SIZE } from '../constants.ts';
import { ApiError, createApiClient, type ApiContext, type RequestOptions } from './client.ts';
import { upstreamResponses } from './response-cache.ts';
import { searchItemSchema, type SearchItem } from './schemas.ts';

/**
 * The Set API (spec section 7, base `/set`): galleries (`Collection`), the likes folder
 * (`BookmarkFolder`) and entities' best items (`EntityBestItemsSet`). Every call here carries the
 * signed-in user's token (never logged) and is reached only through the portal's `/_api/*`.
 */
const client = createApiClient({ name: 'set', sendsKey: true, scope: 'gallery' });

export const VISIBILITIES = ['private', 'public', 'published'] as const;
export type Visibility = (typeof VISIBILITIES)[number];
export type SetType = 'Collection' | 'BookmarkFolder' | 'EntityBestItemsSet';

const langText = z.record(z.string(), z.string());

export const setSchema = z.looseObject({
  id: z.string(),
  type: z.string(),
  visibility: z.enum(VISIBILITIES).catch('private'),
  title: langText.optional(),
  description: langText.optional(),
  subject: z.array(z.string()).optional(),
  pinned: z.number().optional(),
  creator: z.union([z.string(), z.looseObject({ id: z.string(), nickname: z.string().optional() })]).optional(),
  created: z.string().optional(),
  modified: z.string().optional(),
  total: z.number().default(0),
  items: z.array(z.union([z.string(), searchItemSchema])).optional(),
});
export type UserSet = z.infer<typeof setSchema>;

const searchSchema = z.looseObject({
  partOf: z.looseObject({ total: z.number().default(0) }).optional(),
  items: z.array(z.union([z.string(), setSchema])).default([]),
});

/** Call options: the user's token, the page request, and what an error status means for the call. */
export interface SetCallOptions {
  readonly accessToken?: string | undefined;
  readonly context?: ApiContext | undefined;
  readonly codeByStatus?: RequestOptions['codeByStatus'];
}

/** The set id (`123`) of a set URI `http://data.europeana.eu/set/123` or an id. */
export function setIdOf(value: string): string {
  return value.replace(/^.*\/set\//, '');
}

/** `/ds/id` of an item URI `http://data.europeana.eu/item/ds/id` or a record id. */
export function itemIdOf(value: string): string {
  return value.replace(/^https?:\/\/data\.europeana\.eu\/item/, '');
}

/** The user id as the Set API's `creator:` term wants it. */
export function creatorId(set: UserSet): string | undefined {
  const creator = set.creator;
  const id = typeof creator === 'string' ? creator : creator?.id;
  return id?.replace(/^.*\/user\//, '');
}

/** Search sets: `GET /search`; `timeoutMs` and `cacheTtlMs` as in RequestOptions (the related galleries of a search). */
export async function searchSets(
  query: string,
  options: SetCallOptions & { qf?: readonly string[]; page?: number; pageSize?: number; profile?: 'meta' | 'items' | 'items.meta'; timeoutMs?: number; cacheTtlMs?: number } = {},
): Promise<{ total: number; sets: UserSet[] }> {
  const response = await client.requestParsed('/search', searchSchema, {
    params: { query, qf: options.qf, profile: options.profile ?? 'meta', page: options.page, pageSize: options.pageSize },
    accessToken: options.accessToken,
    context: options.context,
    ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
    ...(options.cacheTtlMs === undefined ? {} : { cacheTtlMs: options.cacheTtlMs }),
  });
  const sets = response.items.flatMap((entry) => (typeof entry === 'string' ? [setSchema.parse({ id: entry, type: 'unknown' })] : [entry]));
  return { total: response.partOf?.total ?? sets.length, sets };
}

/**
 * Forgets the Set API's answers kept in the shared upstream cache on this node (`cacheTtlMs`: an entity's pinned items
 * for anonymous visitors, a search's related galleries): an editor changed what they show.
 */
export function forgetSetAnswers(): void {
  upstreamResponses.forget((key) => key.startsWith(`${client.name} `));
}

/** The likes folder of a user, if there is one (the first `BookmarkFolder` of theirs). */
export async function findLikesFolder(userId: string, options: SetCallOptions): Promise<string | undefined> {
  const { sets } = await searchSets(`creator:${userId} type:BookmarkFolder`, { ...options, profile: 'items', pageSize: 1 });
  const first = sets[0];
  return first ? setIdOf(first.id) : undefined;
}

/** One set's metadata: `GET /{id}?profile=meta`. */
export function getSet(id: string, options: SetCallOptions): Promise<UserSet> {
  return client.requestParsed(`/${encodeURIComponent(id)}`, setSchema, { params: { profile: 'meta' }, ...options });
}

/**
 * A page of a set's items: `profile=items` (ids) or `items.meta` (records). A page past the end
 * (400 "page : value out of range", spec section 8) is an empty list.
 */
export async function getSetItems(
  id: string,
  profile: 'items' | 'items.meta',
  options: SetCallOptions & { page?: number; pageSize?: number; cacheTtlMs?: number },
): Promise<{ set: UserSet; ids: string[]; records: SearchItem[] }> {
  try {
    const set = await client.requestParsed(`/${encodeURIComponent(id)}`, setSchema, {
      params: { profile, page: options.page ?? SET_ITEMS_DEFAULT_PAGE, pageSize: options.pageSize ?? SET_ITEMS_PAGE_SIZE },
      accessToken: options.accessToken,
      context: options.context,
      ...(options.cacheTtlMs === undefined ? {} : { cacheTtlMs: options.cacheTtlMs }),
    });
    const items = set.items ?? [];
    const records = items.filter((i): i is SearchItem => typeof i !== 'string');
    const ids = items.map((i) => itemIdOf(typeof i === 'string' ? i : i.id));
    return { set, ids, records };
  } catch (error) {
    if (error instanceof ApiError && error.status === 400 && error.message.includes('page : value out of range')) {
      return { set: await getSet(id, options), ids: [], records: [] };
    }
    throw error;
  }
}

/** All item ids of a set (pages of 100), for likes and selections. */
export async function getAllItemIds(id: string, options: SetCallOptions, maxPages = 10): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; page <= maxPages; page += 1) {
    const result = await getSetItems(id, 'items', { ...options, page, pageSize: LIKES_PAGE_SIZE });
    ids.push(...result.ids);
    if (result.ids.length < LIKES_PAGE_SIZE) break;
  }
  return ids;
}

export interface SetBody {
  readonly type: SetType;
  readonly visibility?: Visibility | undefined;
  readonly title: Record<string, string>;
  readonly description?: Record<string, string> | undefined;
  readonly subject?: readonly string[] | undefined;
  readonly items?: readonly string[] | undefined;
}

export function createSet(body: SetBody, options: SetCallOptions): Promise<UserSet> {
  return client.requestParsed('/', setSchema, { method: 'POST', body, ...options });
}

export function updateSet(id: string, body: SetBody, options: SetCallOptions): Promise<UserSet> {
  return client.requestParsed(`/${encodeURIComponent(id)}`, setSchema, { method: 'PUT', body, ...options });
}

export async function deleteSet(id: string, options: SetCallOptions): Promise<void> {
  await client.request(`/${encodeURIComponent(id)}`, { method: 'DELETE', ...options });
}

export function publishSet(id: string, publish: boolean, options: SetCallOptions): Promise<UserSet> {
  return client.requestParsed(`/${encodeURIComponent(id)}/${publish ? 'publish' : 'unpublish'}`, setSchema, { method: 'PUT', ...options });
}

/** `PUT /{id}/items?position=…` (a 0-based index, `pin`, or the end when absent). */
export async function addItems(id: string, itemIds: readonly string[], options: SetCallOptions & { position?: number | 'pin' }): Promise<UserSet> {
  return client.requestParsed(`/${encodeURIComponent(id)}/items`, setSchema, {
    method: 'PUT',
    params: { position: options.position },
    body: itemIds,
    accessToken: options.accessToken,
    context: options.context,
    codeByStatus: options.codeByStatus,
  });
}

/** `DELETE /{id}/items`. */
export async function removeItems(id: string, itemIds: readonly string[], options: SetCallOptions): Promise<void> {
  await client.request(`/${encodeURIComponent(id)}/items`, { method: 'DELETE', body: itemIds, ...options });
}

/** Which of `itemIds` are in the set: `GET /{id}/search?query=*&qf=item:{id}…`. */
export async function itemsInSet(id: string, itemIds: readonly string[], options: SetCallOptions): Promise<string[]> {
  const response = await client.requestParsed(`/${encodeURIComponent(id)}/search`, searchSchema, {
    params: { query: '*', profile: 'items', qf: itemIds.map((i) => `item:${i}`) },
    ...options,
  });
  return response.items.flatMap((i) => (typeof i === 'string' ? [itemIdOf(i)] : []));
}

/**
 * A set's title or description in a language, else in English, else in any it has; with the language it is in
 * where that is not the one asked for (a page marks such a text with `lang`, for screen readers and hyphenation).
 * @example setTextIn({ en: 'Blue' }, 'de') // { text: 'Blue', lang: 'en' }
 */
export function setTextIn(map: Record<string, string> | undefined, locale: string): { text: string; lang: string | undefined } | undefined {
  if (!map) return undefined;
  const own = map[locale];
  if (own !== undefined) return { text: own, lang: undefined };
  const [lang, text] = map.en !== undefined ? ['en', map.en] : (Object.entries(map)[0] ?? []);
  return lang === undefined || text === undefined ? undefined : { text, lang };
}

/** Title of a set in a language, falling back to English and then any. */
export function setText(map: Record<string, string> | undefined, locale: string): string | undefined {
  return setTextIn(map, locale)?.text;
}
