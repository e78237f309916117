import type { DatabaseSync } from 'node:sqlite';
import { DATA_HOST, edmPreviewUrl } from '../seed/model.ts';

export const ENTITY_TYPES = ['agent', 'concept', 'place', 'timespan', 'organization'] as const;
export type EntityType = (typeof ENTITY_TYPES)[number];
export const ENTITY_CONTEXT = 'http://www.europeana.eu/schemas/context/entity.jsonld';

export function isEntityType(value: string): value is EntityType {
  return (ENTITY_TYPES as readonly string[]).includes(value);
}

/** `http://data.europeana.eu/{type}/{digits}` → its parts (spec section 5: anything else is unsupported). */
export function parseEntityUri(uri: string): { type: EntityType; id: string } | undefined {
  const match = /^http:\/\/data\.europeana\.eu\/(agent|concept|place|timespan|organization)\/(\d{1,20})$/.exec(uri);
  if (match === null) return undefined;
  const type = match[1] ?? '';
  return isEntityType(type) ? { type, id: match[2] ?? '' } : undefined;
}

/**
 * Entity API JSON for a stored entity: its JSON-LD plus `isAggregatedBy.recordCount` and, when it has none,
 * an `isShownBy` taken from the first record with local media that refers to it.
 */
export function entityJson(db: DatabaseSync, row: Record<string, unknown>): Record<string, unknown> {
  const json = JSON.parse(String(row.json)) as Record<string, unknown>;
  const uri = String(row.uri);
  const out: Record<string, unknown> = { '@context': ENTITY_CONTEXT, ...json };
  out.isAggregatedBy = { id: `${uri}#aggregation`, type: 'Aggregation', recordCount: Number(row.record_count) };
  if (out.isShownBy === undefined) {
    const media = db
      .prepare(
        `SELECT m.url AS url, m.record_id AS record_id FROM record_entities re JOIN records r ON r.rid = re.rid AND r.status = 'active'
         JOIN media m ON m.record_id = r.id WHERE re.entity_uri = ? ORDER BY r.rid LIMIT 1`,
      )
      .get(uri);
    if (media !== undefined) {
      const url = String(media.url);
      out.isShownBy = { id: url, type: 'WebResource', source: `${DATA_HOST}/item${String(media.record_id)}`, thumbnail: edmPreviewUrl(url, 'IMAGE') };
    }
  }
  return out;
}

const COLUMNS = 'eid, uri, type, local_id, record_count, json';

export function findEntity(db: DatabaseSync, uri: string): Record<string, unknown> | undefined {
  const row = db.prepare(`SELECT ${COLUMNS} FROM entities WHERE uri = ?`).get(uri);
  return row === undefined ? undefined : entityJson(db, row);
}

export { COLUMNS as ENTITY_COLUMNS };
