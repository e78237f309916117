import type { LangMap } from './langmap.ts';

/** Host of Europeana's linked-data URIs (items, entities, annotations). */
export const DATA_HOST = 'http://data.europeana.eu';

export type EdmType = 'IMAGE' | 'TEXT' | 'SOUND' | 'VIDEO' | '3D';
export const EDM_TYPES: readonly EdmType[] = ['IMAGE', 'TEXT', 'SOUND', 'VIDEO', '3D'];

/** A media file the services can serve (thumbnails, media proxy, IIIF). */
export interface MediaRow {
  readonly hash: string;
  readonly url: string;
  /** Under `images/`: the 400 px preview (an image, a film's poster frame); `undefined` when the media has none. */
  readonly previewFile: string | undefined;
  /** Under `images/` for an image (its full size), under `media/` for sound, video and 3D (the file itself). */
  readonly fullFile: string | undefined;
  readonly mime: string;
  /** Size of the original media (what IMAGE_SIZE and the IIIF info describe); 0 for sound and 3D. */
  readonly width: number;
  readonly height: number;
  /** Seconds, for sound and video. */
  readonly duration?: number | undefined;
}

export interface EntityRef {
  readonly uri: string;
  readonly role: 'creator' | 'concept' | 'timespan' | 'place' | 'organization';
}

/** Text fields of the full-text index, named after the Search API's field aliases. */
export interface FtsFields {
  title: string[];
  who: string[];
  what: string[];
  when: string[];
  where: string[];
  description: string[];
}

/**
 * Full text of a record in one language: what Europeana indexes as `fulltext.{lang}` (newspaper OCR, transcriptions,
 * a film's subtitles) and the Search API highlights with the `hits` profile.
 */
export interface FulltextRow {
  readonly lang: string;
  readonly text: string;
}

/** Everything the writer stores for one record. */
export interface SeedRecord {
  readonly id: string;
  readonly status: 'active' | 'depublished';
  readonly synthetic: boolean;
  readonly type: EdmType;
  readonly contentTier: number;
  readonly year: number | undefined;
  readonly completeness: number;
  readonly created: string;
  readonly updated: string;
  /** The Search API item with every field of the rich profile. */
  readonly item: Record<string, unknown>;
  /** The Record API `object`. */
  readonly record: Record<string, unknown>;
  readonly facets: readonly (readonly [string, string])[];
  readonly entities: readonly EntityRef[];
  readonly fts: FtsFields;
  readonly media: readonly MediaRow[];
  readonly fulltext: readonly FulltextRow[];
}

/** An entity in Entity API JSON-LD shape (prefLabel single string per language). */
export interface SeedEntity {
  readonly uri: string;
  readonly type: 'agent' | 'concept' | 'place' | 'timespan' | 'organization';
  readonly json: Record<string, unknown>;
}

export interface SeedAnnotation {
  readonly motivation: string;
  /** Every item the annotation targets (`/dataset/local-id`): one, or several for a link between items. */
  readonly targetRecordIds: readonly string[];
  readonly created: string;
  readonly text: string;
  readonly json: Record<string, unknown>;
}

/** Image size band of spec section 9 (megapixels). */
export function imageSizeBand(width: number, height: number): string {
  const mp = (width * height) / 1_000_000;
  if (mp < 0.5) return 'small';
  if (mp < 1) return 'medium';
  if (mp < 4) return 'large';
  return 'extra_large';
}

export function aspectRatio(width: number, height: number): string {
  return width >= height ? 'landscape' : 'portrait';
}

/** Upstream Thumbnail API v2 URL, the form real search responses carry in edmPreview (the portal converts it to v3). */
export function edmPreviewUrl(mediaUrl: string, type: EdmType): string {
  return `https://api.europeana.eu/thumbnail/v2/url.json?uri=${encodeURIComponent(mediaUrl)}&type=${type}`;
}

export type { LangMap };
