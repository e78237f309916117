/**
 * EDM field values for display: proxies merged, language maps read in the visitor's language
 * with fallback, entity URIs replaced by the entity's label (and its collection page when it is a
 * data.europeana.eu entity), at most MAX_FIELD_VALUES values a field.
 */
import type { TFunction } from 'i18next';
import type { ContextualEntity, EdmRecord } from '../apis/record.ts';
import { entityPath, parseEntityUri } from './entity-path.ts';
import { langMapValue, type LangMap } from './langmap.ts';
import { rightsStatementName, type RightsStatement } from './rights.ts';

/** Values shown per field; more are cut and marked with "…". */
export const MAX_FIELD_VALUES = 10;

const NEUTRAL_KEYS = ['def', 'und'] as const;

/** A value that is a web address (shown as a link, or left out as a code: see withoutCodes). */
const WEB_ADDRESS = /^https?:\/\/\S+$/;

export interface FieldValue {
  readonly text: string;
  /** Language of the text, when it has one (for the `lang` attribute). */
  readonly lang: string | undefined;
  /** Machine-translated into the requested language (`xx-x-mt`). */
  readonly translated: boolean;
  /** Added by a partner project (the aggregator's proxy), not by the institution that provided the item. */
  readonly enriched?: boolean | undefined;
  /** Collection page of the entity the value names (path with locale). */
  readonly entityHref?: string | undefined;
  /** A search for the records that share the value (path with locale), e.g. a dataset's name. */
  readonly searchHref?: string | undefined;
  /** The value is a web address shown as a link. */
  readonly url?: string | undefined;
  /** The value is a rights statement (its `url`), shown by its name in the page language. */
  readonly rights?: RightsStatement | undefined;
  /** A message naming the value in the page language, shown instead of `text` (a code CLDR has no name for). */
  readonly message?: string | undefined;
  /** The text in pieces when words of it have a note explaining them (DE-BIAS, src/lib/item/debias.ts). */
  readonly parts?: readonly TextPart[] | undefined;
}

/** A note that explains words of a value: its element's id in the page, its text and language, and its full page. */
export interface TextNote {
  readonly id: string;
  readonly text: string;
  /** Language of the note when it is not the page's. */
  readonly lang: string | undefined;
  readonly href: string;
}

/** A piece of a value's text: words as they are, or words with a note. */
export interface TextPart {
  readonly text: string;
  readonly note?: TextNote | undefined;
}

/**
 * The words a value shows in the page language: a rights statement's name (as the rights badge names it), the
 * message that names it, or its text.
 */
export function valueText(value: FieldValue, t: TFunction): string {
  if (value.rights) return rightsStatementName(value.rights, t);
  return value.message === undefined ? value.text : t(value.message);
}

export interface ItemField {
  /** EDM field name, e.g. `dcCreator`; its label is the message `metadata.{name}`. */
  readonly name: string;
  readonly values: readonly FieldValue[];
  /** More values exist than are shown. */
  readonly more: boolean;
}

/** How to read values: the page locale and, for the translated view, the target language. */
export interface ReadOptions {
  readonly locale: string;
  /** The language of the translated view (`lang`); values come from `{lang}-x-mt` when missing. */
  readonly translateTo?: string | undefined;
}

export type EntityIndex = ReadonlyMap<string, ContextualEntity>;

/** Every contextual entity of a record by its URI. */
export function entityIndex(record: EdmRecord): EntityIndex {
  const index = new Map<string, ContextualEntity>();
  for (const entity of [...record.agents, ...record.concepts, ...record.places, ...record.timespans, ...record.organizations]) {
    index.set(entity.about, entity);
  }
  return index;
}

function isLangMap(value: unknown): value is LangMap {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  return Object.values(value).every((v) => typeof v === 'string' || (Array.isArray(v) && v.every((i) => typeof i === 'string')));
}

function asArray(value: readonly string[] | string | undefined): readonly string[] {
  if (value === undefined) return [];
  return typeof value === 'string' ? [value] : value;
}

/**
 * The proxies of a record in display order, sorted once per list of proxies (an item page reads some forty fields; the
 * sorted copies were 4 % of what an item render allocated). Keyed by the list itself: a record kept by the shared
 * upstream cache is frozen, and a record given other proxies has another list.
 */
const proxiesInOrder = new WeakMap<EdmRecord['proxies'], readonly Record<string, unknown>[]>();

/**
 * Proxies in display order: the provider's (europeanaProxy false) first, Europeana's
 * (europeanaProxy true, entity links added by enrichment) last.
 */
function orderedProxies(record: EdmRecord): readonly Record<string, unknown>[] {
  let ordered = proxiesInOrder.get(record.proxies);
  if (ordered === undefined) {
    const rank = (p: { europeanaProxy?: boolean | undefined }): number => (p.europeanaProxy === true ? 1 : 0);
    ordered = [...record.proxies].sort((a, b) => rank(a) - rank(b));
    proxiesInOrder.set(record.proxies, ordered);
  }
  return ordered;
}

/** A proxy of an aggregator: what a partner project added to the provider's metadata (portal.js `extractAggregatorProxy`). */
function isAggregatorProxy(proxy: Readonly<Record<string, unknown>>): boolean {
  return typeof proxy.about === 'string' && proxy.about.startsWith('/proxy/aggregator/');
}

/**
 * The values of a proxy field that only an aggregator's proxy gives (portal.js marks such a field "Enrichment by partner
 * projects"): a title's translation, a subject a project added. Undefined when no aggregator's proxy has the field.
 */
export function enrichedValues(record: EdmRecord, name: string): ReadonlySet<string> | undefined {
  const proxies = orderedProxies(record);
  const added = proxies.filter(isAggregatorProxy).flatMap((proxy) => (isLangMap(proxy[name]) ? Object.values(proxy[name]).flatMap(asArray) : []));
  if (added.length === 0) return undefined;
  const own = new Set(proxies.filter((proxy) => !isAggregatorProxy(proxy)).flatMap((proxy) => (isLangMap(proxy[name]) ? Object.values(proxy[name]).flatMap(asArray) : [])));
  return new Set(added.filter((value) => !own.has(value)));
}

/** One language map of a proxy field across all proxies, key by key, values deduplicated. */
export function mergedProxyField(record: EdmRecord, name: string): LangMap | undefined {
  const merged: Record<string, string[]> = {};
  for (const proxy of orderedProxies(record)) {
    const value = proxy[name];
    if (!isLangMap(value)) continue;
    for (const [lang, values] of Object.entries(value)) {
      const list = (merged[lang] ??= []);
      for (const v of asArray(values)) if (!list.includes(v)) list.push(v);
    }
  }
  return Object.keys(merged).length > 0 ? merged : undefined;
}

/** The label of an entity in the reading language, with fallback. */
export function entityLabel(entity: ContextualEntity, options: ReadOptions): { text: string; lang: string | undefined; translated: boolean } | undefined {
  const lang = options.translateTo ?? options.locale;
  const value = langMapValue(entity.prefLabel, lang, { translated: options.translateTo !== undefined });
  const text = value?.values[0];
  return text === undefined ? undefined : { text, lang: value?.lang, translated: value?.translated ?? false };
}

function resolveValue(raw: FieldValue, entities: EntityIndex, options: ReadOptions): FieldValue {
  const entity = entities.get(raw.text);
  if (entity) {
    const label = entityLabel(entity, options);
    if (label) {
      const href = parseEntityUri(entity.about) ? entityPath(entity.about, label.text, options.locale) : undefined;
      return { ...label, entityHref: href };
    }
  }
  if (WEB_ADDRESS.test(raw.text)) return { ...raw, url: raw.text };
  return raw;
}

/**
 * Fields whose values name concepts of a vocabulary (types, subjects, formats, materials): a concept URI the
 * record gives no label for (`http://data.europeana.eu/concept/21`, `http://vocab.getty.edu/aat/300053241`) is
 * a code, not a word, and is left out (issue 26, item 9; portal.js `omitAllUris`).
 */
export const CONCEPT_FIELDS: ReadonlySet<string> = new Set(['dcType', 'dcSubject', 'dcFormat', 'dctermsMedium', 'edmHasType']);

/**
 * Which unresolved web addresses a field keeps (portal.js `langMapValueForLocale`): never an entity URI of the
 * data host the record gives no label for, nor any address in a concept field; other addresses (a maker's page,
 * a source) only when the field has no words to show instead (`omitUrisIfOtherValues`).
 */
function withoutCodes(name: string | undefined, values: readonly FieldValue[]): FieldValue[] {
  const isCode = (value: FieldValue): boolean =>
    value.entityHref === undefined && WEB_ADDRESS.test(value.text) && (parseEntityUri(value.text) !== undefined || (name !== undefined && CONCEPT_FIELDS.has(name)));
  const kept = values.filter((value) => !isCode(value));
  const words = kept.filter((value) => !WEB_ADDRESS.test(value.text));
  return words.length > 0 ? words : kept;
}

/**
 * A field's values in the reading language: the values in that language (or its machine
 * translation, English, or any other language, in that order) plus the values without a language
 * (`def`, `und`), which apply to every reader. Entity URIs become entity labels; codes are left out
 * (see withoutCodes) when `name` is given.
 */
export function readLangMap(
  map: LangMap | undefined,
  entities: EntityIndex,
  options: ReadOptions,
  name?: string,
  enriched?: ReadonlySet<string>,
): { values: FieldValue[]; more: boolean } {
  if (!map) return { values: [], more: false };
  const lang = options.translateTo ?? options.locale;
  const withLanguage = Object.fromEntries(Object.entries(map).filter(([key]) => !(NEUTRAL_KEYS as readonly string[]).includes(key)));
  const chosen = langMapValue(withLanguage, lang, { translated: options.translateTo !== undefined });
  const raw: FieldValue[] = [
    ...(chosen?.values ?? []).map((text) => ({ text, lang: chosen?.lang, translated: chosen?.translated ?? false })),
    ...NEUTRAL_KEYS.flatMap((key) => asArray(map[key]).map((text) => ({ text, lang: undefined, translated: false }))),
  ];
  const seen = new Set<string>();
  const values: FieldValue[] = [];
  for (const value of raw) {
    if (value.text.trim() === '') continue;
    const resolved = resolveValue(value, entities, options);
    if (seen.has(resolved.text)) continue;
    seen.add(resolved.text);
    values.push(enriched?.has(value.text) === true ? { ...resolved, enriched: true } : resolved);
  }
  const shown = name === undefined ? values : withoutCodes(name, values);
  return { values: shown.slice(0, MAX_FIELD_VALUES), more: shown.length > MAX_FIELD_VALUES };
}

/** A named field from a language map, or `undefined` when it has no values; `enriched` as `enrichedValues` answers. */
export function field(name: string, map: LangMap | undefined, entities: EntityIndex, options: ReadOptions, enriched?: ReadonlySet<string>): ItemField | undefined {
  const { values, more } = readLangMap(map, entities, options, name, enriched);
  return values.length > 0 ? { name, values, more } : undefined;
}

/** A field of plain strings (URLs, identifiers) that have no language. */
export function plainField(name: string, values: readonly (string | undefined)[]): ItemField | undefined {
  const present = [...new Set(values.filter((v): v is string => v !== undefined && v.trim() !== ''))];
  if (present.length === 0) return undefined;
  return {
    name,
    values: present.slice(0, MAX_FIELD_VALUES).map((text) => ({
      text,
      lang: undefined,
      translated: false,
      url: WEB_ADDRESS.test(text) ? text : undefined,
    })),
    more: present.length > MAX_FIELD_VALUES,
  };
}
