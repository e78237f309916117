/**
 * The item page's view of an EDM record: headline fields, rights, "good to know" and "all
 * metadata" groups, entity chips and media, in the visitor's language with fallback.
 */
import type { EdmRecord } from '../apis/record.ts';
import { entityPath, parseEntityUri } from './entity-path.ts';
import { enrichedValues, entityIndex, entityLabel, field, mergedProxyField, plainField, type FieldValue, type ItemField, type ReadOptions } from './fields.ts';
import { langMapFirst } from './langmap.ts';
import { countryName } from '../i18n/display-names.ts';
import { formatLongDate } from '../i18n/dates.ts';
import { DEFAULT_LOCALE, isLocaleCode } from '../i18n/locales.ts';
import { quoteValue } from '../search/escape.ts';
import { querySearchHref } from '../search/state.ts';
import { languageValues } from './languages.ts';
import { itemMedia, itemType, type ItemType, type MediaResource } from './media.ts';
import { rightsStatement, type RightsStatement } from './rights.ts';

/** Entity chips shown at most. */
export const MAX_ENTITY_CHIPS = 5;

/**
 * Proxy fields of the "good to know" group, in order. The creator, date and institution are the page's
 * headline (ItemView `creator`, `date`, `dataProvider`) and are not repeated here (issue 26, item 13).
 */
export const GOOD_TO_KNOW_FIELDS = ['dcContributor', 'dcPublisher', 'dcType', 'dctermsMedium', 'dcFormat', 'dctermsExtent', 'dcSubject'] as const;

/** Proxy fields of the "all metadata" group, in order. */
export const PROXY_FIELDS = [
  'dcTitle', 'dctermsAlternative', 'dcDescription', 'dcCreator', 'dcContributor', 'dcPublisher', 'dcDate',
  'dctermsCreated', 'dctermsIssued', 'dctermsTemporal', 'dcType', 'dcFormat', 'dctermsExtent', 'dctermsMedium',
  'dcSubject', 'dcCoverage', 'dctermsSpatial', 'edmCurrentLocation', 'dcLanguage', 'dcIdentifier', 'dcSource',
  'dctermsProvenance', 'dcRelation', 'dctermsIsPartOf', 'dctermsHasPart', 'dctermsReferences', 'dctermsIsReferencedBy',
  'dctermsHasVersion', 'dctermsIsVersionOf', 'dctermsIsFormatOf', 'dctermsConformsTo', 'dcRights', 'edmHasType',
  'edmIsRelatedTo', 'edmHasMet', 'edmIsRepresentationOf',
] as const;

/**
 * Aggregation and record-level fields of the "all metadata" group, after the proxy fields. Not `edmUgc`: a flag, not
 * a value to read ("User-generated content: false"); the page says when an item is user-generated (ItemView
 * `userGenerated`), as europeana.eu does beside its provider and never in its metadata list.
 */
export const AGGREGATION_FIELDS = [
  'edmDataProvider', 'edmIntermediateProvider', 'edmProvider', 'edmRights', 'edmIsShownAt', 'edmCountry', 'edmLanguage',
  'edmDatasetName', 'timestampCreated', 'timestampUpdate',
] as const;

/** Every metadata field the page may label (`metadata.{name}` messages). */
export const METADATA_FIELDS = [...new Set<string>([...PROXY_FIELDS, ...GOOD_TO_KNOW_FIELDS, ...AGGREGATION_FIELDS])];

export interface EntityChip {
  readonly uri: string;
  readonly label: string;
  readonly lang: string | undefined;
  readonly href: string;
}

export interface ItemView {
  /** `/dataset/local-id`. */
  readonly id: string;
  readonly type: ItemType;
  readonly title: FieldValue | undefined;
  readonly description: ItemField | undefined;
  readonly creator: ItemField | undefined;
  readonly date: ItemField | undefined;
  readonly dataProvider: ItemField | undefined;
  readonly rights: RightsStatement | undefined;
  /** The provider's page of the item. */
  readonly providerUrl: string | undefined;
  readonly goodToKnow: readonly ItemField[];
  readonly allMetadata: readonly ItemField[];
  readonly entities: readonly EntityChip[];
  readonly media: readonly MediaResource[];
  /** Some value shown was machine-translated. */
  readonly hasTranslatedValues: boolean;
  /** A member of the public contributed the item (`edmUgc` "true"). */
  readonly userGenerated: boolean;
}

function present<T>(value: T | undefined): value is T {
  return value !== undefined;
}

function chips(record: EdmRecord, options: ReadOptions): EntityChip[] {
  const candidates = [...record.agents, ...record.concepts, ...record.places, ...record.timespans, ...record.organizations];
  const result: EntityChip[] = [];
  for (const entity of candidates) {
    if (result.length >= MAX_ENTITY_CHIPS) break;
    if (!parseEntityUri(entity.about)) continue;
    const label = entityLabel(entity, options);
    if (!label) continue;
    result.push({ uri: entity.about, label: label.text, lang: label.lang, href: entityPath(entity.about, label.text, options.locale) });
  }
  return result;
}

/**
 * A field whose values are English country names (`edmCountry`), named in the page language as the search filters
 * name them (issue 26, item 10).
 */
function countriesInPageLanguage(itemField: ItemField | undefined, locale: string): ItemField | undefined {
  if (!itemField) return undefined;
  return { ...itemField, values: itemField.values.map((value) => ({ ...value, text: countryName(value.text, locale), lang: undefined })) };
}

/**
 * A language field (`dcLanguage`, `edmLanguage`) in the page language, codes named and each language once (see
 * languageValues).
 */
export function languageField(itemField: ItemField | undefined, locale: string): ItemField | undefined {
  if (!itemField) return undefined;
  const values = languageValues(itemField.values, locale);
  return values.length > 0 ? { ...itemField, values } : undefined;
}

/**
 * A rights field with its statements named: every web address of `edmRights` is a statement (one no rule knows is
 * named by its address, as on the rights badge); a value of `dcRights` only when it is the address of a statement
 * the portal knows, the field being free text otherwise.
 */
export function rightsField(itemField: ItemField | undefined, name: 'edmRights' | 'dcRights'): ItemField | undefined {
  if (!itemField) return undefined;
  const values = itemField.values.map((value): FieldValue => {
    if (value.url === undefined || value.entityHref !== undefined) return value;
    const rights = rightsStatement(value.url);
    return name === 'edmRights' || rights.code !== 'unknown' ? { ...value, rights } : value;
  });
  return { ...itemField, values };
}

/** `edmUgc` is the string "true" (the Record API writes the flag as a string; some records as a boolean). */
function isUserGenerated(flag: unknown): boolean {
  return flag === true || (typeof flag === 'string' && flag.trim().toLowerCase() === 'true');
}

/**
 * The dataset a record came in with, each name a search for the records of that dataset (europeana.eu's
 * `europeana_collectionName` link; `edm_datasetName` is the Search API's field for it).
 */
function datasetField(field: ItemField | undefined, locale: string): ItemField | undefined {
  if (field === undefined) return undefined;
  const values = field.values.map((value) => ({
    ...value,
    url: undefined,
    searchHref: querySearchHref(locale, `edm_datasetName:${quoteValue(value.text)}`),
  }));
  return { ...field, values };
}

/**
 * A record's publication or update time as a date in the page's language ("First time published on Europeana"),
 * none for a missing or unreadable one, or the Unix epoch (a default Europeana gives, not a date: europeana.eu hides it).
 */
function dateField(name: string, instant: string | undefined, locale: string): ItemField | undefined {
  const time = instant === undefined ? Number.NaN : Date.parse(instant);
  if (Number.isNaN(time) || time === 0) return undefined;
  const text = formatLongDate(isLocaleCode(locale) ? locale : DEFAULT_LOCALE, new Date(time));
  return { name, values: [{ text, lang: undefined, translated: false }], more: false };
}

/**
 * The view of a record for the item page.
 * @param options.locale the page language; `translateTo` the language of the translated view
 */
export function itemView(record: EdmRecord, options: ReadOptions): ItemView {
  const entities = entityIndex(record);
  const read = (name: string): ItemField | undefined => field(name, mergedProxyField(record, name), entities, options, enrichedValues(record, name));
  const proxyField = (name: (typeof PROXY_FIELDS)[number]): ItemField | undefined => {
    switch (name) {
      case 'dcLanguage':
        return languageField(read(name), options.locale);
      case 'dcRights':
        return rightsField(read(name), name);
      default:
        return read(name);
    }
  };
  const aggregation = record.aggregations[0];
  const europeana = record.europeanaAggregation;
  const rightsUrl = langMapFirst(aggregation?.edmRights, 'en') ?? langMapFirst(record.europeanaAggregation?.edmRights as Record<string, string[]> | undefined, 'en');

  const titleField = read('dcTitle') ?? read('dctermsAlternative');
  const fallbackTitle = record.title?.[0];
  const title = titleField?.values[0] ?? (fallbackTitle ? { text: fallbackTitle, lang: undefined, translated: false } : undefined);

  const aggregationField = (name: (typeof AGGREGATION_FIELDS)[number]): ItemField | undefined => {
    switch (name) {
      case 'edmDataProvider':
      case 'edmIntermediateProvider':
      case 'edmProvider':
        return field(name, aggregation?.[name] as Record<string, string[]> | undefined, entities, options);
      case 'edmRights':
        return rightsField(plainField(name, [rightsUrl]), name);
      case 'edmIsShownAt':
        return plainField(name, [aggregation?.edmIsShownAt]);
      case 'edmCountry':
        return countriesInPageLanguage(field(name, europeana?.edmCountry, entities, options), options.locale);
      case 'edmLanguage':
        return languageField(field(name, europeana?.edmLanguage, entities, options), options.locale);
      case 'edmDatasetName':
        return datasetField(plainField(name, record.edmDatasetName ?? []), options.locale);
      case 'timestampCreated':
        return dateField(name, record.timestamp_created, options.locale);
      case 'timestampUpdate':
        return dateField(name, record.timestamp_update, options.locale);
    }
  };

  const dataProvider = aggregationField('edmDataProvider');
  const allMetadata = [...PROXY_FIELDS.map(proxyField), ...AGGREGATION_FIELDS.map(aggregationField)].filter(present);
  const goodToKnow = GOOD_TO_KNOW_FIELDS.map(read).filter(present);
  const shown = [title, ...allMetadata.flatMap((f) => f.values)].filter(present);

  return {
    id: record.about,
    type: itemType(record.type ?? (record.proxies.find((p) => typeof p.edmType === 'string')?.edmType as string | undefined)),
    title,
    description: read('dcDescription'),
    creator: read('dcCreator'),
    date: read('dcDate') ?? read('dctermsCreated') ?? read('dctermsIssued'),
    dataProvider,
    rights: rightsUrl === undefined ? undefined : rightsStatement(rightsUrl),
    providerUrl: aggregation?.edmIsShownAt,
    goodToKnow,
    allMetadata,
    entities: chips(record, options),
    media: itemMedia(record),
    hasTranslatedValues: shown.some((v) => v.translated),
    userGenerated: isUserGenerated(aggregation?.edmUgc),
  };
}
