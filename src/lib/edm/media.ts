/**
 * The media of an item: its web resources in display order (`edmIsShownBy`, then `hasView`),
 * what kind each is by MIME type, the preview image, and whether deep zoom is worth loading.
 */
import type { EdmRecord, WebResource } from '../apis/record.ts';
import { THUMBNAIL_SIZE_LARGE } from '../constants.ts';
import { langMapFirst } from './langmap.ts';
import { rightsStatement, type RightsStatement } from './rights.ts';

export type MediaKind = 'image' | 'audio' | 'video' | '3d' | 'text' | 'other';

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
}

/** MIME types of 3D models the media page knows (glTF, OBJ, STL, PLY). */
const MODEL_TYPES = /^(model\/|application\/(x-tgif|sla|vnd\.ms-pki\.stl|x-ply)$)/;

/**
 * The kind of a media resource by its MIME type.
 * @example mediaKind('audio/mpeg') // 'audio'
 */
export function mediaKind(mimeType: string | undefined): MediaKind {
  const mime = (mimeType ?? '').toLowerCase().split(';')[0]?.trim() ?? '';
  if (mime.startsWith('image/')) return 'image';
  if (mime.startsWith('audio/')) return 'audio';
  if (mime.startsWith('video/')) return 'video';
  if (MODEL_TYPES.test(mime)) return '3d';
  if (mime === 'application/pdf' || mime.startsWith('text/')) return 'text';
  return 'other';
}

/** Playable in the media page (spec: audio, video and 3D play in `/media`). */
export function isPlayable(kind: MediaKind): kind is 'audio' | 'video' | '3d' {
  return kind === 'audio' || kind === 'video' || kind === '3d';
}

const BROWSER_FORMATS = /^(audio\/(mpeg|mp3|mp4|ogg|wav|webm|aac|flac)|video\/(mp4|webm|ogg))$/;

/**
 * The media resource the item page plays first: audio, video or 3D, preferring formats browsers
 * play natively (an AVI video comes after an MP3 recording).
 */
export function firstPlayable(media: readonly MediaResource[]): MediaResource | undefined {
  const playable = media.filter((m) => isPlayable(m.kind) && m.mimeType !== undefined);
  return playable.find((m) => m.kind === '3d' || BROWSER_FORMATS.test(m.mimeType ?? '')) ?? playable[0];
}

function toResource(url: string, resource: WebResource | undefined): MediaResource {
  const rightsUrl = langMapFirst(resource?.webResourceEdmRights, 'en');
  return {
    url,
    mimeType: resource?.ebucoreHasMimeType,
    kind: mediaKind(resource?.ebucoreHasMimeType),
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

/** The query parameter choosing which of an item's media the page shows (1-based). */
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
 * canvases follow the image media in order. `undefined` for anything but an image; the first
 * resource keeps the first service (an image item's first media may lack its MIME type).
 */
export function imageServiceIndex(media: readonly MediaResource[], index: number): number | undefined {
  const resource = media[index];
  if (!resource) return undefined;
  if (index === 0) return 0;
  if (resource.kind !== 'image') return undefined;
  return media.slice(0, index).filter((m) => m.kind === 'image').length;
}
