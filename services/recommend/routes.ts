import type { ServiceDeps } from '../deps.ts';
import { notFound } from '../http/errors.ts';
import { intParam } from '../http/params.ts';
import { sendJson } from '../http/respond.ts';
import type { Router } from '../http/router.ts';
import { DATA_HOST } from '../seed/model.ts';
import { isEntityType } from '../entity/store.ts';
import { requireRecord } from '../record/handler.ts';
import { projectItem } from '../search/profiles.ts';

/** Weight of a shared entity by the role it plays in both records. */
const ROLE_WEIGHT = "CASE re2.role WHEN 'creator' THEN 3.0 WHEN 'timespan' THEN 1.0 WHEN 'concept' THEN 1.0 ELSE 0.25 END";

/**
 * Item ids of a set, for `/recommend/set/{id}`. The Set API (a later issue) provides it; until then every set is
 * unknown and the endpoint answers 404.
 */
export type SetItemsLookup = (setId: string) => string[] | undefined;

function paging(query: URLSearchParams): { limit: number; offset: number } {
  const page = intParam(query, 'page', 1, 1, 1000);
  const pageSize = intParam(query, 'pageSize', 10, 1, 50);
  intParam(query, 'seed', 0, 0, 1_000_000_000);
  return { limit: pageSize, offset: (page - 1) * pageSize };
}

/** Recommendation API: similar records by shared creator, concepts and period; deterministic ordering. */
export function registerRecommendRoutes(router: Router, deps: ServiceDeps, setItems: SetItemsLookup = () => undefined): void {
  const respond = (res: Parameters<Parameters<Router['get']>[1]>[0]['res'], rows: Record<string, unknown>[], apiKey: string | undefined): void => {
    const items = rows.map((row) => projectItem(JSON.parse(String(row.json)) as Record<string, unknown>, new Set(['standard'])));
    sendJson(res, 200, { apikey: apiKey, success: true, itemsCount: items.length, totalResults: items.length, items });
  };

  const similarTo = (rids: number[], limit: number, offset: number): Record<string, unknown>[] => {
    if (rids.length === 0) return [];
    const marks = rids.map(() => '?').join(', ');
    return deps.db
      .prepare(
        `SELECT r.search_json AS json, sum(${ROLE_WEIGHT}) AS score FROM record_entities re1
         JOIN record_entities re2 ON re2.entity_uri = re1.entity_uri AND re2.role = re1.role AND re2.rid NOT IN (${marks})
         JOIN records r ON r.rid = re2.rid AND r.status = 'active'
         WHERE re1.rid IN (${marks}) GROUP BY re2.rid ORDER BY score DESC, r.completeness DESC, r.rid ASC LIMIT ? OFFSET ?`,
      )
      .all(...rids, ...rids, limit, offset);
  };

  router.get('/recommend/record/:dataset/:id', ({ res, query, params, apiKey }) => {
    const record = requireRecord(deps.db, params.dataset ?? '', params.id ?? '');
    const { limit, offset } = paging(query);
    const rid = Number(deps.db.prepare('SELECT rid FROM records WHERE id = ?').get(record.id)?.rid);
    respond(res, similarTo([rid], limit, offset), apiKey);
  });

  router.get('/recommend/entity/:type/:id', ({ res, query, params, apiKey }) => {
    const type = params.type ?? '';
    const id = params.id ?? '';
    if (!isEntityType(type) || !/^\d{1,20}$/.test(id)) throw notFound(`Unknown entity ${type}/${id}`);
    const uri = `${DATA_HOST}/${type}/${id}`;
    if (deps.db.prepare('SELECT 1 AS found FROM entities WHERE uri = ?').get(uri) === undefined) throw notFound(`Unknown entity ${uri}`);
    const { limit, offset } = paging(query);
    const rows = deps.db
      .prepare(
        `SELECT r.search_json AS json FROM record_entities re JOIN records r ON r.rid = re.rid AND r.status = 'active'
         WHERE re.entity_uri = ? GROUP BY r.rid ORDER BY r.completeness DESC, r.rid ASC LIMIT ? OFFSET ?`,
      )
      .all(uri, limit, offset);
    respond(res, rows, apiKey);
  });

  router.get('/recommend/set/:id', ({ res, query, params, apiKey }) => {
    const id = params.id ?? '';
    const items = /^\d{1,20}$/.test(id) ? setItems(id) : undefined;
    if (items === undefined) throw notFound(`Unknown set ${id}`);
    const { limit, offset } = paging(query);
    const marks = items.map(() => '?').join(', ');
    const rids = items.length === 0 ? [] : deps.db.prepare(`SELECT rid FROM records WHERE id IN (${marks})`).all(...items).map((row) => Number(row.rid));
    respond(res, similarTo(rids, limit, offset), apiKey);
  });
}
