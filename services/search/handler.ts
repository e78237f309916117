import { createHash } from 'node:crypto';
import { badRequest } from '../http/errors.ts';
import { boolParam, intParam, listParam, tokenListParam } from '../http/params.ts';
import { sendJson } from '../http/respond.ts';
import type { RequestContext } from '../http/router.ts';
import { DEFAULT_FACETS, FACET_FIELDS, facetName } from './fields.ts';
import { parseSort } from './engine.ts';
import type { FacetRequest, SearchEngine } from './engine.ts';
import { hitLanguages, hitSelectorCount, hitTerms } from './hits.ts';
import { parseProfiles, projectItem } from './profiles.ts';
import { escapeQueryValue, parseQuery } from './query-parser.ts';
import type { QueryNode } from './query-parser.ts';

/** Spec section 9: only the first 1000 results are reachable with start/rows. */
export const RESULT_WINDOW = 1000;
export const MAX_ROWS = 100;
const DEFAULT_ROWS = 12;
const DEFAULT_FACET_LIMIT = 50;
const MAX_FACET_LIMIT = 1000;
const REUSABILITY_VALUES = ['open', 'restricted', 'permission', 'uncategorized'];
const THEMES = ['archaeology', 'art', 'fashion', 'industrial', 'manuscript', 'map', 'migration', 'music', 'nature', 'newspaper', 'photography', 'sport', 'ww1'];

function langParam(query: URLSearchParams, name: string): string | undefined {
  const value = query.get(name);
  if (value === null || value === '') return undefined;
  if (!/^[a-z]{2}$/.test(value)) throw badRequest(`Invalid parameter ${name}: '${value}' is not a two-letter language code`);
  return value;
}

function facetRequests(query: URLSearchParams, wanted: boolean): FacetRequest[] {
  if (!wanted) return [];
  const names = tokenListParam(query, 'facet');
  const resolved = new Set<string>();
  for (const name of names.length === 0 ? ['DEFAULT'] : names) {
    if (name === 'DEFAULT') {
      for (const facet of DEFAULT_FACETS) resolved.add(facet);
      continue;
    }
    const facet = facetName(name);
    if (facet === undefined) throw badRequest(`Invalid facet '${name}': use DEFAULT or one of ${FACET_FIELDS.join(', ')}`);
    resolved.add(facet);
  }
  for (const key of query.keys()) {
    const match = /^f\.(.+)\.facet\.(limit|offset)$/.exec(key);
    if (match === null) continue;
    if (facetName(match[1] ?? '') === undefined) throw badRequest(`Invalid parameter ${key}: unknown facet '${match[1] ?? ''}'`);
  }
  return [...resolved].map((name) => ({
    name,
    limit: intParam(query, `f.${name}.facet.limit`, DEFAULT_FACET_LIMIT, 0, MAX_FACET_LIMIT),
    offset: intParam(query, `f.${name}.facet.offset`, 0, 0, 100_000),
  }));
}

function fingerprint(query: URLSearchParams): string {
  const parts = ['query', 'qf', 'reusability', 'media', 'thumbnail', 'colourpalette', 'theme', 'sort', 'landingpage'].map((name) => `${name}=${query.getAll(name).join('\u0001')}`);
  return createHash('md5').update(parts.join('\u0002')).digest('hex').slice(0, 12);
}

/**
 * A cursor: the offset of the next page, the query it belongs to, and, where the order allows keyset paging,
 * the record the previous page ended with (`SearchRequest.after`). Opaque to clients, as Solr's cursorMark.
 */
function decodeCursor(cursor: string, expected: string): { offset: number; after: number | undefined } {
  if (cursor === '*') return { offset: 0, after: undefined };
  const decoded = Buffer.from(cursor, 'base64url').toString('utf8');
  const match = /^(\d{1,9}):([0-9a-f]{12})(?::(\d{1,15}))?$/.exec(decoded);
  if (match === null) throw badRequest('Invalid cursor: pass * to start, then the nextCursor of the previous response');
  if (match[2] !== expected) throw badRequest('Invalid cursor: it belongs to a different query');
  return { offset: Number(match[1]), after: match[3] === undefined ? undefined : Number(match[3]) };
}

const encodeCursor = (offset: number, print: string, after: number | undefined): string =>
  Buffer.from(`${String(offset)}:${print}${after === undefined ? '' : `:${String(after)}`}`).toString('base64url');

/** Query and filter clauses of a search request (query, qf, reusability, media, thumbnail, colourpalette, theme). */
export function searchClauses(query: URLSearchParams): QueryNode[] {
  const text = query.get('query');
  if (text === null || text.trim() === '') throw badRequest('Missing parameter query: use query=*:* to search everything');
  const clauses = [parseQuery(text)];
  for (const qf of listParam(query, 'qf')) if (qf.trim() !== '') clauses.push(parseQuery(qf));
  const reusability = tokenListParam(query, 'reusability');
  if (reusability.length > 0) {
    for (const value of reusability) if (!REUSABILITY_VALUES.includes(value)) throw badRequest(`Invalid reusability '${value}': use ${REUSABILITY_VALUES.join(', ')}`);
    clauses.push(parseQuery(`REUSABILITY:(${reusability.join(' OR ')})`));
  }
  for (const [param, facet] of [['media', 'MEDIA'], ['thumbnail', 'THUMBNAIL'], ['landingpage', 'LANDINGPAGE']] as const) {
    const value = boolParam(query, param);
    if (value !== undefined) clauses.push(parseQuery(`${facet}:${String(value)}`));
  }
  for (const colour of listParam(query, 'colourpalette')) {
    if (!/^#[0-9a-fA-F]{6}$/.test(colour)) throw badRequest(`Invalid colourpalette '${colour}': use a hex colour like #8A2BE2`);
    clauses.push(parseQuery(`COLOURPALETTE:${escapeQueryValue(colour.toUpperCase())}`));
  }
  const theme = query.get('theme');
  if (theme !== null && theme !== '') {
    if (!THEMES.includes(theme)) throw badRequest(`Invalid theme '${theme}': use one of ${THEMES.join(', ')}`);
    clauses.push(parseQuery(`collection:${theme}`));
  }
  return clauses;
}

/** `GET /record/v2/search.json` — the Search API. */
export function searchHandler(engine: SearchEngine): (ctx: RequestContext) => void {
  return ({ res, query, apiKey }) => {
    const profiles = parseProfiles(tokenListParam(query, 'profile'));
    const clauses = searchClauses(query);
    const rows = intParam(query, 'rows', DEFAULT_ROWS, 0, MAX_ROWS);
    const cursor = query.get('cursor');
    const print = fingerprint(query);
    let offset: number;
    let after: number | undefined;
    if (cursor !== null) {
      if (query.get('start') !== null) throw badRequest('Parameters cursor and start cannot be combined');
      ({ offset, after } = decodeCursor(cursor, print));
    } else {
      const start = intParam(query, 'start', 1, -1_000_000_000, 1_000_000_000);
      if (start < 1) throw badRequest('Invalid parameter start: must be at least 1');
      if (start - 1 + rows > RESULT_WINDOW) {
        throw badRequest(`It is not possible to paginate beyond the first ${RESULT_WINDOW} search results. Use cursor-based pagination instead`);
      }
      offset = start - 1;
    }
    const lang = langParam(query, 'lang');
    const source = langParam(query, 'q.source');
    langParam(query, 'q.target');
    const multilingual = profiles.has('translate') && (lang !== undefined || source !== undefined);
    const facets = facetRequests(query, profiles.has('facets') || profiles.has('portal'));
    const result = engine.search({ clauses, multilingual, sort: parseSort(listParam(query, 'sort')), offset, rows, facets, after });
    const items = result.items.map(({ item, score }) => projectItem({ ...item, score }, profiles));
    const body: Record<string, unknown> = {
      apikey: apiKey,
      success: true,
      requestNumber: 999,
      itemsCount: items.length,
      totalResults: result.total,
    };
    if (cursor !== null && offset + items.length < result.total) body.nextCursor = encodeCursor(offset + items.length, print, result.after);
    body.items = items;
    if (profiles.has('hits')) {
      const langs = hitLanguages(query.get('hit.fl'));
      const selectors = hitSelectorCount(query.get('hit.selectors'));
      const found = result.items.map(({ item, rid }) => ({ rid, id: String(item.id) }));
      const hits = engine.hits(found, hitTerms(clauses), { langs, selectors });
      if (hits.length > 0) body.hits = hits;
    }
    if (facets.length > 0) body.facets = result.facets;
    if (profiles.has('breadcrumbs') || profiles.has('portal')) {
      const crumbs = [{ param: 'query', value: query.get('query') ?? '' }, ...query.getAll('qf').map((value) => ({ param: 'qf', value }))];
      body.breadcrumbs = crumbs.map((crumb, index) => ({ display: crumb.value, ...crumb, href: `query=${encodeURIComponent(crumb.value)}`, last: index === crumbs.length - 1 }));
    }
    if (profiles.has('params')) {
      const params: Record<string, unknown> = {};
      for (const key of new Set(query.keys())) {
        if (key === 'wskey') continue;
        const values = query.getAll(key);
        params[key] = values.length === 1 ? values[0] : values;
      }
      body.params = { ...params, rows, start: offset + 1 };
    }
    sendJson(res, 200, body);
  };
}
