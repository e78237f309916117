/**
 * Views and trending (issue 14). Budgets: recording a view adds at most 2 ms to the item page's
 * server time; `/trending` at most 30 ms server time with 1,000,000 recorded views.
 *
 * For each store backend — the default `node:sqlite` and PostgreSQL (`DATABASE_URL`, else one the
 * harness starts from Debian's binaries like tests/nodes; left out with a note when neither is
 * there) — the benchmark seeds 1,000,000 views through the store module (`recordViews`, batches of
 * 50,000 in transactions; 40 days back, 20,341 items: the seed's 341 records most viewed, then a
 * long tail), then measures:
 * - the record call itself (`recordView` of a new session on the 1M store, in process, p50/p95): what
 *   a view adds to the server time (budget: p95 ≤ 2 ms);
 * - `POST /_api/views` (the whole request the item page's script sends) and the item page (which
 *   reads the count), one at a time over keep-alive, p50/p95;
 * - the ranking query (`mostViewed` over 30 days, uncached) and `/trending` pages 1 and 2 (budget:
 *   p95 ≤ 30 ms), one at a time after a warm-up, on a portal (`src/runtime/serve.ts`) using that store.
 *
 * Usage: node tests/bench/views.bench.ts [distDir]   (default PORTAL_DIST_DIR or dist/; ports 4384/4484)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { openStore, type StoreLocation } from '../../src/lib/store/index.ts';
import { DAY_MS, type ViewEvent } from '../../src/lib/store/types.ts';
import { localServersMissing, startPostgres, type LocalPostgres } from '../support/local-servers.ts';
import { startServicesProcess } from '../support/services.ts';
import { writeFigures, type Figure } from './report.ts';
import { percentile, waitFor } from './support.ts';

const PORT = 4384;
const SERVICES_PORT = 4484;
const VIEWS = Number(process.env.BENCH_VIEWS ?? 1_000_000);
const TAIL_ITEMS = 20_000;
const BATCH = 50_000;
const RECORD_BUDGET_MS = 2;
const TRENDING_BUDGET_MS = 30;
const WARMUP = 20;
const ROUNDS = 150;
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';

const distDir = resolve(process.argv[2] ?? process.env.PORTAL_DIST_DIR ?? 'dist');
if (!existsSync(join(distDir, 'server', 'entry.mjs'))) {
  console.error(`No portal build in ${distDir}: run \`npm run build\` first (or pass the build directory).`);
  process.exit(1);
}

const ms = (value: number): string => value.toFixed(value < 1 ? 3 : 1);
const pxx = (samples: readonly number[]): string => `p50 ${ms(percentile(samples, 50))} / p95 ${ms(percentile(samples, 95))} ms`;

/** A small deterministic generator, so every run seeds the same views. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/** 1,000,000 views over the last 40 days: a few items often, many rarely (real records first). */
async function seed(location: StoreLocation, realIds: readonly string[]): Promise<{ seconds: number; counted: number }> {
  const store = await openStore(location);
  const next = random(14);
  const now = Date.now();
  const started = performance.now();
  let counted = 0;
  try {
    for (let start = 0; start < VIEWS; start += BATCH) {
      const batch: ViewEvent[] = [];
      for (let i = start; i < Math.min(VIEWS, start + BATCH); i += 1) {
        const rank = Math.floor((realIds.length + TAIL_ITEMS) * next() ** 3);
        const itemId = realIds[rank] ?? `/9200${String(rank % 97)}/bench_tail_${String(rank)}`;
        batch.push({ itemId, sessionId: `bench-${String(i)}`, at: now - Math.floor(next() * 40 * DAY_MS) });
      }
      counted += await store.recordViews(batch);
    }
  } finally {
    await store.close();
  }
  return { seconds: (performance.now() - started) / 1000, counted };
}

/** In process, on the seeded store: the record call and the (uncached) ranking query. */
async function storeTimings(location: StoreLocation, itemId: string): Promise<{ record: number[]; ranking: number[] }> {
  const store = await openStore(location);
  try {
    const record: number[] = [];
    for (let i = 0; i < 20; i += 1) await store.recordView({ itemId, sessionId: `warm-${String(i)}`, at: Date.now() });
    for (let i = 0; i < 500; i += 1) {
      const started = performance.now();
      await store.recordView({ itemId, sessionId: `record-${String(i)}-${String(Date.now())}`, at: Date.now() });
      record.push(performance.now() - started);
    }
    const ranking: number[] = [];
    for (let i = 0; i < 3; i += 1) await store.mostViewed(Date.now() - 30 * DAY_MS, 1000);
    for (let i = 0; i < 20; i += 1) {
      const started = performance.now();
      await store.mostViewed(Date.now() - 30 * DAY_MS, 1000);
      ranking.push(performance.now() - started);
    }
    return { record, ranking };
  } finally {
    await store.close();
  }
}

async function startPortal(env: Record<string, string>, log: string): Promise<ChildProcess> {
  const out = openSync(log, 'w');
  const child = spawn(process.execPath, ['src/runtime/serve.ts'], {
    stdio: ['ignore', out, out],
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', SERVICES_PORT: String(SERVICES_PORT), PORTAL_DIST_DIR: distDir, NODE_ENV: 'production', PORTAL_BASE_URL: `http://127.0.0.1:${String(PORT)}`, ...env },
  });
  await waitFor(`http://127.0.0.1:${String(PORT)}/_api/health`, 60_000);
  return child;
}

async function stopPortal(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  child.kill('SIGTERM');
  await exited;
}

/** Sequential timings of one request after a warm-up. */
async function timed(request: (i: number) => Promise<Response>, rounds = ROUNDS, warmup = WARMUP): Promise<number[]> {
  for (let i = 0; i < warmup; i += 1) await (await request(-1 - i)).arrayBuffer();
  const samples: number[] = [];
  for (let i = 0; i < rounds; i += 1) {
    const started = performance.now();
    const response = await request(i);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${response.url} answered ${String(response.status)}`);
    samples.push(performance.now() - started);
  }
  return samples;
}

interface BackendResult {
  readonly backend: string;
  readonly seedSeconds: number;
  readonly counted: number;
  readonly record: number[];
  readonly ranking: number[];
  readonly firstTrendingMs: number;
  readonly trending: number[];
  readonly trendingPage2: number[];
  readonly viewsApi: number[];
  readonly itemPage: number[];
}

async function measure(backend: string, location: StoreLocation, env: Record<string, string>, realIds: readonly string[]): Promise<BackendResult> {
  console.log(`\n== ${backend}: seeding ${VIEWS.toLocaleString('en')} views`);
  const seeded = await seed(location, realIds);
  console.log(`   ${seeded.counted.toLocaleString('en')} views in ${seeded.seconds.toFixed(1)} s`);
  const item = realIds[3] ?? '/2000001/aic_93784';
  const { record, ranking } = await storeTimings(location, item);
  console.log(`   recordView ${pxx(record)}; mostViewed (30 days, 1,000 items) ${pxx(ranking)}`);
  const portal = await startPortal(env, join('bench', `views-${backend}.log`));
  const base = `http://127.0.0.1:${String(PORT)}`;
  try {
    const first = performance.now();
    const page = await fetch(`${base}/en/trending`);
    const html = await page.text();
    const firstTrendingMs = performance.now() - first;
    if (!page.ok || !html.includes('data-qa="trending-items"')) throw new Error(`/trending answered ${String(page.status)} without items`);
    const trending = await timed(() => fetch(`${base}/en/trending`));
    const trendingPage2 = await timed(() => fetch(`${base}/en/trending?page=2`));
    const viewsApi = await timed((i) =>
      fetch(`${base}/_api/views`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base, 'user-agent': BROWSER },
        body: JSON.stringify({ id: item, session: `bench-http-${String(i)}-${String(Date.now())}` }),
      }),
    );
    const itemPage = await timed(() => fetch(`${base}/en/item${item}`));
    console.log(`   /trending first ${ms(firstTrendingMs)} ms, then ${pxx(trending)}; page 2 ${pxx(trendingPage2)}`);
    console.log(`   POST /_api/views ${pxx(viewsApi)}; item page ${pxx(itemPage)}`);
    return { backend, seedSeconds: seeded.seconds, counted: seeded.counted, record, ranking, firstTrendingMs, trending, trendingPage2, viewsApi, itemPage };
  } finally {
    await stopPortal(portal);
  }
}

const load = loadavg().map((l) => l.toFixed(2)).join(' ');
console.log(`views bench: ${String(availableParallelism())} cores, Node ${process.version}, load average ${load}`);
const servicesDir = mkdtempSync(join(tmpdir(), 'portal-bench-views-services-'));
const services = await startServicesProcess({ port: SERVICES_PORT, dataDir: servicesDir });
const cleanup: (() => void | Promise<void>)[] = [() => services.stop(), () => rmSync(servicesDir, { recursive: true, force: true })];
const results: BackendResult[] = [];
let postgres: LocalPostgres | undefined;
let postgresNote: string | undefined;
try {
  const realIds: string[] = [];
  for (let start = 1; start <= 1000; start += 100) {
    const search = (await (await fetch(`${services.url}/record/v2/search.json?wskey=api2demo&query=*&rows=100&start=${String(start)}&profile=minimal`)).json()) as { items?: { id: string }[] };
    const ids = (search.items ?? []).map((i) => i.id);
    realIds.push(...ids);
    if (ids.length < 100) break;
  }

  const sqliteDir = mkdtempSync(join(tmpdir(), 'portal-bench-views-'));
  cleanup.push(() => rmSync(sqliteDir, { recursive: true, force: true }));
  results.push(await measure('sqlite', { dataDir: sqliteDir }, { PORTAL_DATA_DIR: sqliteDir }, realIds));

  let databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl === undefined || databaseUrl === '') {
    postgresNote = localServersMissing();
    if (postgresNote === undefined) {
      postgres = await startPostgres();
      const started = postgres;
      cleanup.push(() => started.stop());
      databaseUrl = await postgres.createDatabase('bench_views');
    }
  }
  if (databaseUrl !== undefined && databaseUrl !== '') {
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-views-pg-'));
    cleanup.push(() => rmSync(dataDir, { recursive: true, force: true }));
    results.push(await measure('postgres', { databaseUrl, dataDir }, { DATABASE_URL: databaseUrl, PORTAL_DATA_DIR: dataDir }, realIds));
  } else {
    console.warn(`PostgreSQL left out: ${postgresNote ?? 'no DATABASE_URL'}`);
  }
} finally {
  for (const step of cleanup.reverse()) await step();
}

const figures: Figure[] = results.flatMap((r): Figure[] => {
  const recordP95 = percentile(r.record, 95);
  const trendingP95 = Math.max(percentile(r.trending, 95), percentile(r.trendingPage2, 95));
  const bench = `views (${r.backend}, 1M views)`;
  return [
    { bench, figure: 'recording a view (store call in the request)', value: pxx(r.record), budget: `≤ ${String(RECORD_BUDGET_MS)} ms`, pass: recordP95 <= RECORD_BUDGET_MS },
    { bench, figure: '/trending pages 1 and 2 (server time)', value: `${pxx(r.trending)}; page 2 ${pxx(r.trendingPage2)}`, budget: `≤ ${String(TRENDING_BUDGET_MS)} ms`, pass: trendingP95 <= TRENDING_BUDGET_MS },
    { bench, figure: '/trending, first request of a process', value: `${ms(r.firstTrendingMs)} ms`, budget: '—', pass: undefined },
    { bench, figure: 'ranking query (30 days, uncached)', value: pxx(r.ranking), budget: '—', pass: undefined },
    { bench, figure: 'POST /_api/views (whole request)', value: pxx(r.viewsApi), budget: '—', pass: undefined },
    { bench, figure: 'item page (reads the count)', value: pxx(r.itemPage), budget: '—', pass: undefined },
    { bench, figure: 'seeding 1M views', value: `${r.seedSeconds.toFixed(1)} s`, budget: '—', pass: undefined },
  ];
});
console.table(figures.map((f) => ({ bench: f.bench, figure: f.figure, value: f.value, budget: f.budget, ok: f.pass === undefined ? '—' : f.pass ? 'ok' : 'MISSED' })));
writeFigures('10-views', figures, {
  loadAverage: load,
  cores: availableParallelism(),
  node: process.version,
  views: VIEWS,
  postgres: postgresNote,
  results: results.map((r) => ({ ...r, record: undefined, ranking: undefined, trending: undefined, trendingPage2: undefined, viewsApi: undefined, itemPage: undefined })),
});
process.exit(figures.some((f) => f.pass === false) ? 1 : 0);
