/**
 * The upstream context of a request is built once, by the request-context middleware (`locals.apiContext`,
 * src/middleware/request-context.ts): pages, components and endpoints take it from there instead of building their
 * own `{ requestHeaders, requestLog }` (issue 21 item 2).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..', '..', '..', 'src');
/** Where the context is defined and built. */
const ALLOWED = new Set(['lib/apis/client.ts', 'middleware/request-context.ts']);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.(ts|tsx|astro)$/.test(entry.name) ? [path] : [];
  });
}

describe('the request context', () => {
  it('is built by the middleware only', () => {
    const builders = sources(SRC)
      .map((path) => relative(SRC, path))
      .filter((path) => !ALLOWED.has(path) && /requestHeaders:\s*[\w.]*request\.headers/.test(readFileSync(join(SRC, path), 'utf8')));
    expect(builders).toEqual([]);
  });
});
