import { dirname, join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { fileURLToPath } from 'node:url';
import { getMeta, setMeta, transaction } from '../store/db.ts';
import { buildAicSeed } from './aic.ts';
import { buildAnnotations } from './annotations.ts';
import { loadSampleEntities } from './entities.ts';
import { buildEuropeanaSeed } from './europeana.ts';
import { MEDIA_MOVES, buildMediaKindsSeed } from './media-kinds.ts';
import { buildThemeRecordsSeed } from './theme-records.ts';
import type { SeedEntity } from './model.ts';
import { buildReadingSeed } from './reading.ts';
import { topicEntities } from './topics.ts';
import { RecordWriter, clearSeededTables, writeAnnotations, writeEntities, writeMoves } from './writer.ts';

/** Bump when the seed data or its derivation changes: existing stores are then reseeded on start. */
export const SEED_VERSION = '2026-13';

/** Folder of the seed data shipped with the repository. */
export const SEED_DIR = dirname(fileURLToPath(import.meta.url));

export interface SeedReport {
  readonly reused: boolean;
  readonly kind: string;
  readonly records: number;
  readonly entities: number;
  readonly ms: number;
}

/**
 * Makes sure the store holds the current seed. Reuses a store already seeded at SEED_VERSION (default seed or
 * a synthetic store made by `npm run data:synthetic`); otherwise empties the seeded tables and seeds again.
 */
export async function ensureSeeded(db: DatabaseSync, seedDir = SEED_DIR): Promise<SeedReport> {
  const started = performance.now();
  const kind = getMeta(db, 'seed_kind') ?? 'default';
  if (getMeta(db, 'seed_version') === SEED_VERSION) {
    return { reused: true, kind, records: countOf(db, 'records'), entities: countOf(db, 'entities'), ms: performance.now() - started };
  }
  const aic = await buildAicSeed(seedDir);
  const europeana = buildEuropeanaSeed(seedDir);
  const records = [...aic.records, ...europeana.records, ...buildMediaKindsSeed(), ...buildThemeRecordsSeed(), ...buildReadingSeed()];
  const entities = new Map<string, SeedEntity>();
  for (const entity of [...loadSampleEntities(seedDir), ...aic.entities, ...topicEntities(), ...europeana.entities]) if (!entities.has(entity.uri)) entities.set(entity.uri, entity);
  const annotations = buildAnnotations(seedDir, records);
  transaction(db, () => {
    clearSeededTables(db);
    const writer = new RecordWriter(db);
    for (const record of records) writer.write(record);
    writeEntities(db, [...entities.values()]);
    writeAnnotations(db, annotations);
    writeMoves(db, MEDIA_MOVES);
    setMeta(db, 'seed_kind', 'default');
    setMeta(db, 'seed_version', SEED_VERSION);
  });
  db.exec("INSERT INTO records_fts (records_fts) VALUES ('optimize')");
  db.exec('ANALYZE');
  return { reused: false, kind: 'default', records: records.length, entities: entities.size, ms: performance.now() - started };
}

function countOf(db: DatabaseSync, table: 'records' | 'entities'): number {
  return Number(db.prepare(`SELECT count(*) AS n FROM ${table}`).get()?.n ?? 0);
}

export { join };
