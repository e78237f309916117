import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, openSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** Percentile of sorted-or-not samples (nearest rank). */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

export async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer within ${String(timeoutMs / 1000)} s`);
}

export interface RunningPortal {
  readonly url: string;
  readonly process: ChildProcess;
  stop(): void;
}

/**
 * The cookies of an uncached request: a second cookie beside the language cookie, so that the route cache neither
 * answers nor keeps the page (src/lib/cache/shared-cache-eligibility.ts) and every request renders.
 */
export const UNCACHED_COOKIE = 'i18n_locale_code=en; portal-bench=uncached';

/** What the benchmarks read of `autocannon -j`'s result. */
export interface AutocannonResult {
  readonly requests: { readonly average: number; readonly total: number };
  readonly latency: { readonly p50: number; readonly p99: number };
  readonly errors: number;
  readonly timeouts: number;
  readonly non2xx: number;
}

const AUTOCANNON_BIN = resolve(import.meta.dirname, '..', '..', 'node_modules', 'autocannon', 'autocannon.js');

/**
 * One autocannon run against one URL (50 connections unless told), with `accept-encoding: gzip` and the language cookie
 * of a returning visitor unless another cookie is given (`null`: none, as a crawler or a first visit asks).
 */
export function autocannon(url: string, duration: number, options: { connections?: number; cookie?: string | null } = {}): AutocannonResult {
  const cookie = options.cookie === undefined ? 'i18n_locale_code=en' : options.cookie;
  const result = spawnSync(process.execPath, [
    AUTOCANNON_BIN, '-c', String(options.connections ?? 50), '-d', String(duration), '-j',
    ...(cookie === null ? [] : ['-H', `cookie=${cookie}`]), '-H', 'accept-encoding=gzip', url,
  ], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) throw new Error(`autocannon failed: ${result.stderr}`);
  return JSON.parse(result.stdout) as AutocannonResult;
}

/** `npm start` on its own ports and a throwaway services store, for benchmarks. */
export async function startPortal(port: number, servicesPort: number, env: Record<string, string> = {}, nodeArgs: readonly string[] = []): Promise<RunningPortal> {
  mkdirSync('bench', { recursive: true });
  const log = openSync(join('bench', `portal-${String(port)}.log`), 'w');
  const child = spawn(process.execPath, [...nodeArgs, 'src/runtime/start.ts'], {
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      PORT: String(port),
      SERVICES_PORT: String(servicesPort),
      SERVICES_DATA_DIR: mkdtempSync(join(tmpdir(), 'portal-bench-')),
      ...env,
    },
  });
  const url = `http://localhost:${String(port)}`;
  const exited = new Promise<never>((_, reject) => {
    child.once('exit', (code) => {
      reject(new Error(`the portal exited (code ${String(code)}) before answering; see bench/portal-${String(port)}.log`));
    });
  });
  await Promise.race([waitFor(`${url}/_api/health`, 600_000), exited]);
  return { url, process: child, stop: () => child.kill('SIGTERM') };
}

/** The child processes of a process (Linux: every thread's `children` in /proc); none once it has ended. */
export function childPids(pid: number): number[] {
  try {
    return readdirSync(`/proc/${String(pid)}/task`).flatMap((task) =>
      readFileSync(`/proc/${String(pid)}/task/${task}/children`, 'utf8').split(' ').filter((c) => c.trim() !== '').map(Number),
    );
  } catch {
    return [];
  }
}
