/**
 * The media of an item: its web resources in display order (`edmIsShownBy`, then `hasView`),
 * what kind each is by MIME type, the preview image, and whether deep zoom is worth loading.
 */
import type { ManifestImageService } from '../apis/iiif.ts';
import type { EdmRecord, WebResource } from '../apis/record.ts';
import { md5, thumbnailForMedia, type ThumbnailSize } from '../apis/thumbnail.ts';
import { THUMBNAIL_SIZE_LARGE } from '../constants.ts';
import { embeddable } from '../embed/player.ts';
import { langMapFirst } from './langmap.ts';
import { rightsStatement, type RightsStatement } from './rights.ts';

export type MediaKind = 'image' | 'audio' | 'video' | '3d' | 'text' | 'embed' | 'other';

/** The EDM types, each with a placeholder when an item has no image (spec section 3 facet TYPE). */
export const ITEM_TYPES = ['IMAGE', 'TEXT', 'SOUND', 'VIDEO', '3D'] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

export function itemType(value: string | undefined): ItemType {
  const upper = value?.toUpperCase();
  return (ITEM_TYPES as readonly string[]).includes(upper ?? '') ? (upper as ItemType) : 'IMAGE';
}

export interface MediaResource {
  readonly url: string;
  readonly mimeType: string | undefined;
  readonly kind: MediaKind;
  readonly width: number | undefined;
  readonly height: number | undefined;
  readonly rights: RightsStatement | undefined;
  readonly textAttributionSnippet: string | undefined;
  /**
   * Set for a canvas of the provider's own IIIF manifest (src/lib/edm/provider-manifest.ts): the file stays at the
   * provider (Europeana holds no copy, so no thumbnail or proxy of it); its image service gives the pictures.
   */
  readonly provider?: ProviderCanvas | undefined;
}

/** What a provider's manifest says of one canvas. */
export interface ProviderCanvas {
  readonly service: ManifestImageService | undefined;
  readonly label: string | undefined;
}

/**
 * A size of an image from its IIIF Image API service (`{service}/full/{width},/0/default.jpg`, valid in versions 2
 * and 3), no wider than the image.
 * @example iiifImageUrl({ serviceUrl: 'https://iiif.example/img', width: 3000, height: 2000 }, 400) // 'https://iiif.example/img/full/400,/0/default.jpg'
 */
export function iiifImageUrl(service: ManifestImageService, width: number): string {
  return `${service.serviceUrl}/full/${String(Math.min(width, service.width))},/0/default.jpg`;
}

/** MIME types of 3D models the media page knows (glTF, OBJ, STL, PLY). */
const MODEL_TYPES = /^(model\/|application\/(x-tgif|sla|vnd\.ms-pki\.stl|x-ply)$)/;

/** A film or sound streamed in segments from its provider: MPEG-DASH or HLS (Apple's and the older name). */
export type StreamFormat = 'dash' | 'hls';

const STREAM_FORMATS: Readonly<Record<string, StreamFormat>> = {
  'application/dash+xml': 'dash',
  'application/vnd.apple.mpegurl': 'hls',
  'application/x-mpegurl': 'hls',
};

/**
 * The streaming format of a MIME type, if it names one.
 * @example streamFormat('application/dash+xml') // 'dash'
 */
export function streamFormat(mimeType: string | undefined): StreamFormat | undefined {
  return STREAM_FORMATS[(mimeType ?? '').toLowerCase().split(';')[0]?.trim() ?? ''];
}

/**
 * The kind of a media resource by its MIME type; a streaming manifest (DASH, HLS) is a film, as the reference
 * portal plays it (WebResource.hasVideoMediaType).
 * @example mediaKind('audio/mpeg') // 'audio'
 */
export function mediaKind(mimeType: string | undefined): MediaKind {
  const mime = (mimeType ?? '').toLowerCase().split(';')[0]?.trim() ?? '';
  if (mime.startsWith('image/')) return 'image';
  if (mime.startsWith('audio/')) return 'audio';
  if (mime.startsWith('video/') || streamFormat(mime) !== undefined) return 'video';
  if (MODEL_TYPES.test(mime)) return '3d';
  if (mime === 'application/pdf' || mime.startsWith('text/')) return 'text';
  return 'other';
}

/**
 * The kind of a web resource: by its MIME type; a page of a platform whose player the portal can show (YouTube,
 * Vimeo, EUscreen…, src/lib/embed/providers.ts), which Europeana holds without a file type or as `text/html`, is
 * an `embed`.
 */
function resourceKind(url: string, mimeType: string | undefined): MediaKind {
  const kind = mediaKind(mimeType);
  if ((kind === 'other' || mimeType === 'text/html') && embeddable(url)) return 'embed';
  return kind;
}

function toResource(url: string, resource: WebResource | undefined): MediaResource {
  const rightsUrl = langMapFirst(resource?.webResourceEdmRights, 'en');
  return {
    url,
    mimeType: resource?.ebucoreHasMimeType,
    kind: resourceKind(url, resource?.ebucoreHasMimeType),
    width: resource?.ebucoreWidth,
    height: resource?.ebucoreHeight,
    rights: rightsUrl === undefined ? undefined : rightsStatement(rightsUrl),
    textAttributionSnippet: resource?.textAttributionSnippet,
  };
}

/**
 * The item's media: `edmIsShownBy` first, then each `hasView`, each with what its web resource
 * says of it; `edmIsShownAt` (the provider's page) is not media.
 */
export function itemMedia(record: EdmRecord): MediaResource[] {
  const aggregation = record.aggregations[0];
  if (!aggregation) return [];
  const byUrl = new Map(aggregation.webResources.map((w) => [w.about, w]));
  const urls = [aggregation.edmIsShownBy, ...(aggregation.hasView ?? [])].filter(
    (url): url is string => url !== undefined && /^https?:\/\//.test(url) && url !== aggregation.edmIsShownAt,
  );
  return [...new Set(urls)].map((url) => toResource(url, byUrl.get(url)));
}

/**
 * Whether Europeana holds the media file: its media processing fetched it and recorded its technical metadata
 * (the MIME type, `ebucoreHasMimeType`). Only such resources have thumbnails, a download through the media proxy
 * and a canvas in the IIIF manifest; a resource without them (a provider's file Europeana could not fetch) is
 * neither shown as a picture nor offered for download (issue 26, item 2).
 * @example mediaAvailable({ ...resource, mimeType: undefined }) // false
 */
export function mediaAvailable(resource: MediaResource): boolean {
  return resource.mimeType !== undefined;
}

/**
 * The Thumbnail API image of a media resource, for images Europeana holds only (`undefined` otherwise: the page
 * shows the resource's kind instead of a broken picture).
 */
export function mediaThumbnail(resource: MediaResource, size: ThumbnailSize): string | undefined {
  if (resource.provider) return resource.kind !== 'image' ? undefined : resource.provider.service ? iiifImageUrl(resource.provider.service, size) : resource.url;
  return resource.kind === 'image' && mediaAvailable(resource) ? thumbnailForMedia(resource.url, size) : undefined;
}

/**
 * The portal's download of a media resource (`/_api/media/{dataset}/{id}/{md5 of its URL}`, through the media
 * proxy), when its rights allow reuse and Europeana holds the file; `undefined` otherwise.
 * @example downloadPath('/1/x', resource, { downloadable: true, … }) // '/_api/media/1/x/0cc1…'
 */
export function downloadPath(recordId: string, resource: MediaResource | undefined, rights: RightsStatement | undefined): string | undefined {
  if (!resource || !rights?.downloadable || !mediaAvailable(resource)) return undefined;
  // Europeana's media proxy carries only files Europeana holds: a provider's canvas downloads from the provider.
  if (resource.provider) return resource.url;
  return `/_api/media${recordId}/${md5(resource.url)}`;
}

/** An IIIF Image API service of a media resource, with its `info.json`. */
export interface ImageService {
  /** Base URL of the service; `{serviceUrl}/info.json` describes the image. */
  readonly serviceUrl: string;
  readonly width: number;
  readonly height: number;
  /** The service's `info.json`, handed to the viewer as its tile source. */
  readonly info: Readonly<Record<string, unknown>>;
}

/**
 * Deep zoom pays off only when the service offers more pixels than the still image the page
 * shows (the large thumbnail, 400 px wide); otherwise the page shows the image alone.
 */
export function worthDeepZoom(service: ImageService | undefined): service is ImageService {
  return service !== undefined && service.width > THUMBNAIL_SIZE_LARGE;
}

/** Widths of the still image the item page's stage asks an IIIF image service for (`srcset`). */
export const STAGE_IMAGE_WIDTHS = [800, 1200, 1600] as const;

/**
 * A `srcset` of the whole image from its IIIF image service at the stage's widths, each no wider than the
 * image and the service's `maxWidth` allow, and the largest allowed size last: the stage shows the work as
 * large as the screen allows, sharp, before (and without) the deep-zoom viewer.
 * @example iiifStillSrcset({ serviceUrl: 'https://iiif.example/img', width: 1000, height: 800, info: {} })
 * // 'https://iiif.example/img/full/800,/0/default.jpg 800w, https://iiif.example/img/full/1000,/0/default.jpg 1000w'
 */
export function iiifStillSrcset(service: ImageService): string {
  const maxWidth = typeof service.info.maxWidth === 'number' ? service.info.maxWidth : Infinity;
  const largest = Math.min(service.width, maxWidth);
  const widths = [...STAGE_IMAGE_WIDTHS.filter((w) => w < largest), largest];
  return widths.map((w) => `${service.serviceUrl}/full/${String(w)},/0/default.jpg ${String(w)}w`).join(', ');
}

/** The query parameter choosing which of an item's media the page shows (1-based), as europeana.eu's links name it. */
export const PAGE_PARAM = 'page';
/** The same, under the name this portal's links used before (still read). */
export const MEDIA_PARAM = 'media';

/**
 * The 0-based index of the media resource a `?media=N` parameter chooses among `count`, or
 * `undefined` when it is absent or names none (the page then shows the first).
 * @example selectedMediaIndex('3', 19) // 2
 * @example selectedMediaIndex('0', 19) // undefined
 */
export function selectedMediaIndex(param: string | null | undefined, count: number): number | undefined {
  if (!param || !/^[1-9][0-9]{0,3}$/.test(param)) return undefined;
  const index = Number(param) - 1;
  return index < count ? index : undefined;
}

/**
 * Where the `index`-th media resource's image service is among a manifest's image services: the
 * canvases follow the images Europeana holds, in order. `undefined` for anything but such an image
 * (then the page asks for no manifest at all).
 */
export function imageServiceIndex(media: readonly MediaResource[], index: number): number | undefined {
  const heldImage = (m: MediaResource | undefined): boolean => m?.kind === 'image' && mediaAvailable(m);
  if (!heldImage(media[index])) return undefined;
  return media.slice(0, index).filter(heldImage).length;
}

/**
 * Where the `index`-th media resource's canvas is in a manifest: the canvases follow the images, sound recordings
 * and films Europeana holds, in order (3D models have none: Presentation 3 cannot show them). `undefined` for a
 * resource without one.
 * @example canvasIndex([image, model, film], 2) // 1
 */
export function canvasIndex(media: readonly MediaResource[], index: number): number | undefined {
  const hasCanvas = (m: MediaResource | undefined): boolean =>
    m !== undefined && mediaAvailable(m) && (m.kind === 'image' || m.kind === 'audio' || m.kind === 'video');
  if (!hasCanvas(media[index])) return undefined;
  return media.slice(0, index).filter(hasCanvas).length;
}

/**
 * The address the item page plays a sound, film or model Europeana holds from: the portal's media route
 * (`/_api/media/{dataset}/{id}/{md5 of its URL}`, through the media proxy, with byte ranges), so the visitor's
 * browser asks no third party and the API key stays on the server. Unlike `downloadPath`, whatever the rights:
 * playing on the page is not reuse. A stream (DASH, HLS) is the exception: its manifest names segments beside it,
 * which the media proxy does not carry, so it plays from the provider's own address, as on europeana.eu.
 */
export function playbackPath(recordId: string, resource: MediaResource): string | undefined {
  if (!mediaAvailable(resource)) return undefined;
  if (resource.provider || streamFormat(resource.mimeType) !== undefined) return /^https?:\/\//i.test(resource.url) ? resource.url : undefined;
  return `/_api/media${recordId}/${md5(resource.url)}`;
}
