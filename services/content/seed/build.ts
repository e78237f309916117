import { readFileSync, statSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { CONTENT_LOCALES, DEFAULT_LOCALE, type ContentLocale } from '../locales.ts';
import { CONTENT_TYPE_BY_ID } from '../model.ts';
import type { AssetRecord, Fields, SeedRow } from '../store.ts';
import { edmPreviewUrl } from '../../seed/model.ts';
import { readingCover } from '../../seed/reading.ts';

/**
 * Helpers the editorial seed is written with: entries get readable ids, images come from the sample
 * paintings (services/seed/data/aic-artworks.json) with their real metadata, and `t()` marks a translated
 * value. Everything else is plain data in the files next to this one.
 */
export const SEED_IMAGES_DIR = join(import.meta.dirname, '..', '..', 'seed', 'images');
const ARTWORKS_FILE = join(import.meta.dirname, '..', '..', 'seed', 'data', 'aic-artworks.json');
const AIC_DATASET = '2000001';
const CC0 = 'http://creativecommons.org/publicdomain/zero/1.0/';
const DATA_HOST = 'http://data.europeana.eu';
/** The w400 copies were made from 843 px wide originals (services/seed/SOURCES.md). */
const FULL_WIDTH = 843;

/** A language of the content locales by its two-letter code (`de` for `de-DE`). */
export type SeedLanguage = ContentLocale extends `${infer Lang}-${string}` ? Lang : never;

/** English plus any of the other 24 languages, by two-letter code. */
export type TranslatedValues = { readonly en: string } & Partial<Readonly<Record<Exclude<SeedLanguage, 'en'>, string>>>;

/** The content locale of a two-letter code: `de` → `de-DE`. */
const ISO_BY_LANGUAGE: ReadonlyMap<string, ContentLocale> = new Map(CONTENT_LOCALES.map((iso) => [iso.slice(0, 2), iso]));

/** A value given in several languages: English plus any of the other content languages (mostly German, French and Dutch). */
export class Translated {
  readonly values: Readonly<Record<string, string>>;
  constructor(values: TranslatedValues) {
    this.values = Object.fromEntries(Object.entries(values).map(([lang, value]) => [ISO_BY_LANGUAGE.get(lang) ?? lang, value]));
  }
}

export const t = (values: TranslatedValues): Translated => new Translated(values);

interface Artwork {
  readonly id: number;
  readonly title: string;
  readonly artist: string;
  readonly date: string;
  readonly medium: string;
  /** The museum's IIIF image the record's media and thumbnail are made from (services/seed/aic.ts). */
  readonly image_url: string;
  readonly w400_width: number;
  readonly w400_height: number;
}

let artworks: ReadonlyMap<number, Artwork> | undefined;

function loadArtworks(): ReadonlyMap<number, Artwork> {
  artworks ??= new Map((JSON.parse(readFileSync(ARTWORKS_FILE, 'utf8')) as Artwork[]).map((item) => [item.id, item]));
  return artworks;
}

/** Ids of every sample painting, in the order of the data file (the generated volume draws its images from them). */
export const artworkIds = (): number[] => [...loadArtworks().keys()];

/** The sample painting with this Art Institute of Chicago id (throws on a typo, so the seed cannot drift). */
export function artwork(id: number): Artwork {
  const found = loadArtworks().get(id);
  if (found === undefined) throw new Error(`content seed: no sample artwork ${String(id)} in ${ARTWORKS_FILE}`);
  return found;
}

/** First line of the artist field, e.g. "Claude Monet (French, 1840–1926)". */
export const artistOf = (id: number): string => (artwork(id).artist.split('\n')[0] ?? '').trim();
export const recordId = (id: number): string => `/${AIC_DATASET}/aic_${String(id)}`;

/**
 * The `encoding` of an automated record card for a sample painting: the Search API fields a card shows, as the
 * Search API gives them for the record (services/seed/aic.ts), thumbnail (`edmPreview`) included; a card
 * without one is a grey box (issue 26, item 1).
 */
export function recordCardEncoding(aicId: number): Record<string, unknown> {
  const art = artwork(aicId);
  return {
    id: recordId(aicId),
    type: 'IMAGE',
    edmPreview: [edmPreviewUrl(art.image_url, 'IMAGE')],
    edmIsShownBy: [art.image_url],
    dcTitleLangAware: { en: [art.title] },
    dcCreatorLangAware: { en: [artistOf(aicId)] },
    dataProvider: ['Art Institute of Chicago'],
    rights: [CC0],
    year: [art.date],
  };
}
export const itemUri = (id: number): string => `${DATA_HOST}/item${recordId(id)}`;

type FieldInput = string | number | boolean | readonly string[] | Translated | Record<string, unknown> | undefined;

/** Collects entries and the assets they use. */
export class SeedBuilder {
  readonly entries: SeedRow[] = [];
  readonly #ids = new Set<string>();
  readonly #assets = new Map<string, AssetRecord>();
  readonly #publishedAt: string;

  constructor(publishedAt: string) {
    this.#publishedAt = publishedAt;
  }

  /** Adds an entry; fields are checked against the content model. Returns the id. */
  add(contentType: string, id: string, input: Record<string, FieldInput>, publishedAt?: string): string {
    const def = CONTENT_TYPE_BY_ID.get(contentType);
    if (def === undefined) throw new Error(`content seed: unknown content type ${contentType}`);
    if (this.#ids.has(id)) throw new Error(`content seed: duplicate id ${id}`);
    const fields: Fields = {};
    for (const [name, value] of Object.entries(input)) {
      if (value === undefined) continue;
      const fieldDef = def.fields[name];
      if (fieldDef === undefined) throw new Error(`content seed: ${contentType} has no field ${name} (entry ${id})`);
      if (value instanceof Translated) {
        if (fieldDef.localized !== true) throw new Error(`content seed: ${contentType}.${name} is not localised (entry ${id})`);
        fields[name] = { ...value.values };
      } else {
        fields[name] = { [DEFAULT_LOCALE]: value };
      }
    }
    this.#ids.add(id);
    this.entries.push({ id, contentType, fields, publishedAt: publishedAt ?? this.#publishedAt });
    return id;
  }

  /** The asset of a sample painting (`aic-<id>`), served by the content service. */
  asset(aicId: number): string {
    const art = artwork(aicId);
    const full = `full/${String(aicId)}.jpg`;
    const hasFull = existsSync(join(SEED_IMAGES_DIR, full));
    return this.#addAsset({
      id: `aic-${String(aicId)}`,
      file: hasFull ? full : `w400/${String(aicId)}.jpg`,
      width: hasFull ? FULL_WIDTH : art.w400_width,
      height: hasFull ? Math.round((art.w400_height * FULL_WIDTH) / art.w400_width) : art.w400_height,
      title: art.title,
      description: `${art.title}, ${artistOf(aicId)}, ${art.date}. ${art.medium}. Art Institute of Chicago, public domain (CC0).`,
    });
  }

  /** An image-with-attribution entry for a sample painting (one per painting, reused). */
  image(aicId: number): string {
    const art = artwork(aicId);
    return this.#imageWithAttribution(`image-aic-${String(aicId)}`, {
      name: art.title,
      creator: artistOf(aicId),
      provider: 'Art Institute of Chicago',
      license: CC0,
      url: itemUri(aicId),
      image: () => this.asset(aicId),
    });
  }

  /**
   * An image-with-attribution entry for the cover of a sample reading record (services/seed/reading.ts, the top of
   * its first page): a newspaper's masthead, a letter's first lines, for what the paintings do not show.
   */
  coverPicture(localId: string): string {
    const cover = readingCover(localId);
    return this.#imageWithAttribution(`image-cover-${localId}`, {
      name: cover.title,
      creator: cover.creator,
      provider: cover.provider,
      license: cover.rights,
      url: `${DATA_HOST}/item${cover.recordId}`,
      image: () =>
        this.#addAsset({
          id: `cover-${localId}`,
          file: `full/${cover.file}`,
          width: cover.width,
          height: cover.height,
          title: cover.title,
          description: `${cover.title}, the top of its first page. ${cover.creator}; ${cover.provider}.`,
        }),
    });
  }

  /** An image file under services/seed/images as an asset of the content service, once; returns its id. */
  #addAsset(asset: { id: string; file: string; width: number; height: number; title: string; description: string }): string {
    if (this.#assets.has(asset.id)) return asset.id;
    this.#assets.set(asset.id, {
      id: asset.id,
      file: asset.file,
      fileName: asset.file.slice(asset.file.lastIndexOf('/') + 1),
      mime: 'image/jpeg',
      width: asset.width,
      height: asset.height,
      size: statSync(join(SEED_IMAGES_DIR, asset.file)).size,
      fields: { title: { [DEFAULT_LOCALE]: asset.title }, description: { [DEFAULT_LOCALE]: asset.description } },
      createdAt: this.#publishedAt,
      publishedAt: this.#publishedAt,
    });
    return asset.id;
  }

  /** An image-with-attribution entry, once per id; its asset is added with it. */
  #imageWithAttribution(
    id: string,
    entry: { name: string; creator: string; provider: string; license: string; url: string; image: () => string },
  ): string {
    if (this.#ids.has(id)) return id;
    const { image, ...fields } = entry;
    return this.add('imageWithAttribution', id, { ...fields, image: image() });
  }

  /** An automated record card: the item's id plus the Search API fields a card shows (recordCardEncoding). */
  recordCard(aicId: number): string {
    const id = `card-aic-${String(aicId)}`;
    if (this.#ids.has(id)) return id;
    return this.add('automatedRecordCard', id, { identifier: recordId(aicId), encoding: recordCardEncoding(aicId) });
  }

  link(id: string, text: string | Translated, url: string): string {
    return this.add('link', id, { text, url });
  }

  text(id: string, text: string | Translated, headline?: string | Translated): string {
    return this.add('richText', id, { headline, text });
  }

  assets(): AssetRecord[] {
    return [...this.#assets.values()];
  }
}
