/**
 * The build: pre-render throughput (pages per second over the 25 languages, `astro build` into a temporary
 * directory against the running local services, the figure from Astro's own "Completed in" line of the
 * pre-render step) and the time from a publish (the content CLI, which makes the content service call the
 * portal's webhook) to the new text being served: the pages that read the story are re-rendered into the live
 * build (docs/decisions/0008-incremental-publication.md). Budgets: ≥ 150 pages/s; publish → visible ≤ 5 s
 * (issue 19; at volume and on two nodes: `npm run bench:volume`, tests/bench/publication.bench.ts).
 *
 * Usage: node tests/bench/build.bench.ts <baseURL> <services port>
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { writeFigures, type Figure } from './report.ts';

const PAGES_PER_S_BUDGET = 150;
const PUBLISH_BUDGET_S = 5;
const root = resolve(import.meta.dirname, '..', '..');

const [base, servicesPort] = process.argv.slice(2);
if (!base || !servicesPort) throw new Error('usage: build.bench.ts <baseURL> <services port>');

function countHtml(dir: string): number {
  let count = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) count += countHtml(join(dir, entry.name));
    else if (entry.name.endsWith('.html')) count += 1;
  }
  return count;
}

/** Seconds of the pre-render step from Astro's log: the "Completed in" after "static routes". */
export function prerenderSeconds(log: string): number | undefined {
  const start = log.search(/(?:generating|prerendering) static routes/);
  if (start < 0) return undefined;
  const match = /Completed in ([0-9.]+)(ms|s)/.exec(log.slice(start));
  if (!match?.[1]) return undefined;
  return Number(match[1]) / (match[2] === 'ms' ? 1000 : 1);
}

// Inside the repository, so the pre-render step resolves packages from node_modules.
mkdirSync(join(root, 'bench'), { recursive: true });
const outDir = mkdtempSync(join(root, 'bench', 'build-'));
const figures: Figure[] = [];
try {
  const started = performance.now();
  const build = spawnSync(process.execPath, [join(root, 'node_modules', 'astro', 'bin', 'astro.mjs'), 'build', '--outDir', outDir], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    env: { ...process.env, SERVICES_PORT: servicesPort, ASTRO_TELEMETRY_DISABLED: '1', NO_COLOR: '1', FORCE_COLOR: '0' },
  });
  const wallS = (performance.now() - started) / 1000;
  if (build.status !== 0) throw new Error(`astro build failed:\n${build.stdout.slice(-3000)}\n${build.stderr.slice(-3000)}`);
  const pages = countHtml(join(outDir, 'client'));
  const seconds = prerenderSeconds(build.stdout) ?? wallS;
  const rate = pages / seconds;
  figures.push(
    { bench: 'build', figure: `pre-render throughput (${String(pages)} pages in ${seconds.toFixed(1)} s)`, value: `${rate.toFixed(0)} pages/s`, budget: `≥ ${String(PAGES_PER_S_BUDGET)} pages/s`, pass: rate >= PAGES_PER_S_BUDGET },
    { bench: 'build', figure: 'whole astro build, wall clock', value: `${wallS.toFixed(1)} s`, budget: '—', pass: undefined },
  );
} finally {
  rmSync(outDir, { recursive: true, force: true });
}

const content = (...args: string[]): string =>
  execFileSync(process.execPath, ['scripts/content.ts', ...args], { cwd: root, encoding: 'utf8', env: { ...process.env, SERVICES_URL: `http://127.0.0.1:${servicesPort}` } });
const path = '/en/stories/monet-at-etretat';
const marker = `Published by the benchmark ${String(Date.now())}`;
const started = Date.now();
content('edit', 'monet-at-etretat', `headline:en-GB=${marker}`);
content('publish', 'monet-at-etretat');
let visibleS = Number.NaN;
while (Date.now() - started < 120_000) {
  const body = await (await fetch(`${base}${path}`)).text();
  if (body.includes(marker)) {
    visibleS = (Date.now() - started) / 1000;
    break;
  }
  await new Promise((r) => setTimeout(r, 250));
}
figures.push({ bench: 'build', figure: 'publish → new text served', value: Number.isNaN(visibleS) ? 'not within 120 s' : `${visibleS.toFixed(1)} s`, budget: `≤ ${String(PUBLISH_BUDGET_S)} s`, pass: visibleS <= PUBLISH_BUDGET_S });
writeFigures('4-build', figures);
console.table(figures);
process.exit(figures.every((figure) => figure.pass !== false) ? 0 : 1);
