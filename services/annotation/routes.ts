import type { SQLInputValue } from 'node:sqlite';
import type { ServiceDeps } from '../deps.ts';
import { badRequest } from '../http/errors.ts';
import { intParam, listParam } from '../http/params.ts';
import { sendJsonLd } from '../http/respond.ts';
import type { Router } from '../http/router.ts';
import { findEntity } from '../entity/store.ts';
import { isRecord } from '../seed/langmap.ts';
import { parseQuery } from '../search/query-parser.ts';
import type { QueryNode } from '../search/query-parser.ts';

const PROFILES = ['minimal', 'standard', 'dereference'];
const ITEM_PREFIX = 'http://data.europeana.eu/item';

/** The URI an annotation's body names: the body itself, or its `id` or `source`. */
const BODY_URI = `COALESCE(json_extract(a.json, '$.body.id'), json_extract(a.json, '$.body.source'), CASE json_type(a.json, '$.body') WHEN 'text' THEN json_extract(a.json, '$.body') END, '')`;

/** Compiles the Annotation API's query fields to SQL over `annotations a`. */
function compile(node: QueryNode): { sql: string; params: SQLInputValue[] } {
  switch (node.kind) {
    case 'all':
      return { sql: '1', params: [] };
    case 'and':
    case 'or': {
      const parts = node.children.map(compile);
      return { sql: parts.map((part) => `(${part.sql})`).join(node.kind === 'and' ? ' AND ' : ' OR '), params: parts.flatMap((part) => part.params) };
    }
    case 'not': {
      const inner = compile(node.child);
      return { sql: `NOT (${inner.sql})`, params: inner.params };
    }
    case 'range':
      if (node.field !== 'created') throw badRequest(`Invalid query: range queries are supported on created only`);
      return { sql: 'a.created >= ? AND a.created <= ?', params: [node.from ?? '0000', node.to ?? '9999'] };
    case 'term': {
      const field = node.field ?? 'text';
      if (node.text === '*') return { sql: '1', params: [] };
      switch (field) {
        case 'motivation':
          return { sql: 'a.motivation = ?', params: [node.text] };
        // Every item a target names, so a link between items is found from each of them.
        case 'target_record_id':
          return { sql: 'a.aid IN (SELECT aid FROM annotation_targets WHERE record_id = ?)', params: [node.text] };
        case 'target_uri':
          return { sql: 'a.aid IN (SELECT aid FROM annotation_targets WHERE record_id = ?)', params: [node.text.startsWith(ITEM_PREFIX) ? node.text.slice(ITEM_PREFIX.length) : node.text] };
        case 'anno_id':
          return { sql: 'a.aid = ?', params: [Number.parseInt(node.text.replace(/^.*\//, ''), 10) || 0] };
        // The body's URI (an entity, a vocabulary concept, a page), matched whole or with `*` wildcards, as the API's
        // string field is: `body_uri:*/c_2101_*` finds a DE-BIAS concept in any of its languages.
        case 'body_uri':
          return { sql: `${BODY_URI} GLOB ?`, params: [`${node.text.replace(/[[\]?]/g, '[$&]')}${node.prefix ? '*' : ''}`] };
        case 'text':
        case 'body_value':
        case 'creator_name':
        case 'generator_name': {
          if (!/[\p{L}\p{N}]/u.test(node.text)) return { sql: '0', params: [] };
          return { sql: 'a.aid IN (SELECT rowid FROM annotations_fts WHERE annotations_fts MATCH ?)', params: [`"${node.text.replace(/"/g, '""')}"${node.prefix ? ' *' : ''}`] };
        }
        default:
          throw badRequest(`Invalid query: unknown annotation field '${field}'`);
      }
    }
  }
}

/**
 * The annotation with an entity body replaced by the entity (profile `dereference`): a semantic tag's
 * `{ type: SpecificResource, source: uri }`, a body `{ id: uri }` or a body that is the URI itself. Bodies naming
 * anything the Entity API does not hold stay as they are.
 */
function dereferenced(deps: ServiceDeps, annotation: Record<string, unknown>): Record<string, unknown> {
  const body = annotation.body;
  const uri = typeof body === 'string' ? body : isRecord(body) ? [body.source, body.id].find((value) => typeof value === 'string') : undefined;
  const entity = typeof uri === 'string' ? findEntity(deps.db, uri) : undefined;
  return entity === undefined ? annotation : { ...annotation, body: entity };
}

/** `GET /annotation/search` — W3C annotations of the seed records (tags, semantic tags, links, transcriptions). */
export function registerAnnotationRoutes(router: Router, deps: ServiceDeps): void {
  router.get('/annotation/search', ({ res, query, url }) => {
    const text = query.get('query');
    if (text === null || text.trim() === '') throw badRequest('Missing parameter query: use query=*:* for every annotation');
    const profile = query.get('profile') ?? 'standard';
    if (!PROFILES.includes(profile)) throw badRequest(`Invalid profile '${profile}': use ${PROFILES.join(', ')}`);
    const page = intParam(query, 'page', 0, 0, 100_000);
    const pageSize = intParam(query, 'pageSize', 10, 1, 100);
    const sortOrder = query.get('sortOrder') ?? 'asc';
    if (sortOrder !== 'asc' && sortOrder !== 'desc') throw badRequest('Invalid sortOrder: use asc or desc');
    const sort = query.get('sort') ?? '';
    if (!['', 'created', 'generated', 'modified'].includes(sort)) throw badRequest('Invalid sort: use created, generated or modified');
    const parts = [parseQuery(text), ...listParam(query, 'qf').map((qf) => parseQuery(qf))].map(compile);
    const where = parts.map((part) => `(${part.sql})`).join(' AND ');
    const params = parts.flatMap((part) => part.params);
    const total = Number(deps.db.prepare(`SELECT count(*) AS n FROM annotations a WHERE ${where}`).get(...params)?.n ?? 0);
    const order = sort === '' ? 'a.aid ASC' : `a.created ${sortOrder === 'desc' ? 'DESC' : 'ASC'}, a.aid ASC`;
    const rows = deps.db.prepare(`SELECT a.json AS json FROM annotations a WHERE ${where} ORDER BY ${order} LIMIT ? OFFSET ?`).all(...params, pageSize, page * pageSize);
    const annotations = rows.map((row) => JSON.parse(String(row.json)) as Record<string, unknown>);
    const items = annotations.map((annotation) => (profile === 'minimal' ? annotation.id : profile === 'dereference' ? dereferenced(deps, annotation) : annotation));
    const pageUrl = (value: number): string => {
      const next = new URLSearchParams(query);
      next.set('page', String(value));
      next.delete('wskey');
      return `${url.origin}${url.pathname}?${next.toString()}`;
    };
    sendJsonLd(res, 200, {
      '@context': 'http://www.w3.org/ns/anno.jsonld',
      id: pageUrl(page),
      type: 'AnnotationPage',
      partOf: { id: pageUrl(0), type: 'AnnotationCollection', total },
      total: items.length,
      items,
      ...((page + 1) * pageSize < total ? { next: pageUrl(page + 1) } : {}),
      ...(page > 0 ? { prev: pageUrl(page - 1) } : {}),
    });
  });
}
