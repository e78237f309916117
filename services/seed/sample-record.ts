/**
 * One record of the seed's own sample collections (the sound, film, 3D and embed-only items of media-kinds.ts, the
 * newspaper and fashion items of theme-records.ts, the multi-page items of reading.ts): its EDM record (provided
 * CHO, provider and Europeana proxies, provider aggregation with its web resources, Europeana aggregation, places)
 * and its Search API item, shaped as Europeana holds them, from a spec of what differs between them (the frame of
 * the record, as the real records have it: edm-skeleton.ts).
 */
import { edmSkeleton } from './edm-skeleton.ts';
import { indexRecord } from './index-record.ts';
import type { LangMap } from './langmap.ts';
import { edmPreviewUrl } from './model.ts';
import type { EdmType, FulltextRow, MediaRow, SeedRecord } from './model.ts';

/** A place with coordinates (`edm:Place`), referred to from the provider proxy's `dcterms:spatial`. */
export interface SamplePlace {
  /** GeoNames URI (a place Europeana's Entity API does not hold: shown as a label, not a collection link). */
  readonly uri: string;
  readonly label: LangMap;
  readonly latitude: number;
  readonly longitude: number;
}

/**
 * A Europeana concept the record is enriched with (the Europeana proxy's `dc:type`, as Europeana's enrichment links a
 * provider's "Newspaper" to concept/18): the record's contextual class, the search item's concept fields and a link
 * from the concept's entity to the record.
 */
export interface SampleConcept {
  readonly uri: string;
  /** One label per language. */
  readonly labels: Readonly<Record<string, string>>;
}

/** A web resource of the provider aggregation: a file (with its technical metadata) or a provider's page. */
export interface SampleWebResource {
  readonly url: string;
  readonly mime?: string | undefined;
  /** Pixels; 0 or none for media without a size (sound, 3D, PDF). */
  readonly width?: number | undefined;
  readonly height?: number | undefined;
  /** Seconds, for sound and video. */
  readonly duration?: number | undefined;
}

export interface SampleSpec {
  /** The dataset's identifier (the first part of the record's) and its name (`edm:datasetName`). */
  readonly dataset: { readonly id: string; readonly name: string };
  readonly localId: string;
  readonly type: EdmType;
  readonly title: LangMap;
  readonly description: LangMap;
  readonly creators: readonly string[];
  /** The date literal of the provider proxy (`dc:date`). */
  readonly date: string;
  readonly year: number;
  readonly dcType: LangMap;
  readonly rights: string;
  readonly provider: string;
  readonly dataProvider: string;
  /** Default `Europe`. */
  readonly country?: string;
  /** The language of the item (then also its `dc:language`); default `mul`, with no `dc:language`. */
  readonly language?: string;
  /** Created and last updated (ISO 8601). */
  readonly timestamp: string;
  readonly contentTier: number;
  /** The web resources: the first is `edm:isShownBy`, the others `edm:hasView`. */
  readonly webResources?: readonly SampleWebResource[];
  /** The media rows the local services serve (thumbnails, media proxy, IIIF). */
  readonly media?: readonly MediaRow[];
  /**
   * The provider's own IIIF manifest that shows the item: every file among the web resources is referenced by it
   * (`dcterms:isReferencedBy`), and it is a web resource of its own, typed as a manifest, as real records name one.
   */
  readonly manifest?: string | undefined;
  /** The URL of the web resource whose thumbnail is the record's preview. */
  readonly preview?: string | undefined;
  readonly shownAt?: string | undefined;
  readonly place?: SamplePlace | undefined;
  readonly concepts?: readonly SampleConcept[];
  /** Further fields of the provider proxy (after `dc:type`). */
  readonly proxyFields?: Readonly<Record<string, unknown>>;
  /** Further fields of the search item (after its language). */
  readonly itemFields?: Readonly<Record<string, unknown>>;
  /** Portal themes (`collection` facet). */
  readonly themes?: readonly string[];
  /** Words for the `what` search field besides the `dc:type` values. */
  readonly what?: readonly string[];
  readonly fulltext?: readonly FulltextRow[];
  readonly extraFacets?: readonly (readonly [string, readonly string[]])[];
}

/** What every sample collection's own spec says of a record in the same way. */
export type SampleDescription = Pick<SampleSpec, 'localId' | 'title' | 'description' | 'date' | 'year' | 'rights'>;

function english(map: LangMap): string {
  return map.en?.[0] ?? Object.values(map)[0]?.[0] ?? '';
}

function idOf(spec: SampleSpec): string {
  return `/${spec.dataset.id}/${spec.localId}`;
}

/** A label per language as EDM's language maps hold them (a list per language). */
function langMap(labels: Readonly<Record<string, string>>): LangMap {
  return Object.fromEntries(Object.entries(labels).map(([lang, label]) => [lang, [label]]));
}

/** The search item's fields of the record's concepts (`edmConcept` and its labels), none without concepts. */
function conceptFields(concepts: readonly SampleConcept[]): Record<string, unknown> {
  if (concepts.length === 0) return {};
  const labels: Record<string, string[]> = {};
  for (const concept of concepts) for (const [lang, label] of Object.entries(concept.labels)) (labels[lang] ??= []).push(label);
  return {
    edmConcept: concepts.map((concept) => concept.uri),
    edmConceptPrefLabelLangAware: labels,
    edmConceptLabel: concepts.flatMap((concept) => (concept.labels.en === undefined ? [] : [{ def: concept.labels.en }])),
  };
}

function previewOf(spec: SampleSpec): string | undefined {
  return spec.preview === undefined ? undefined : edmPreviewUrl(spec.preview, spec.type);
}

/** JSON's view of a value: keys whose value is `undefined` left out, as the store keeps it. */
function plain(value: Record<string, unknown>): Record<string, unknown> {
  return JSON.parse(JSON.stringify(value)) as Record<string, unknown>;
}

/** The Search API item of a sample record. */
export function sampleItem(spec: SampleSpec): Record<string, unknown> {
  const id = idOf(spec);
  const preview = previewOf(spec);
  const shownBy = spec.webResources?.[0]?.url;
  const { place } = spec;
  const timestamp = Date.parse(spec.timestamp);
  return plain({
    id,
    guid: `https://www.europeana.eu/item${id}`,
    link: `https://api.europeana.eu/record${id}.json`,
    type: spec.type,
    title: [english(spec.title)],
    dcTitleLangAware: spec.title,
    dcDescription: [english(spec.description)],
    dcDescriptionLangAware: spec.description,
    dcCreator: [...spec.creators],
    dcCreatorLangAware: { def: [...spec.creators] },
    dcTypeLangAware: spec.dcType,
    ...(preview === undefined ? {} : { edmPreview: [preview] }),
    edmIsShownBy: shownBy === undefined ? undefined : [shownBy],
    edmIsShownAt: spec.shownAt === undefined ? undefined : [spec.shownAt],
    edmLandingPage: [`https://www.europeana.eu/item${id}`],
    dataProvider: [spec.dataProvider],
    provider: [spec.provider],
    rights: [spec.rights],
    country: [spec.country ?? 'Europe'],
    language: [spec.language ?? 'mul'],
    ...spec.itemFields,
    ...conceptFields(spec.concepts ?? []),
    year: [String(spec.year)],
    ...(place === undefined ? {} : { edmPlace: [place.uri], edmPlaceLabelLangAware: place.label, edmPlaceLatitude: [String(place.latitude)], edmPlaceLongitude: [String(place.longitude)] }),
    edmDatasetName: [spec.dataset.name],
    europeanaCollectionName: [spec.dataset.name],
    previewNoDistribute: false,
    ugc: [false],
    score: 1,
    timestamp,
    timestamp_created: spec.timestamp,
    timestamp_created_epoch: timestamp,
    timestamp_update: spec.timestamp,
    timestamp_update_epoch: timestamp,
  });
}

const IIIF_MANIFEST = 'http://iiif.io/api/presentation/2#Manifest';

function webResource(resource: SampleWebResource, rights: string, manifest: string | undefined): Record<string, unknown> {
  const { width = 0, height, duration } = resource;
  return {
    about: resource.url,
    ...(resource.mime === undefined ? {} : { ebucoreHasMimeType: resource.mime }),
    ...(width > 0 ? { ebucoreWidth: width, ebucoreHeight: height } : {}),
    ...(duration === undefined ? {} : { ebucoreDuration: String(Math.round(duration * 1000)) }),
    webResourceEdmRights: { def: [rights] },
    ...(manifest === undefined || resource.mime === undefined ? {} : { dctermsIsReferencedBy: [manifest] }),
  };
}

/** The EDM record (Record API `object`) of a sample record. */
function edmRecord(spec: SampleSpec): Record<string, unknown> {
  const id = idOf(spec);
  const preview = previewOf(spec);
  const resources = spec.webResources ?? [];
  const [shownBy, ...views] = resources.map((resource) => resource.url);
  const { place } = spec;
  const country = spec.country ?? 'Europe';
  const language = spec.language ?? 'mul';
  const timestamp = Date.parse(spec.timestamp);
  return plain({
    about: id,
    type: spec.type,
    title: [english(spec.title)],
    year: [String(spec.year)],
    country: [country],
    language: [language],
    edmDatasetName: [spec.dataset.name],
    europeanaCollectionName: [spec.dataset.name],
    timestamp_created: spec.timestamp,
    timestamp_created_epoch: timestamp,
    timestamp_update: spec.timestamp,
    timestamp_update_epoch: timestamp,
    ...edmSkeleton(id, {
      type: spec.type,
      providerProxy: {
        dcTitle: spec.title,
        dcDescription: spec.description,
        dcCreator: { def: [...spec.creators] },
        dcDate: { def: [spec.date] },
        dcType: spec.dcType,
        ...(place === undefined ? {} : { dctermsSpatial: { def: [place.uri] } }),
        ...spec.proxyFields,
        ...(spec.language === undefined ? {} : { dcLanguage: { def: [spec.language] } }),
      },
      europeanaProxy: {
        year: { def: [String(spec.year)] },
        ...(spec.concepts === undefined || spec.concepts.length === 0 ? {} : { dcType: { def: spec.concepts.map((concept) => concept.uri) } }),
      },
      dataProvider: [spec.dataProvider],
      provider: [spec.provider],
      rights: [spec.rights],
      shownBy,
      views,
      shownAt: spec.shownAt,
      webResources: [
        ...resources.map((resource) => webResource(resource, spec.rights, spec.manifest)),
        ...(spec.manifest === undefined ? [] : [{ about: spec.manifest, rdfType: IIIF_MANIFEST }]),
      ],
      country: [country],
      language: [language],
      preview,
    }),
    agents: [],
    concepts: (spec.concepts ?? []).map((concept) => ({ about: concept.uri, prefLabel: langMap(concept.labels) })),
    timespans: [],
    places: place === undefined ? [] : [{ about: place.uri, prefLabel: place.label, latitude: place.latitude, longitude: place.longitude }],
    organizations: [],
  });
}

/** A sample record as the store keeps it: EDM record, search item, facet values, full-text fields and media. */
export function sampleRecord(spec: SampleSpec): SeedRecord {
  return indexRecord({
    record: edmRecord(spec),
    item: sampleItem(spec),
    type: spec.type,
    contentTier: spec.contentTier,
    year: spec.year,
    media: spec.media ?? [],
    palette: [],
    colour: undefined,
    themes: spec.themes ?? [],
    entities: (spec.concepts ?? []).map((concept) => ({ uri: concept.uri, role: 'concept' })),
    created: spec.timestamp,
    updated: spec.timestamp,
    extraWhat: [...Object.values(spec.dcType).flat(), ...(spec.what ?? [])],
    extraWhen: [spec.date],
    fulltext: spec.fulltext ?? [],
    ...(spec.extraFacets === undefined ? {} : { extraFacets: spec.extraFacets }),
  });
}
