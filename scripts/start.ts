/**
 * `npm start`: starts the local services when no upstream service is configured and waits until
 * they are healthy, builds the portal when the build is missing or older than the sources, then
 * serves it on PORT (default 4321). Stopping it stops the services too.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { readConfig } from '../src/lib/config.ts';
import { createRebuilder } from './rebuild.ts';
import { createPortalServer, loadBuild } from './serve.ts';

const root = resolve(import.meta.dirname, '..');
const distDir = resolve(process.env.PORTAL_DIST_DIR ?? join(root, 'dist'));
const stamp = join(distDir, '.build-stamp');
const SOURCES = ['src', 'i18n', 'public', 'astro.config.ts', 'package-lock.json'];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** Settings read at build time: a build made with other values is not current. */
const BUILD_SETTINGS = [
  'PORTAL_BASE_URL',
  'FEATURE_FEEDBACK',
  'NOTIFICATION_BANNER',
  'NEW_FEATURE_NOTICE',
  'TECHNICAL_PARTNERS',
  'SERVICES_PORT',
  'CTF_GRAPHQL_ORIGIN',
  'CTF_SPACE_ID',
  'CTF_ENVIRONMENT_ID',
  'CTF_CDA_ACCESS_TOKEN',
];

function settingsHash(): string {
  const values = BUILD_SETTINGS.map((name) => `${name}=${process.env[name] ?? ''}`).join('\n');
  return createHash('sha256').update(values).digest('hex');
}

function buildIsCurrent(): boolean {
  if (!existsSync(stamp) || !existsSync(join(distDir, 'server', 'entry.mjs'))) return false;
  if (readFileSync(stamp, 'utf8').trim() !== settingsHash()) return false;
  const built = statSync(stamp).mtimeMs;
  return SOURCES.every((s) => newestMtime(join(root, s)) <= built);
}

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
    env: { ...process.env, SERVICES_PORT: String(config.servicesPort) },
  });
  process.on('exit', stopServices);
  await waitForHealth(`http://127.0.0.1:${String(config.servicesPort)}/health`, services, 120_000);
}

if (!buildIsCurrent()) {
  console.log('[start] building the portal');
  const result = spawnSync(process.execPath, [join(root, 'node_modules', 'astro', 'bin', 'astro.mjs'), 'build', ...(process.env.PORTAL_DIST_DIR ? ['--outDir', distDir] : [])], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) {
    stopServices();
    throw new Error('The portal build failed; see the output above.');
  }
  writeFileSync(stamp, settingsHash());
}

const portal = createPortalServer(await loadBuild(distDir));
// `POST /_api/rebuild` builds into `.builds/` and switches this server to the new build.
createRebuilder({ root, portal, load: loadBuild });
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
