import type { SQLInputValue } from 'node:sqlite';
import { z } from 'zod';
import type { ServiceDeps } from '../deps.ts';
import { readJsonBody } from '../http/body.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { intParam, tokenListParam } from '../http/params.ts';
import { sendJsonLd } from '../http/respond.ts';
import type { RequestContext, Router } from '../http/router.ts';
import { DATA_HOST } from '../seed/model.ts';
import { ENTITY_COLUMNS, ENTITY_CONTEXT, entityJson, findEntity, isEntityType, parseEntityUri } from './store.ts';

const MAX_RETRIEVE = 100;
const RetrieveBody = z.array(z.string().max(200)).max(MAX_RETRIEVE);

function typesParam(query: URLSearchParams): string[] {
  const types = tokenListParam(query, 'type');
  for (const type of types) if (!isEntityType(type)) throw badRequest(`Invalid type '${type}': use agent, concept, place, timespan or organization`);
  return types;
}

function scopeParam(query: URLSearchParams): boolean {
  const scope = query.get('scope');
  if (scope === null || scope === '') return false;
  if (scope !== 'europeana') throw badRequest(`Invalid scope '${scope}': only europeana is supported`);
  return true;
}

/** FTS5 expression for a user's text: every word must match, the last one as a prefix. */
function labelMatch(text: string, prefixLast: boolean): string | undefined {
  const words = text.split(/[^\p{L}\p{N}]+/u).filter((word) => word !== '').slice(0, 16);
  if (words.length === 0) return undefined;
  return words.map((word, index) => `"${word}"${prefixLast && index === words.length - 1 ? ' *' : ''}`).join(' ');
}

/**
 * The order of `sort`: `pageRank` (the default: most items first) or `skos_prefLabel.{lang}` (by the name in that
 * language, as europeana.eu's person and place listings ask for; entities without one follow, by their English
 * name). Anything else is refused, as the Entity API refuses an unknown sort field.
 */
type SortOrder = { by: 'pageRank' } | { by: 'label'; lang: string; descending: boolean };

function sortParam(query: URLSearchParams): SortOrder {
  const sort = query.get('sort')?.trim() ?? '';
  if (sort === '' || /^pageRank(\s+desc)?$/i.test(sort)) return { by: 'pageRank' };
  const label = /^skos_prefLabel\.([a-z]{2,3})(?:\s+(asc|desc))?$/.exec(sort);
  if (label === null) throw badRequest(`Invalid sort '${sort}': use pageRank or skos_prefLabel.{language}`);
  return { by: 'label', lang: label[1] ?? 'en', descending: label[2] === 'desc' };
}

function orderClause(sort: SortOrder): { sql: string; params: SQLInputValue[] } {
  if (sort.by === 'pageRank') return { sql: 'e.record_count DESC, e.sort_label, e.eid', params: [] };
  const name = "(SELECT min(l.label_norm) FROM entity_labels l WHERE l.eid = e.eid AND l.pref = 1 AND l.lang = ?)";
  const direction = sort.descending ? 'DESC' : 'ASC';
  return { sql: `${name} IS NULL, coalesce(${name}, lower(e.sort_label)) ${direction}, e.eid`, params: [sort.lang, sort.lang] };
}

function lookup(
  deps: ServiceDeps,
  match: string | undefined,
  types: string[],
  scoped: boolean,
  limit: number,
  offset: number,
  sort: SortOrder = { by: 'pageRank' },
): { total: number; items: Record<string, unknown>[] } {
  const where: string[] = [];
  const params: SQLInputValue[] = [];
  if (match !== undefined) {
    where.push('e.eid IN (SELECT rowid FROM entities_fts WHERE entities_fts MATCH ?)');
    params.push(match);
  }
  if (types.length > 0) {
    where.push(`e.type IN (${types.map(() => '?').join(', ')})`);
    params.push(...types);
  }
  if (scoped) where.push('e.record_count > 0');
  const clause = where.length === 0 ? '' : `WHERE ${where.join(' AND ')}`;
  const total = Number(deps.db.prepare(`SELECT count(*) AS n FROM entities e ${clause}`).get(...params)?.n ?? 0);
  const order = orderClause(sort);
  const rows = deps.db
    .prepare(`SELECT ${ENTITY_COLUMNS.split(', ').map((column) => `e.${column}`).join(', ')} FROM entities e ${clause} ORDER BY ${order.sql} LIMIT ? OFFSET ?`)
    .all(...params, ...order.params, limit, offset);
  return { total, items: rows.map((row) => entityJson(deps.db, row)) };
}

export function registerEntityRoutes(router: Router, deps: ServiceDeps): void {
  const getEntity = ({ res, params }: RequestContext): void => {
    const type = params.type ?? '';
    const id = params.id ?? '';
    if (!isEntityType(type)) throw notFound(`Unknown entity type '${type}'`);
    const entity = /^\d{1,20}$/.test(id) ? findEntity(deps.db, `${DATA_HOST}/${type}/${id}`) : undefined;
    if (entity === undefined) throw notFound(`No ${type} with id ${id}`);
    sendJsonLd(res, 200, entity);
  };

  router.get('/entity/suggest', ({ res, query }) => {
    const text = query.get('text');
    if (text === null || text.trim() === '') throw badRequest('Missing parameter text');
    if (text.length > 200) throw badRequest('Parameter text is longer than 200 characters');
    const rows = intParam(query, 'rows', 10, 1, 100);
    const result = lookup(deps, labelMatch(text, true), typesParam(query), scopeParam(query), rows, 0);
    const match = labelMatch(text, true);
    sendJsonLd(res, 200, { '@context': ENTITY_CONTEXT, type: 'ResultPage', total: match === undefined ? 0 : result.items.length, items: match === undefined ? [] : result.items });
  });

  router.get('/entity/search', ({ res, query, url }) => {
    const text = query.get('query') ?? query.get('text');
    if (text === null || text.trim() === '') throw badRequest('Missing parameter query: use query=* for every entity');
    if (text.length > 500) throw badRequest('Parameter query is longer than 500 characters');
    const page = intParam(query, 'page', 1, 1, 100_000);
    const pageSize = intParam(query, 'pageSize', 10, 1, 100);
    const all = text.trim() === '*' || text.trim() === '*:*';
    const match = all ? undefined : labelMatch(text, false);
    const types = [...typesParam(query), ...tokenListParam(query, 'qf').map((qf) => /^type:(\w+)$/i.exec(qf)?.[1]?.toLowerCase() ?? '').filter((type) => type !== '')];
    for (const type of types) if (!isEntityType(type)) throw badRequest(`Invalid type filter '${type}'`);
    const sort = sortParam(query);
    const result = !all && match === undefined ? { total: 0, items: [] } : lookup(deps, match, types, scopeParam(query), pageSize, (page - 1) * pageSize, sort);
    const self = `${url.origin}${url.pathname}?${query.toString()}`;
    const pageUrl = (value: number): string => {
      const next = new URLSearchParams(query);
      next.set('page', String(value));
      next.delete('wskey');
      return `${url.origin}${url.pathname}?${next.toString()}`;
    };
    const last = Math.max(1, Math.ceil(result.total / pageSize));
    sendJsonLd(res, 200, {
      '@context': ENTITY_CONTEXT,
      id: self.replace(/([?&])wskey=[^&]*&?/, '$1'),
      type: 'ResultPage',
      total: result.items.length,
      partOf: { id: pageUrl(1), type: 'ResultList', total: result.total, first: pageUrl(1), last: pageUrl(last) },
      items: result.items,
      ...(page < last ? { next: pageUrl(page + 1) } : {}),
      ...(page > 1 ? { prev: pageUrl(page - 1) } : {}),
    });
  });

  router.post('/entity/retrieve', async ({ req, res }) => {
    const parsed = RetrieveBody.safeParse(await readJsonBody(req, 64 * 1024));
    if (!parsed.success) throw badRequest(`The body must be a JSON array of at most ${MAX_RETRIEVE} entity URIs`);
    for (const uri of parsed.data) if (parseEntityUri(uri) === undefined) throw badRequest(`Unsupported entity URI: ${uri}`);
    const items = parsed.data.map((uri) => findEntity(deps.db, uri)).filter((entity) => entity !== undefined);
    sendJsonLd(res, 200, { '@context': ENTITY_CONTEXT, type: 'ResultPage', total: items.length, items });
  });

  router.get('/entity/:type/:id.json', getEntity);
  router.get('/entity/:type/:id.jsonld', getEntity);
  router.get('/entity/:type/:id', getEntity);
}
