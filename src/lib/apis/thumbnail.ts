import { createHash } from 'node:crypto';
import { THUMBNAIL_SIZE_LARGE, THUMBNAIL_SIZE_SMALL } from '../constants.ts';
import { config } from '../config.ts';

/** Thumbnail API v3 sizes: small 200 px, large 400 px wide. */
export type ThumbnailSize = typeof THUMBNAIL_SIZE_SMALL | typeof THUMBNAIL_SIZE_LARGE;

export const ONLY_V3_MESSAGE = 'Only Thumbnail API v3 is supported for thumbnail URL generation.';

function v3Base(base: string = config().apis.thumbnail.url): string {
  const trimmed = base.replace(/\/+$/, '');
  if (!trimmed.endsWith('/v3')) throw new Error(ONLY_V3_MESSAGE);
  return trimmed;
}

export function md5(text: string): string {
  return createHash('md5').update(text).digest('hex');
}

/** `{base}/{size}/{md5 of the media URL}` (spec section 7). */
export function thumbnailForMedia(mediaUrl: string, size: ThumbnailSize = THUMBNAIL_SIZE_SMALL, base?: string): string {
  return `${v3Base(base)}/${String(size)}/${md5(mediaUrl)}`;
}

/**
 * Converts an item's `edmPreview` to a v3 URL: a v2 URL (`…/url.json?uri=…&size=w400`) by the
 * md5 of its `uri` (size from `size`, leading `w` removed); a v3 URL keeps its hash.
 */
export function thumbnailFromEdmPreview(edmPreview: string, size?: ThumbnailSize, base?: string): string | undefined {
  let url: URL;
  try {
    url = new URL(edmPreview);
  } catch {
    return undefined;
  }
  const v3 = /\/thumbnail\/v3\/(\d+)\/([0-9a-f]{32})/.exec(url.pathname);
  if (v3?.[2]) return `${v3Base(base)}/${String(size ?? Number(v3[1]))}/${v3[2]}`;
  const uri = url.searchParams.get('uri');
  if (!uri) return undefined;
  const requested = Number((url.searchParams.get('size') ?? '').replace(/^w/, ''));
  const fromUrl: ThumbnailSize = requested === THUMBNAIL_SIZE_LARGE ? THUMBNAIL_SIZE_LARGE : THUMBNAIL_SIZE_SMALL;
  return thumbnailForMedia(uri, size ?? fromUrl, base);
}

/** A web resource's thumbnail: from `preview.about`, or `about` if absent (spec section 3). */
export function thumbnailForWebResource(
  webResource: { about: string; preview?: { about: string } | undefined },
  size: ThumbnailSize = THUMBNAIL_SIZE_SMALL,
  base?: string,
): string {
  return thumbnailForMedia(webResource.preview?.about ?? webResource.about, size, base);
}
