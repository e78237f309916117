/**
 * Cold start (not part of `npm run bench`: several minutes): from a fresh clone of this repository,
 * `npm install` (from the npm cache) and `npm start` until `/_api/health` and `/en` answer. Prints the
 * figures and writes bench/parts/9-cold-start.json, which the next `npm run bench` table does not clear
 * (run it after the bench to add it to bench/results.json by hand, or read it alone).
 *
 * Usage: node tests/bench/cold-start.ts [source repository, default: this one]
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { writeFigures } from './report.ts';
import { waitFor } from './support.ts';

const source = process.argv[2] ?? resolve(import.meta.dirname, '..', '..');
const dir = mkdtempSync(join(tmpdir(), 'portal-cold-start-'));
const clone = join(dir, 'portal');
const port = 4397;
const seconds = (from: number): number => (performance.now() - from) / 1000;

const t0 = performance.now();
const cloned = spawnSync('git', ['clone', '-q', source, clone], { stdio: 'inherit' });
if (cloned.status !== 0) throw new Error('git clone failed');
const tInstall = performance.now();
const installed = spawnSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: clone, stdio: 'inherit' });
if (installed.status !== 0) throw new Error('npm install failed');
const installS = seconds(tInstall);
const tStart = performance.now();
const child = spawn('npm', ['start'], {
  cwd: clone,
  stdio: 'ignore',
  detached: true,
  env: { ...process.env, PORT: String(port), SERVICES_PORT: String(port + 100), SERVICES_DATA_DIR: join(dir, 'data') },
});
try {
  await waitFor(`http://localhost:${String(port)}/_api/health`, 600_000);
  await waitFor(`http://localhost:${String(port)}/en`, 60_000);
  const startS = seconds(tStart);
  const totalS = seconds(t0);
  const figures = [
    { bench: 'cold start', figure: 'npm install (npm cache)', value: `${installS.toFixed(0)} s`, budget: '—', pass: undefined },
    { bench: 'cold start', figure: 'npm start until /en answers (services + build + serve)', value: `${startS.toFixed(0)} s`, budget: '—', pass: undefined },
    { bench: 'cold start', figure: 'clone → home page answers', value: `${totalS.toFixed(0)} s`, budget: '—', pass: undefined },
  ];
  writeFigures('9-cold-start', figures);
  console.table(figures);
} finally {
  if (child.pid !== undefined) process.kill(-child.pid, 'SIGTERM');
  await new Promise((r) => setTimeout(r, 2000));
  rmSync(dir, { recursive: true, force: true });
}
