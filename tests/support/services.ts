import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const HEALTH_TIMEOUT_MS = 60_000;

export interface ServicesProcess {
  readonly url: string;
  stop(): Promise<void>;
}

export interface ServicesProcessOptions {
  /** Port to listen on; default: a free port chosen by the test run. */
  readonly port?: number;
  /** Store directory; default: a new temporary directory. */
  readonly dataDir?: string;
  readonly env?: Record<string, string>;
}

/** A port for a test's services: below Linux's ephemeral range (32768 and up), where outgoing connections take theirs. */
export function randomPort(): number {
  return 20_000 + Math.floor(Math.random() * 12_000);
}

/** How many ports a start without a given port tries when the one it drew is taken. */
const PORT_ATTEMPTS = 3;

/**
 * Starts `node services/server.ts` as a child process and resolves once `/health` answers 200. Without a given port it
 * draws one, and draws again when that one turns out taken (EADDRINUSE: another run's process holds it).
 * @example const services = await startServicesProcess(); process.env.SERVICES_URL = services.url;
 */
export async function startServicesProcess(options: ServicesProcessOptions = {}): Promise<ServicesProcess> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startOnce(options.port ?? randomPort(), options);
    } catch (error) {
      const taken = error instanceof Error && error.message.includes('EADDRINUSE');
      if (!taken || options.port !== undefined || attempt >= PORT_ATTEMPTS) throw error;
    }
  }
}

async function startOnce(port: number, options: ServicesProcessOptions): Promise<ServicesProcess> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'services-'));
  const child = spawn(process.execPath, [join(REPO_ROOT, 'services', 'server.ts')], {
    cwd: REPO_ROOT,
    env: { ...process.env, SERVICES_PORT: String(port), SERVICES_DATA_DIR: dataDir, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer): void => {
    output = (output + chunk.toString('utf8')).slice(-4000);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<number | null>((resolveExit) => {
    child.once('exit', (code) => {
      resolveExit(code);
    });
  });
  const stop = async (): Promise<void> => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
  };
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`services exited with code ${String(child.exitCode)} before becoming healthy:\n${output}`);
    try {
      const response = await fetch(`${url}/health`);
      if (response.ok) return { url, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolveWait) => setTimeout(resolveWait, 200));
  }
  await stop();
  throw new Error(`services did not answer ${url}/health within ${HEALTH_TIMEOUT_MS / 1000} s:\n${output}`);
}

/** Base URL of the services under test (set by the Vitest global setup). */
export function servicesUrl(): string {
  const url = process.env.SERVICES_URL;
  if (url === undefined || url === '') {
    throw new Error('SERVICES_URL is not set: run the contract tests through Vitest (tests/support/global-setup.ts starts the services)');
  }
  return url;
}

/** The local default API key. */
export const TEST_API_KEY = 'api2demo';

/** GET `path` (with `params`, wskey added unless `key` is null) and parse the JSON body. */
export async function getJson(path: string, params: Record<string, string | string[]> = {}, key: string | null = TEST_API_KEY): Promise<{ status: number; body: Record<string, unknown>; headers: Headers }> {
  const url = new URL(path, servicesUrl());
  for (const [name, value] of Object.entries(params)) for (const entry of Array.isArray(value) ? value : [value]) url.searchParams.append(name, entry);
  if (key !== null) url.searchParams.set('wskey', key);
  const response = await fetch(url);
  const text = await response.text();
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    throw new Error(`Expected JSON from ${url.toString()} (status ${response.status}), got: ${text.slice(0, 200)}`);
  }
  return { status: response.status, body, headers: response.headers };
}
