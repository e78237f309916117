import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isRecord, toStrings } from './langmap.ts';
import { DATA_HOST } from './model.ts';
import type { SeedAnnotation, SeedRecord } from './model.ts';
import { debiasAnnotations } from './debias-annotations.ts';
import { volunteerAnnotations } from './volunteer-annotations.ts';

const ITEM_PREFIX = `${DATA_HOST}/item`;

/**
 * Record ids of every item a target names: an item URI, a `{ scope }` resource (a part of the item's media), a
 * `{ source, selector }` resource whose source is the item (words of one of its fields), or a list of them.
 */
function recordIdsOf(target: unknown): string[] {
  const targets: unknown[] = Array.isArray(target) ? (target as unknown[]) : [target];
  const ids = targets.flatMap((one) => {
    const uri = typeof one === 'string' ? one : isRecord(one) ? [one.scope, one.source].find((value) => typeof value === 'string' && value.startsWith(ITEM_PREFIX)) : undefined;
    return typeof uri === 'string' && uri.startsWith(ITEM_PREFIX) ? [uri.slice(ITEM_PREFIX.length)] : [];
  });
  return [...new Set(ids)];
}

function bodyText(annotation: Record<string, unknown>): string {
  const body = annotation.body;
  const parts = [typeof annotation.bodyValue === 'string' ? annotation.bodyValue : ''];
  if (typeof body === 'string') parts.push(body);
  if (isRecord(body)) {
    // A transcription's value is HTML: its words, not its tags, are searchable.
    for (const field of ['value', 'id', 'source']) if (typeof body[field] === 'string') parts.push(body[field].replace(/<[^>]*>/g, ' '));
    const pref = body.prefLabel;
    if (isRecord(pref)) parts.push(...Object.values(pref).filter((value): value is string => typeof value === 'string'));
  }
  return parts.filter((part) => part !== '').join(' ');
}

function fromSample(doc: Record<string, unknown>): SeedAnnotation {
  const motivation = typeof doc.motivation === 'string' ? doc.motivation : 'tagging';
  const created = typeof doc.created === 'string' ? doc.created : '2017-06-01T00:00:00Z';
  const json: Record<string, unknown> = { '@context': 'http://www.w3.org/ns/anno.jsonld', ...doc, type: 'Annotation', motivation, created };
  return { motivation, targetRecordIds: recordIdsOf(doc.target), created, text: bodyText(doc), json };
}

/**
 * Annotations of the store: every sample annotation (tags, a semantic tag, a link, a transcription, with their
 * original targets), the volunteers' annotations of a few seed records (./volunteer-annotations.ts), DE-BIAS's notes
 * on contentious words in two titles (./debias-annotations.ts) and a semantic
 * tag per painting for each concept the seed enriched it with.
 */
export function buildAnnotations(seedDir: string, records: readonly SeedRecord[]): SeedAnnotation[] {
  const dir = join(seedDir, 'data', 'annotation');
  const out: SeedAnnotation[] = [];
  for (const file of readdirSync(dir).sort()) {
    const doc = JSON.parse(readFileSync(join(dir, file), 'utf8')) as unknown;
    if (!isRecord(doc)) continue;
    if (doc.type === 'AnnotationPage' && Array.isArray(doc.items)) {
      for (const item of doc.items) if (isRecord(item)) out.push(fromSample({ ...item, id: undefined }));
    } else {
      out.push(fromSample(doc));
    }
  }
  const known = new Set(records.map((record) => record.id));
  for (const doc of [...volunteerAnnotations(), ...debiasAnnotations()]) {
    const annotation = fromSample(doc);
    if (annotation.targetRecordIds.every((id) => known.has(id))) out.push(annotation);
  }
  for (const record of records) {
    if (record.synthetic || record.status !== 'active') continue;
    const concepts = record.entities.filter((entity) => entity.role === 'concept' || entity.role === 'timespan');
    for (const concept of concepts) {
      out.push({
        motivation: 'tagging',
        targetRecordIds: [record.id],
        created: record.created,
        text: [concept.uri, ...toStrings(record.item.title)].join(' '),
        json: {
          '@context': 'http://www.w3.org/ns/anno.jsonld',
          type: 'Annotation',
          created: record.created,
          creator: { id: `${DATA_HOST}/organization/9300001`, type: 'Organization', name: 'Local services enrichment' },
          generator: { id: 'http://127.0.0.1/services/seed', type: 'Software', name: 'services seed' },
          motivation: 'tagging',
          body: { type: 'SpecificResource', source: concept.uri },
          target: `${ITEM_PREFIX}${record.id}`,
        },
      });
    }
  }
  return out;
}
