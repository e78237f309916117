/**
 * Loads what the item page shows: the record (translated on request), its view, the media it
 * offers (preview, download, the deep-zoom image service from the IIIF manifest) and similar
 * items. Only the record is essential: a missing manifest means no deep zoom, failing similar
 * items mean none are shown. The page offers only media Europeana holds (`mediaAvailable`), so
 * no link it shows answers 404 (issue 26, item 2).
 */
import type { ApiContext } from '../apis/client.ts';
import { ApiError } from '../apis/client.ts';
import { getImageInfo, getManifest, imageServices } from '../apis/iiif.ts';
import { getRecord, type EdmRecord } from '../apis/record.ts';
import type { SearchItem } from '../apis/schemas.ts';
import { thumbnailFromEdmPreview } from '../apis/thumbnail.ts';
import { THUMBNAIL_SIZE_LARGE } from '../constants.ts';
import { itemView, type ItemView } from '../edm/item.ts';
import { downloadPath, imageServiceIndex, selectedMediaIndex, worthDeepZoom, type ImageService } from '../edm/media.ts';
import { similarItems } from '../edm/similar.ts';
import { PortalError } from '../errors/catalogue.ts';

export interface ItemPageData {
  readonly record: EdmRecord;
  readonly view: ItemView;
  /** The image service of the media shown, when deep zoom is worth loading. */
  readonly deepZoom: ImageService | undefined;
  /** 0-based index of the media resource shown (`?media=N`, 1-based; the first by default). */
  readonly mediaIndex: number;
  /** The large preview image (Thumbnail API v3 from `edmPreview`), if Europeana holds one. */
  readonly previewUrl: string | undefined;
  /** The download of the media shown (`/_api/media/…`), when its rights allow and Europeana holds it. */
  readonly downloadHref: string | undefined;
  readonly similar: readonly SearchItem[];
  /** The translated view was asked for and the translation service refused (translateQuotaError). */
  readonly translateFailed: boolean;
}

export interface ItemPageOptions {
  readonly locale: string;
  /** Language of the translated view; only for signed-in visitors. */
  readonly translateTo?: string | undefined;
  readonly signedIn: boolean;
  /** The page's `?media=N` parameter (1-based), if any. */
  readonly mediaParam?: string | null | undefined;
  readonly context?: ApiContext | undefined;
}

async function recordFor(id: string, options: ItemPageOptions): Promise<{ record: EdmRecord; translateFailed: boolean }> {
  if (!options.translateTo) return { record: await getRecord(id, { context: options.context }), translateFailed: false };
  try {
    return { record: await getRecord(id, { translateTo: options.translateTo, context: options.context }), translateFailed: false };
  } catch (error) {
    if (error instanceof ApiError && error.code === 'translateQuotaError') {
      return { record: await getRecord(id, { context: options.context }), translateFailed: true };
    }
    throw error;
  }
}

async function deepZoomService(record: EdmRecord, view: ItemView, mediaIndex: number, context: ApiContext | undefined): Promise<ImageService | undefined> {
  // Only an image Europeana holds has a canvas: for anything else the manifest is not even asked for.
  const serviceIndex = imageServiceIndex(view.media, mediaIndex);
  if (serviceIndex === undefined) return undefined;
  try {
    const service = imageServices(await getManifest(record.about, { context }))[serviceIndex];
    if (!service) return undefined;
    const info = await getImageInfo(service.serviceUrl, { context });
    if (!info) return undefined;
    const candidate: ImageService = { serviceUrl: service.serviceUrl, width: info.width, height: info.height, info };
    return worthDeepZoom(candidate) ? candidate : undefined;
  } catch {
    // No manifest (e.g. media the image service cannot serve): the page shows the still image.
    return undefined;
  }
}

/** Everything the item page needs; throws the record's PortalError (404, 410, 5xx). */
export async function loadItemPage(id: string, options: ItemPageOptions): Promise<ItemPageData> {
  const { record, translateFailed } = await recordFor(id, options);
  const translateTo = translateFailed ? undefined : options.translateTo;
  const view = itemView(record, { locale: options.locale, translateTo });
  const mediaIndex = selectedMediaIndex(options.mediaParam, view.media.length) ?? 0;
  const [deepZoom, similar] = await Promise.all([
    deepZoomService(record, view, mediaIndex, options.context),
    similarItems(record, { signedIn: options.signedIn, context: options.context }).catch((): SearchItem[] => []),
  ]);
  const edmPreview = record.europeanaAggregation?.edmPreview;
  const previewUrl = edmPreview ? thumbnailFromEdmPreview(edmPreview, THUMBNAIL_SIZE_LARGE) : undefined;
  const shown = view.media[mediaIndex];
  const downloadHref = downloadPath(view.id, shown, shown?.rights ?? view.rights);
  return { record, view, deepZoom, mediaIndex, previewUrl, downloadHref, similar, translateFailed };
}

/**
 * The error an item page shows for a failed load: 404 stays itemNotFound, 410 itemGone; an
 * upstream 5xx the catalogue has no entry for becomes upstreamUnavailable with its status
 * (timeouts and unreachable services already are).
 * @example itemPageError(new PortalError('x', { status: 503 })).code // 'upstreamUnavailable'
 */
export function itemPageError(error: PortalError): PortalError {
  if (error.status >= 500 && error.code === 'genericUnknownError') {
    return new PortalError(error.message, { status: error.status, code: 'upstreamUnavailable', cause: error });
  }
  return error;
}
