import { isFirstPageQuery, requestedPage } from '../routing/page-param.ts';
import type { MinimalEntry } from './stories-minimal.ts';

/** Stories and exhibitions a listing page shows (portal.js shows 24 per page). */
export const STORIES_PER_PAGE = 24;

export type StoryType = 'story' | 'exhibition';

/** The listing's filters, from the query string (`type`, `tags`, `page`). */
export interface ListingQuery {
  readonly type: StoryType | undefined;
  readonly tags: readonly string[];
  readonly page: number;
}

const TAG = /^[a-z0-9-]{1,100}$/;

/** Parses the listing's query: unknown types and malformed tags are ignored; the page as every paginated page reads it. */
export function listingQuery(params: URLSearchParams): ListingQuery {
  const rawType = params.get('type');
  const type = rawType === 'story' || rawType === 'exhibition' ? rawType : undefined;
  const tags = [...new Set((params.get('tags') ?? '').split(',').map((t) => t.trim()).filter((t) => TAG.test(t)))].slice(0, 10);
  return { type, tags, page: requestedPage(params) };
}

/**
 * Whether a request's query asks for anything but the unfiltered first page (the pre-rendered one): a filter,
 * or any `page` but `page=1`, invalid ones included, so that the `page` rule redirects those.
 */
export function isFilteredListing(params: URLSearchParams): boolean {
  const q = listingQuery(params);
  return q.type !== undefined || q.tags.length > 0 || !isFirstPageQuery(params);
}

export interface ListingPage {
  /** Entry ids of this page, newest first. */
  readonly ids: readonly string[];
  readonly total: number;
  readonly page: number;
  readonly pages: number;
  /** Tags of the matching entries, for the tag filter (the selected ones included). */
  readonly tags: readonly string[];
}

/** Filters every entry by type and tags (all must match), then takes one page. */
export function listingPage(entries: readonly MinimalEntry[], query: ListingQuery, perPage = STORIES_PER_PAGE): ListingPage {
  const typeName = query.type === 'exhibition' ? 'ExhibitionPage' : query.type === 'story' ? 'Story' : undefined;
  const tagsOf = (e: MinimalEntry): string[] => (e.cats?.items ?? []).map((c) => c?.id).filter((c): c is string => typeof c === 'string');
  const matching = entries.filter((e) => (typeName === undefined || e.__typename === typeName) && query.tags.every((t) => tagsOf(e).includes(t)));
  const pages = Math.max(1, Math.ceil(matching.length / perPage));
  const page = Math.min(query.page, pages);
  const tags = new Set<string>(query.tags);
  for (const e of matching) for (const t of tagsOf(e)) tags.add(t);
  return {
    ids: matching.slice((page - 1) * perPage, page * perPage).map((e) => e.sys.id),
    total: matching.length,
    page,
    pages,
    tags: [...tags],
  };
}

/** The listing URL of a query, in a language (filters kept, page 1 left out). */
export function listingHref(locale: string, query: ListingQuery): string {
  const params = new URLSearchParams();
  if (query.type) params.set('type', query.type);
  if (query.tags.length > 0) params.set('tags', query.tags.join(','));
  if (query.page > 1) params.set('page', String(query.page));
  const search = params.toString();
  return `/${locale}/stories${search ? `?${search}` : ''}`;
}
