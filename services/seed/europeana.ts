import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { dropUndefined } from './aic.ts';
import { edmSkeleton } from './edm-skeleton.ts';
import { indexRecord } from './index-record.ts';
import { addLang, allValues, isRecord, pick, toLangMap, toStrings } from './langmap.ts';
import type { LangMap } from './langmap.ts';
import { conceptEntities, conceptLabelsOfItems } from './item-concepts.ts';
import { EDM_TYPES } from './model.ts';
import type { EdmType, EntityRef, SeedEntity, SeedRecord } from './model.ts';
import { IIE_ORGANIZATION, organisationOfDataProvider } from './organisations.ts';
import { placeEntities, publicPlaceUri } from './places.ts';
import { reusabilityOf } from './rights.ts';

const SEARCH_FILES = ['portal-collections_search_rich_facets.json', 'coraliebnnd_search_items_open_2024.json', 'netsensei_search_mona_lisa_2015.json'];
const RECORD_FILES = ['portal-collections_record_09102__GNM_693983.json'];
const FALLBACK_TIMESTAMP = '2019-01-30T00:00:00.000Z';

const Depublished = z.object({ ids: z.array(z.string()) });

function edmType(value: unknown): EdmType {
  return EDM_TYPES.find((type) => type === value) ?? 'IMAGE';
}

/** Theme (collection) of a real item from its type and concept/subject labels. */
function themesOf(item: Record<string, unknown>): string[] {
  const words = [
    ...allValues(toLangMap(item.edmConceptPrefLabelLangAware)),
    ...allValues(toLangMap(item.dcSubjectLangAware)),
    ...allValues(toLangMap(item.dcTypeLangAware)),
  ].join(' ').toLowerCase();
  const themes = new Set<string>();
  if (/print|painting|drawing|gemälde|prent|estampe|tekening|art\b/.test(words)) themes.add('art');
  if (/photo|foto/.test(words)) themes.add('photography');
  if (/music|instrument/.test(words)) themes.add('music');
  if (/map\b|kaart|carte/.test(words)) themes.add('map');
  if (/manuscript|handschrift/.test(words)) themes.add('manuscript');
  if (/coin|numismat|archaeolog/.test(words)) themes.add('archaeology');
  if (/natural history|biodiversity|botan|zoolog/.test(words)) themes.add('nature');
  return [...themes];
}

function contentTierOf(item: Record<string, unknown>): number {
  const rights = toStrings(item.rights)[0] ?? '';
  if (item.edmIsShownBy === undefined) return 1;
  return reusabilityOf(rights) === 'open' ? 3 : 2;
}

function yearOf(item: Record<string, unknown>): number | undefined {
  const year = Number.parseInt(toStrings(item.year)[0] ?? '', 10);
  return Number.isFinite(year) ? year : undefined;
}

function timestampOf(item: Record<string, unknown>, field: string): string {
  const value = item[field];
  return typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? new Date(value).toISOString() : FALLBACK_TIMESTAMP;
}

/**
 * Properties Europeana's media processing adds to a web resource once it has fetched the file (MIME type, size,
 * codec, colours). The portal offers thumbnails, downloads and deep zoom only for web resources that carry them.
 */
const TECHNICAL_METADATA = /^(ebucore|edmCodecName$|edmHasColorSpace$|edmComponentColor$|edmSpatialResolution$|svcsHasService$)/;

/**
 * A real record whose media live on remote hosts, as Europeana shows media its processing could not fetch: the
 * web resources keep their URL, rights and descriptions but lose their technical metadata, because the local
 * services hold none of their files (no thumbnail, no media proxy, no IIIF canvas). Issue 26, item 2.
 */
function withoutRemoteMediaFiles(record: Record<string, unknown>): Record<string, unknown> {
  const aggregations = Array.isArray(record.aggregations) ? record.aggregations.filter(isRecord) : [];
  return {
    ...record,
    aggregations: aggregations.map((aggregation) => ({
      ...aggregation,
      webResources: (Array.isArray(aggregation.webResources) ? aggregation.webResources.filter(isRecord) : []).map((resource) =>
        Object.fromEntries(Object.entries(resource).filter(([key]) => !TECHNICAL_METADATA.test(key))),
      ),
    })),
  };
}

/** Builds the Record API object for a real item known only from a search response. */
function recordFromItem(item: Record<string, unknown>, id: string, type: EdmType, conceptLabels: ReadonlyMap<string, LangMap>): Record<string, unknown> {
  const organisation = organisationOfDataProvider(toStrings(item.dataProvider));
  const langField = (field: string, plain: string): LangMap | undefined => toLangMap(item[field]) ?? (item[plain] === undefined ? undefined : { def: toStrings(item[plain]) });
  const shownBy = toStrings(item.edmIsShownBy)[0];
  const shownAt = toStrings(item.edmIsShownAt)[0];
  const rights = toStrings(item.rights);
  const concepts = toStrings(item.edmConcept);
  const itemConceptLabels = toLangMap(item.edmConceptPrefLabelLangAware);
  return dropUndefined({
    about: id,
    type,
    title: toStrings(item.title),
    year: item.year,
    country: item.country,
    language: item.language,
    edmDatasetName: item.edmDatasetName,
    europeanaCollectionName: item.europeanaCollectionName,
    timestamp_created: timestampOf(item, 'timestamp_created'),
    timestamp_update: timestampOf(item, 'timestamp_update'),
    ...edmSkeleton(id, {
      type,
      providerProxy: {
        dcTitle: langField('dcTitleLangAware', 'title'),
        dcCreator: langField('dcCreatorLangAware', 'dcCreator'),
        dcContributor: langField('dcContributorLangAware', 'dcContributor'),
        dcDescription: langField('dcDescriptionLangAware', 'dcDescription'),
        dcSubject: toLangMap(item.dcSubjectLangAware),
        dcType: toLangMap(item.dcTypeLangAware),
        dcLanguage: toLangMap(item.dcLanguageLangAware),
        dcDate: item.year === undefined ? undefined : { def: toStrings(item.year) },
      },
      europeanaProxy: {
        dcType: concepts.length === 0 ? undefined : { def: concepts },
        year: item.year === undefined ? undefined : { def: toStrings(item.year) },
      },
      // The organisation's URI when the seed knows it (`organizations` labels it), as the Record API names such a provider.
      dataProvider: organisation === undefined ? toStrings(item.dataProvider) : [organisation.uri],
      provider: toStrings(item.provider),
      rights,
      shownBy,
      shownAt,
      webResources: shownBy === undefined ? [] : [{ about: shownBy, webResourceEdmRights: { def: rights } }],
      aggregator: ['Europeana'],
      country: toStrings(item.country),
      language: toStrings(item.language),
    }),
    // Each concept with its own labels where the items tell them apart (item-concepts.ts); an item naming a single
    // concept gives its labels directly.
    concepts: concepts.map((about) => ({ about, prefLabel: conceptLabels.get(about) ?? (concepts.length === 1 ? itemConceptLabels : undefined) })),
    agents: [],
    places: [],
    timespans: [],
    organizations: organisation === undefined ? undefined : [{ about: organisation.uri, prefLabel: { def: toStrings(item.dataProvider) } }],
  });
}

/** Builds a Search API item from a full Record API object (used for the sample full record). */
export function itemFromRecord(record: Record<string, unknown>): Record<string, unknown> {
  const proxies = Array.isArray(record.proxies) ? record.proxies.filter(isRecord) : [];
  const provider = proxies.find((proxy) => proxy.europeanaProxy !== true) ?? {};
  const aggregation = (Array.isArray(record.aggregations) ? record.aggregations.filter(isRecord) : [])[0] ?? {};
  const europeana = isRecord(record.europeanaAggregation) ? record.europeanaAggregation : {};
  const literals = (map: LangMap | undefined): LangMap | undefined => {
    if (map === undefined) return undefined;
    const out: LangMap = {};
    for (const [lang, values] of Object.entries(map)) addLang(out, lang, ...values.filter((value) => !value.startsWith('http')));
    return Object.keys(out).length > 0 ? out : undefined;
  };
  const concepts = (Array.isArray(record.concepts) ? record.concepts.filter(isRecord) : []);
  const timespans = (Array.isArray(record.timespans) ? record.timespans.filter(isRecord) : []);
  const merge = (entities: Record<string, unknown>[]): LangMap => {
    const out: LangMap = {};
    for (const entity of entities) for (const [lang, values] of Object.entries(toLangMap(entity.prefLabel) ?? {})) addLang(out, lang, ...values);
    return out;
  };
  const title = toLangMap(provider.dcTitle);
  const creator = literals(toLangMap(provider.dcCreator));
  const date = pick(toLangMap(provider.dcDate), 'def', 'en')[0];
  return dropUndefined({
    id: record.about,
    type: record.type,
    guid: `https://www.europeana.eu/item${String(record.about)}`,
    link: `https://api.europeana.eu/record${String(record.about)}.json`,
    title: allValues(title),
    dcTitleLangAware: title,
    dcCreator: allValues(creator),
    dcCreatorLangAware: creator,
    dcDescription: allValues(toLangMap(provider.dcDescription)),
    dcDescriptionLangAware: toLangMap(provider.dcDescription),
    dcSubjectLangAware: literals(toLangMap(provider.dcSubject)),
    edmIsShownBy: typeof aggregation.edmIsShownBy === 'string' ? [aggregation.edmIsShownBy] : undefined,
    edmIsShownAt: typeof aggregation.edmIsShownAt === 'string' ? [aggregation.edmIsShownAt] : undefined,
    dataProvider: allValues(toLangMap(aggregation.edmDataProvider)),
    provider: allValues(toLangMap(aggregation.edmProvider)),
    rights: allValues(toLangMap(aggregation.edmRights)),
    country: allValues(toLangMap(europeana.edmCountry)),
    language: allValues(toLangMap(europeana.edmLanguage)),
    year: date === undefined || !/^\d{4}/.test(date) ? undefined : [date.slice(0, 4)],
    edmConcept: concepts.map((concept) => concept.about),
    edmConceptPrefLabelLangAware: concepts.length === 0 ? undefined : merge(concepts),
    edmTimespanLabelLangAware: timespans.length === 0 ? undefined : merge(timespans),
    edmDatasetName: record.edmDatasetName,
    europeanaCollectionName: record.europeanaCollectionName,
    timestamp_created: record.timestamp_created,
    timestamp_update: record.timestamp_update,
    ugc: [false],
    previewNoDistribute: false,
    score: 1,
  });
}

export interface EuropeanaSeed {
  readonly records: SeedRecord[];
  /** The Europeana concepts the records name, with the labels the items give them (item-concepts.ts). */
  readonly entities: SeedEntity[];
}

/**
 * The change log of a depublished record, as the Record API gives it with its 410: created, then deleted (the
 * portal reads the last entry's type, as europeana.eu does).
 */
function depublicationLog(item: Record<string, unknown>): Record<string, unknown>[] {
  return [
    { type: 'Create', timestamp: timestampOf(item, 'timestamp_created') },
    { type: 'Delete', timestamp: '2025-06-02T09:00:00.000Z' },
  ];
}

/**
 * Records for the real Europeana items of the samples. Their media live on remote hosts the services cannot
 * reach, so they carry no edmPreview (the portal shows a type placeholder), no local media and no technical
 * metadata on their web resources (withoutRemoteMediaFiles).
 */
export function buildEuropeanaSeed(seedDir: string): EuropeanaSeed {
  const depublished = new Set(Depublished.parse(JSON.parse(readFileSync(join(seedDir, 'data', 'depublished.json'), 'utf8'))).ids);
  const sources: { item: Record<string, unknown>; record: Record<string, unknown> | undefined }[] = [];
  for (const file of RECORD_FILES) {
    const parsed = JSON.parse(readFileSync(join(seedDir, 'data', 'record', file), 'utf8')) as unknown;
    const object = isRecord(parsed) && isRecord(parsed.object) ? parsed.object : undefined;
    if (object !== undefined) sources.push({ item: itemFromRecord(object), record: withoutRemoteMediaFiles(object) });
  }
  for (const file of SEARCH_FILES) {
    const parsed = JSON.parse(readFileSync(join(seedDir, 'data', 'search', file), 'utf8')) as unknown;
    const items = Array.isArray(parsed) ? parsed : isRecord(parsed) && Array.isArray(parsed.items) ? parsed.items : [];
    for (const item of items) if (isRecord(item)) sources.push({ item, record: undefined });
  }
  const conceptLabels = conceptLabelsOfItems(sources.map(({ item }) => item));
  const seen = new Set<string>();
  const records: SeedRecord[] = [];
  const add = (item: Record<string, unknown>, record: Record<string, unknown> | undefined): void => {
    const id = typeof item.id === 'string' ? item.id : undefined;
    if (id === undefined || !/^\/\d+\/[^/]+$/.test(id) || seen.has(id)) return;
    seen.add(id);
    const type = edmType(item.type);
    const cleanItem: Record<string, unknown> = { ...item, edmPreview: undefined, index: undefined, apikey: undefined };
    const fullRecord = record ?? recordFromItem(item, id, type, conceptLabels);
    const gone = depublished.has(id);
    const europeanaAggregation = isRecord(fullRecord.europeanaAggregation)
      ? { ...fullRecord.europeanaAggregation, edmPreview: undefined, ...(gone ? { changeLog: depublicationLog(item) } : {}) }
      : undefined;
    const organisation = organisationOfDataProvider(toStrings(item.dataProvider));
    const entities: EntityRef[] = [
      ...toStrings(item.edmConcept).filter((uri) => uri.startsWith('http://data.europeana.eu/')).map((uri): EntityRef => ({ uri, role: 'concept' })),
      ...toStrings(item.edmPlace).filter((uri) => uri.startsWith('http://data.europeana.eu/')).map((uri): EntityRef => ({ uri: publicPlaceUri(uri), role: 'place' })),
      ...(organisation === undefined ? [] : [{ uri: organisation.uri, role: 'organization' } as const]),
    ];
    records.push(
      indexRecord({
        record: dropUndefined({ ...fullRecord, europeanaAggregation }),
        item: dropUndefined(cleanItem),
        type,
        contentTier: contentTierOf(item),
        year: yearOf(item),
        media: [],
        palette: [],
        colour: undefined,
        themes: themesOf(item),
        entities,
        created: timestampOf(item, 'timestamp_created'),
        updated: timestampOf(item, 'timestamp_update'),
        status: gone ? 'depublished' : 'active',
      }),
    );
  };
  for (const { item, record } of sources) add(item, record);
  return { records, entities: [...conceptEntities(conceptLabels), ...placeEntities(), IIE_ORGANIZATION] };
}
