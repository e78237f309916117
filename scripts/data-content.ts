/**
 * Fills a services store with editorial content at Europeana's volume (spec section 9), on top of the seed,
 * for the publication benchmarks and tests; the default store (`.data`, `npm start`) is never touched.
 *
 *   npm run data:content -- --stories 1500 --exhibitions 150 --categories 1000 --seed 42 [--dir .data/content-volume]
 *   SERVICES_DATA_DIR=.data/content-volume node services/server.ts
 *
 * Counts are totals of published entries, the seed's included. The same options always give the same
 * entries; a store holds one volume (the same command again does nothing, other options are refused).
 */
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ensureContentSeeded } from '../services/content/seed/index.ts';
import { ContentStore } from '../services/content/store.ts';
import { writeContentVolume } from '../services/content/volume/write.ts';
import type { VolumeReport } from '../services/content/volume/write.ts';
import type { VolumeOptions } from '../services/content/volume/entries.ts';
import { ensureSeeded } from '../services/seed/seed.ts';
import { openStore } from '../services/store/db.ts';

const REPO_ROOT = resolve(import.meta.dirname, '..');

/** Where the volume goes without --dir. */
export const DEFAULT_VOLUME_DIR = join(REPO_ROOT, '.data', 'content-volume');

/** Opens (seeding it if new) the store in `dataDir` and adds the volume. */
export async function generateContentVolume(options: VolumeOptions, dataDir = DEFAULT_VOLUME_DIR, log: (line: string) => void = console.log): Promise<VolumeReport> {
  const started = performance.now();
  const db = openStore(dataDir);
  try {
    await ensureSeeded(db);
    const store = new ContentStore(db);
    ensureContentSeeded(db, store);
    const report = writeContentVolume(db, store, options);
    const { story = 0, exhibitionPage = 0, exhibitionChapterPage = 0, category = 0 } = report.published;
    log(report.reused
      ? `[data:content] ${dataDir} already holds this volume: nothing written`
      : `[data:content] created ${String(report.created)} entries, edited ${String(report.edited)}, ${String(report.assets)} assets in ${(report.ms / 1000).toFixed(1)} s`);
    log(`[data:content] published: ${String(story)} stories, ${String(exhibitionPage)} exhibitions (${String(exhibitionChapterPage)} chapters), ${String(category)} categories; ${((performance.now() - started) / 1000).toFixed(1)} s in all`);
    return report;
  } finally {
    db.close();
  }
}

const USAGE = 'Usage: npm run data:content -- --stories <n> --exhibitions <n> --categories <n> [--seed <integer>] [--dir <services data dir>]';

function count(raw: string | undefined, name: string, max: number): number {
  const value = Number(raw ?? '');
  if (raw === undefined || !Number.isInteger(value) || value < 0 || value > max) throw new Error(`--${name} must be an integer from 0 to ${String(max)}`);
  return value;
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: { stories: { type: 'string' }, exhibitions: { type: 'string' }, categories: { type: 'string' }, seed: { type: 'string' }, dir: { type: 'string' } },
  });
  try {
    const options: VolumeOptions = {
      stories: count(values.stories, 'stories', 5000),
      exhibitions: count(values.exhibitions, 'exhibitions', 500),
      categories: count(values.categories, 'categories', 1000),
      seed: count(values.seed ?? '1', 'seed', 2 ** 32 - 1),
    };
    await generateContentVolume(options, values.dir === undefined ? DEFAULT_VOLUME_DIR : resolve(values.dir));
  } catch (error) {
    console.error(`[data:content] ${error instanceof Error ? error.message : String(error)}`);
    console.error(USAGE);
    process.exit(2);
  }
}
