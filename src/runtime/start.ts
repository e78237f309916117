/**
 * `npm start`: starts the local services when no upstream service is configured and waits until
 * they are healthy, builds the portal when the build is missing or older than the sources, then
 * serves it on PORT (default 4321) from a server process (src/runtime/worker.ts) that a rebuild replaces.
 * Stopping it stops the services and the server processes too.
 */
import './tuned.ts';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import cluster, { type Worker } from 'node:cluster';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { serverConfigOrExit } from '../lib/config.ts';
import { buildsDirFor, newestCurrentBuild, writeStamp } from './build-stamp.ts';
import { createRebuilder } from './rebuild.ts';
import { astroBuild } from './build.ts';
import { MANIFEST_ENV, precompileSources, precompiledExecArgv } from './precompiled.ts';
import { childEnv } from './runtime-tuning.ts';
import type { FromWorker, ToWorker } from './worker.ts';

const root = resolve(import.meta.dirname, '..', '..');
const distDir = resolve(process.env.PORTAL_DIST_DIR ?? join(root, 'dist'));
async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The local services exited with code ${String(child.exitCode)}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The local services did not become healthy at ${url} within ${String(timeoutMs / 1000)} s`);
}

// Fails fast, before anything starts, on a configuration the portal cannot run with (in production: no PORTAL_BASE_URL).
const config = serverConfigOrExit('start');
let services: ChildProcess | undefined;

function stopServices(): void {
  if (services?.exitCode === null) services.kill('SIGTERM');
}

if (config.usesLocalServices && existsSync(join(root, 'services', 'server.ts'))) {
  console.log(`[start] starting the local services on port ${String(config.servicesPort)}`);
  services = spawn(process.execPath, [join(root, 'services', 'server.ts')], {
    stdio: 'inherit',
    env: childEnv({ SERVICES_PORT: String(config.servicesPort) }),
  });
  process.on('exit', stopServices);
  await waitForHealth(`http://127.0.0.1:${String(config.servicesPort)}/health`, services, 120_000);
}

const buildsDir = resolve(process.env.BUILDS_DIR ?? buildsDirFor(root, distDir));
let liveDir = newestCurrentBuild(root, distDir, buildsDir);
if (liveDir === undefined) {
  console.log('[start] building the portal');
  const build = astroBuild(root, process.env.PORTAL_DIST_DIR ? ['--outDir', distDir] : []);
  const result = spawnSync(build.command, build.args, { cwd: root, stdio: 'inherit', env: build.env });
  if (result.status !== 0) {
    stopServices();
    throw new Error('The portal build failed; see the output above.');
  }
  writeStamp(distDir);
  liveDir = distDir;
} else if (liveDir !== distDir) {
  console.log(`[start] serving the newest rebuild, ${liveDir}`);
}

// Server processes (src/runtime/worker.ts) share the port through node:cluster: this process accepts the
// connections and hands each to the live server process. A new build gets a new server process; the old
// one hands over once the new one listens, so no connection is refused and no process ever holds two
// builds (src/runtime/worker.ts says why).
// PORTAL_WORKER_INSPECT=host:port opens the server process's inspector (the memory benchmark reads its heap).
const inspect = process.env.PORTAL_WORKER_INSPECT;
const inspectPort = Number(inspect?.split(':').pop());
// The server processes load the sources stripped of their types here, without Node's stripper (src/runtime/precompiled.ts).
const precompiledDir = mkdtempSync(join(tmpdir(), 'portal-runtime-'));
process.on('exit', () => {
  rmSync(precompiledDir, { recursive: true, force: true });
});
const workerEnv = { [MANIFEST_ENV]: precompileSources([join(root, 'src')], precompiledDir) };
cluster.setupPrimary({
  exec: join(root, 'src', 'runtime', 'worker.ts'),
  execArgv: [
    ...process.execArgv.filter((arg) => !arg.startsWith('--inspect')),
    ...(inspect ? [`--inspect=${inspect}`] : []),
    ...precompiledExecArgv(workerEnv),
  ],
  ...(Number.isInteger(inspectPort) && inspectPort > 0 ? { inspectPort } : {}),
});

let live: { worker: Worker; dir: string } | undefined;
let stopping = false;
/** Gives a server process this long to start serving a build. */
const WORKER_START_MS = 120_000;

function startWorker(dir: string, previous: string | undefined): Promise<Worker> {
  const worker = cluster.fork({ ...workerEnv, PORTAL_WORKER_BUILD: dir, PORTAL_WORKER_PREVIOUS: previous ?? '', PORT: String(config.port), HOST: process.env.HOST ?? '0.0.0.0' });
  worker.on('message', (message: FromWorker) => {
    const answer = (reply: ToWorker): void => {
      if (worker.isConnected()) worker.send(reply);
    };
    if (message.type === 'rebuild') {
      void rebuilder.request(message.reason).then(() => {
        answer({ type: 'rebuilt', id: message.id });
      });
    } else {
      answer({ type: 'status', id: message.id, status: rebuilder.status() });
    }
  });
  return new Promise((ready, fail) => {
    const timer = setTimeout(() => {
      worker.process.kill('SIGKILL');
      fail(new Error(`The server process for ${dir} did not listen within ${String(WORKER_START_MS / 1000)} s`));
    }, WORKER_START_MS);
    worker.once('listening', () => {
      clearTimeout(timer);
      ready(worker);
    });
    worker.once('exit', (code, signal) => {
      clearTimeout(timer);
      fail(new Error(`The server process for ${dir} stopped before listening (code ${String(code)}, signal ${signal})`));
    });
  });
}

/** Serves `dir` from a new server process, then lets the old one hand over. */
async function serve(dir: string): Promise<void> {
  const old = live;
  const worker = await startWorker(dir, old && old.dir !== dir ? old.dir : undefined);
  live = { worker, dir };
  if (old?.worker.isConnected() === true) {
    const message: ToWorker = { type: 'drain' };
    old.worker.send(message);
    // A process that does not finish handing over in time is stopped.
    setTimeout(() => old.worker.process.kill('SIGKILL'), 45_000).unref();
  }
}

// `POST /_api/rebuild` builds into the builds directory and serves the new build from a new process.
const rebuilder = createRebuilder({ root, buildsDir, currentDir: () => live?.dir ?? liveDir, switchTo: serve });

// A server process that stops on its own (a crash) is replaced with the same build.
cluster.on('exit', (worker, code, signal) => {
  if (stopping || worker !== live?.worker) return;
  console.error(`[start] the server process stopped (code ${String(code)}, signal ${signal}); starting another`);
  const dir = live.dir;
  setTimeout(() => {
    serve(dir).catch((error: unknown) => {
      console.error(`[start] ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    });
  }, 1000);
});

await serve(liveDir);
// The public origin: other hosts are redirected to it (src/lib/routing/public-host.ts), so this is the URL to open.
console.log(`[start] the portal is ready: open ${config.baseUrl}`);

function shutdown(code = 0): void {
  stopping = true;
  stopServices();
  for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
  setTimeout(() => process.exit(code), 200).unref();
}
process.on('SIGINT', () => {
  shutdown();
});
process.on('SIGTERM', () => {
  shutdown();
});
services?.on('exit', (code) => {
  if (code !== 0 && code !== null && !stopping) {
    console.error(`[start] the local services stopped (code ${String(code)}); stopping the portal`);
    shutdown(1);
  }
});
