import { z } from 'zod';
import { HttpError } from '../http/errors.ts';
import { recordId } from '../record/handler.ts';
import { DATA_HOST } from '../seed/model.ts';
import { parseEntityUri } from '../entity/store.ts';
import { MAX_ITEMS_PER_REQUEST, SET_ITEMS_LIMIT } from './limits.ts';

export const SET_CONTEXT = 'http://www.europeana.eu/schemas/context/collection.jsonld';
export const SET_TYPES = ['Collection', 'BookmarkFolder', 'EntityBestItemsSet'] as const;
export type SetType = (typeof SET_TYPES)[number];
export const VISIBILITIES = ['private', 'public', 'published'] as const;
export type Visibility = (typeof VISIBILITIES)[number];

export const ITEM_PREFIX = `${DATA_HOST}/item`;
export const SET_PREFIX = `${DATA_HOST}/set/`;
export const USER_PREFIX = `${DATA_HOST}/user/`;

/** A Set API error: the text is in `error` and in `message` (portal.js reads `message` for paging errors). */
export function setError(status: number, text: string): HttpError {
  return new HttpError(status, text, { extra: { message: text } });
}

const LangMap = z
  .record(z.string().regex(/^([a-z]{2,3}(-[A-Za-z0-9]{1,8})*|def)$/, 'language keys are codes such as en or de'), z.string().trim().min(1).max(4000))
  .refine((map) => Object.keys(map).length <= 30, 'at most 30 languages');

/** A set body as clients send it; fields the API computes (id, creator, created…) are ignored. */
export const SetBody = z.object({
  type: z.enum(SET_TYPES).default('Collection'),
  collectionType: z.literal('Gallery').optional(),
  visibility: z.enum(VISIBILITIES).optional(),
  title: LangMap.refine((map) => Object.keys(map).length > 0, 'a title is required'),
  description: LangMap.optional(),
  subject: z.array(z.string().max(200)).max(10).optional(),
  items: z.array(z.string().max(400)).max(SET_ITEMS_LIMIT).optional(),
});
export type SetBody = z.infer<typeof SetBody>;

/** Parses a set body, answering 400 with the first problem. */
export function parseSetBody(value: unknown): SetBody {
  const parsed = SetBody.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue === undefined || issue.path.length === 0 ? 'body' : issue.path.join('.');
    throw setError(400, `Invalid set: ${where}: ${issue?.message ?? 'not a set'}`);
  }
  for (const uri of parsed.data.subject ?? []) if (parseEntityUri(uri) === undefined) throw setError(400, `Invalid set: subject: Unsupported entity URI ${uri}`);
  return parsed.data;
}

/** `/ds/local` from a record id or item URI (`http://data.europeana.eu/item/ds/local`); undefined if neither. */
export function normaliseItemId(value: string): string | undefined {
  const path = value.startsWith(ITEM_PREFIX) ? value.slice(ITEM_PREFIX.length) : value;
  const match = /^\/([^/]+)\/([^/]+)$/.exec(path);
  if (match === null) return undefined;
  return recordId(match[1] ?? '', match[2] ?? '');
}

/** Parses a JSON array of item ids (1..MAX_ITEMS_PER_REQUEST), normalised and de-duplicated in order. */
export function parseItemIds(value: unknown): string[] {
  const parsed = z.array(z.string().max(400)).min(1).max(MAX_ITEMS_PER_REQUEST).safeParse(value);
  if (!parsed.success) throw setError(400, `The body must be a JSON array of 1 to ${MAX_ITEMS_PER_REQUEST} item ids`);
  const ids: string[] = [];
  for (const raw of parsed.data) {
    const id = normaliseItemId(raw);
    if (id === undefined) throw setError(400, `Invalid item id '${raw}': use /{dataset}/{localId} or ${ITEM_PREFIX}/{dataset}/{localId}`);
    if (!ids.includes(id)) ids.push(id);
  }
  return ids;
}

export const itemUri = (id: string): string => `${ITEM_PREFIX}${id}`;
export const setUri = (id: number): string => `${SET_PREFIX}${id}`;

/** A set id from the path: digits only (also accepts the full set URI's last segment). */
export function parseSetId(value: string): number {
  if (!/^\d{1,15}$/.test(value)) throw setError(404, `No set with id ${value}`);
  return Number(value);
}
