/**
 * Query fields the local Search API understands, grouped by how they are evaluated.
 * Names follow the Search API documentation (KB "Search API Request Parameters" and "Query syntax").
 */

/** Full-text fields: alias → column of `records_fts` (undefined = whole document). */
export const TEXT_FIELDS: Readonly<Record<string, string | undefined>> = {
  text: undefined,
  title: 'title',
  proxy_dc_title: 'title',
  // The store keeps one column per aggregated field (who, what, when, where); a single metadata field is searched
  // in the column that aggregates it, as the Search API's copy fields do (Solr schema: who ← creator, contributor).
  proxy_dcterms_alternative: 'title',
  who: 'who',
  proxy_dc_creator: 'who',
  proxy_dc_contributor: 'who',
  creator: 'who',
  what: 'what',
  subject: 'what',
  proxy_dc_subject: 'what',
  proxy_dc_type: 'what',
  proxy_dc_format: 'what',
  proxy_dcterms_medium: 'what',
  when: 'when',
  proxy_dc_date: 'when',
  proxy_dcterms_created: 'when',
  proxy_dcterms_temporal: 'when',
  where: 'where',
  proxy_dc_coverage: 'where',
  proxy_dcterms_spatial: 'where',
  description: 'description',
  proxy_dc_description: 'description',
};

/** The date a newspaper issue appeared (`YYYY-MM-DD`), a facet value compared as text in ranges. */
export const ISSUED_FIELD = 'proxy_dcterms_issued';

/** Facet fields stored in `facet_terms` (exact, case-insensitive values; `*` wildcards allowed). */
export const FACET_FIELDS: readonly string[] = [
  'TYPE', 'COUNTRY', 'CREATOR', 'DATA_PROVIDER', 'PROVIDER', 'RIGHTS', 'REUSABILITY', 'LANGUAGE', 'YEAR',
  'MIME_TYPE', 'IMAGE_SIZE', 'IMAGE_ASPECTRATIO', 'IMAGE_COLOUR', 'IMAGE_GREYSCALE', 'COLOURPALETTE', 'MEDIA', 'THUMBNAIL',
  'TEXT_FULLTEXT', 'LANDINGPAGE', 'UGC', 'SOUND_DURATION', 'SOUND_HQ', 'VIDEO_DURATION', 'VIDEO_HD', 'collection', 'contentTier',
  // The dataset a record came in with (`edm_datasetName:"…"`, the item page's dataset link; `europeana_collectionName`
  // is its older name).
  'edm_datasetName',
  // Fields of the providers' proxies the portal facets and filters on in some collections (portal.js
  // utils/europeana/themes.js): the fashion collection's object type, technique and material in English, and the
  // newspapers' date of issue (an ISO date, filtered by day or by range).
  'proxy_dc_type.en', 'proxy_dc_format.en', 'proxy_dcterms_medium.en', ISSUED_FIELD,
];

/** Lower-case query aliases of facet fields (`country:france`, `provider_aggregation_edm_dataProvider:...`). */
export const FACET_ALIASES: Readonly<Record<string, string>> = {
  type: 'TYPE',
  proxy_edm_type: 'TYPE',
  country: 'COUNTRY',
  europeana_aggregation_edm_country: 'COUNTRY',
  data_provider: 'DATA_PROVIDER',
  provider_aggregation_edm_dataprovider: 'DATA_PROVIDER',
  provider: 'PROVIDER',
  provider_aggregation_edm_provider: 'PROVIDER',
  rights: 'RIGHTS',
  provider_aggregation_edm_rights: 'RIGHTS',
  language: 'LANGUAGE',
  europeana_aggregation_edm_language: 'LANGUAGE',
  mime_type: 'MIME_TYPE',
  reusability: 'REUSABILITY',
  colourpalette: 'COLOURPALETTE',
  contenttier: 'contentTier',
  theme: 'collection',
  europeana_collectionname: 'edm_datasetName',
};

/**
 * Text fields that also index the URIs of the entities a record links to (Search API: `who:"http://data.europeana.eu/agent/…"`,
 * `proxy_dc_creator:"…"`), as the advanced search sends a chosen suggestion. Columns of `records_fts`.
 */
export const ENTITY_URI_COLUMNS: ReadonlySet<string> = new Set(['who', 'what', 'when', 'where']);

/** An entity URI as a query term. */
export const ENTITY_URI = /^https?:\/\/data\.europeana\.eu\/(?:agent|concept|place|timespan|organization)\/[A-Za-z0-9]+$/;

/** Fields naming a linked entity URI (`edm_agent:"http://data.europeana.eu/agent/123"`). */
export const ENTITY_FIELDS: Readonly<Record<string, string>> = {
  edm_agent: 'creator',
  skos_concept: 'concept',
  edm_timespan: 'timespan',
  edm_place: 'place',
  foaf_organization: 'organization',
};

/** The 19 facets of a real portal search response (samples/search/portal-collections_search_rich_facets.json). */
export const DEFAULT_FACETS: readonly string[] = [
  'TYPE', 'IMAGE_COLOUR', 'COLOURPALETTE', 'IMAGE_ASPECTRATIO', 'IMAGE_SIZE', 'SOUND_DURATION', 'SOUND_HQ', 'TEXT_FULLTEXT',
  'VIDEO_DURATION', 'VIDEO_HD', 'MIME_TYPE', 'MEDIA', 'THUMBNAIL', 'REUSABILITY', 'RIGHTS', 'COUNTRY', 'LANGUAGE', 'PROVIDER',
  'DATA_PROVIDER',
];

/** Resolves a facet name given in `facet=` or `qf=` (case-sensitive upstream names, plus lower-case aliases). */
export function facetName(field: string): string | undefined {
  if (FACET_FIELDS.includes(field)) return field;
  return FACET_ALIASES[field.toLowerCase()] ?? FACET_FIELDS.find((name) => name.toLowerCase() === field.toLowerCase() && name !== 'contentTier' && name !== 'collection');
}

/**
 * The full-text field of a query field: `fulltext` (every language) or `fulltext.{lang}` (one), as Europeana indexes
 * newspaper OCR, transcriptions and subtitles; `undefined` for any other field.
 * @example fulltextField('fulltext.de') // { lang: 'de' }
 */
export function fulltextField(field: string | undefined): { readonly lang: string | undefined } | undefined {
  if (field === 'fulltext' || field === 'fulltext.*') return { lang: undefined };
  const lang = /^fulltext\.([a-z]{2,3})$/.exec(field ?? '')?.[1];
  return lang === undefined ? undefined : { lang };
}
