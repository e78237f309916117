/**
 * Loads what the item page shows: the record (translated on request), its view, the media it
 * offers (preview, download, the player of the chosen media with its captions, the deep-zoom image
 * service from the IIIF manifest) and similar items. Only the record is essential: a missing
 * manifest means no deep zoom and no captions, failing similar items mean none are shown, a failing
 * Annotation API means no annotations (the page reports it, src/lib/item/annotations.ts), a provider's manifest
 * that cannot be read means the record's own media (the page reports it too). The page
 * offers only media Europeana holds (`mediaAvailable`), so no link it shows answers 404 (issue 26,
 * item 2). A depublished record (410) is shown under a banner; a record Europeana answers under
 * another identifier is a redirect the page follows (issue 24 item 5).
 */
import type { ApiContext } from '../apis/client.ts';
import { ApiError } from '../apis/client.ts';
import { canvasCaptions, getImageInfo, getManifest, imageServices, manifestUrl, type Manifest, type ManifestCaption } from '../apis/iiif.ts';
import { getProviderImageInfo, getProviderManifest } from '../apis/provider-iiif.ts';
import { loadReader, type ReaderData } from './reader.ts';
import { dataProviderOrganisation } from './data-provider.ts';
import type { Entity } from '../apis/entity.ts';
import { depublishedRecord, getRecord, type EdmRecord } from '../apis/record.ts';
import type { SearchItem } from '../apis/schemas.ts';
import { thumbnailForMedia, thumbnailFromEdmPreview } from '../apis/thumbnail.ts';
import { THUMBNAIL_SIZE_LARGE } from '../constants.ts';
import { itemView, type ItemView } from '../edm/item.ts';
import { canvasIndex, downloadPath, imageServiceIndex, mediaAvailable, selectedMediaIndex, worthDeepZoom, type ImageService, type MediaResource } from '../edm/media.ts';
import { manifestMedia, providerManifestUrl } from '../edm/provider-manifest.ts';
import { loadItemAnnotations, type ItemAnnotations } from './annotations.ts';
import { withDebiasTerms } from './debias.ts';
import { stagePlayer, type StagePlayer } from './media-stage.ts';
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
  /** How the stage shows the chosen media: its player (src/lib/item/media-stage.ts). */
  readonly stage: StagePlayer;
  /** Europeana depublished the record (410): the page shows it under a banner, without reuse. */
  readonly depublished: boolean;
  /** The record's identifier when it is not the one asked for (re-identified): the page redirects there. */
  readonly movedTo: string | undefined;
  /** The item's IIIF manifest, when it has one: the provider's own when the record names one, else Europeana's. */
  readonly manifestUrl: string | undefined;
  /** What volunteers added to the item (tags, links, transcriptions); none for a depublished or moved record. */
  readonly annotations: ItemAnnotations | undefined;
  /** Why the annotations are missing when the Annotation API failed: the page reports it and leaves them out. */
  readonly annotationsFailure: PortalError | undefined;
  /**
   * Why the provider's IIIF manifest the record names was not read (its server failed, or its address is one the
   * server must not reach): the page shows the record's own media instead, reports it, and is not route-cached.
   */
  readonly providerManifestFailure: PortalError | undefined;
  /** The organisation the record names as its data provider (its logo for the badge), when the Entity API has it. */
  readonly dataProviderOrganisation: Entity | undefined;
  /** The text of the page shown and the search inside it, for an item whose manifest gives its pages' text. */
  readonly reader: ReaderData | undefined;
}

export interface ItemPageOptions {
  readonly locale: string;
  /** Language of the translated view; only for signed-in visitors. */
  readonly translateTo?: string | undefined;
  readonly signedIn: boolean;
  /** The page's `?page=N` parameter (1-based, as europeana.eu links) or else its `?media=N`, if any. */
  readonly mediaParam?: string | null | undefined;
  /** The words searched for inside the item's text (`?find=`), if any. */
  readonly textQuery?: string | null | undefined;
  /** The line of the page's text chosen (`?anno=`), shown on the image. */
  readonly textLine?: string | null | undefined;
  readonly context?: ApiContext | undefined;
}

interface LoadedRecord {
  readonly record: EdmRecord;
  readonly translateFailed: boolean;
  readonly depublished: boolean;
}

async function recordFor(id: string, options: ItemPageOptions): Promise<LoadedRecord> {
  try {
    if (!options.translateTo) return { record: await getRecord(id, { context: options.context }), translateFailed: false, depublished: false };
    try {
      return { record: await getRecord(id, { translateTo: options.translateTo, context: options.context }), translateFailed: false, depublished: false };
    } catch (error) {
      if (error instanceof ApiError && error.code === 'translateQuotaError') {
        return { record: await getRecord(id, { context: options.context }), translateFailed: true, depublished: false };
      }
      throw error;
    }
  } catch (error) {
    const gone = depublishedRecord(error);
    if (gone === undefined) throw error;
    return { record: gone, translateFailed: false, depublished: true };
  }
}

/** The captions of a film from the record's IIIF manifest; none when there is no manifest or no canvas for it. */
async function captionsFor(record: EdmRecord, view: ItemView, mediaIndex: number, context: ApiContext | undefined, provider: ProviderMedia | undefined): Promise<ManifestCaption[]> {
  if (provider) return view.media[mediaIndex]?.kind === 'video' ? canvasCaptions(provider.manifest, mediaIndex) : [];
  const index = canvasIndex(view.media, mediaIndex);
  if (view.media[mediaIndex]?.kind !== 'video' || index === undefined) return [];
  try {
    return canvasCaptions(await getManifest(record.about, { context }), index);
  } catch {
    return [];
  }
}

async function deepZoomService(record: EdmRecord, view: ItemView, mediaIndex: number, context: ApiContext | undefined): Promise<ImageService | undefined> {
  const providerService = view.media[mediaIndex]?.provider?.service;
  if (providerService) {
    try {
      const info = await getProviderImageInfo(providerService.serviceUrl, { context });
      const candidate: ImageService = { serviceUrl: providerService.serviceUrl, width: info.width, height: info.height, info };
      return worthDeepZoom(candidate) ? candidate : undefined;
    } catch {
      // The provider's image service does not answer: the page shows the still image.
      return undefined;
    }
  }
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

interface ProviderMedia {
  readonly url: string;
  readonly manifest: Manifest;
  readonly media: MediaResource[];
}

interface ProviderOutcome {
  readonly provider?: ProviderMedia;
  readonly failure?: PortalError;
}

const NO_PROVIDER: ProviderOutcome = {};

/**
 * The media of the provider's own IIIF manifest when the record names one (src/lib/edm/provider-manifest.ts): every
 * canvas of it. When the manifest cannot be read (the failure, said) or has no canvas to show, the record's own
 * media stand.
 */
async function providerMediaFor(record: EdmRecord, options: ItemPageOptions): Promise<ProviderOutcome> {
  const url = providerManifestUrl(record);
  if (url === undefined) return NO_PROVIDER;
  try {
    const manifest = await getProviderManifest(url, { context: options.context });
    const media = manifestMedia(manifest, options.locale);
    return media.length > 0 ? { provider: { url, manifest, media } } : NO_PROVIDER;
  } catch (error) {
    return { failure: portalError(error) };
  }
}

/** Everything the item page needs; throws the record's PortalError (404, 410, 5xx). */
export async function loadItemPage(id: string, options: ItemPageOptions): Promise<ItemPageData> {
  const { record, translateFailed, depublished } = await recordFor(id, options);
  const translateTo = translateFailed ? undefined : options.translateTo;
  const recordView = itemView(record, { locale: options.locale, translateTo });
  const movedTo = record.about !== id ? record.about : undefined;
  const skipExtras = depublished || movedTo !== undefined;
  const { provider, failure: providerManifestFailure } = skipExtras ? NO_PROVIDER : await providerMediaFor(record, options);
  const view: ItemView = provider ? { ...recordView, media: provider.media } : recordView;
  const mediaIndex = selectedMediaIndex(options.mediaParam, view.media.length) ?? 0;
  const [deepZoom, captions, similar, annotated, reader, dataProvider] = await Promise.all([
    skipExtras ? undefined : deepZoomService(record, view, mediaIndex, options.context),
    skipExtras ? [] : captionsFor(record, view, mediaIndex, options.context, provider),
    skipExtras ? [] : similarItems(record, { signedIn: options.signedIn, context: options.context }).catch((): SearchItem[] => []),
    skipExtras ? NO_ANNOTATIONS : annotationsFor(record.about, view, options),
    // The reader reads Europeana's manifest, whose canvases follow the record's media.
    skipExtras || provider ? undefined : loadReader(record.about, view.media, mediaIndex, { find: options.textQuery, line: options.textLine }, options.context),
    dataProviderOrganisation(record, options.context),
  ]);
  const edmPreview = record.europeanaAggregation?.edmPreview;
  const previewUrl = edmPreview ? thumbnailFromEdmPreview(edmPreview, THUMBNAIL_SIZE_LARGE) : undefined;
  const shown = view.media[mediaIndex];
  // Nothing of a depublished record is offered for reuse or played (europeana.eu shows its metadata only).
  const downloadHref = depublished ? undefined : downloadPath(view.id, shown, shown?.rights ?? view.rights);
  const poster = shown?.kind === 'video' && mediaAvailable(shown) && !shown.provider ? thumbnailForMedia(shown.url, THUMBNAIL_SIZE_LARGE) : undefined;
  const stage: StagePlayer = depublished ? { kind: 'image' } : stagePlayer({ recordId: view.id, resource: shown, poster, captions });
  const hasManifest = !depublished && view.media.some((_, index) => canvasIndex(view.media, index) !== undefined);
  return {
    record,
    // DE-BIAS's contentious words marked in the values that show them.
    view: withDebiasTerms(view, annotated.annotations?.debias ?? []),
    deepZoom,
    mediaIndex,
    previewUrl,
    downloadHref,
    similar,
    translateFailed,
    stage,
    depublished,
    movedTo,
    manifestUrl: provider?.url ?? (hasManifest ? manifestUrl(view.id, { context: options.context }) : undefined),
    annotations: annotated.annotations,
    annotationsFailure: annotated.failure,
    providerManifestFailure,
    reader,
    dataProviderOrganisation: dataProvider,
  };
}

interface AnnotationsOutcome {
  readonly annotations?: ItemAnnotations;
  readonly failure?: PortalError;
}

const NO_ANNOTATIONS: AnnotationsOutcome = {};

async function annotationsFor(id: string, view: ItemView, options: ItemPageOptions): Promise<AnnotationsOutcome> {
  try {
    return { annotations: await loadItemAnnotations(id, { locale: options.locale, shownEntityUris: new Set(view.entities.map((e) => e.uri)), context: options.context }) };
  } catch (error) {
    // Whatever went wrong, the item page stands without its annotations.
    return { failure: portalError(error) };
  }
}

/** A failure the item page stands without, as the PortalError it reports. */
function portalError(error: unknown): PortalError {
  return error instanceof PortalError ? error : new PortalError(error instanceof Error ? error.message : String(error), { status: 500, cause: error });
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
