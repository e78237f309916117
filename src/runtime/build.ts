/**
 * `npm run build`: `astro build` with the deploy build's memory setting (./runtime-tuning.ts `buildFlags`), the
 * same the rebuild (./rebuild.ts) gives its child. Arguments go to `astro build` (`npm run build -- --outDir x`).
 */
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { buildFlags } from './runtime-tuning.ts';

/** Astro's command line in a project. */
export function astroBin(root: string): string {
  return join(root, 'node_modules', 'astro', 'bin', 'astro.mjs');
}

if (import.meta.main) {
  const root = resolve(import.meta.dirname, '..', '..');
  const result = spawnSync(process.execPath, [...buildFlags(), astroBin(root), 'build', ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
  process.exit(result.status ?? 1);
}
