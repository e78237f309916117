/**
 * Generates a synthetic store for scale benchmarks, separate from the default seed.
 *
 *   npm run data:synthetic -- --items 100000 [--out .data/synthetic-100000]
 *   SERVICES_DATA_DIR=.data/synthetic-100000 node services/server.ts
 *
 * Every record says it is synthetic (title, description, provider and dataset name); the same --items always
 * produces the same records.
 */
import { existsSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { parseArgs } from 'node:util';
import { SEED_DIR, SEED_VERSION } from '../services/seed/seed.ts';
import { writeSyntheticStore } from '../services/seed/synthetic.ts';
import { DB_FILE, getMeta, openStore } from '../services/store/db.ts';

const REPO_ROOT = resolve(import.meta.dirname, '..');

export function syntheticDataDir(items: number): string {
  return join(REPO_ROOT, '.data', `synthetic-${items}`);
}

/**
 * Whether `dataDir` holds a finished synthetic store of `items` records at the current seed version. A store
 * made before SEED_VERSION changed is not one any more: the services reseed it with the default seed on start.
 */
export function hasSyntheticStore(items: number, dataDir = syntheticDataDir(items)): boolean {
  const file = join(dataDir, DB_FILE);
  if (!existsSync(file)) return false;
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    return getMeta(db, 'seed_kind') === 'synthetic' && getMeta(db, 'synthetic_items') === String(items) && getMeta(db, 'seed_version') === SEED_VERSION;
  } catch {
    // No meta table: not a store this script made.
    return false;
  } finally {
    db.close();
  }
}

/** Creates (replacing) the synthetic store with `items` records in `dataDir`. */
export function generateSyntheticStore(items: number, dataDir = syntheticDataDir(items), log: (line: string) => void = console.log): string {
  for (const suffix of ['', '-wal', '-shm']) rmSync(join(dataDir, `${DB_FILE}${suffix}`), { force: true });
  rmSync(join(dataDir, 'thumbnails'), { recursive: true, force: true });
  const db = openStore(dataDir);
  const started = performance.now();
  writeSyntheticStore(db, SEED_DIR, items, (done) => {
    if (done % 20_000 === 0 || done === items) log(`[data:synthetic] ${done}/${items} records`);
  });
  db.close();
  log(`[data:synthetic] wrote ${items} synthetic records to ${dataDir} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return dataDir;
}

if (import.meta.main) {
  const { values } = parseArgs({ options: { items: { type: 'string' }, out: { type: 'string' } } });
  const items = Number(values.items ?? '');
  if (!Number.isInteger(items) || items < 1 || items > 5_000_000) {
    console.error('Usage: npm run data:synthetic -- --items <1..5000000> [--out <data dir>]');
    process.exit(2);
  }
  generateSyntheticStore(items, values.out === undefined ? syntheticDataDir(items) : resolve(values.out));
}
