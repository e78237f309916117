/**
 * Which build a starting portal serves. `npm start` builds into `dist/` (or PORTAL_DIST_DIR); content
 * webhooks build into fresh directories beside it (src/runtime/rebuild.ts). Each finished build carries a
 * stamp: the hash of the settings it was built with. After a restart the portal serves the newest
 * build that is still current (same settings, built after the last change to the sources), so a
 * publication that was rebuilt before the restart stays live; when none is current it builds again.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { baseUrlFrom } from '../lib/config.ts';

export const BUILD_STAMP = '.build-stamp';

/**
 * What a build is made from: a change to any of these makes older builds stale. The local services' seeds count
 * too: the services load a changed seed when they start, without the webhook an editor's publication sends. The
 * content seed is its folder; the records' and entities' seed is `services/seed/seed.ts`, whose SEED_VERSION changes
 * with every change to that seed (its folder holds thousands of images, which every start would otherwise walk).
 */
const SOURCES = ['src', 'i18n', 'public', 'astro.config.ts', 'package-lock.json', 'services/content/seed', 'services/seed/seed.ts'];

/**
 * Settings read at build time: a build made with other values is not current. The public origin counts
 * as resolved (src/lib/config.ts baseUrlFrom): unset, it follows PORT.
 */
const BUILD_SETTINGS = [
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

export function settingsHash(env: NodeJS.ProcessEnv = process.env): string {
  const values = [`PORTAL_BASE_URL=${baseUrlFrom(env)}`, ...BUILD_SETTINGS.map((name) => `${name}=${env[name] ?? ''}`)].join('\n');
  return createHash('sha256').update(values).digest('hex');
}

/** Marks a finished build as made with the current settings, now. */
export function writeStamp(dir: string, env: NodeJS.ProcessEnv = process.env): void {
  writeFileSync(join(dir, BUILD_STAMP), settingsHash(env));
}

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** When the build in `dir` was stamped, or undefined when it is not a complete, current build. */
function currentSince(dir: string, sourcesChanged: number, hash: string): number | undefined {
  const stamp = join(dir, BUILD_STAMP);
  if (!existsSync(stamp) || !existsSync(join(dir, 'server', 'entry.mjs'))) return undefined;
  if (readFileSync(stamp, 'utf8').trim() !== hash) return undefined;
  const built = statSync(stamp).mtimeMs;
  return sourcesChanged <= built ? built : undefined;
}

/**
 * Where the rebuilds of a portal serving `distDir` go: a directory of their own per build directory,
 * so that portals with different build directories on one machine never prune each other's builds.
 */
export function buildsDirFor(root: string, distDir: string): string {
  const name = relative(root, resolve(distDir)).replace(/[^A-Za-z0-9._-]+/g, '_') || 'dist';
  return join(root, '.builds', name);
}

/** The newest current build among `distDir` and the rebuilds in `buildsDir`, if any. */
export function newestCurrentBuild(root: string, distDir: string, buildsDir: string, env: NodeJS.ProcessEnv = process.env): string | undefined {
  const sourcesChanged = Math.max(...SOURCES.map((s) => newestMtime(join(root, s))));
  const hash = settingsHash(env);
  const rebuilds = existsSync(buildsDir) ? readdirSync(buildsDir).map((name) => join(buildsDir, name)) : [];
  let best: { dir: string; built: number } | undefined;
  for (const dir of [distDir, ...rebuilds]) {
    const built = currentSince(dir, sourcesChanged, hash);
    if (built !== undefined && (best === undefined || built > best.built)) best = { dir, built };
  }
  return best?.dir;
}
