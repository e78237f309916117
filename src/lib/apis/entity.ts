import { z } from 'zod';
import { createApiClient, type ApiContext } from './client.ts';
import { UPSTREAM_CACHE_TTL_MS, upstreamResponses } from './response-cache.ts';
import { langMapSchema } from './schemas.ts';
import type { EntityType } from '../edm/entity-path.ts';
import { ENTITY_TYPES } from '../edm/entity-types.ts';

/** Entity API (`{base}/{type}/{id}.json`, `/suggest`, `/search`, `/retrieve`). */
const client = createApiClient({ name: 'entity', sendsKey: true, scope: 'page' });

const webResourceSchema = z.looseObject({ id: z.string(), source: z.string().optional(), thumbnail: z.string().optional() });

export const entitySchema = z.looseObject({
  id: z.string(),
  type: z.string(),
  prefLabel: langMapSchema.optional(),
  altLabel: langMapSchema.optional(),
  note: langMapSchema.optional(),
  description: langMapSchema.optional(),
  isShownBy: webResourceSchema.optional(),
  depiction: webResourceSchema.optional(),
  logo: webResourceSchema.optional(),
  /** Organisations (issue 25): short names, website, postal address. */
  acronym: langMapSchema.optional(),
  homepage: z.string().optional(),
  hasAddress: z.looseObject({ countryName: z.string().optional(), locality: z.string().optional() }).optional(),
  dateOfBirth: z.array(z.string()).optional(),
  dateOfDeath: z.array(z.string()).optional(),
  begin: z.union([z.string(), z.array(z.string())]).optional(),
  end: z.union([z.string(), z.array(z.string())]).optional(),
  isAggregatedBy: z.looseObject({ recordCount: z.number().optional(), modified: z.string().optional() }).optional(),
});
export type Entity = z.infer<typeof entitySchema>;

const resultPageSchema = z.looseObject({
  items: z.array(entitySchema).default([]),
  partOf: z.looseObject({ total: z.number() }).optional(),
  total: z.number().optional(),
});

export interface CallOptions {
  readonly context?: ApiContext | undefined;
  /** Not kept in the shared upstream cache (a walk of every entity for the sitemaps reads each page once). */
  readonly uncached?: boolean | undefined;
}

export function getEntity(type: EntityType, id: string, options: CallOptions = {}): Promise<Entity> {
  return client.requestParsed(`/${type}/${id}.json`, entitySchema, { context: options.context, cacheTtlMs: UPSTREAM_CACHE_TTL_MS });
}

/**
 * Forgets this node's cached answer for one entity (after an editor changed it, src/api/entity-description.ts), so
 * its page shows the change at once; other nodes' copies expire within UPSTREAM_CACHE_TTL_MS.
 */
export function forgetEntity(type: EntityType, id: string): void {
  upstreamResponses.forget((key) => key.startsWith('entity ') && key.includes(`/${type}/${id}.json`));
}

/**
 * Suggestions for a search box (spec section 7: text, type list, scope `europeana`), 8 unless `rows` says
 * otherwise (of the given types, all by default: the advanced search asks for one); the related collections of a search ask for 4 with a short timeout, kept in the upstream cache.
 */
export async function suggest(
  text: string,
  language: string,
  options: CallOptions & { rows?: number; timeoutMs?: number; cacheTtlMs?: number; types?: readonly EntityType[] } = {},
): Promise<Entity[]> {
  const page = await client.requestParsed('/suggest', resultPageSchema, {
    params: { text, type: (options.types ?? ENTITY_TYPES).join(','), scope: 'europeana', language, rows: options.rows ?? 8 },
    context: options.context,
    ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
    ...(options.cacheTtlMs === undefined ? {} : { cacheTtlMs: options.cacheTtlMs }),
  });
  return page.items;
}

export interface EntitySearchResult {
  readonly items: Entity[];
  readonly total: number;
}

/**
 * Entities of one type, for the collection listings (`items`, `partOf.total`): by pageRank, or by their names in
 * one language (`sort: 'skos_prefLabel.de'`, europeana.eu's person and place listings).
 */
export async function searchEntities(
  query: { text?: string; type: EntityType; page: number; pageSize: number; sort?: `skos_prefLabel.${string}` },
  options: CallOptions = {},
): Promise<EntitySearchResult> {
  const page = await client.requestParsed('/search', resultPageSchema, {
    params: { query: query.text ?? '*', type: query.type, scope: 'europeana', page: query.page, pageSize: query.pageSize, sort: query.sort ?? 'pageRank' },
    context: options.context,
    cacheTtlMs: options.uncached === true ? 0 : UPSTREAM_CACHE_TTL_MS,
  });
  return { items: page.items, total: page.partOf?.total ?? page.total ?? page.items.length };
}

/**
 * Several entities by URI (`POST /retrieve`, a lookup: kept in the upstream cache like a GET, so the 25 languages
 * of a story ask for its related entities once).
 */
export async function retrieveEntities(uris: readonly string[], options: CallOptions = {}): Promise<Entity[]> {
  if (uris.length === 0) return [];
  const body = await client.request('/retrieve', { method: 'POST', body: uris, context: options.context, cacheTtlMs: UPSTREAM_CACHE_TTL_MS });
  const parsed = z.union([z.array(entitySchema), resultPageSchema]).safeParse(body);
  if (!parsed.success) return [];
  return Array.isArray(parsed.data) ? parsed.data : parsed.data.items;
}
