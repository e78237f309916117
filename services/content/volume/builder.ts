/**
 * The generator's building blocks: a collector of planned entries (ids prefixed `vol-`, values in the
 * management API's `{ field: { locale: value } }` shape), localised values, and the images, item cards and
 * links every kind of generated entry shares.
 */
import { SeedBuilder, artistOf, artwork, itemUri, recordCardEncoding, recordId } from '../seed/build.ts';
import { DEFAULT_LOCALE } from '../locales.ts';
import type { AssetRecord, Fields } from '../store.ts';
import { Random } from './random.ts';
import { LANG_ISO, TRANSLATION_LANGS, VOLUME_LANGS } from './text.ts';
import type { Lang, Phrase } from './text.ts';

export interface PlannedEntry {
  readonly id: string;
  readonly contentType: string;
  /** Management-API shape: `{ field: { locale: value } }`. */
  readonly fields: Fields;
  /** Creation and publication time. */
  readonly at: string;
}

/** Prefix of every generated entry id (never used by the seed). */
export const VOLUME_PREFIX = 'vol-';
/** Creation time of shared entries (images, categories, authors, cards); stories date from then on. */
export const VOLUME_EPOCH = '2016-01-01T09:00:00.000Z';
/** When the editor's edits (home page, themes) are made and published: after every generated story. */
export const VOLUME_EDITED_AT = '2025-10-01T09:00:00.000Z';

const CC0 = 'http://creativecommons.org/publicdomain/zero/1.0/';

/** A value in several languages, by content locale (English always). */
export class Localized {
  readonly values: Readonly<Record<string, string>>;
  constructor(values: Readonly<Record<string, string>>) {
    this.values = values;
  }
}

export const localized = (langs: readonly Lang[], text: (lang: Lang) => string): Localized =>
  new Localized(Object.fromEntries(langs.map((lang) => [LANG_ISO[lang], text(lang)])));
export const fromPhrase = (langs: readonly Lang[], phrase: Phrase): Localized => localized(langs, (lang) => phrase[lang]);

type Value = string | number | boolean | readonly string[] | Record<string, unknown> | Localized | undefined;

/** Collects planned entries; ids are prefixed, so they never meet the seed's. */
export class VolumeBuilder {
  readonly entries: PlannedEntry[] = [];
  readonly random: Random;
  readonly #ids = new Set<string>();
  readonly #assets = new SeedBuilder(VOLUME_EPOCH);

  constructor(seed: number) {
    this.random = new Random(seed);
  }

  add(contentType: string, id: string, input: Record<string, Value>, at = VOLUME_EPOCH): string {
    const fullId = id.startsWith(VOLUME_PREFIX) ? id : `${VOLUME_PREFIX}${id}`;
    if (this.#ids.has(fullId)) throw new Error(`content volume: duplicate id ${fullId}`);
    const fields: Fields = {};
    for (const [name, value] of Object.entries(input)) {
      if (value === undefined) continue;
      fields[name] = value instanceof Localized ? { ...value.values } : { [DEFAULT_LOCALE]: value };
    }
    this.#ids.add(fullId);
    this.entries.push({ id: fullId, contentType, fields, at });
    return fullId;
  }

  has(id: string): boolean {
    return this.#ids.has(`${VOLUME_PREFIX}${id}`);
  }

  /** The content-service asset of a sample painting (`aic-<id>`, the same record the seed makes). */
  asset(aicId: number): string {
    return this.#assets.asset(aicId);
  }

  /** One image-with-attribution entry per painting, shared by every entry that shows it. */
  image(aicId: number): string {
    const id = `image-aic-${String(aicId)}`;
    if (this.has(id)) return `${VOLUME_PREFIX}${id}`;
    const art = artwork(aicId);
    return this.add('imageWithAttribution', id, {
      name: art.title, creator: artistOf(aicId), provider: 'Art Institute of Chicago', license: CC0, url: itemUri(aicId), image: this.asset(aicId),
    });
  }

  /** An item card: the record id plus the Search API fields a card shows. */
  recordCard(aicId: number): string {
    const id = `record-aic-${String(aicId)}`;
    if (this.has(id)) return `${VOLUME_PREFIX}${id}`;
    return this.add('automatedRecordCard', id, { identifier: recordId(aicId), encoding: recordCardEncoding(aicId) });
  }

  link(id: string, text: Localized, url: string, at?: string): string {
    return this.add('link', id, { text, url }, at);
  }

  assets(): AssetRecord[] {
    return this.#assets.assets();
  }
}

/** English plus, now and then, a few other languages (most of the real site's entries are English only). */
export function languagesOf(random: Random, share: number, most: number): Lang[] {
  if (!random.chance(share)) return ['en'];
  const extra = random.sample(TRANSLATION_LANGS, random.between(1, most));
  return VOLUME_LANGS.filter((lang) => lang === 'en' || extra.includes(lang));
}

/** What the showcase pages need of a generated story or exhibition. */
export interface Published {
  readonly id: string;
  readonly identifier: string;
  readonly langs: readonly Lang[];
  readonly name: Localized;
  readonly description: Localized;
  readonly image: number;
  readonly date: string;
  readonly categories: readonly string[];
  readonly genre: readonly string[];
}

