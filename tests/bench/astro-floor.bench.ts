/**
 * What Astro and its Node adapter cost for an on-demand answer before any work of the portal's (issue 21, decision
 * 0014 "The floor"): a throwaway Astro project with the repository's own `astro` and `@astrojs/node` (their versions,
 * `experimentalDisableStreaming` as the portal sets it), served by the adapter's standalone server, with three pages:
 * - the portal's uncached item page, its HTML fetched from the running portal, pre-rendered (a file the adapter sends);
 * - the same HTML on demand, as one ready string (`set:html` of a constant: no component, no data, no middleware, no
 *   compression) — what Astro's renderer, the adapter and Node's HTTP cost for a page of that size;
 * - a tiny page on demand (a hundred bytes): their cost per request alone.
 * Each is loaded at 20 connections (as the uncached figures of tests/bench/throughput.bench.ts), alternated over three
 * rounds; req/s and the server's CPU time a request (from /proc) are the medians. No budget: the figures say what share
 * of a pre-rendered page's rate any on-demand page of that size can reach here, whatever it renders.
 *
 * Usage: node tests/bench/astro-floor.bench.ts <portal baseURL> [seconds]
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { writeFigures, type Figure } from './report.ts';
import { autocannon, percentile, UNCACHED_COOKIE, waitFor, type AutocannonResult } from './support.ts';

const ITEM_PATH = '/en/item/2000001/aic_93784';
const PORT = 4396;
const CONNECTIONS = 20;
const ROUNDS = 3;
/** Linux's USER_HZ: the unit of utime and stime in /proc/{pid}/stat. */
const CLOCK_TICKS_PER_SECOND = 100;

const [base, secondsText] = process.argv.slice(2);
if (base === undefined) throw new Error('usage: astro-floor.bench.ts <portal baseURL> [seconds]');
const seconds = Number(secondsText ?? '6');
const repository = resolve(import.meta.dirname, '..', '..');

const itemAnswer = await fetch(`${base}${ITEM_PATH}`, { headers: { cookie: UNCACHED_COOKIE } });
if (!itemAnswer.ok) throw new Error(`the item page answered ${String(itemAnswer.status)}`);
const itemHtml = await itemAnswer.text();

const project = mkdtempSync(join(tmpdir(), 'astro-floor-'));
const files: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'astro-floor', type: 'module', private: true }),
  'astro.config.mjs': [
    "import { defineConfig } from 'astro/config';",
    "import node from '@astrojs/node';",
    "export default defineConfig({ output: 'static', build: { format: 'directory' }, adapter: node({ mode: 'standalone', experimentalDisableStreaming: true }) });",
  ].join('\n'),
  'page.html': itemHtml,
  // Read once, when the module loads: the on-demand page's frontmatter does nothing but hand Astro the string.
  // By its absolute path: the module is bundled into the build's chunks.
  'src/page.ts': `import { readFileSync } from 'node:fs';\nexport const page = readFileSync(${JSON.stringify(join(project, 'page.html'))}, 'utf8');\n`,
  'src/pages/prerendered.astro': "---\nimport { page } from '../page.ts';\nexport const prerender = true;\n---\n<Fragment set:html={page} />\n",
  'src/pages/on-demand.astro': "---\nimport { page } from '../page.ts';\nexport const prerender = false;\n---\n<Fragment set:html={page} />\n",
  'src/pages/tiny.astro': '---\nexport const prerender = false;\n---\n<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Tiny</title></head><body><p>A tiny page.</p></body></html>\n',
};
for (const [name, text] of Object.entries(files)) {
  mkdirSync(join(project, name, '..'), { recursive: true });
  writeFileSync(join(project, name), text);
}
symlinkSync(join(repository, 'node_modules'), join(project, 'node_modules'), 'dir');

const figures: Figure[] = [];
const built = spawnSync(process.execPath, [join(repository, 'node_modules', 'astro', 'bin', 'astro.mjs'), 'build'], { cwd: project, encoding: 'utf8' });
if (built.status !== 0) throw new Error(`the floor project did not build: ${built.stderr}${built.stdout}`);
// The same bytes as the page on demand sends (the pre-rendered file is Astro's render of the same string).
const prerenderedBytes = readFileSync(join(project, 'dist', 'client', 'prerendered', 'index.html')).byteLength;

const server = spawn(process.execPath, [join(project, 'dist', 'server', 'entry.mjs')], {
  env: { ...process.env, HOST: '127.0.0.1', PORT: String(PORT) },
  stdio: 'ignore',
});
const url = `http://127.0.0.1:${String(PORT)}`;
try {
  await waitFor(`${url}/tiny`, 30_000);
  const pid = server.pid ?? Number.NaN;
  /** CPU seconds (user and system) the server process has used so far. */
  const cpuSeconds = (): number => {
    const fields = readFileSync(`/proc/${String(pid)}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
  };
  const pages = [
    { name: 'pre-rendered (a file)', path: '/prerendered/' },
    { name: 'on demand, the same bytes as a ready string', path: '/on-demand' },
    { name: 'on demand, a tiny page', path: '/tiny' },
  ] as const;
  const runs = new Map<string, { rate: number; cpuMs: number; result: AutocannonResult }[]>(pages.map((page) => [page.name, []]));
  for (const page of pages) autocannon(`${url}${page.path}`, 2, { connections: CONNECTIONS, cookie: null }); // warm-up
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const page of pages) {
      const before = cpuSeconds();
      const result = autocannon(`${url}${page.path}`, seconds, { connections: CONNECTIONS, cookie: null });
      const cpuMs = ((cpuSeconds() - before) * 1000) / result.requests.total;
      if (result.errors + result.timeouts + result.non2xx > 0) throw new Error(`${page.path}: ${String(result.errors + result.timeouts + result.non2xx)} failed requests`);
      runs.get(page.name)?.push({ rate: result.requests.average, cpuMs, result });
      console.log(`${page.name}: ${result.requests.average.toFixed(0)} req/s, ${cpuMs.toFixed(2)} ms of CPU a request`);
    }
  }
  const median = (name: string, key: 'rate' | 'cpuMs'): number => percentile((runs.get(name) ?? []).map((run) => run[key]), 50);
  const [prerendered, onDemand, tiny] = pages.map((page) => page.name) as [string, string, string];
  const baseline = median(prerendered, 'rate');
  const kilobytes = (prerenderedBytes / 1024).toFixed(0);
  figures.push({ bench: 'astro floor', figure: `the item page's ${kilobytes} kB pre-rendered, adapter standalone, ${String(CONNECTIONS)} connections`, value: `${baseline.toFixed(0)} req/s, ${median(prerendered, 'cpuMs').toFixed(2)} ms CPU a request`, budget: '—', pass: undefined });
  for (const name of [onDemand, tiny]) {
    const rate = median(name, 'rate');
    figures.push({ bench: 'astro floor', figure: name, value: `${rate.toFixed(0)} req/s (${(100 * rate / baseline).toFixed(0)} % of pre-rendered), ${median(name, 'cpuMs').toFixed(2)} ms CPU a request`, budget: '—', pass: undefined });
  }
  writeFigures('3b-astro-floor', figures, { bytes: prerenderedBytes, runs: Object.fromEntries(runs) });
  console.table(figures);
} finally {
  server.kill('SIGTERM');
  rmSync(project, { recursive: true, force: true });
}
