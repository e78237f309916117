/**
 * The collection tables of europeana.eu (`/collections/organisations`, `/topics`, `/times`; portal.js
 * `pages/collections/_type/index.vue` and `components/entity/EntityTable.vue`, issue 25): every entity of the type
 * with its name, country (organisations) and number of items, filtered by name, sorted by any column, 40 rows a
 * page. europeana.eu sorts and filters a cached list in the browser; here the server does it from the same list
 * (every page of the Entity API's search, kept an hour per type and language), so the table works without
 * JavaScript and its state is in the URL (`filter`, `sort`, `order`, `page`).
 */
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import type { ApiContext } from '../apis/client.ts';
import { searchEntities, type Entity } from '../apis/entity.ts';
import { nameCollator } from '../i18n/collation.ts';
import { UPSTREAM_CACHE_TTL_MS } from '../apis/response-cache.ts';
import type { EntityType } from '../edm/entity-path.ts';
import { entityView, inTimeOrder } from '../edm/entity-view.ts';
import { entityCountry } from '../edm/organisation.ts';

/** The table listings by their europeana.eu slug; the singular slugs of spec section 2 redirect here. */
export const ENTITY_TABLES = { organisations: 'organization', topics: 'concept', times: 'timespan' } as const satisfies Record<string, EntityType>;
export type EntityTableSlug = keyof typeof ENTITY_TABLES;

/** The singular listing slugs (spec section 2) and the table each now lives at. */
export const SINGULAR_TABLE_SLUGS: Readonly<Record<string, EntityTableSlug>> = { organisation: 'organisations', topic: 'topics', time: 'times' };

export const TABLE_PAGE_SIZE = 40;
/** The Entity API's largest page, and how many pages a table reads at most (real organisations: about 4,000). */
const SEARCH_PAGE_SIZE = 100;
const MAX_PAGES = 100;

export function isEntityTableSlug(slug: string): slug is EntityTableSlug {
  return Object.hasOwn(ENTITY_TABLES, slug);
}

export interface EntityRow {
  readonly href: string;
  readonly name: string;
  /** The name's language when it is not the page's. */
  readonly nameLang: string | undefined;
  readonly country: string | undefined;
  readonly recordCount: number | undefined;
  /** A century's place in time: its names sort in time order ("2nd" before "10th", "XIX." in any language). */
  readonly timeOrder?: number | undefined;
}

function rowOf(entity: Entity, locale: string, timeOrder: number | undefined): EntityRow | undefined {
  const view = entityView(entity, locale);
  if (!view) return undefined;
  return { href: view.href, name: view.label, nameLang: view.labelLang, country: entityCountry(entity, locale), recordCount: view.recordCount, timeOrder };
}

const tables = new LRUCache<string, EntityRow[], { type: EntityType; locale: string; context: ApiContext | undefined }>({
  max: 3 * 25,
  ttl: UPSTREAM_CACHE_TTL_MS,
  fetchMethod: async (_key, _stale, { context: { type, locale, context } }) => {
    const entities: Entity[] = [];
    for (let page = 1; page <= MAX_PAGES; page += 1) {
      const result = await searchEntities({ type, page, pageSize: SEARCH_PAGE_SIZE }, { context });
      entities.push(...result.items);
      if (result.items.length < SEARCH_PAGE_SIZE || page * SEARCH_PAGE_SIZE >= result.total) break;
    }
    const ordered = type === 'timespan' ? inTimeOrder(entities) : entities;
    return ordered.flatMap((entity, index) => rowOf(entity, locale, type === 'timespan' ? index : undefined) ?? []);
  },
});

/** Every entity of a table's type, in the visitor's language (kept an hour; one walk in flight per table). */
export async function entityRows(slug: EntityTableSlug, locale: string, context?: ApiContext): Promise<EntityRow[]> {
  const type = ENTITY_TABLES[slug];
  return (await tables.fetch(`${type} ${locale}`, { context: { type, locale, context } })) ?? [];
}

export const TABLE_SORTS = ['name', 'country', 'count'] as const;
export type TableSort = (typeof TABLE_SORTS)[number];

/** The table's state in the URL; anything unreadable falls back to its default. */
export const TableQuery = z.object({
  filter: z.string().trim().max(100).catch(''),
  sort: z.enum(TABLE_SORTS).catch('name'),
  order: z.enum(['asc', 'desc']).catch('asc'),
  page: z.coerce.number().int().positive().catch(1),
});
export type TableQuery = z.infer<typeof TableQuery>;

export function parseTableQuery(params: URLSearchParams): TableQuery {
  return TableQuery.parse({ filter: params.get('filter') ?? '', sort: params.get('sort') ?? undefined, order: params.get('order') ?? undefined, page: params.get('page') ?? undefined });
}

/** The query string of a table state, defaults left out. */
export function tableParams(query: TableQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.filter) params.set('filter', query.filter);
  if (query.sort !== 'name') params.set('sort', query.sort);
  if (query.order !== 'asc') params.set('order', query.order);
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

export interface TablePage {
  readonly rows: readonly EntityRow[];
  /** Rows matching the filter. */
  readonly total: number;
  readonly page: number;
  readonly lastPage: number;
}

/** Folds case and diacritics, so "Musee" finds "Musée". */
function folded(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('en');
}

/**
 * The rows a table page shows: those whose name or country contains the filter, sorted (rows without the sorted
 * value last, then by name), 40 to a page; a page past the end shows the last.
 * @example tablePage(rows, { filter: 'musee', sort: 'count', order: 'desc', page: 1 }, 'fr').rows[0]?.name
 */
export function tablePage(rows: readonly EntityRow[], query: TableQuery, locale: string): TablePage {
  const needle = folded(query.filter);
  const matching = needle ? rows.filter((row) => folded(`${row.name} ${row.country ?? ''}`).includes(needle)) : [...rows];
  const collator = nameCollator(locale);
  const direction = query.order === 'desc' ? -1 : 1;
  const byName = (a: EntityRow, b: EntityRow): number =>
    a.timeOrder !== undefined && b.timeOrder !== undefined ? a.timeOrder - b.timeOrder : collator.compare(a.name, b.name);
  matching.sort((a, b) => {
    if (query.sort === 'name') return direction * byName(a, b);
    const left = query.sort === 'country' ? a.country : a.recordCount;
    const right = query.sort === 'country' ? b.country : b.recordCount;
    if (left === undefined || right === undefined) return left === right ? byName(a, b) : left === undefined ? 1 : -1;
    const order = typeof left === 'number' && typeof right === 'number' ? left - right : collator.compare(String(left), String(right));
    return order === 0 ? byName(a, b) : direction * order;
  });
  const lastPage = Math.max(1, Math.ceil(matching.length / TABLE_PAGE_SIZE));
  const page = Math.min(query.page, lastPage);
  return { rows: matching.slice((page - 1) * TABLE_PAGE_SIZE, page * TABLE_PAGE_SIZE), total: matching.length, page, lastPage };
}
