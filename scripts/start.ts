/**
 * `npm start`: starts the local services when no upstream service is configured and waits until
 * they are healthy, builds the portal when the build is missing or older than the sources, then
 * serves it on PORT (default 4321). Stopping it stops the services too.
 */
import './tuned.ts';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { readConfig } from '../src/lib/config.ts';
import { buildsDirFor, newestCurrentBuild, writeStamp } from './build-stamp.ts';
import { createRebuilder } from './rebuild.ts';
import { childEnv } from './runtime-tuning.ts';
import { createPortalServer, loadBuild } from './serve.ts';

const root = resolve(import.meta.dirname, '..');
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

const config = readConfig();
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
  const result = spawnSync(process.execPath, [join(root, 'node_modules', 'astro', 'bin', 'astro.mjs'), 'build', ...(process.env.PORTAL_DIST_DIR ? ['--outDir', distDir] : [])], {
    cwd: root,
    stdio: 'inherit',
    env: childEnv({ ASTRO_TELEMETRY_DISABLED: '1' }),
  });
  if (result.status !== 0) {
    stopServices();
    throw new Error('The portal build failed; see the output above.');
  }
  writeStamp(distDir);
  liveDir = distDir;
} else if (liveDir !== distDir) {
  console.log(`[start] serving the newest rebuild, ${liveDir}`);
}

const portal = createPortalServer(await loadBuild(liveDir));
// `POST /_api/rebuild` builds into the builds directory and switches this server to the new build.
createRebuilder({ root, portal, load: loadBuild, buildsDir });
const host = process.env.HOST ?? '0.0.0.0';
portal.server.listen(config.port, host, () => {
  console.log(`[start] the portal is ready on http://localhost:${String(config.port)}`);
});

function shutdown(): void {
  stopServices();
  void portal.close().then(() => process.exit(0));
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
services?.on('exit', (code) => {
  if (code !== 0 && code !== null) {
    console.error(`[start] the local services stopped (code ${String(code)}); stopping the portal`);
    void portal.close().then(() => process.exit(1));
  }
});
