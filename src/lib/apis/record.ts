import { z } from 'zod';
import { ApiError, createApiClient, type ApiContext, type Params } from './client.ts';
import { UPSTREAM_CACHE_TTL_MS } from './response-cache.ts';
import { langMapSchema, searchResponseSchema, type SearchResponse } from './schemas.ts';

/** Record and Search API (`{base}/v2/search.json`, `{base}/v2/{dataset}/{id}.json`). */
const client = createApiClient({
  name: 'record',
  sendsKey: true,
  scope: 'item',
  codeTable: { '502-TS': 'translateQuotaError' },
});

export interface SearchOptions {
  readonly context?: ApiContext | undefined;
}

/**
 * Runs a search with Search API parameters (see src/lib/search/api-params.ts). A 400 is a query the
 * Search API cannot parse (`paris AND`): the visitor's to fix, `searchQueryInvalid`.
 */
export function search(params: Params, options: SearchOptions = {}): Promise<SearchResponse> {
  return client.requestParsed('/v2/search.json', searchResponseSchema, {
    params,
    context: options.context,
    scope: 'search',
    codeByStatus: { 400: 'searchQueryInvalid' },
    cacheTtlMs: UPSTREAM_CACHE_TTL_MS,
  });
}

const walkPageSchema = z.object({
  items: z.array(z.object({ id: z.string(), timestamp_update: z.string().optional() })).default([]),
  nextCursor: z.string().optional(),
});
export type WalkPage = z.infer<typeof walkPageSchema>;

/**
 * One page of a walk through the Search API with cursor paging (the item sitemaps, src/lib/sitemaps/): of each
 * item only its id and `timestamp_update` are kept (z.object drops the rest as it parses, so a walk of millions of
 * items does not copy twenty fields of each), never in the shared upstream cache (each page is read once).
 */
export function searchWalkPage(params: Params): Promise<WalkPage> {
  return client.requestParsed('/v2/search.json', walkPageSchema, { params, scope: 'search', codeByStatus: { 400: 'searchQueryInvalid' } });
}

const webResourceSchema = z.looseObject({
  about: z.string(),
  ebucoreHasMimeType: z.string().optional(),
  ebucoreWidth: z.number().optional(),
  ebucoreHeight: z.number().optional(),
  webResourceEdmRights: langMapSchema.optional(),
  textAttributionSnippet: z.string().optional(),
  htmlAttributionSnippet: z.string().optional(),
  svcsHasService: z.array(z.string()).optional(),
  /** A provider's IIIF Presentation manifest is a web resource of this type (`http://iiif.io/api/presentation/3#Manifest`). */
  rdfType: z.string().optional(),
  /** The manifests (or image information) that reference this resource. */
  dctermsIsReferencedBy: z.array(z.string()).optional(),
  isNextInSequence: z.union([z.string(), z.array(z.string())]).optional(),
  preview: z.object({ about: z.string() }).optional(),
});
export type WebResource = z.infer<typeof webResourceSchema>;

const contextualEntitySchema = z.looseObject({
  about: z.string(),
  prefLabel: langMapSchema.optional(),
  // Real records carry dates as an array or as a language map (`{ "def": ["…"] }`).
  begin: z.union([z.array(z.string()), langMapSchema]).optional(),
  end: z.union([z.array(z.string()), langMapSchema]).optional(),
});
export type ContextualEntity = z.infer<typeof contextualEntitySchema>;

const proxySchema = z.record(z.string(), z.unknown()).and(
  z.looseObject({ about: z.string(), europeanaProxy: z.boolean().optional() }),
);

const aggregationSchema = z.looseObject({
  about: z.string(),
  edmDataProvider: langMapSchema.optional(),
  edmProvider: langMapSchema.optional(),
  edmRights: langMapSchema.optional(),
  edmIsShownBy: z.string().optional(),
  edmIsShownAt: z.string().optional(),
  hasView: z.array(z.string()).optional(),
  webResources: z.array(webResourceSchema).default([]),
});

export const recordSchema = z.looseObject({
  about: z.string(),
  type: z.string().optional(),
  title: z.array(z.string()).optional(),
  year: z.array(z.string()).optional(),
  country: z.array(z.string()).optional(),
  language: z.array(z.string()).optional(),
  proxies: z.array(proxySchema).default([]),
  aggregations: z.array(aggregationSchema).default([]),
  /** Services the web resources name (`svcsHasService`), e.g. a provider's IIIF Image API service. */
  services: z.array(z.looseObject({ about: z.string(), dctermsConformsTo: z.array(z.string()).optional() })).optional(),
  europeanaAggregation: z
    .looseObject({ edmPreview: z.string().optional(), edmCountry: langMapSchema.optional(), edmLanguage: langMapSchema.optional() })
    .optional(),
  edmDatasetName: z.array(z.string()).optional(),
  /** When the record was first published on Europeana and last updated from its provider (ISO instants). */
  timestamp_created: z.string().optional(),
  timestamp_update: z.string().optional(),
  agents: z.array(contextualEntitySchema).default([]),
  concepts: z.array(contextualEntitySchema).default([]),
  places: z.array(contextualEntitySchema).default([]),
  timespans: z.array(contextualEntitySchema).default([]),
  organizations: z.array(contextualEntitySchema).default([]),
});
export type EdmRecord = z.infer<typeof recordSchema>;

const recordResponseSchema = z.looseObject({ object: recordSchema });

export interface RecordOptions {
  /** With a language, the translate profile fills fields in that language. */
  readonly translateTo?: string | undefined;
  readonly context?: ApiContext | undefined;
}

/** Record ids look like `/digits/word` (spec section 3). */
export const RECORD_ID = /^\/[0-9]+\/[A-Za-z0-9_.~-]+$/;

/** One record; 404 → itemNotFound, 410 → itemGone, 502 with `502-TS` → translateQuotaError. */
export async function getRecord(id: string, options: RecordOptions = {}): Promise<EdmRecord> {
  const params: Params = options.translateTo ? { profile: 'translate', lang: options.translateTo } : {};
  // The untranslated record is the same for everyone and shared; a translation (signed-in visitors, a quota) is not.
  const cacheTtlMs = options.translateTo ? 0 : UPSTREAM_CACHE_TTL_MS;
  const response = await client.requestParsed(`/v2${id}.json`, recordResponseSchema, { params, context: options.context, cacheTtlMs });
  return response.object;
}

/**
 * The record Europeana depublished, from the Record API's 410 answer (`object`, as europeana.eu reads it): shown
 * under a banner instead of an error page. `undefined` for any other failure, or a 410 without a readable record.
 */
export function depublishedRecord(error: unknown): EdmRecord | undefined {
  if (!(error instanceof ApiError) || error.status !== 410) return undefined;
  const parsed = recordResponseSchema.safeParse(error.body);
  return parsed.success ? parsed.data.object : undefined;
}
