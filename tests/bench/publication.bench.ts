/**
 * Publication at volume on two nodes (issue 19, docs/decisions/0008-incremental-publication.md): a build of the
 * content volume of spec section 9 served by two nodes (`src/runtime/serve.ts`, each with its own copy of the pages
 * and dependency index) on one PostgreSQL and one Redis, the content service on the volume store with its webhook
 * to node A only, and a reader on both nodes the whole time. Measures, per node:
 * - publish (the content CLI) → the new text served, over 20 publications of different stories (p50, p95);
 * - a new story → on `/en/stories`; unpublished → 404;
 * - requests of the reader that failed or came back incomplete.
 * Budgets: p95 ≤ 5 s on every node, new story ≤ 5 s, 404 ≤ 5 s, 0 failed reads.
 *
 * Usage: npm run bench:volume -- [build dir] [content store dir]
 *   defaults: .dist-volume (an `astro build` against the volume store, BENCHMARKS.md "Publication at volume")
 *   and .data/content-volume (`npm run data:content -- --stories 1500 --exhibitions 150 --categories 1000`).
 * The content store is copied first: the benchmark's edits do not change it.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, openSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { freePort, localServersMissing, startPostgres, startRedis } from '../support/local-servers.ts';
import { writeFigures, type Figure } from './report.ts';
import { percentile, waitFor } from './support.ts';

const BUDGET_S = 5;
const PUBLICATIONS = 20;
const root = resolve(import.meta.dirname, '..', '..');
const [buildArg, storeArg] = process.argv.slice(2);
const buildDir = resolve(buildArg ?? join(root, '.dist-volume'));
const storeDir = resolve(storeArg ?? join(root, '.data', 'content-volume'));
for (const [what, path] of [['build', join(buildDir, 'publication.sqlite')], ['content store', join(storeDir, 'services.sqlite')]] as const) {
  if (!existsSync(path)) throw new Error(`No ${what} at ${path}: see the usage at the top of tests/bench/publication.bench.ts`);
}
const missing = localServersMissing();
if (missing !== undefined) throw new Error(`[bench:volume] ${missing}`);

const work = mkdtempSync(join(tmpdir(), 'bench-volume-'));
const children: ChildProcess[] = [];
const stopAll = (): void => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('exit', stopAll);

const [postgres, redis] = await Promise.all([startPostgres(), startRedis()]);
const databaseUrl = await postgres.createDatabase('portal');
const ports = [await freePort(), await freePort()] as const;
const servicesPort = await freePort();
const publicUrl = `http://127.0.0.1:${String(ports[0])}`;
const servicesDir = join(work, 'services');
cpSync(storeDir, servicesDir, { recursive: true });
const services = spawn(process.execPath, ['services/server.ts'], {
  cwd: root,
  stdio: 'ignore',
  env: { ...process.env, SERVICES_PORT: String(servicesPort), SERVICES_DATA_DIR: servicesDir, PORT: String(ports[0]) },
});
children.push(services);
await waitFor(`http://127.0.0.1:${String(servicesPort)}/health`, 180_000);

const copyStarted = Date.now();
const nodes = await Promise.all(
  ports.map(async (port, i) => {
    const dir = join(work, `node-${String(i)}`);
    const dist = join(dir, 'dist');
    cpSync(join(buildDir, 'client'), join(dist, 'client'), { recursive: true });
    cpSync(join(buildDir, 'publication.sqlite'), join(dist, 'publication.sqlite'));
    symlinkSync(join(buildDir, 'server'), join(dist, 'server'), 'dir');
    // Each node's log (what each publication rendered, in how long) beside the figures, in bench/.
    mkdirSync(join(root, 'bench'), { recursive: true });
    const log = openSync(join(root, 'bench', `volume-node-${String(i)}.log`), 'w');
    const child = spawn(process.execPath, ['src/runtime/serve.ts'], {
      cwd: root,
      stdio: ['ignore', log, log],
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        SERVICES_PORT: String(servicesPort),
        PORTAL_BASE_URL: publicUrl,
        PORTAL_DATA_DIR: dir,
        PORTAL_DIST_DIR: dist,
        PORTAL_NODE_ID: `node-${String(i)}`,
        DATABASE_URL: databaseUrl,
        REDIS_URL: redis.url,
      },
    });
    children.push(child);
    const url = `http://127.0.0.1:${String(port)}`;
    await waitFor(`${url}/_api/health`, 300_000);
    return url;
  }),
);
console.log(`[bench:volume] two nodes up in ${String(Math.round((Date.now() - copyStarted) / 1000))} s`);
// The copies' 6 GB are still being written back to disk: measured on a settled machine, not during that flush
// (without this the first publication took twice as long as the others).
const flushStarted = Date.now();
execFileSync('sync');
console.log(`[bench:volume] the copies written back to disk in ${String(Math.round((Date.now() - flushStarted) / 1000))} s`);

const host = new URL(publicUrl).host;
const get = (node: string, path: string): Promise<Response> => fetch(`${node}${path}`, { headers: { 'x-forwarded-host': host }, redirect: 'manual' });
const content = (...args: string[]): void => {
  execFileSync(process.execPath, ['scripts/content.ts', ...args], { cwd: root, env: { ...process.env, SERVICES_URL: `http://127.0.0.1:${String(servicesPort)}` } });
};

/** Milliseconds until `check` holds on a node (polling every 100 ms), or NaN after a minute. */
async function until(check: () => Promise<boolean>, started: number): Promise<number> {
  while (Date.now() - started < 60_000) {
    if (await check()) return Date.now() - started;
    await new Promise((r) => setTimeout(r, 100));
  }
  return Number.NaN;
}

// Stories to edit: twenty of the generated ones, spread over the volume (not only the newest).
const index = new DatabaseSync(join(buildDir, 'publication.sqlite'), { readOnly: true });
const stories = index
  .prepare("SELECT path FROM pages WHERE path LIKE '/en/stories/%' ORDER BY path")
  .all()
  .map((row) => String(row.path).slice('/en/stories/'.length));
index.close();
const picked = Array.from({ length: PUBLICATIONS }, (_, i) => stories[Math.floor(((i + 0.5) * stories.length) / PUBLICATIONS)] ?? '');

// A reader on both nodes the whole time: editorial pages, including the ones being re-rendered.
const reading = { on: true, reads: 0, failed: [] as string[] };
const readerPaths = ['/en', '/en/stories', '/de/stories', ...picked.slice(0, 5).map((s) => `/en/stories/${s}`)];
const readers = nodes.map(async (node) => {
  let i = 0;
  while (reading.on) {
    const path = readerPaths[i % readerPaths.length] ?? '/en';
    i += 1;
    try {
      const response = await get(node, path);
      const body = await response.text();
      reading.reads += 1;
      if (response.status !== 200 || !body.includes('</html>')) reading.failed.push(`${node}${path}: ${String(response.status)}`);
    } catch (error) {
      reading.failed.push(`${node}${path}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
});

const latencies: number[][] = [[], []];
const skipped: string[] = [];
for (const slug of picked) {
  const marker = `Benchmark edit ${String(Date.now())}`;
  try {
    content('edit', slug, `headline:en-GB=${marker}`);
  } catch {
    // An identifier the volume gives to several entries (a story, a category, an exhibition): the CLI asks for the id.
    skipped.push(slug);
    continue;
  }
  const started = Date.now();
  content('publish', slug);
  const command = Date.now() - started;
  const times = await Promise.all(nodes.map((node) => until(async () => (await (await get(node, `/en/stories/${slug}`)).text()).includes(marker), started)));
  times.forEach((ms, i) => latencies[i]?.push(ms));
  console.log(`[bench:volume] ${slug}: ${times.map((ms) => `${String(ms)} ms`).join(', ')} (the publish command returned after ${String(command)} ms)`);
}

const id = `story-bench-volume-${String(Date.now())}`;
const slug = `a-story-of-the-volume-benchmark-${String(Date.now())}`;
const title = `A story of the volume benchmark ${String(Date.now())}`;
content('edit', id, '--type', 'story', `identifier=${slug}`, `name=${title}`, 'description=Published by the benchmark', `datePublished=${new Date().toISOString()}`);
let started = Date.now();
content('publish', id);
const listed = await Promise.all(nodes.map((node) => until(async () => (await (await get(node, '/en/stories')).text()).includes(title), started)));
started = Date.now();
content('unpublish', id);
const gone = await Promise.all(nodes.map((node) => until(async () => (await get(node, `/fr/stories/${slug}`)).status === 404, started)));
reading.on = false;
await Promise.all(readers);
const statuses: unknown = await (await get(nodes[0] ?? publicUrl, '/_api/rebuild')).json();

const figures: Figure[] = [];
const s = (ms: number): string => (Number.isNaN(ms) ? 'not within 60 s' : `${(ms / 1000).toFixed(1)} s`);
nodes.forEach((_, i) => {
  const samples = latencies[i] ?? [];
  const p95 = samples.some(Number.isNaN) ? Number.NaN : percentile(samples, 95);
  figures.push(
    { bench: 'volume', figure: `node ${String(i)}: publish → new text, p50 of ${String(samples.length)} stories`, value: s(percentile(samples, 50)), budget: '—', pass: undefined },
    { bench: 'volume', figure: `node ${String(i)}: publish → new text, p95`, value: s(p95), budget: `≤ ${String(BUDGET_S)} s`, pass: p95 <= BUDGET_S * 1000 },
    { bench: 'volume', figure: `node ${String(i)}: new story on /en/stories`, value: s(listed[i] ?? Number.NaN), budget: `≤ ${String(BUDGET_S)} s`, pass: (listed[i] ?? Number.NaN) <= BUDGET_S * 1000 },
    { bench: 'volume', figure: `node ${String(i)}: unpublished → 404`, value: s(gone[i] ?? Number.NaN), budget: `≤ ${String(BUDGET_S)} s`, pass: (gone[i] ?? Number.NaN) <= BUDGET_S * 1000 },
  );
});
figures.push({ bench: 'volume', figure: `failed reads of ${String(reading.reads)} on both nodes`, value: String(reading.failed.length), budget: '0', pass: reading.failed.length === 0 });
writeFigures('9-volume', figures, { latencies, skipped, failed: reading.failed.slice(0, 20), statuses });
console.table(figures);
stopAll();
await redis.stop();
postgres.stop();
rmSync(work, { recursive: true, force: true });
process.exit(figures.every((figure) => figure.pass !== false) ? 0 : 1);
