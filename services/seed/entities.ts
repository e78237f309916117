import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isRecord, toStrings } from './langmap.ts';
import { DATA_HOST } from './model.ts';
import type { SeedEntity } from './model.ts';

type EntityType = SeedEntity['type'];

const TYPE_NAMES: Readonly<Record<string, EntityType>> = {
  Agent: 'agent',
  Concept: 'concept',
  Place: 'place',
  TimeSpan: 'timespan',
  Organization: 'organization',
};

/** `http://data.europeana.eu/agent/base/146741` → `http://data.europeana.eu/agent/146741` (the public form). */
function publicUri(type: EntityType, id: string): string | undefined {
  const match = /\/(\d+)$/.exec(id);
  return match === null ? undefined : `${DATA_HOST}/${type}/${match[1] ?? ''}`;
}

function fromJsonLd(doc: Record<string, unknown>, idOverride?: string): SeedEntity | undefined {
  const type = TYPE_NAMES[String(doc.type)];
  if (type === undefined) return undefined;
  const uri = idOverride ?? publicUri(type, String(doc.id));
  if (uri === undefined) return undefined;
  const json: Record<string, unknown> = { ...doc, id: uri };
  delete json['@context'];
  if (idOverride !== undefined) json.sameAs = [...toStrings(doc.sameAs), String(doc.id)];
  return { uri, type, json };
}

/** Solr documents of entity-management (organisation, timespan) converted to the API's JSON-LD shape. */
function fromSolrDoc(doc: Record<string, unknown>): SeedEntity | undefined {
  const type = TYPE_NAMES[String(doc.type)];
  const uri = typeof doc.entity_uri === 'string' ? doc.entity_uri : undefined;
  if (type === undefined || uri === undefined) return undefined;
  const json: Record<string, unknown> = { id: uri, type: doc.type, prefLabel: doc.prefLabel };
  for (const field of ['altLabel', 'hiddenLabel', 'begin', 'end', 'acronym', 'description', 'homepage', 'phone', 'sameAs', 'depiction']) {
    if (doc[field] !== undefined) json[field] = doc[field];
  }
  if (isRecord(doc.isShownBy)) {
    const shown = doc.isShownBy;
    json.isShownBy = { id: shown.id, type: 'WebResource', source: shown['isShownBy.source'], thumbnail: shown.thumbnail };
  }
  if (Array.isArray(doc['europeanaRole.en'])) json.europeanaRole = toStrings(doc['europeanaRole.en']).map((role) => ({ en: role }));
  if (typeof doc['vcard_countryName.1'] === 'string') json.hasAddress = { id: `${uri}#address`, type: 'Address', countryName: doc['vcard_countryName.1'] };
  if (typeof doc.country === 'string') json.country = doc.country;
  return { uri, type, json };
}

/**
 * Entities of `data/entity`: Entity API JSON-LD files, two internal Solr documents converted to the API shape,
 * and the fotoconsortium source concepts under local ids 91xxxxx (their own ids are external vocabulary URIs).
 */
export function loadSampleEntities(seedDir: string): SeedEntity[] {
  const dir = join(seedDir, 'data', 'entity');
  const out: SeedEntity[] = [];
  for (const file of readdirSync(dir).sort()) {
    if (!file.endsWith('.json') && !file.endsWith('.jsonld')) continue;
    const doc = JSON.parse(readFileSync(join(dir, file), 'utf8')) as unknown;
    if (!isRecord(doc)) continue;
    if (doc.type === 'ResultPage') {
      const items = Array.isArray(doc.items) ? doc.items.filter(isRecord) : [];
      for (const item of items) {
        const entity = fromJsonLd(item);
        if (entity !== undefined) out.push(entity);
      }
      continue;
    }
    const entity = doc.entity_uri === undefined ? fromJsonLd(doc) : fromSolrDoc(doc);
    if (entity !== undefined) out.push(entity);
  }
  const fotoDir = join(dir, 'fotoconsortium_concepts');
  for (const file of readdirSync(fotoDir).sort()) {
    const doc = JSON.parse(readFileSync(join(fotoDir, file), 'utf8')) as unknown;
    const number = /^(\d+)\.json$/.exec(file)?.[1];
    if (!isRecord(doc) || number === undefined) continue;
    const entity = fromJsonLd(doc, `${DATA_HOST}/concept/${String(9_100_000 + Number(number))}`);
    if (entity !== undefined) out.push(entity);
  }
  return out;
}
