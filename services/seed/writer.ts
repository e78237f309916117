import type { DatabaseSync, StatementSync } from 'node:sqlite';
import { isRecord, normalise, toLangMap } from './langmap.ts';
import type { SeedAnnotation, SeedEntity, SeedRecord } from './model.ts';

/** Tables the seed fills; emptied before a reseed. */
export const SEEDED_TABLES = ['records', 'facet_terms', 'record_terms', 'record_entities', 'records_fts', 'entities', 'entity_labels', 'entities_fts', 'media', 'record_moves', 'annotations', 'annotations_fts', 'annotation_targets', 'fulltext_fts'];

export function clearSeededTables(db: DatabaseSync): void {
  for (const table of SEEDED_TABLES) db.exec(`DELETE FROM ${table}`);
}

/** Inserts records with their facet values, entity links, full-text rows and media. Call inside a transaction. */
export class RecordWriter {
  readonly #db: DatabaseSync;
  readonly #terms = new Map<string, number>();
  readonly #insertRecord: StatementSync;
  readonly #insertTerm: StatementSync;
  readonly #insertRecordTerm: StatementSync;
  readonly #insertEntityLink: StatementSync;
  readonly #insertFts: StatementSync;
  readonly #insertMedia: StatementSync;
  readonly #insertFulltext: StatementSync;

  constructor(db: DatabaseSync) {
    this.#db = db;
    this.#insertRecord = db.prepare(
      `INSERT INTO records (id, status, synthetic, type, content_tier, year, completeness, timestamp_created, timestamp_update, search_json, record_json)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING rid`,
    );
    this.#insertTerm = db.prepare('INSERT INTO facet_terms (facet, value, value_norm) VALUES (?, ?, ?) RETURNING fid');
    this.#insertRecordTerm = db.prepare('INSERT OR IGNORE INTO record_terms (fid, rid) VALUES (?, ?)');
    this.#insertEntityLink = db.prepare('INSERT OR IGNORE INTO record_entities (rid, entity_uri, role) VALUES (?, ?, ?)');
    this.#insertFts = db.prepare('INSERT INTO records_fts (rowid, title, who, what, "when", "where", description, text) VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
    this.#insertFulltext = db.prepare('INSERT INTO fulltext_fts (text, lang, rid) VALUES (?, ?, ?)');
    this.#insertMedia = db.prepare('INSERT OR REPLACE INTO media (hash, url, record_id, preview_file, full_file, mime, width, height, duration) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)');
    for (const row of db.prepare('SELECT fid, facet, value FROM facet_terms').all()) {
      this.#terms.set(`${String(row.facet)}\u0000${String(row.value)}`, Number(row.fid));
    }
  }

  #termId(facet: string, value: string): number {
    const key = `${facet}\u0000${value}`;
    const known = this.#terms.get(key);
    if (known !== undefined) return known;
    const row = this.#insertTerm.get(facet, value, normalise(value));
    const fid = Number(row?.fid);
    this.#terms.set(key, fid);
    return fid;
  }

  write(record: SeedRecord): void {
    const row = this.#insertRecord.get(
      record.id,
      record.status,
      record.synthetic ? 1 : 0,
      record.type,
      record.contentTier,
      record.year ?? null,
      record.completeness,
      record.created,
      record.updated,
      JSON.stringify(record.item),
      JSON.stringify(record.record),
    );
    const rid = Number(row?.rid);
    // Depublished records stay retrievable for the 410 but are invisible to search and facets.
    if (record.status === 'active') {
      for (const [facet, value] of record.facets) this.#insertRecordTerm.run(this.#termId(facet, value), rid);
      const { title, who, what, when, where, description } = record.fts;
      const join = (values: readonly string[]): string => values.join(' \n ');
      const text = join([...title, ...who, ...what, ...when, ...where, ...description, ...record.facets.filter(([facet]) => facet === 'DATA_PROVIDER').map(([, value]) => value)]);
      this.#insertFts.run(rid, join(title), join(who), join(what), join(when), join(where), join(description), text);
      for (const { lang, text: fulltext } of record.fulltext) this.#insertFulltext.run(fulltext, lang, rid);
    }
    for (const entity of record.entities) this.#insertEntityLink.run(rid, entity.uri, entity.role);
    for (const media of record.media) {
      this.#insertMedia.run(media.hash, media.url, record.id, media.previewFile ?? null, media.fullFile ?? null, media.mime, media.width, media.height, media.duration ?? null);
    }
  }

  get db(): DatabaseSync {
    return this.#db;
  }
}

/** Every (lang, label, pref) of an entity's prefLabel, altLabel and hiddenLabel. */
export function entityLabels(json: Record<string, unknown>): { lang: string; label: string; pref: boolean }[] {
  const out: { lang: string; label: string; pref: boolean }[] = [];
  for (const field of ['prefLabel', 'altLabel', 'hiddenLabel']) {
    const map = toLangMap(json[field]);
    if (map === undefined) continue;
    for (const [lang, labels] of Object.entries(map)) for (const label of labels) out.push({ lang, label, pref: field === 'prefLabel' });
  }
  return out;
}

export function writeEntities(db: DatabaseSync, entities: readonly SeedEntity[]): void {
  const insert = db.prepare('INSERT OR IGNORE INTO entities (uri, type, local_id, sort_label, json) VALUES (?, ?, ?, ?, ?) RETURNING eid');
  const label = db.prepare('INSERT INTO entity_labels (eid, lang, label, label_norm, pref) VALUES (?, ?, ?, ?, ?)');
  const fts = db.prepare('INSERT INTO entities_fts (rowid, labels) VALUES (?, ?)');
  for (const entity of entities) {
    const labels = entityLabels(entity.json);
    const english = labels.find((entry) => entry.pref && entry.lang === 'en') ?? labels[0];
    const localId = entity.uri.slice(entity.uri.lastIndexOf('/') + 1);
    const row = insert.get(entity.uri, entity.type, localId, english?.label ?? localId, JSON.stringify(entity.json));
    if (row === undefined) continue;
    const eid = Number(row.eid);
    for (const entry of labels) label.run(eid, entry.lang, entry.label, normalise(entry.label), entry.pref ? 1 : 0);
    fts.run(eid, [...new Set(labels.map((entry) => entry.label))].join(' \n '));
  }
  db.exec(`UPDATE entities SET record_count = (
    SELECT count(*) FROM record_entities re JOIN records r ON r.rid = re.rid WHERE re.entity_uri = entities.uri AND r.status = 'active'
  )`);
}

/** Records Europeana re-identified: the Record API answers each old identifier with the record under its new one. */
export function writeMoves(db: DatabaseSync, moves: ReadonlyMap<string, string>): void {
  const insert = db.prepare('INSERT INTO record_moves (old_id, new_id) VALUES (?, ?)');
  for (const [oldId, newId] of moves) insert.run(oldId, newId);
}

export function writeAnnotations(db: DatabaseSync, annotations: readonly SeedAnnotation[]): void {
  const insert = db.prepare('INSERT INTO annotations (motivation, target_record_id, created, json) VALUES (?, ?, ?, ?) RETURNING aid');
  const update = db.prepare('UPDATE annotations SET json = ? WHERE aid = ?');
  const fts = db.prepare('INSERT INTO annotations_fts (rowid, text) VALUES (?, ?)');
  const target = db.prepare('INSERT OR IGNORE INTO annotation_targets (aid, record_id) VALUES (?, ?)');
  for (const annotation of annotations) {
    const row = insert.get(annotation.motivation, annotation.targetRecordIds[0] ?? null, annotation.created, '{}');
    const aid = Number(row?.aid);
    const json = { ...annotation.json, id: `http://data.europeana.eu/annotation/${aid}` };
    update.run(JSON.stringify(json), aid);
    fts.run(aid, annotation.text);
    for (const recordId of annotation.targetRecordIds) target.run(aid, recordId);
  }
}

export { isRecord };
