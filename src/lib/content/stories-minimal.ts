import { CONTENT_LIMITS } from '../constants.ts';
import { keyRead } from '../publication/reads.ts';
import { isLocaleCode } from '../i18n/locales.ts';
import { contentLocale, contentQuery, operationName, type ContentOptions } from './client.ts';
import type { Collection } from './types.ts';

const L = CONTENT_LIMITS;
// The service answers at most 1000 items a query; stories beyond that come with `skip`.
const STORIES_PER_QUERY = Math.min(L.stories, L.maxQueryLimit);

/**
 * portal.js `storiesMinimal.graphql`: type, date and tags of every story (up to 1500) and exhibition (up to
 * 150), newest first; the listing filters and pages these, then asks for the cards of one page.
 */
/** What the listing reads of each entry: its kind, date and tags (one selection for both queries below). */
const MINIMAL_ITEM = '__typename date: datePublished sys { id } cats: categoriesCollection(limit: 5) { items { sys { id } id: identifier } }';

export const STORIES_MINIMAL = `query StoriesMinimal($locale: String!, $preview: Boolean = false, $storySkip: Int = 0, $withExhibitions: Boolean!) {
  exhibitionPageCollection(preview: $preview, locale: $locale, order: datePublished_DESC, limit: ${String(L.exhibitions)}, where: { name_exists: true }) @include(if: $withExhibitions) {
    total items { ${MINIMAL_ITEM} }
  }
  storyCollection(preview: $preview, locale: $locale, order: datePublished_DESC, limit: ${String(STORIES_PER_QUERY)}, skip: $storySkip, where: { name_exists: true }) {
    total items { ${MINIMAL_ITEM} }
  }
}`;

/**
 * The same items as `StoriesMinimal` for named entries only: what incremental publication asks to learn whether
 * a changed entry's place in the listing changed (src/lib/publication/reads.ts, key reads).
 */
export const STORIES_MINIMAL_KEYS = `query StoriesMinimalKeys($locale: String!, $preview: Boolean = false, $ids: [String]!, $limit: Int!) {
  exhibitionPageCollection(preview: $preview, locale: $locale, limit: $limit, where: { name_exists: true, sys: { id_in: $ids } }) {
    items { ${MINIMAL_ITEM} }
  }
  storyCollection(preview: $preview, locale: $locale, limit: $limit, where: { name_exists: true, sys: { id_in: $ids } }) {
    items { ${MINIMAL_ITEM} }
  }
}`;

/** Entries asked per `StoriesMinimalKeys` query: its cost (the limit times each item's categories) stays small. */
export const KEYS_PER_QUERY = 100;

export interface MinimalEntry {
  readonly __typename: 'Story' | 'ExhibitionPage';
  readonly date: string | null;
  readonly sys: { readonly id: string };
  readonly cats: Collection<{ readonly id: string | null }> | null;
}

interface Response {
  readonly exhibitionPageCollection?: Collection<MinimalEntry>;
  readonly storyCollection: Collection<MinimalEntry>;
}

/** Every story and exhibition of the listing, newest first. */
export async function getStoriesMinimal(locale: string, options: ContentOptions = {}): Promise<MinimalEntry[]> {
  const entries: MinimalEntry[] = [];
  let storySkip = 0;
  for (;;) {
    // The listing shows none of these entries, it orders and filters them: key reads, not entry reads.
    const data = await contentQuery<Response>(STORIES_MINIMAL, { locale, storySkip, withExhibitions: storySkip === 0 }, `stories listing (${locale})`, { ...options, listingKeys: true });
    entries.push(...(data.exhibitionPageCollection?.items ?? []).filter((e): e is MinimalEntry => e !== null));
    const stories = data.storyCollection.items.filter((e): e is MinimalEntry => e !== null);
    entries.push(...stories);
    storySkip += STORIES_PER_QUERY;
    if (stories.length < STORIES_PER_QUERY || storySkip >= L.stories || storySkip >= (data.storyCollection.total ?? 0)) break;
  }
  return entries.sort((a, b) => (b.date ?? '').localeCompare(a.date ?? ''));
}

/**
 * The key reads the listing would record now for these entries in a content locale (an entry the listing no
 * longer has answers none): compared with what a listing page recorded, they tell whether it must be rendered
 * again.
 */
export async function storiesMinimalKeys(ids: readonly string[], locale: string, options: ContentOptions = {}): Promise<Set<string>> {
  const reads = new Set<string>();
  for (let start = 0; start < ids.length; start += KEYS_PER_QUERY) {
    const some = ids.slice(start, start + KEYS_PER_QUERY);
    const data = await contentQuery<KeysResponse>(STORIES_MINIMAL_KEYS, { locale, ids: some, limit: some.length }, `listing keys of ${String(some.length)} entries (${locale})`, options);
    for (const read of keyReadsOfKeysAnswer(data)) reads.add(read);
  }
  return reads;
}

interface KeysResponse {
  readonly exhibitionPageCollection: Collection<MinimalEntry>;
  readonly storyCollection: Collection<MinimalEntry>;
}

/** The key reads of a `StoriesMinimalKeys` answer, as `StoriesMinimal` records them for the same entries. */
export function keyReadsOfKeysAnswer(data: KeysResponse): Set<string> {
  const query = operationName(STORIES_MINIMAL);
  const items = [...data.exhibitionPageCollection.items, ...data.storyCollection.items].filter((e): e is MinimalEntry => e !== null);
  return new Set(items.map((item) => keyRead(query, item)));
}

/**
 * The key reads a listing-key query answers now for these entries in an interface language: what the
 * publisher compares with a listing page's recorded keys (src/lib/publication/publisher.ts `keysOf`). The
 * stories listing's query is the portal's only listing-key query.
 */
export function listingKeys(query: string, ids: readonly string[], locale: string): Promise<Set<string>> {
  if (query !== operationName(STORIES_MINIMAL)) return Promise.reject(new Error(`${query} is not a listing-key query`));
  if (!isLocaleCode(locale)) return Promise.reject(new Error(`"${locale}" is not an interface language`));
  return storiesMinimalKeys(ids, contentLocale(locale));
}
