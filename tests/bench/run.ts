/**
 * `npm run bench`: every benchmark with a budget in one run, so that figures compare side by side. Starts the
 * local services and the portal once (`src/runtime/start.ts` builds when the build is stale) with the inspector of its server process
 * open for the memory figure, runs the benchmarks one after another as child processes, prints one table,
 * writes bench/results.json and exits non-zero when a budget is missed. Not part of `npm test`.
 * Cold start from a fresh clone is measured separately (`node tests/bench/cold-start.ts`). See BENCHMARKS.md.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BENCH_DIR, printFigures, readAllFigures } from './report.ts';
import { startPortal } from './support.ts';

const PORT = 4395;
const SERVICES_PORT = 4495;
const INSPECT_PORT = 9395;
const started = performance.now();
rmSync(join(BENCH_DIR, 'parts'), { recursive: true, force: true });
mkdirSync(BENCH_DIR, { recursive: true });

const failed: string[] = [];
function bench(args: readonly string[]): void {
  console.log(`\n== ${args.join(' ')}  (${((performance.now() - started) / 1000).toFixed(0)} s)`);
  const result = spawnSync(process.execPath, args, { stdio: 'inherit' });
  if (result.status !== 0) failed.push(args[0] ?? '');
}

console.log('== starting the local services and the portal (building if needed)');
// Its own build directory: other work on the machine may be building dist/ at the same time.
const DIST_DIR = join(BENCH_DIR, 'dist');
// The server process (src/runtime/worker.ts) opens its inspector for the memory figure.
const portal = await startPortal(PORT, SERVICES_PORT, { PORTAL_DIST_DIR: DIST_DIR, PORTAL_WORKER_INSPECT: `127.0.0.1:${String(INSPECT_PORT)}` });
try {
  bench(['tests/bench/js-bytes.ts', portal.url, DIST_DIR]);
  bench(['tests/bench/lighthouse.bench.ts', portal.url]);
  bench(['tests/bench/throughput.bench.ts', portal.url, String(portal.process.pid), String(INSPECT_PORT)]);
  // What Astro and its adapter alone cost for a page of the item page's size (issue 21's floor), beside the figures above.
  bench(['tests/bench/astro-floor.bench.ts', portal.url]);
  bench(['tests/bench/pages.bench.ts', portal.url]);
  bench(['tests/bench/build.bench.ts', portal.url, String(SERVICES_PORT)]);
} finally {
  portal.stop();
}
bench(['tests/bench/services.bench.ts']);
bench(['tests/bench/legacy.bench.ts']);
// Its own portals (one per store backend, 1,000,000 views seeded into each) on the same build.
bench(['tests/bench/views.bench.ts', DIST_DIR]);

const parts = readAllFigures();
const figures = parts.flatMap((part) => part.figures);
console.log(`\n== all figures (${((performance.now() - started) / 1000).toFixed(0)} s)`);
printFigures(figures);
const missed = figures.filter((figure) => figure.pass === false);
writeFileSync(join(BENCH_DIR, 'results.json'), `${JSON.stringify({
  date: new Date().toISOString(),
  node: process.version,
  cores: (await import('node:os')).availableParallelism(),
  durationS: Math.round((performance.now() - started) / 1000),
  failedBenchmarks: failed,
  missed: missed.map((figure) => `${figure.bench}: ${figure.figure}`),
  parts,
}, null, 2)}\n`);
if (missed.length > 0 || failed.length > 0) {
  console.error(`\nBudgets missed: ${missed.map((figure) => `${figure.bench}: ${figure.figure}`).join('; ') || '—'}${failed.length > 0 ? `; benchmarks that failed: ${failed.join(', ')}` : ''}`);
  process.exit(1);
}
console.log('\nEvery budget met.');
