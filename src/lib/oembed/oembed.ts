/**
 * The portal's own oEmbed responses for its items (oEmbed 1.0): `GET /_api/oembed?url=<item page
 * URL>&format=json`. Only item pages of this portal (or item data URIs) are answered.
 */
import { getRecord } from '../apis/record.ts';
import { thumbnailFromEdmPreview } from '../apis/thumbnail.ts';
import type { ApiContext } from '../apis/client.ts';
import { THUMBNAIL_SIZE_LARGE } from '../constants.ts';
import { itemView } from '../edm/item.ts';
import type { MediaResource } from '../edm/media.ts';
import { parseRecordInput } from '../editor-tools/identifiers.ts';
import { DEFAULT_LOCALE, isLocaleCode } from '../i18n/locales.ts';

export const OEMBED_MAX_WIDTH = 640;
export const OEMBED_MAX_HEIGHT = 480;

export interface OEmbedResponse {
  readonly version: '1.0';
  readonly type: 'photo' | 'rich' | 'link';
  readonly title: string;
  readonly author_name?: string | undefined;
  readonly provider_name: string;
  readonly provider_url: string;
  readonly thumbnail_url?: string | undefined;
  readonly thumbnail_width?: number | undefined;
  readonly url?: string | undefined;
  readonly html?: string | undefined;
  readonly width?: number | undefined;
  readonly height?: number | undefined;
}

/** The record id and page locale of an item page URL of this portal (or an item data URI), else undefined. */
export function parsePortalItemUrl(value: string, portalBase: string): { id: string; locale: string } | undefined {
  if (!URL.canParse(value) || value.length > 2048) return undefined;
  const url = new URL(value);
  const base = new URL(portalBase);
  const isPortal = url.origin === base.origin;
  const isData = url.hostname === 'data.europeana.eu' && url.pathname.startsWith('/item/');
  if (!isPortal && !isData) return undefined;
  if (isPortal && !/^\/(?:[a-z]{2}(?:-[a-z]{2})?\/)?item\//i.test(url.pathname)) return undefined;
  const id = parseRecordInput(isData ? url.pathname.replace(/^\/item/, '') : url.pathname);
  if (!id) return undefined;
  const first = url.pathname.split('/')[1] ?? '';
  return { id, locale: isPortal && isLocaleCode(first) ? first : DEFAULT_LOCALE };
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** What an item's embed code is made of. */
export interface EmbedCodeInput {
  readonly id: string;
  readonly locale: string;
  readonly portalBase: string;
  readonly title: string;
  readonly media: MediaResource | undefined;
  /** The item's large preview, for an item whose media has no player. */
  readonly previewUrl: string | undefined;
  /** The credit line shown under a picture (title, creator, provider, rights). */
  readonly attribution: string;
}

/**
 * The HTML another website pastes to show an item (the item page's "copy embed code", the oEmbed `rich` answer):
 * sound, film and 3D in the portal's media page in a frame; anything else as the item's picture, linked to its
 * page, with its attribution. Every value is escaped.
 */
export function itemEmbedHtml(input: EmbedCodeInput): string {
  const base = input.portalBase.replace(/\/+$/, '');
  const itemUrl = `${base}/${input.locale}/item${input.id}`;
  const { media } = input;
  if (media && (media.kind === 'audio' || media.kind === 'video' || media.kind === '3d')) {
    const src = `${base}/${input.locale}/media?${new URLSearchParams({ url: media.url, type: media.mimeType ?? '', item: input.id }).toString()}`;
    return `<iframe src="${escapeAttribute(src)}" width="${String(OEMBED_MAX_WIDTH)}" height="${String(OEMBED_MAX_HEIGHT)}" title="${escapeAttribute(input.title)}" allowfullscreen></iframe>`;
  }
  const picture = input.previewUrl ? `<img src="${escapeAttribute(input.previewUrl)}" alt="${escapeAttribute(input.title)}">` : escapeAttribute(input.title);
  return `<figure><a href="${escapeAttribute(itemUrl)}">${picture}</a><figcaption>${escapeAttribute(input.attribution)}</figcaption></figure>`;
}

/** The oEmbed response of one item of the portal. */
export async function itemOEmbed(id: string, locale: string, options: { portalBase: string; siteName: string; context?: ApiContext | undefined }): Promise<OEmbedResponse> {
  const base = options.portalBase.replace(/\/+$/, '');
  const record = await getRecord(id, { context: options.context });
  const item = itemView(record, { locale });
  const title = item.title?.text ?? id;
  const media = item.media[0];
  let thumbnail: string | undefined;
  try {
    const preview = record.europeanaAggregation?.edmPreview;
    thumbnail = preview ? thumbnailFromEdmPreview(preview, THUMBNAIL_SIZE_LARGE) : undefined;
  } catch {
    thumbnail = undefined;
  }
  const common = {
    version: '1.0' as const,
    title,
    author_name: item.creator?.values[0]?.text ?? item.dataProvider?.values[0]?.text,
    provider_name: options.siteName,
    provider_url: `${base}/`,
    thumbnail_url: thumbnail,
    thumbnail_width: thumbnail ? THUMBNAIL_SIZE_LARGE : undefined,
  };
  if (media?.kind === 'image') {
    return { ...common, type: 'photo', url: media.url, width: media.width ?? OEMBED_MAX_WIDTH, height: media.height ?? OEMBED_MAX_HEIGHT };
  }
  if (media && (media.kind === 'audio' || media.kind === 'video' || media.kind === '3d')) {
    const html = itemEmbedHtml({ id, locale, portalBase: base, title, media, previewUrl: thumbnail, attribution: title });
    return { ...common, type: 'rich', html, width: OEMBED_MAX_WIDTH, height: OEMBED_MAX_HEIGHT };
  }
  return { ...common, type: 'link', url: `${base}/${locale}/item${id}` };
}
