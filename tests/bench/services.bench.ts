/**
 * Benchmark of the local services over real HTTP (keep-alive), not a timed test:
 *
 *   npm run bench:services                      # seed + the 10,000- and 100,000-item synthetic stores (generated if missing)
 *   npm run bench:services -- --synthetic 0     # seed only; --synthetic 10000,100000,1000000 for the growth curve
 *
 * Prints p50/p95 per scenario, writes bench/services.json and exits 1 when a budget is missed
 * (search with 19 facets: p95 ≤ 30 ms on the seed, ≤ 150 ms on 100,000 items; thumbnails warm p95 ≤ 20 ms).
 */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { generateSyntheticStore, hasSyntheticStore, syntheticDataDir } from '../../scripts/data-synthetic.ts';
import { startServicesProcess } from '../support/services.ts';
import { writeFigures } from './report.ts';

const REPO_ROOT = resolve(import.meta.dirname, '..', '..');
const KEY = 'api2demo';
const agent = new Agent({ keepAlive: true, maxSockets: 1 });

interface Scenario {
  readonly name: string;
  /** Undefined: reported for information, no budget. */
  readonly budgetP95Ms: number | undefined;
  readonly paths: readonly string[];
}

interface Result {
  readonly name: string;
  readonly requests: number;
  readonly p50: number;
  readonly p95: number;
  readonly max: number;
  readonly budgetP95Ms: number | undefined;
  readonly pass: boolean;
}

async function get(url: string): Promise<{ status: number; ms: number }> {
  try {
    return await getOnce(url);
  } catch (error) {
    // A keep-alive socket the server closed between scenarios: retry once on a fresh one.
    if (error instanceof Error && 'code' in error && error.code === 'ECONNRESET') return getOnce(url);
    throw error;
  }
}

function getOnce(url: string): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  return new Promise((resolveRequest, reject) => {
    const req = request(url, { agent }, (res) => {
      res.resume();
      res.on('end', () => {
        resolveRequest({ status: res.statusCode ?? 0, ms: performance.now() - started });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * fraction) - 1)] ?? Number.NaN;
}

async function run(base: string, scenario: Scenario, warmup: number, count: number): Promise<Result> {
  for (let index = 0; index < warmup; index += 1) await get(`${base}${scenario.paths[index % scenario.paths.length] ?? ''}`);
  const times: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const { status, ms } = await get(`${base}${scenario.paths[index % scenario.paths.length] ?? ''}`);
    if (status !== 200) throw new Error(`${scenario.name}: status ${status} for ${scenario.paths[index % scenario.paths.length] ?? ''}`);
    times.push(ms);
  }
  times.sort((a, b) => a - b);
  const p95 = percentile(times, 0.95);
  return { name: scenario.name, requests: count, p50: percentile(times, 0.5), p95, max: times[times.length - 1] ?? Number.NaN, budgetP95Ms: scenario.budgetP95Ms, pass: scenario.budgetP95Ms === undefined || p95 <= scenario.budgetP95Ms };
}

const FACETS = 'TYPE,IMAGE_COLOUR,COLOURPALETTE,IMAGE_ASPECTRATIO,IMAGE_SIZE,SOUND_DURATION,SOUND_HQ,TEXT_FULLTEXT,VIDEO_DURATION,VIDEO_HD,MIME_TYPE,MEDIA,THUMBNAIL,REUSABILITY,RIGHTS,COUNTRY,LANGUAGE,PROVIDER,DATA_PROVIDER';

/** Portal-like searches: default tier filter, 19 facets, 24 rows. */
function searchPaths(queries: readonly (readonly [string, readonly string[]])[]): string[] {
  return queries.map(([query, qf]) => {
    const params = new URLSearchParams({ wskey: KEY, query, profile: 'minimal,facets', rows: '24', facet: FACETS });
    params.append('qf', 'contentTier:(1 OR 2 OR 3 OR 4)');
    for (const filter of qf) params.append('qf', filter);
    return `/record/v2/search.json?${params.toString()}`;
  });
}

const SEED_QUERIES: readonly (readonly [string, readonly string[]])[] = [
  ['*:*', []], ['monet', []], ['who:renoir', []], ['*:*', ['TYPE:IMAGE']], ['YEAR:[1800 TO 1900]', []], ['"oil on canvas"', []],
  ['landscape OR portrait', []], ['*:*', ['REUSABILITY:open', 'IMAGE_ASPECTRATIO:landscape']], ['paris', []], ['*:*', ['COUNTRY:Netherlands']],
];
const SYNTHETIC_QUERIES: readonly (readonly [string, readonly string[]])[] = [
  ['*:*', []], ['river', []], ['who:"Synthetic Creator 0001"', []], ['*:*', ['TYPE:IMAGE']], ['YEAR:[1800 TO 1900]', []], ['"winter landscape"', []],
  ['harbour OR bridge', []], ['*:*', ['REUSABILITY:open', 'IMAGE_ASPECTRATIO:landscape']], ['castle', []], ['*:*', ['COUNTRY:France']],
];

async function thumbnailPaths(base: string): Promise<string[]> {
  const params = new URLSearchParams({ wskey: KEY, query: '*:*', qf: 'THUMBNAIL:true', rows: '50', profile: 'minimal' });
  const response = await fetch(`${base}/record/v2/search.json?${params.toString()}`);
  const body = (await response.json()) as { items: { edmIsShownBy: string[] }[] };
  return body.items.flatMap((item) => {
    const hash = createHash('md5').update(item.edmIsShownBy[0] ?? '').digest('hex');
    return [`/thumbnail/v3/200/${hash}`, `/thumbnail/v3/400/${hash}`];
  });
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { synthetic: { type: 'string', default: '10000,100000' }, requests: { type: 'string', default: '300' } } });
  const syntheticSizes = values.synthetic.split(',').map(Number).filter((n) => n > 0);
  const count = Number(values.requests);
  const results: Result[] = [];
  const seedDir = mkdtempSync(join(tmpdir(), 'services-bench-'));
  const seed = await startServicesProcess({ dataDir: seedDir });
  try {
    results.push(await run(seed.url, { name: 'search, 19 facets, seed (342 records)', budgetP95Ms: 30, paths: searchPaths(SEED_QUERIES) }, 30, count));
    results.push(await run(seed.url, { name: 'thumbnail 200/400, warm', budgetP95Ms: 20, paths: await thumbnailPaths(seed.url) }, 100, count));
  } finally {
    await seed.stop();
    rmSync(seedDir, { recursive: true, force: true });
  }
  for (const syntheticItems of syntheticSizes) {
    const dataDir = syntheticDataDir(syntheticItems);
    // Regenerated when missing or stale (made before a seed change, or reseeded since with the default seed).
    if (!hasSyntheticStore(syntheticItems, dataDir)) generateSyntheticStore(syntheticItems, dataDir);
    const synthetic = await startServicesProcess({ dataDir });
    try {
      const paths = searchPaths(SYNTHETIC_QUERIES);
      results.push(await run(synthetic.url, { name: `search, 19 facets, ${syntheticItems} synthetic, first request per query (cold caches)`, budgetP95Ms: undefined, paths }, 0, paths.length));
      results.push(await run(synthetic.url, { name: `search, 19 facets, ${syntheticItems} synthetic`, budgetP95Ms: syntheticItems === 100_000 ? 150 : undefined, paths }, 30, count));
      // The long tail beside it: every request a query and filter not asked before, so neither the facet counts nor
      // the first hits come from the engine's caches (half full-text and scored, half a filter over every record).
      const distinct = searchPaths(Array.from({ length: 60 }, (_, index) => [index % 2 === 0 ? 'harbour OR bridge' : '*:*', [`YEAR:[${String(1500 + index * 5)} TO ${String(1650 + index * 5)}]`]] as const));
      results.push(await run(synthetic.url, { name: `search, 19 facets, ${syntheticItems} synthetic, distinct queries (no cache hit)`, budgetP95Ms: undefined, paths: distinct }, 0, distinct.length));
    } finally {
      await synthetic.stop();
    }
  }
  console.table(results.map((result) => ({ scenario: result.name, requests: result.requests, 'p50 ms': result.p50.toFixed(1), 'p95 ms': result.p95.toFixed(1), 'max ms': result.max.toFixed(1), 'budget p95 ms': result.budgetP95Ms ?? '-', pass: result.pass })));
  mkdirSync(join(REPO_ROOT, 'bench'), { recursive: true });
  writeFileSync(join(REPO_ROOT, 'bench', 'services.json'), `${JSON.stringify({ date: new Date().toISOString(), node: process.version, results }, null, 2)}\n`);
  writeFigures('6-services', results.map((result) => ({
    bench: 'services',
    figure: result.name,
    value: `p50 ${result.p50.toFixed(1)} / p95 ${result.p95.toFixed(1)} ms`,
    budget: result.budgetP95Ms === undefined ? '—' : `p95 ≤ ${String(result.budgetP95Ms)} ms`,
    pass: result.budgetP95Ms === undefined ? undefined : result.pass,
  })), { results });
  agent.destroy();
  if (results.some((result) => !result.pass)) {
    console.error('Budget missed: see the table above.');
    process.exitCode = 1;
  }
}

await main();
