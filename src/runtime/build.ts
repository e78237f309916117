/**
 * `npm run build`: `astro build` with the deploy build's memory setting (./runtime-tuning.ts `buildFlags`), the
 * same the rebuild (./rebuild.ts) gives its child. Arguments go to `astro build` (`npm run build -- --outDir x`).
 */
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { buildKey } from './build-key.ts';
import { buildFlags, childEnv } from './runtime-tuning.ts';

/** Astro's command line in a project. */
export function astroBin(root: string): string {
  return join(root, 'node_modules', 'astro', 'bin', 'astro.mjs');
}

/**
 * The `astro build` child process of every build the portal makes (`npm run build`, the first `npm start`, a full
 * rebuild): the deploy build's memory setting, the server islands' key shared by every build (./build-key.ts), no
 * telemetry. `args` go to `astro build`.
 */
export function astroBuild(root: string, args: readonly string[] = []): { readonly command: string; readonly args: string[]; readonly env: NodeJS.ProcessEnv } {
  return {
    command: process.execPath,
    args: [...buildFlags(), astroBin(root), 'build', ...args],
    env: childEnv({ ASTRO_TELEMETRY_DISABLED: '1', ASTRO_KEY: buildKey(process.env, root) }),
  };
}

if (import.meta.main) {
  const root = resolve(import.meta.dirname, '..', '..');
  const build = astroBuild(root, process.argv.slice(2));
  const result = spawnSync(build.command, build.args, { cwd: root, env: build.env, stdio: 'inherit' });
  process.exit(result.status ?? 1);
}
