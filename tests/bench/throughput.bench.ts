/**
 * Server throughput with autocannon on loopback (50 connections, 20 s per page, one page after another in
 * one run): a pre-rendered page (the baseline this machine allows), search, an item, an entity page; then
 * the memory of the portal's server process (RSS and JS heap, read through its inspector). Requests carry the
 * language cookie of a returning visitor and `accept-encoding: gzip`, like a browser; the item once more without any
 * cookie, as a crawler or a first visit asks it.
 * Budgets: zero errors; search and item ≥ 40 % of the baseline's req/s; p99 < 150 ms; RSS ≤ 200 MB, heap ≤ 125 MB.
 * Then the same pages uncached (issue 21: every request renders, 20 connections): item and entity ≥ 40 % and
 * search ≥ 30 % of the pre-rendered story at 20 connections in the same run, p99 ≤ 100 ms, zero errors; then each
 * with a different URL every request and the Accept-Encoding of Chrome, Edge and Firefox (tests/bench/distinct-load.ts:
 * a body never sent before, so its compression is paid too; the same uncached budgets), and the item as a crawler
 * sweeps them (a new item every request, no cookie, brotli at most, as Googlebot and Safari ask); the RSS right after
 * them and once the server has been quiet for a few seconds (src/runtime/idle-collector.ts).
 *
 * Usage: node tests/bench/throughput.bench.ts <baseURL> <portal pid> <inspector port> [seconds]
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { IDLE_COLLECT_MS } from '../../src/runtime/idle-collector.ts';
import { writeFigures, type Figure } from './report.ts';
import { autocannon, childPids, UNCACHED_COOKIE, type AutocannonResult } from './support.ts';

const BASELINE_PATH = '/en/stories/monet-at-etretat';
/** `cookie: null`: no cookie at all, as a crawler or a first visit (the route cache answers it and stores the language). */
const PAGES: readonly { name: string; path: string; share: number | undefined; cookie?: null }[] = [
  { name: 'pre-rendered story (baseline)', path: BASELINE_PATH, share: undefined },
  { name: 'search', path: '/en/search?query=portrait', share: 0.4 },
  { name: 'item', path: '/en/item/2000001/aic_93784', share: 0.4 },
  { name: 'item, first visit or crawler (no cookie)', path: '/en/item/2000001/aic_93784', share: 0.4, cookie: null },
  { name: 'entity', path: '/en/collections/person/91257422-edgar-degas', share: undefined },
];
const P99_BUDGET_MS = 150;
const RSS_BUDGET_MB = 200;
const HEAP_BUDGET_MB = 125;

const [base, pidText, inspectText, secondsText] = process.argv.slice(2);
if (!base || !pidText || !inspectText) throw new Error('usage: throughput.bench.ts <baseURL> <pid> <inspector port> [seconds]');
const seconds = Number(secondsText ?? '20');
const distinctLoad = resolve(import.meta.dirname, 'distinct-load.ts');

/**
 * The uncached runs (UNCACHED_COOKIE, support.ts): every request renders, as for the long tail of a catalogue of
 * millions; the upstream answers still come from the portal's response cache, so this is the render's cost.
 */
const UNCACHED_CONNECTIONS = 20;
const UNCACHED_P99_BUDGET_MS = 100;
const UNCACHED = [
  { name: 'item', path: '/en/item/2000001/aic_93784', share: 0.4 },
  { name: 'entity', path: '/en/collections/person/91257422-edgar-degas', share: 0.4 },
  { name: 'search', path: '/en/search?query=portrait', share: 0.3 },
] as const;

/** Accept-Encoding as Chrome, Edge and Firefox send it, and as Googlebot and Safari do (no zstd). */
const BROWSER = { cookie: UNCACHED_COOKIE, encodings: 'gzip, deflate, br, zstd' } as const;
const CRAWLER = { cookie: '-', encodings: 'gzip, deflate, br' } as const;

/** Load with a different URL on every request (tests/bench/distinct-load.ts); cookie `-`: none. */
function distinctPages(url: string, duration: number, client: { readonly cookie: string; readonly encodings: string }): AutocannonResult {
  const result = spawnSync(process.execPath, [distinctLoad, url, String(duration), String(UNCACHED_CONNECTIONS), client.cookie, client.encodings], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) throw new Error(`distinct-load failed: ${result.stderr}`);
  return JSON.parse(result.stdout) as AutocannonResult;
}

/**
 * The server process of `npm start` (src/runtime/worker.ts, a child of src/runtime/start.ts), which holds the build
 * and answers the requests; the given pid itself when it has none (a single-process server).
 */
function serverPid(startPid: number): number {
  const worker = childPids(startPid).find((child) => {
    try {
      return readFileSync(join('/proc', String(child), 'cmdline'), 'utf8').includes('src/runtime/worker.ts');
    } catch {
      return false;
    }
  });
  return worker ?? startPid;
}

/** RSS of a process in bytes (Linux). */
function rssBytes(pid: number): number {
  const line = readFileSync(join('/proc', String(pid), 'status'), 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
  return Number(/([0-9]+)/.exec(line ?? '')?.[1] ?? Number.NaN) * 1024;
}

/** `process.memoryUsage()` of the portal, evaluated through its inspector (started with --inspect). */
async function portalMemory(inspectPort: number): Promise<{ rss: number; heapUsed: number; heapTotal: number }> {
  const targets = (await (await fetch(`http://127.0.0.1:${String(inspectPort)}/json/list`)).json()) as { webSocketDebuggerUrl: string }[];
  const url = targets[0]?.webSocketDebuggerUrl;
  if (!url) throw new Error('no inspector target');
  const socket = new WebSocket(url);
  await new Promise((resolveOpen, reject) => {
    socket.addEventListener('open', resolveOpen);
    socket.addEventListener('error', reject);
  });
  const answer = new Promise<string>((resolveAnswer) => {
    socket.addEventListener('message', (event: MessageEvent<string>) => {
      const message = JSON.parse(event.data) as { id?: number; result?: { result?: { value?: string } } };
      if (message.id === 1) resolveAnswer(message.result?.result?.value ?? '{}');
    });
  });
  socket.send(JSON.stringify({ id: 1, method: 'Runtime.evaluate', params: { expression: 'JSON.stringify(process.memoryUsage())', returnByValue: true } }));
  const value = await answer;
  socket.close();
  return JSON.parse(value) as { rss: number; heapUsed: number; heapTotal: number };
}

const figures: Figure[] = [];
const results: Record<string, AutocannonResult> = {};
let baseline = Number.NaN;
for (const page of PAGES) {
  const options = page.cookie === null ? { cookie: null } : {};
  autocannon(`${base}${page.path}`, 3, options); // warm-up: JIT, route cache, upstream cache
  const result = autocannon(`${base}${page.path}`, seconds, options);
  results[page.name] = result;
  if (page.share === undefined && Number.isNaN(baseline)) baseline = result.requests.average;
  const errors = result.errors + result.timeouts + result.non2xx;
  figures.push(
    { bench: 'throughput', figure: `${page.name} req/s`, value: result.requests.average.toFixed(0), budget: page.share === undefined ? '—' : `≥ ${String(page.share * 100)} % of baseline (${(baseline * page.share).toFixed(0)})`, pass: page.share === undefined ? undefined : result.requests.average >= baseline * page.share },
    { bench: 'throughput', figure: `${page.name} p50 / p99`, value: `${String(result.latency.p50)} / ${String(result.latency.p99)} ms`, budget: `p99 < ${String(P99_BUDGET_MS)} ms`, pass: result.latency.p99 < P99_BUDGET_MS },
    { bench: 'throughput', figure: `${page.name} errors`, value: `${String(errors)} of ${String(result.requests.total)}`, budget: '0', pass: errors === 0 },
  );
  console.log(`${page.name}: ${result.requests.average.toFixed(0)} req/s, p50 ${String(result.latency.p50)} ms, p99 ${String(result.latency.p99)} ms, errors ${String(errors)}`);
}

// Memory after the cached pages (the figure of BENCHMARKS.md "Memory"), before the long tail below adds its own.
const memory = await portalMemory(Number(inspectText));
const rss = rssBytes(serverPid(Number(pidText)));

// The long tail (issue 21): each page rendered for every request, at 20 connections, against the pre-rendered
// story at the same 20 connections in the same run.
const uncachedOptions = { connections: UNCACHED_CONNECTIONS, cookie: UNCACHED_COOKIE };
const staticPath = BASELINE_PATH;
autocannon(`${base}${staticPath}`, 3, uncachedOptions);
const staticAt20 = autocannon(`${base}${staticPath}`, seconds, uncachedOptions);
results['pre-rendered story, 20 connections'] = staticAt20;
figures.push({ bench: 'throughput', figure: `pre-rendered story req/s at ${String(UNCACHED_CONNECTIONS)} connections (baseline of the uncached)`, value: staticAt20.requests.average.toFixed(0), budget: '—', pass: undefined });
/** The figures of one uncached run against the pre-rendered story at the same connections. */
function uncachedFigures(label: string, share: number, result: AutocannonResult): void {
  results[label] = result;
  const errors = result.errors + result.timeouts + result.non2xx;
  const floor = staticAt20.requests.average * share;
  figures.push(
    { bench: 'throughput', figure: `${label}, req/s (${String(UNCACHED_CONNECTIONS)} connections)`, value: `${result.requests.average.toFixed(0)} (${(100 * result.requests.average / staticAt20.requests.average).toFixed(0)} %)`, budget: `≥ ${String(share * 100)} % of baseline (${floor.toFixed(0)})`, pass: result.requests.average >= floor },
    { bench: 'throughput', figure: `${label}, p50 / p99`, value: `${String(result.latency.p50)} / ${String(result.latency.p99)} ms`, budget: `p99 ≤ ${String(UNCACHED_P99_BUDGET_MS)} ms`, pass: result.latency.p99 <= UNCACHED_P99_BUDGET_MS },
    { bench: 'throughput', figure: `${label}, errors`, value: `${String(errors)} of ${String(result.requests.total)}`, budget: '0', pass: errors === 0 },
  );
  console.log(`${label}: ${result.requests.average.toFixed(0)} req/s, p50 ${String(result.latency.p50)} ms, p99 ${String(result.latency.p99)} ms, errors ${String(errors)}`);
}

for (const page of UNCACHED) {
  autocannon(`${base}${page.path}`, 3, uncachedOptions);
  uncachedFigures(`${page.name}, uncached`, page.share, autocannon(`${base}${page.path}`, seconds, uncachedOptions));
}
for (const page of UNCACHED) {
  distinctPages(`${base}${page.path}`, 3, BROWSER);
  uncachedFigures(`${page.name}, uncached, a new page every request (a browser)`, page.share, distinctPages(`${base}${page.path}`, seconds, BROWSER));
}
{
  const [item] = UNCACHED;
  uncachedFigures(`${item.name}, a crawler's sweep (a new page every request, no cookie, brotli)`, item.share, distinctPages(`${base}${item.path}`, seconds, CRAWLER));
}

const rssAfterUncached = rssBytes(serverPid(Number(pidText)));
// And once the server has been quiet long enough to give the burst's memory back (src/runtime/idle-collector.ts).
await new Promise((done) => setTimeout(done, IDLE_COLLECT_MS + 1000));
const rssSettled = rssBytes(serverPid(Number(pidText)));
const mb = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
figures.push(
  { bench: 'memory', figure: 'portal RSS after the throughput run', value: mb(rss), budget: `≤ ${String(RSS_BUDGET_MB)} MB`, pass: rss <= RSS_BUDGET_MB * 1024 * 1024 },
  { bench: 'memory', figure: 'portal RSS after the uncached runs too', value: mb(rssAfterUncached), budget: `≤ ${String(RSS_BUDGET_MB)} MB`, pass: rssAfterUncached <= RSS_BUDGET_MB * 1024 * 1024 },
  { bench: 'memory', figure: `portal RSS ${String((IDLE_COLLECT_MS + 1000) / 1000)} s after the uncached runs (quiet)`, value: mb(rssSettled), budget: `≤ ${String(RSS_BUDGET_MB)} MB`, pass: rssSettled <= RSS_BUDGET_MB * 1024 * 1024 },
  { bench: 'memory', figure: 'portal JS heap used', value: mb(memory.heapUsed), budget: `≤ ${String(HEAP_BUDGET_MB)} MB`, pass: memory.heapUsed <= HEAP_BUDGET_MB * 1024 * 1024 },
);
writeFigures('3-throughput', figures, { results, memory, rss, rssAfterUncached, rssSettled });
console.table(figures);
process.exit(figures.every((figure) => figure.pass !== false) ? 0 : 1);
