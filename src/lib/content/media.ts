import { BREAKPOINTS_PX, IMAGE_WEBP_QUALITY } from '../constants.ts';
import { config } from '../config.ts';
import type { Asset } from './types.ts';

/** Widths offered in `srcset`, from small phones to the widest layout. */
export const IMAGE_WIDTHS: readonly number[] = [320, 640, ...BREAKPOINTS_PX.slice(0, 3)];
/** The `src` width for browsers without `srcset` support. */
const DEFAULT_WIDTH = BREAKPOINTS_PX[0];

/**
 * Whether an image URL comes from the content media host (spec section 5: "Image URLs are valid only from
 * the content media host, and must be valid before optimisation"). Anything else is not shown.
 */
export function isMediaUrl(url: string | null | undefined, mediaOrigin: string = config().content.mediaOrigin): url is string {
  if (typeof url !== 'string' || !URL.canParse(url, 'https://invalid.invalid')) return false;
  const parsed = new URL(url.startsWith('//') ? `https:${url}` : url);
  const media = new URL(mediaOrigin);
  return parsed.host === media.host && (parsed.protocol === media.protocol || (url.startsWith('//') && media.protocol === 'https:'));
}

/** An image ready for `<img>`: source, `srcset` of Contentful image transforms, intrinsic size. */
export interface ResponsiveImage {
  readonly src: string;
  readonly srcset: string;
  readonly width: number | undefined;
  readonly height: number | undefined;
  readonly alt: string;
  /**
   * The widest (CSS px) the image shows and stays sharp on a 1.5× screen with the usual 25 % tolerance:
   * the original's width ÷ 1.125. A small original in a wide layout slot is shown at this size instead of
   * being blown up (an editor's 400 px image in a story header); undefined when the width is unknown.
   */
  readonly maxDisplayWidth: number | undefined;
}

/** Screen density an image must serve sharply (1.5×), times the tolerance (0.75) before blur shows. */
const SHARP_DENSITY = 1.5 * 0.75;

function transformed(url: string, width: number): string {
  const u = new URL(url.startsWith('//') ? `https:${url}` : url);
  u.searchParams.set('w', String(width));
  u.searchParams.set('fm', 'webp');
  u.searchParams.set('q', String(IMAGE_WEBP_QUALITY));
  return u.toString();
}

/**
 * The responsive image of an asset, or undefined when it has no URL from the media host. Widths above the
 * original's are left out (the images API does not upscale).
 */
export function responsiveImage(asset: Asset | null | undefined, alt?: string | null): ResponsiveImage | undefined {
  if (!asset || !isMediaUrl(asset.url)) return undefined;
  const max = asset.width ?? Number.POSITIVE_INFINITY;
  const widths = IMAGE_WIDTHS.filter((w) => w < max);
  const all = asset.width === null ? widths : [...widths, asset.width];
  return {
    src: transformed(asset.url, Math.min(asset.width ?? DEFAULT_WIDTH, DEFAULT_WIDTH)),
    srcset: all.map((w) => `${transformed(asset.url ?? '', w)} ${String(w)}w`).join(', '),
    width: asset.width ?? undefined,
    height: asset.height ?? undefined,
    alt: alt ?? asset.description ?? '',
    maxDisplayWidth: asset.width === null ? undefined : Math.floor(asset.width / SHARP_DENSITY),
  };
}

/** Side in CSS px of the pictures in badges and chips (portal.js LinkBadge: 28 px). */
export const BADGE_IMAGE_PX = 28;

/**
 * A picture for a badge (portal.js ThemeBadges: a 28 px square): the asset scaled to twice that width for sharp
 * screens, shown cropped to a square; undefined for an asset not on the content media host.
 */
export function smallSquareImage(asset: Asset | null | undefined): string | undefined {
  return asset && isMediaUrl(asset.url) ? transformed(asset.url, BADGE_IMAGE_PX * 2) : undefined;
}

/** An absolute image URL for OpenGraph and Twitter cards. */
export function socialImage(asset: Asset | null | undefined): string | undefined {
  return asset && isMediaUrl(asset.url) ? transformed(asset.url, 1200) : undefined;
}
