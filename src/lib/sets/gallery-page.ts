import { GALLERY_PAGE_SIZE } from '../constants.ts';
import { requestedPage } from '../routing/page-param.ts';
import { DEFAULT_VIEW, isView, type View } from '../search/state.ts';
import type { UserSet } from '../apis/set.ts';

/**
 * The state of a gallery page (`/galleries/{id}-{slug}`, europeana.eu's pages/galleries/_.vue): the page of its
 * items (48 a page) and the view (grid, list, mosaic: the search page's, remembered in the same cookie), both in
 * the URL so the page works without JavaScript.
 */
export interface GalleryPageState {
  readonly page: number;
  readonly view: View;
}

/** Reads the page and the view from the URL; the view falls back to the search view cookie, then grid. */
export function parseGalleryPageState(params: URLSearchParams, viewCookie?: string): GalleryPageState {
  const view = params.get('view') ?? viewCookie;
  return { page: requestedPage(params), view: isView(view) ? view : DEFAULT_VIEW };
}

/** The last page of a gallery of `total` items (1 for an empty one). */
export function galleryLastPage(total: number, pageSize: number = GALLERY_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The page to redirect to when the one asked is past the end, else undefined. */
export function galleryPageBeyond(state: GalleryPageState, total: number): number | undefined {
  const last = galleryLastPage(total);
  return state.page > last ? last : undefined;
}

/** A gallery page's URL: `page` from 2 on, `view` only when asked for (the view switch; else the cookie keeps it). */
export function galleryPageHref(path: string, state: Partial<GalleryPageState>): string {
  const params = new URLSearchParams();
  if (state.page !== undefined && state.page > 1) params.set('page', String(state.page));
  if (state.view !== undefined) params.set('view', state.view);
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** The 0-based position in the whole gallery of the first item on a page (the editor's moves are absolute). */
export function galleryPageOffset(page: number, pageSize: number = GALLERY_PAGE_SIZE): number {
  return (page - 1) * pageSize;
}

/** Set types shown as gallery pages: galleries, and entities' curated best items (editors pin them on entity pages). */
export const GALLERY_PAGE_TYPES = ['Collection', 'EntityBestItemsSet'] as const;

export function isGalleryPageType(set: Pick<UserSet, 'type'>): boolean {
  return (GALLERY_PAGE_TYPES as readonly string[]).includes(set.type);
}

/** The entity a best-items set curates (its one subject), else undefined. */
export function curatedEntity(set: Pick<UserSet, 'type' | 'subject'>): string | undefined {
  return set.type === 'EntityBestItemsSet' ? set.subject?.[0] : undefined;
}

/** "curated by @nickname": the set creator's nickname as the Set API returns it (`creator.nickname`), if any. */
export function curatorNickname(set: Pick<UserSet, 'creator'>): string | undefined {
  const creator = set.creator;
  const nickname = typeof creator === 'object' ? creator.nickname?.trim() : undefined;
  return nickname === undefined || nickname === '' ? undefined : nickname;
}

/** Who a gallery says curated it: Europeana's own curators (their account's nickname), or a visitor by nickname. */
export type GalleryCurator = { readonly kind: 'europeana' } | { readonly kind: 'visitor'; readonly nickname: string };

/**
 * The gallery's curator line (europeana.eu's "Curated by @nickname", with Europeana's logo for its own curators'
 * account, `europeanaAccount`, compared without regard to case); none when the Set API names no nickname.
 * @example galleryCurator({ creator: { id: 'u', nickname: 'europeana' } }, 'europeana') // { kind: 'europeana' }
 */
export function galleryCurator(set: Pick<UserSet, 'creator'>, europeanaAccount: string): GalleryCurator | undefined {
  const nickname = curatorNickname(set);
  if (nickname === undefined) return undefined;
  return nickname.toLowerCase() === europeanaAccount.toLowerCase() ? { kind: 'europeana' } : { kind: 'visitor', nickname };
}
