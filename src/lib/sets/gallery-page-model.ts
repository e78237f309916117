/**
 * The gallery page's model (`/galleries/{id}-{slug}`): its items, 48 a page with the search page's pagination and
 * view switch (./gallery-page.ts), "curated by @nickname", and for its owner the editing tools and the
 * recommendations; for publishers the publication controls. An entity's curated best items (`EntityBestItemsSet`)
 * show here too, and their editors unpin items from the cards (europeana.eu's pages/galleries/_.vue). A private
 * gallery of someone else is galleryUnauthorised (403, with its illustration); an unknown one galleryNotFound
 * (404). A slug that does not match the title is redirected (301) to the canonical one, a page past the end to the
 * last (302).
 */
import type { ItemList, WithContext } from 'schema-dts';
import { ApiError } from '../apis/client.ts';
import { creatorId, getSetItems, setTextIn, type UserSet } from '../apis/set.ts';
import type { SearchItem } from '../apis/schemas.ts';
import { thumbnailFromEdmPreview } from '../apis/thumbnail.ts';
import { ROLES, userHasRole } from '../auth/claims.ts';
import { islandLabels } from '../auth/island-labels.ts';
import type { WithToken } from '../auth/user-token.ts';
import { config, publicOrigin } from '../config.ts';
import { GALLERY_PAGE_SIZE } from '../constants.ts';
import { PortalError } from '../errors/catalogue.ts';
import { failedPage, type PageRequest, type PageResult } from '../pages/result.ts';
import { itemCard, type ItemCard } from '../search/item-card.ts';
import { DEFAULT_VIEW, isView } from '../search/state.ts';
import { galleryStructuredData } from '../seo/structured-data/gallery.ts';
import type { ShareTarget } from '../share/share-links.ts';
import { galleryIdFromSlug, galleryPath } from './galleries.ts';
import {
  curatedEntity, galleryCurator, galleryLastPage, type GalleryCurator, galleryPageBeyond, galleryPageHref, galleryPageOffset, isGalleryPageType, parseGalleryPageState,
  type GalleryPageState,
} from './gallery-page.ts';

/** An item as the gallery editor shows it (src/islands/galleries/GalleryEditor.tsx). */
export interface GalleryItem {
  readonly id: string;
  readonly title: string;
  readonly href: string;
  readonly thumbnail: string | undefined;
}

export interface GalleryPageModel {
  /** The set's id (`123`). */
  readonly id: string;
  readonly set: UserSet;
  /** The title in the page's language, or "Untitled gallery". */
  readonly title: string;
  /** The language of the title and of the description where the set has none in the page's (`lang`). */
  readonly titleLang: string | undefined;
  readonly descriptionLang: string | undefined;
  /** The title as the owner's editor starts with it: none when the set has none. */
  readonly editorTitle: string;
  readonly description: string | undefined;
  /** Who curated it: Europeana's curators (shown by its logo) or a visitor's nickname; none when the Set API names none. */
  readonly curator: GalleryCurator | undefined;
  /** The page's own path (the canonical one), which its pagination and view links build on. */
  readonly path: string;
  readonly state: GalleryPageState;
  readonly last: number;
  /** The 0-based position of the page's first item in the whole gallery. */
  readonly offset: number;
  readonly cards: readonly ItemCard[];
  readonly items: readonly GalleryItem[];
  /** The page's picture: the first item's, for a gallery that is not private. */
  readonly image: string | undefined;
  /** Sharing, for a gallery that is not private. */
  readonly share: ShareTarget | undefined;
  readonly structuredData: WithContext<ItemList> | undefined;
  readonly isOwner: boolean;
  readonly isPublisher: boolean;
  /** The entity whose best items these are, when the visitor may unpin them from the cards. */
  readonly pinTarget: { readonly uri: string; readonly label: string } | undefined;
  /** Items pinned first in a best-items set (all of them when the set does not say). */
  readonly pinnedCount: number;
  readonly editorLabels: Record<string, string>;
  readonly recommendationLabels: Record<string, string>;
}

const EDITOR_LABELS = [
  'galleries.visibility.private', 'galleries.visibility.public', 'galleries.visibility.published', 'galleries.form.title', 'galleries.form.description',
  'galleries.form.visibility', 'galleries.form.save', 'galleries.form.cancel', 'galleries.edit', 'galleries.delete', 'galleries.confirmDelete', 'galleries.deleted',
  'galleries.saved', 'galleries.itemsRemoved', 'galleries.selection', 'galleries.selected', 'galleries.removeSelected', 'galleries.select', 'galleries.moveUp',
  'galleries.moveDown', 'galleries.removeItem', 'galleries.publication.submit', 'galleries.publication.requestDepublication', 'galleries.publication.publish',
  'galleries.publication.unpublish', 'galleries.publication.submitDone', 'galleries.publication.requestDepublicationDone', 'galleries.publication.publishDone',
  'galleries.publication.unpublishDone', 'galleries.publication.requirements', 'notice.visibilityChanged',
];
const RECOMMENDATION_LABELS = ['galleries.recommendations', 'galleries.recommendations.accept', 'galleries.recommendations.reject', 'galleries.recommendations.none'];

/** A Set API failure as the gallery page shows it: a refusal is a private gallery (403), anything else keeps its status. */
function galleryFailure(error: PortalError): PortalError {
  if (error instanceof ApiError && [401, 403].includes(error.status)) return new PortalError('Private gallery', { status: 403, code: 'galleryUnauthorised' });
  return new PortalError(error.message, { status: error.status === 401 ? 403 : error.status, code: error.code });
}

/**
 * The gallery page of the route's `slug` as the request asks for it. `viewCookie`: the visitor's remembered
 * results view (src/lib/search/view-cookie.ts); `withToken` runs the Set API call as the visitor.
 */
export async function loadGalleryPageModel(slug: string, viewCookie: string | undefined, withToken: WithToken, request: PageRequest): Promise<PageResult<GalleryPageModel>> {
  const { url, locale, t, user, context } = request;
  const id = galleryIdFromSlug(slug);
  if (id === undefined) return failedPage(new PortalError('Not a gallery', { status: 404, code: 'galleryNotFound' }), request);
  const state = parseGalleryPageState(url.searchParams, viewCookie);
  let set: UserSet;
  let records: SearchItem[];
  try {
    ({ set, records } = await withToken((accessToken) => getSetItems(id, 'items.meta', { accessToken, page: state.page, pageSize: GALLERY_PAGE_SIZE, context })));
  } catch (error) {
    if (!(error instanceof PortalError)) throw error;
    return failedPage(galleryFailure(error), request);
  }
  if (!isGalleryPageType(set)) return failedPage(new PortalError('Not a gallery', { status: 404, code: 'galleryNotFound' }), request);

  const ownTitle = setTextIn(set.title, locale);
  const path = galleryPath(locale, set, ownTitle?.text);
  if (path !== url.pathname) return { kind: 'redirect', location: `${path}${url.search}`, status: 301 };
  const beyond = galleryPageBeyond(state, set.total);
  if (beyond !== undefined) return { kind: 'redirect', location: galleryPageHref(path, { page: beyond, ...(state.view === DEFAULT_VIEW ? {} : { view: state.view }) }), status: 302 };

  const title = ownTitle?.text ?? t('galleries.untitled');
  const ownDescription = setTextIn(set.description, locale);
  const description = ownDescription?.text;
  const cards = records.map((record) => itemCard(record, locale));
  const items = cards.map((card, i): GalleryItem => {
    const preview = records[i]?.edmPreview?.[0];
    return { id: card.id, title: card.title ?? t('search.untitled'), href: card.href, thumbnail: card.thumbnail ?? (preview ? thumbnailFromEdmPreview(preview, 400) : undefined) };
  });
  const shown = set.visibility !== 'private';
  const image = shown ? items.find((item) => item.thumbnail)?.thumbnail : undefined;
  const entityUri = curatedEntity(set);
  // A best-items set is no one's gallery: its editors unpin from the cards, nobody edits it as a gallery.
  const isOwner = user !== undefined && entityUri === undefined && creatorId(set) === user.sub;
  const model: GalleryPageModel = {
    id,
    set,
    title,
    titleLang: ownTitle?.lang,
    editorTitle: ownTitle?.text ?? '',
    description,
    descriptionLang: ownDescription?.lang,
    curator: galleryCurator(set, config().galleriesEuropeanaAccount),
    path,
    state,
    last: galleryLastPage(set.total),
    offset: galleryPageOffset(state.page),
    cards,
    items,
    image,
    // A gallery that is not private can be shared, and taken into WEAVEx (europeana.eu's gallery page).
    share: shown ? { url: `${publicOrigin()}${path}`, title, imageUrl: image, weavexSetId: id } : undefined,
    structuredData: shown
      ? galleryStructuredData({
        url: `${publicOrigin()}${path}`,
        name: title,
        description,
        total: set.total,
        items: items.map((item) => ({ url: `${publicOrigin()}${item.href}`, name: item.title, image: item.thumbnail })),
      })
      : undefined,
    isOwner,
    isPublisher: entityUri === undefined && userHasRole(user, ROLES.publisher),
    // The entity an editor may unpin the items from, on its best-items gallery page.
    pinTarget: entityUri !== undefined && userHasRole(user, ROLES.entityEditor) ? { uri: entityUri, label: title } : undefined,
    pinnedCount: set.pinned ?? set.total,
    editorLabels: islandLabels(t, EDITOR_LABELS),
    recommendationLabels: islandLabels(t, RECOMMENDATION_LABELS),
  };
  // The same page for every anonymous visitor of a gallery that is not private, unless a view of their own is asked for.
  const shared = user === undefined && shown && viewCookie === undefined && !isView(url.searchParams.get('view'));
  return { kind: 'page', model, cacheControl: shared ? 'public, max-age=300' : undefined };
}
