/**
 * A throwaway portal for the security and fault tests: the local services (own port, own data
 * directory, optional fault injection) and `src/runtime/serve.ts` on the existing build (`dist/`, or
 * PORTAL_DIST_DIR; `npm run build` first). Both are child processes, so a test can kill -9 them.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { CookieJar } from '../support/cookie-jar.ts';
import { freePort } from '../support/local-servers.ts';

export const ROOT = resolve(import.meta.dirname, '..', '..');
export const FAULTS_TOKEN = 'test-faults-token-0123456789';

export { freePort };

export async function waitFor(url: string, timeoutMs: number, child?: ChildProcess): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child !== undefined && child.exitCode !== null) throw new Error(`${url}: the process exited with ${String(child.exitCode)}`);
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(2000) })).ok) return;
    } catch {
      // Not up yet.
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${String(timeoutMs / 1000)} s`);
}

export interface Stack {
  readonly portal: string;
  readonly services: string;
  /** Every line the portal wrote to stdout or stderr. */
  readonly portalLog: string[];
  readonly servicesDataDir: string;
  servicesProcess: ChildProcess;
  portalProcess: ChildProcess;
  /** Replaces the services' faults (`{}` lifts them). */
  setFaults(faults: Record<string, string>): Promise<void>;
  startServices(): Promise<void>;
  startPortal(): Promise<void>;
  stop(): void;
}

export interface StackOptions {
  /** Extra environment of the portal. */
  readonly portalEnv?: Readonly<Record<string, string>>;
  readonly servicesEnv?: Readonly<Record<string, string>>;
}

function lines(child: ChildProcess, into: string[]): void {
  for (const stream of [child.stdout, child.stderr]) {
    stream?.setEncoding('utf8');
    stream?.on('data', (chunk: string) => {
      into.push(...chunk.split('\n').filter((l) => l !== ''));
    });
  }
}

/** Starts services and portal; resolves once both answer. */
export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const dist = resolve(process.env.PORTAL_DIST_DIR ?? join(ROOT, 'dist'));
  if (!existsSync(join(dist, 'server', 'entry.mjs'))) throw new Error(`No portal build in ${dist}: run \`npm run build\` first.`);
  const servicesPort = await freePort();
  const portalPort = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-security-'));
  const portalLog: string[] = [];
  const env = { ...process.env, SERVICES_PORT: String(servicesPort), NODE_ENV: 'production' };
  const stack: Stack = {
    portal: `http://127.0.0.1:${String(portalPort)}`,
    services: `http://127.0.0.1:${String(servicesPort)}`,
    portalLog,
    servicesDataDir: dataDir,
    servicesProcess: undefined as unknown as ChildProcess,
    portalProcess: undefined as unknown as ChildProcess,
    async setFaults(faults) {
      const response = await fetch(`${stack.services}/__faults`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${FAULTS_TOKEN}` },
        body: JSON.stringify(faults),
      });
      if (response.status !== 204) throw new Error(`Setting faults failed: ${String(response.status)}`);
    },
    async startServices() {
      stack.servicesProcess = spawn(process.execPath, ['services/server.ts'], {
        cwd: ROOT,
        stdio: ['ignore', 'ignore', 'inherit'],
        // PORT: the portal's, whose callback the identity provider accepts.
        env: { ...env, PORT: String(portalPort), SERVICES_DATA_DIR: dataDir, SERVICES_FAULTS_TOKEN: FAULTS_TOKEN, ...options.servicesEnv },
      });
      await waitFor(`${stack.services}/health`, 120_000, stack.servicesProcess);
    },
    async startPortal() {
      stack.portalProcess = spawn(process.execPath, ['src/runtime/serve.ts'], {
        cwd: ROOT,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...env, PORT: String(portalPort), HOST: '127.0.0.1', PORTAL_DIST_DIR: dist, PORTAL_BASE_URL: `http://127.0.0.1:${String(portalPort)}`, ...options.portalEnv },
      });
      lines(stack.portalProcess, portalLog);
      await waitFor(`${stack.portal}/_api/health`, 60_000, stack.portalProcess);
    },
    stop() {
      stack.portalProcess.kill('SIGKILL');
      stack.servicesProcess.kill('SIGKILL');
    },
  };
  await stack.startServices();
  await stack.startPortal();
  return stack;
}

/** Cookies of one site for driving the portal or the identity provider over fetch. */
export { CookieJar as Jar };

export const DEMO_PASSWORD = 'portal-demo-1';

/** Signs in to the portal through the local identity provider; the jar then holds the session. */
export async function signInToPortal(stack: Stack, login: string): Promise<CookieJar> {
  const portal = new CookieJar();
  const idp = new CookieJar();
  let response = await portal.fetch(`${stack.portal}/en/account/login`);
  let url = new URL(response.headers.get('location') ?? '', stack.portal).toString();
  for (let hop = 0; hop < 10; hop += 1) {
    const target = new URL(url);
    if (target.pathname === '/account/callback') {
      response = await portal.fetch(new URL(`${target.pathname}${target.search}`, stack.portal).toString());
      if (response.status !== 302) throw new Error(`callback answered ${String(response.status)}`);
      return portal;
    }
    response = await idp.fetch(url);
    if (response.status === 200) {
      response = await idp.fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ username: login, password: DEMO_PASSWORD }).toString(),
      });
    }
    const next = response.headers.get('location');
    if (next === null) throw new Error(`sign-in stopped at ${url} with ${String(response.status)}`);
    url = new URL(next, url).toString();
  }
  throw new Error('too many redirects while signing in');
}
