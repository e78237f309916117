/**
 * The deploy build at volume (issue 19, docs/decisions/0010-deploy-build.md): `npm run build` (the product's build
 * command, with its memory setting) against the content service on the volume store of spec section 9. Measures
 * the pages written, the wall time, pages per second over the whole build and over Astro's pre-render step, the
 * build's peak RSS (its process and any child, sampled every 200 ms, and the kernel's own high-water mark of the
 * build process), and the CPU the build and the content service used.
 * Budgets: ≥ 300 pages/s, ≤ 1.5 GB peak RSS.
 *
 * Usage: npm run bench:build-volume -- [content store dir]
 *   default .data/content-volume (`npm run data:content -- --stories 1500 --exhibitions 150 --categories 1000
 *   --seed 42 --dir .data/content-volume`). The store is copied first; the build goes to .dist-bench-volume and is
 *   removed afterwards unless BENCH_KEEP_BUILD=1.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from '../support/local-servers.ts';
import { writeFigures, type Figure } from './report.ts';
import { childPids, waitFor } from './support.ts';

const PAGES_PER_S_BUDGET = 300;
const RSS_BUDGET_BYTES = 1.5 * 1024 ** 3;
const root = resolve(import.meta.dirname, '..', '..');
const storeDir = resolve(process.argv[2] ?? join(root, '.data', 'content-volume'));
if (!existsSync(join(storeDir, 'services.sqlite'))) throw new Error(`No content store at ${storeDir}: see the usage at the top of tests/bench/deploy-build.bench.ts`);
const outDir = join(root, '.dist-bench-volume');
const work = mkdtempSync(join(tmpdir(), 'bench-build-'));
const children: ChildProcess[] = [];
process.on('exit', () => {
  for (const child of children) child.kill('SIGTERM');
});

const TICKS = 100; // clock ticks a second (USER_HZ on Linux)
/** User + system CPU seconds of a process and its waited-for children, from /proc. */
const cpuSeconds = (pid: number): number => {
  const fields = readFileSync(`/proc/${String(pid)}/stat`, 'utf8').replace(/^.*\) /, '').split(' ');
  return [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i] ?? 0), 0) / TICKS;
};
/** Resident bytes of a process and its descendants now. */
const treeRss = (pid: number): number => {
  let total = 0;
  try {
    total = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${String(pid)}/status`, 'utf8'))?.[1] ?? 0) * 1024;
  } catch {
    // The process ended between the samples.
  }
  return total + childPids(pid).reduce((sum, child) => sum + treeRss(child), 0);
};

const servicesPort = await freePort();
const servicesDir = join(work, 'services');
cpSync(storeDir, servicesDir, { recursive: true });
const services = spawn(process.execPath, ['services/server.ts'], {
  cwd: root,
  stdio: 'ignore',
  // The webhook nowhere: the build is what is measured, no portal is told about anything.
  env: { ...process.env, SERVICES_PORT: String(servicesPort), SERVICES_DATA_DIR: servicesDir, CONTENT_WEBHOOK_URL: 'http://127.0.0.1:9/unused' },
});
children.push(services);
await waitFor(`http://127.0.0.1:${String(servicesPort)}/health`, 180_000);
const servicesPid = services.pid ?? 0;
const servicesCpuBefore = cpuSeconds(servicesPid);

rmSync(outDir, { recursive: true, force: true });
const started = performance.now();
const build = spawn(process.execPath, ['src/runtime/build.ts', '--outDir', outDir], {
  cwd: root,
  stdio: ['ignore', 'pipe', 'pipe'],
  env: { ...process.env, SERVICES_PORT: String(servicesPort), CTF_GRAPHQL_ORIGIN: `http://127.0.0.1:${String(servicesPort)}/content`, ASTRO_TELEMETRY_DISABLED: '1' },
});
children.push(build);
let output = '';
build.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
build.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
let peak = 0;
let kernelPeak = 0;
let astroCpu = 0;
const sampler = setInterval(() => {
  peak = Math.max(peak, treeRss(build.pid ?? 0));
  // The astro process is the build's child (src/runtime/build.ts runs it): its own high-water mark.
  for (const child of childPids(build.pid ?? 0)) {
    try {
      kernelPeak = Math.max(kernelPeak, Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${String(child)}/status`, 'utf8'))?.[1] ?? 0) * 1024);
      astroCpu = Math.max(astroCpu, cpuSeconds(child));
    } catch {
      // Ended.
    }
  }
}, 200);
const code = await new Promise<number | null>((done) => build.on('exit', done));
clearInterval(sampler);
const wallS = (performance.now() - started) / 1000;
const servicesCpu = cpuSeconds(servicesPid) - servicesCpuBefore;
const plain = output.replace(/\u001b\[[0-9;]*m/g, '');
if (code !== 0) throw new Error(`the build failed (exit code ${String(code)}):\n${plain.slice(-3000)}`);
const pages = Number(/dependency index: (\d+) editorial pages/.exec(plain)?.[1] ?? Number.NaN);
// Astro's "Completed in" after "prerendering static routes": the pre-render step alone.
const step = /prerendering static routes[\s\S]*?Completed in (?:(\d+)m )?([\d.]+)(m?s)\./.exec(plain);
const stepS = step === null ? Number.NaN : Number(step[1] ?? 0) * 60 + Number(step[2]) / (step[3] === 'ms' ? 1000 : 1);
const rate = pages / wallS;
const gb = (bytes: number): string => `${(bytes / 1024 ** 3).toFixed(2)} GB`;

const figures: Figure[] = [
  { bench: 'deploy build', figure: `pages written (${String(pages)}) over the whole build (${wallS.toFixed(0)} s wall)`, value: `${rate.toFixed(0)} pages/s`, budget: `≥ ${String(PAGES_PER_S_BUDGET)} pages/s`, pass: rate >= PAGES_PER_S_BUDGET },
  { bench: 'deploy build', figure: `pre-render step alone (${stepS.toFixed(0)} s)`, value: `${(pages / stepS).toFixed(0)} pages/s`, budget: '—', pass: undefined },
  { bench: 'deploy build', figure: 'peak RSS of the build (sampled every 200 ms, with children)', value: gb(peak), budget: `≤ ${gb(RSS_BUDGET_BYTES)}`, pass: peak <= RSS_BUDGET_BYTES },
  { bench: 'deploy build', figure: "peak RSS of astro's process (the kernel's high-water mark)", value: gb(kernelPeak), budget: `≤ ${gb(RSS_BUDGET_BYTES)}`, pass: kernelPeak <= RSS_BUDGET_BYTES },
  { bench: 'deploy build', figure: "CPU of astro's process (last sample) / of the content service on the same machine", value: `${astroCpu.toFixed(0)} s / ${servicesCpu.toFixed(0)} s`, budget: '—', pass: undefined },
];
writeFigures('10-deploy-build', figures, { pages, wallS, stepS, peak, kernelPeak, astroCpu, servicesCpu });
console.table(figures);
services.kill('SIGTERM');
if (process.env.BENCH_KEEP_BUILD !== '1') rmSync(outDir, { recursive: true, force: true });
rmSync(work, { recursive: true, force: true });
process.exit(figures.every((figure) => figure.pass !== false) ? 0 : 1);
