import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, openSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

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
