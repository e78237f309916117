/**
 * The run-time sitemaps against their budgets (issue 20; BENCHMARKS.md "Sitemaps"), over the synthetic store of
 * 1,000,000 items by default. Two portal servers on the same build, services and store, as two nodes
 * (`src/runtime/serve.ts` with the memory settings `npm start` gives its server processes,
 * src/runtime/runtime-tuning.ts): node A walks every source, node B does not, and the same page load goes to both at
 * once, so that the machine's other work (a shared 2-core machine) weighs on both alike:
 *
 * 1. Before: node B alone, a minute of warm-up, then a minute of page answers at a steady rate the machine serves
 *    without a queue: a pre-rendered story; an item page and an entity page rendered for every request (outside the
 *    route cache; their upstream answers from the portal's cache after the first round: at 1,000,000 records the
 *    local services' similar-items query of a new item takes 0.1–4 s, which would measure the services).
 * 2. Refresh: node A starts with the schedule on and nothing stored, so it walks every source at once (the items
 *    through the Search API's cursor, in A's walker process, src/runtime/sitemap-walker.ts); both nodes get the page
 *    load until the walk is done; the RSS of A's server process and of its walker every second. Budgets: A's server
 *    RSS ≤ 200 MB; A's page answers (p50, p95) not more than 20 % above B's over the same seconds. B during against
 *    B before is the walk's load on the shared local services (in production the APIs are elsewhere).
 * 3. After: both nodes idle, the same load: that A and B answer alike without a walk.
 * 4. Cached: A's index and files answered from the store (raw gzip bytes, as a crawler reads them), one request at a
 *    time and eight at once. Budget: p95 ≤ 50 ms.
 *
 * Usage: node tests/bench/sitemaps.bench.ts [--items 1000000] [--dist dist] [--rate 9]
 * (`npm run build` first; the synthetic store is generated when missing: `npm run data:synthetic -- --items N`).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { generateSyntheticStore, hasSyntheticStore, syntheticDataDir } from '../../scripts/data-synthetic.ts';
import { TUNING_ENV, TUNING_FLAGS } from '../../src/runtime/runtime-tuning.ts';
import { freePort } from '../support/local-servers.ts';
import { startServicesProcess } from '../support/services.ts';
import { writeFigures, type Figure } from './report.ts';
import { childPids, percentile, waitFor } from './support.ts';

const ROOT = resolve(import.meta.dirname, '..', '..');
const RSS_BUDGET_MB = 200;
const SLOWDOWN_BUDGET = 1.2;
const CACHED_P95_BUDGET_MS = 50;
const STORY = '/en/stories/monet-at-etretat';
/** A second cookie beside the language cookie: the route cache neither answers nor keeps the page (throughput.bench.ts). */
const UNCACHED_COOKIE = 'i18n_locale_code=en; portal-bench=uncached';

const { values } = parseArgs({ options: { items: { type: 'string', default: '1000000' }, dist: { type: 'string', default: 'dist' }, rate: { type: 'string', default: '9' } } });
const items = Number(values.items);
const dist = resolve(values.dist);
const rate = Number(values.rate);

interface Portal {
  readonly url: string;
  readonly child: ChildProcess;
  readonly log: string[];
  stop(): Promise<void>;
}

/** Every portal server started, stopped at the end whatever happens. */
const started: ChildProcess[] = [];

async function startPortal(servicesPort: number, dataDir: string, refreshHours: string): Promise<Portal> {
  const port = await freePort();
  const url = `http://127.0.0.1:${String(port)}`;
  const log: string[] = [];
  // The memory settings `npm start` gives its server processes (they inherit its flags and environment).
  const child = spawn(process.execPath, [...TUNING_FLAGS, 'src/runtime/serve.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      ...TUNING_ENV,
      PORT: String(port),
      HOST: '127.0.0.1',
      SERVICES_PORT: String(servicesPort),
      PORTAL_DIST_DIR: dist,
      PORTAL_DATA_DIR: dataDir,
      PORTAL_BASE_URL: url,
      SITEMAP_REFRESH_HOURS: refreshHours,
    },
  });
  for (const stream of [child.stdout, child.stderr]) {
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => log.push(...chunk.split('\n').filter((line) => line !== '')));
  }
  started.push(child);
  await waitFor(`${url}/_api/health`, 120_000);
  return {
    url,
    child,
    log,
    stop: () =>
      new Promise((done) => {
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}

/** RSS of a process in MB (Linux); NaN once it has ended. */
function rssMb(pid: number): number {
  let status: string;
  try {
    status = readFileSync(`/proc/${String(pid)}/status`, 'utf8');
  } catch {
    return Number.NaN;
  }
  const line = status.split('\n').find((l) => l.startsWith('VmRSS:'));
  return Number(/([0-9]+)/.exec(line ?? '')?.[1] ?? Number.NaN) / 1024;
}

interface Latencies {
  readonly count: number;
  readonly errors: number;
  readonly p50: number;
  readonly p95: number;
}

const summary = (samples: readonly number[], errors: number): Latencies => ({ count: samples.length, errors, p50: percentile(samples, 50), p95: percentile(samples, 95) });
const ms = (value: number): string => `${value.toFixed(1)} ms`;

/** Item ids spread over the store (random order), for item pages no earlier request has asked for. */
async function itemIds(services: string, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let start = 1; ids.length < count && start <= 901; start += 100) {
    const params = new URLSearchParams({ wskey: 'api2demo', query: '*:*', rows: '100', start: String(start), sort: 'random_7', profile: 'minimal' });
    const body = (await (await fetch(`${services}/record/v2/search.json?${params.toString()}`)).json()) as { items: { id: string }[] };
    ids.push(...body.items.map((item) => item.id));
  }
  return ids;
}

type Kind = 'story' | 'item' | 'entity';
const KINDS: readonly Kind[] = ['story', 'item', 'entity'];

interface Target {
  readonly name: string;
  readonly url: string;
  readonly pid: number;
}

type LoadResult = Record<Kind, Latencies> & { readonly rss: number[] };

/**
 * Page answers at a steady rate to each target at once, one kind after the other (the story, an item page of `ids`
 * in turn, the entity page; item and entity outside the route cache), while `running()` holds and at least
 * `minSeconds`; latencies by target and kind, and each target's RSS every second.
 */
async function pageLoad(targets: readonly Target[], ids: readonly string[], entity: string, minSeconds: number, running: () => boolean = () => false): Promise<Record<string, LoadResult>> {
  const samples = targets.map(() => ({ story: [] as number[], item: [] as number[], entity: [] as number[] }));
  const errors = targets.map(() => ({ story: 0, item: 0, entity: 0 }));
  const rss = targets.map(() => [] as number[]);
  const sampler = setInterval(() => {
    for (const [i, target] of targets.entries()) rss[i]?.push(rssMb(target.pid));
  }, 1000);
  const inFlight = new Set<Promise<void>>();
  const started = Date.now();
  for (let n = 0; Date.now() - started < minSeconds * 1000 || running(); n += 1) {
    const kind = KINDS[n % KINDS.length] ?? 'story';
    const path = kind === 'item' ? `/en/item${ids[Math.floor(n / KINDS.length) % ids.length] ?? ''}` : kind === 'entity' ? entity : STORY;
    for (const [i, target] of targets.entries()) {
      const sent = performance.now();
      const request = fetch(`${target.url}${path}`, { headers: { cookie: kind === 'story' ? 'i18n_locale_code=en' : UNCACHED_COOKIE, 'accept-encoding': 'gzip' }, redirect: 'manual' })
        .then(async (response) => {
          await response.arrayBuffer();
          if (response.status === 200) samples[i]?.[kind].push(performance.now() - sent);
          else if (errors[i] !== undefined) errors[i][kind] += 1;
        })
        .catch(() => {
          if (errors[i] !== undefined) errors[i][kind] += 1;
        })
        .finally(() => inFlight.delete(request));
      inFlight.add(request);
    }
    await new Promise((r) => setTimeout(r, 1000 / rate));
  }
  await Promise.all(inFlight);
  clearInterval(sampler);
  return Object.fromEntries(
    targets.map((target, i) => {
      const own = samples[i] ?? { story: [], item: [], entity: [] };
      const failed = errors[i] ?? { story: 0, item: 0, entity: 0 };
      return [target.name, { story: summary(own.story, failed.story), item: summary(own.item, failed.item), entity: summary(own.entity, failed.entity), rss: rss[i] ?? [] }];
    }),
  );
}

/** The page of the entity most records of the store name (its path as the portal answers it, after its redirect). */
async function entityPage(services: string, portal: string): Promise<string> {
  const params = new URLSearchParams({ wskey: 'api2demo', query: '*', type: 'concept', scope: 'europeana', pageSize: '1' });
  const body = (await (await fetch(`${services}/entity/search?${params.toString()}`, { signal: AbortSignal.timeout(120_000) })).json()) as { items: { id: string }[] };
  const id = /\/(\d+)$/.exec(body.items[0]?.id ?? '')?.[1] ?? '';
  const response = await fetch(`${portal}/en/collections/topic/${id}`, { redirect: 'manual' });
  return new URL(response.headers.get('location') ?? `/en/collections/topic/${id}`, portal).pathname;
}

/** One request as a crawler makes it (gzip accepted, the body read as sent, not decompressed): its time. */
function timedGet(url: string): Promise<{ status: number; ms: number }> {
  const sent = performance.now();
  return new Promise((done, fail) => {
    get(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
      response.on('data', () => undefined);
      response.on('end', () => done({ status: response.statusCode ?? 0, ms: performance.now() - sent }));
      response.on('error', fail);
    }).on('error', fail);
  });
}

/** One path asked `count` times by `connections` clients at once; latencies. */
async function hammer(url: string, count: number, connections: number): Promise<Latencies> {
  const samples: number[] = [];
  let errors = 0;
  let left = count;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (left > 0) {
        left -= 1;
        const { status, ms: took } = await timedGet(url);
        if (status === 200) samples.push(took);
        else errors += 1;
      }
    }),
  );
  return summary(samples, errors);
}

const dataDir = syntheticDataDir(items);
if (!hasSyntheticStore(items, dataDir)) generateSyntheticStore(items, dataDir);
const services = await startServicesProcess({ dataDir });
const servicesPort = Number(new URL(services.url).port);
const figures: Figure[] = [];
const details: Record<string, unknown> = { items, rate };
const stores: string[] = [];
const store = (): string => {
  const dir = mkdtempSync(join(tmpdir(), 'portal-sitemaps-bench-'));
  stores.push(dir);
  return dir;
};
try {
  const ids = (await itemIds(services.url, 20)).slice(0, 20);
  console.log(`[bench] ${String(items)} items; ${String(rate)} pages/s to each node`);
  const shared = store();
  const line = (name: string, result: LoadResult | undefined): string =>
    `[bench] ${name}: ${KINDS.map((kind) => `${kind} p50 ${ms(result?.[kind].p50 ?? Number.NaN)} p95 ${ms(result?.[kind].p95 ?? Number.NaN)}`).join(', ')}; RSS peak ${Math.max(...(result?.rss ?? [])).toFixed(0)} MB`;

  // 1. Before: node B alone.
  const idle = await startPortal(servicesPort, shared, '0');
  const b: Target = { name: 'B', url: idle.url, pid: idle.child.pid ?? 0 };
  const entity = await entityPage(services.url, idle.url);
  console.log(`[bench] entity page ${entity}`);
  // A minute of warm-up: the JIT of a new process still speeds its pages up after the first seconds.
  await pageLoad([b], ids, entity, 60);
  const before = (await pageLoad([b], ids, entity, 60)).B;
  console.log(line('before, B alone', before));

  // 2. Refresh: node A walks every source from its start (nothing stored, the schedule on).
  const walkStarted = Date.now();
  const walker = await startPortal(servicesPort, shared, '24');
  const a: Target = { name: 'A', url: walker.url, pid: walker.child.pid ?? 0 };
  // The walker process's RSS, every second while it runs.
  const walkerRss: number[] = [];
  const walkerSampler = setInterval(() => {
    const walkerPid = childPids(a.pid).find((pid) => {
      try {
        return readFileSync(`/proc/${String(pid)}/cmdline`, 'utf8').includes('sitemap-walker.ts');
      } catch {
        return false;
      }
    });
    if (walkerPid !== undefined) walkerRss.push(rssMb(walkerPid));
  }, 1000);
  const walked = (source: string): boolean => {
    if (walker.child.exitCode !== null || walker.child.signalCode !== null || idle.child.exitCode !== null || idle.child.signalCode !== null) throw new Error('a portal node ended during the benchmark');
    return walker.log.some((entry) => entry.startsWith(`[sitemaps] ${source}:`) && !entry.includes('the walk failed'));
  };
  // The first seconds warm the new process up (and the quick sources are walked): not counted, but its RSS is.
  const warmUp = await pageLoad([a, b], ids, entity, 60);
  const during = await pageLoad([a, b], ids, entity, 30, () => !walked('items'));
  while (!walked('items')) await new Promise((r) => setTimeout(r, 500));
  clearInterval(walkerSampler);
  const walkSeconds = (Date.now() - walkStarted) / 1000;
  const walkLines = walker.log.filter((entry) => entry.startsWith('[sitemaps]'));
  console.log(walkLines.join('\n'));
  console.log(line('during, A (walking)', during.A));
  console.log(line('during, B', during.B));
  // 3. After: neither walks.
  const after = await pageLoad([a, b], ids, entity, 60);
  console.log(line('after, A', after.A));
  console.log(line('after, B', after.B));
  const rss = [...(warmUp.A?.rss ?? []), ...(during.A?.rss ?? [])];
  const portal = walker;

  // 3. Cached: from the store.
  const index = await (await fetch(`${portal.url}/sitemap-index.xml`)).text();
  const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '');
  const itemFile = files.find((f) => f.includes('/sitemap-items-1.xml')) ?? '';
  const editorialFile = files.find((f) => f.includes('/sitemap-editorial-1.xml')) ?? '';
  const sizes = await Promise.all([itemFile, editorialFile].map(async (url) => {
    const response = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
    await response.arrayBuffer();
    return Number(response.headers.get('content-length'));
  }));
  const cached = {
    'index, one at a time': await hammer(`${portal.url}/sitemap-index.xml`, 300, 1),
    'index, 8 at once': await hammer(`${portal.url}/sitemap-index.xml`, 800, 8),
    'items file, one at a time': await hammer(itemFile, 300, 1),
    'items file, 8 at once': await hammer(itemFile, 800, 8),
    'editorial file, 8 at once': await hammer(editorialFile, 400, 8),
  };
  await portal.stop();
  await idle.stop();

  const peak = Math.max(...rss);
  const change = (now: number, base: number): string => `${now >= base ? '+' : ''}${(100 * (now / base - 1)).toFixed(0)} %`;
  figures.push(
    { bench: 'sitemaps', figure: `full refresh over ${String(items)} synthetic items (${String(files.filter((f) => f.includes('-items-')).length)} item files, ${String(files.length)} in all)`, value: `${walkSeconds.toFixed(0)} s`, budget: '—', pass: undefined },
    { bench: 'sitemaps', figure: "walking node's server process RSS peak (median) during the refresh", value: `${peak.toFixed(0)} MB (${percentile(rss, 50).toFixed(0)} MB)`, budget: `≤ ${String(RSS_BUDGET_MB)} MB`, pass: peak <= RSS_BUDGET_MB },
    { bench: 'sitemaps', figure: "walking node's walker process RSS peak (median), while it runs", value: `${Math.max(...walkerRss).toFixed(0)} MB (${percentile(walkerRss, 50).toFixed(0)} MB)`, budget: '—', pass: undefined },
    { bench: 'sitemaps', figure: 'server RSS peak: walking node after the walk / other node during it', value: `${Math.max(...(after.A?.rss ?? [])).toFixed(0)} / ${Math.max(...(during.B?.rss ?? [])).toFixed(0)} MB`, budget: '—', pass: undefined },
  );
  const limit = `≤ +${String(Math.round((SLOWDOWN_BUDGET - 1) * 100))} %`;
  for (const kind of KINDS) {
    const walking = during.A?.[kind];
    const other = during.B?.[kind];
    if (walking === undefined || other === undefined) continue;
    for (const p of ['p50', 'p95'] as const) {
      figures.push({
        bench: 'sitemaps',
        figure: `${kind} page ${p}: walking node / other node, same seconds (after the walk)`,
        value: `${ms(walking[p])} / ${ms(other[p])} (${change(walking[p], other[p])}; after: ${ms(after.A?.[kind][p] ?? Number.NaN)} / ${ms(after.B?.[kind][p] ?? Number.NaN)})`,
        budget: limit,
        pass: walking[p] <= other[p] * SLOWDOWN_BUDGET,
      });
    }
    figures.push(
      { bench: 'sitemaps', figure: `${kind} page p50 / p95 on the idle node before / during the walk (shared services)`, value: `${ms(before?.[kind].p50 ?? Number.NaN)} / ${ms(before?.[kind].p95 ?? Number.NaN)} → ${ms(other.p50)} / ${ms(other.p95)}`, budget: '—', pass: undefined },
      { bench: 'sitemaps', figure: `${kind} page errors on the walking node during the refresh`, value: `${String(walking.errors)} of ${String(walking.count + walking.errors)}`, budget: '0', pass: walking.errors === 0 },
    );
  }
  for (const [name, result] of Object.entries(cached)) {
    figures.push({ bench: 'sitemaps', figure: `cached: ${name} (p50 / p95)`, value: `${ms(result.p50)} / ${ms(result.p95)}`, budget: `p95 ≤ ${String(CACHED_P95_BUDGET_MS)} ms, no error`, pass: result.p95 <= CACHED_P95_BUDGET_MS && result.errors === 0 });
  }
  figures.push({ bench: 'sitemaps', figure: 'items file / editorial file as sent (gzip)', value: `${(sizes[0] ?? 0).toLocaleString('en')} / ${(sizes[1] ?? 0).toLocaleString('en')} bytes`, budget: '—', pass: undefined });
  Object.assign(details, { before, during, after, cached, walkSeconds, walkLines, walkerRss, files: files.length, sizes });
} finally {
  for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await services.stop();
  for (const dir of stores) rmSync(dir, { recursive: true, force: true });
}
writeFigures('9-sitemaps', figures, details);
console.table(figures);
process.exit(figures.every((figure) => figure.pass !== false) ? 0 : 1);
