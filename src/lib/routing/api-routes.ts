import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/**
 * The portal's own endpoints live in `src/api/` and are served under `/_api/`. Astro ignores
 * files and folders whose names start with `_` in `src/pages/`, so `src/pages/_api/` cannot
 * hold them (docs/decisions/0001-api-routes.md); an integration injects these routes instead.
 *
 * @example apiRoutes('/repo/src/api') // [{ pattern: '/_api/health', entrypoint: '/repo/src/api/health.ts' }]
 */
export function apiRoutes(dir: string): { pattern: string; entrypoint: string }[] {
  const routes: { pattern: string; entrypoint: string }[] = [];
  const walk = (current: string): void => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const path = join(current, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.ts')) {
        const route = relative(dir, path).split(sep).join('/').replace(/\.ts$/, '').replace(/\/index$/, '');
        routes.push({ pattern: `/_api/${route}`, entrypoint: path });
      }
    }
  };
  walk(dir);
  return routes.sort((a, b) => a.pattern.localeCompare(b.pattern));
}
