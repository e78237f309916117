import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Where code lives and which way imports run (docs/decisions/0013-browser-code-home.md, issue 21 item 3).
 * Browser code has one home, src/islands/<domain>/: React islands where a component needs state, and the small
 * behaviours (consent, toasts, header, progress bar, session, debug panel, editor tools…) as plain modules beside
 * them; a component's own `<script>` holds the rest. src/lib is code the server runs (or both sides share), the
 * bottom layer: it imports no UI. Islands import only islands and src/lib, never a route, layout or component.
 */
const root = join(import.meta.dirname, '..', '..', '..');
const src = join(root, 'src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mts|astro)$/.test(entry.name) ? [path] : [];
  });
}

/** Every relative module a source file imports (static, type-only, re-exports and dynamic `import()`), resolved. */
function relativeImports(file: string, source: string): string[] {
  const specifiers = [...source.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"](\.{1,2}\/[^'"]+)['"]/g)].map((m) => m[1] ?? '');
  return specifiers.map((specifier) => resolve(dirname(file), specifier));
}

/** The top-level folder of src/ a path is in (`lib`, `islands`, `pages`…), or undefined outside src/. */
function area(path: string): string | undefined {
  const rel = relative(src, path);
  if (rel.startsWith('..')) return undefined;
  return rel.split(sep)[0];
}

/** `file: specifier` for each import of a file in `from` that lands in one of `forbidden`. */
function importsInto(files: readonly string[], forbidden: readonly string[]): string[] {
  return files.flatMap((file) =>
    relativeImports(file, readFileSync(file, 'utf8'))
      .filter((target) => forbidden.includes(area(target) ?? ''))
      .map((target) => `${relative(root, file)} → ${relative(root, target)}`),
  );
}

/** The modules the client `<script>`s of the .astro files import (not `is:inline`, not JSON-LD and other data). */
function clientScriptImports(): { file: string; target: string }[] {
  return sourceFiles(src)
    .filter((file) => file.endsWith('.astro'))
    .flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/<script(?![^>]*\bis:inline)(?![^>]*\btype=)[^>]*>([\s\S]*?)<\/script>/g)].flatMap((m) =>
        relativeImports(file, m[1] ?? '').map((target) => ({ file, target })),
      ),
    );
}

/** The relative modules a file loads at run time: its imports without `import type` / `export type` ones. */
function valueImports(file: string, source: string): string[] {
  const withoutTypes = source.replace(/\b(?:import|export)\s+type\s+[^;]*?\bfrom\s*['"][^'"]+['"]/g, '');
  return relativeImports(file, withoutTypes);
}

/**
 * Every module the browser loads from the islands and the components' `<script>`s, followed through their imports
 * (value imports only), with the first chain that reached it.
 */
function browserModules(): Map<string, string> {
  const reached = new Map<string, string>();
  const queue: { file: string; chain: string }[] = [
    ...sourceFiles(join(src, 'islands')).map((file) => ({ file, chain: relative(root, file) })),
    ...clientScriptImports().map(({ file, target }) => ({ file: target, chain: `${relative(root, file)} <script> → ${relative(root, target)}` })),
  ];
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    if (reached.has(next.file) || !existsSync(next.file)) continue;
    reached.set(next.file, next.chain);
    for (const target of valueImports(next.file, readFileSync(next.file, 'utf8'))) {
      queue.push({ file: target, chain: `${next.chain} → ${relative(root, target)}` });
    }
  }
  return reached;
}

describe('browser code in one home', () => {
  it("the browser loads no server module: nothing it reaches imports Node's built-ins or the upstream API clients", () => {
    // The gallery editor once took a pure helper from the server's gallery module, which brought the Set API client,
    // the session and zod into its bundle; a Buffer made as one of them loaded stopped the island (decision 0013).
    const server = [...browserModules()]
      .filter(([file]) => /\bfrom\s*['"]node:/.test(readFileSync(file, 'utf8')) || relative(src, file).startsWith(join('lib', 'apis')))
      .map(([, chain]) => chain);
    expect(server).toEqual([]);
    // The walk follows imports: the islands' shared module is reached from every island.
    expect([...browserModules().keys()].map((file) => relative(src, file))).toEqual(expect.arrayContaining([join('islands', 'shared', 'api.ts'), join('lib', 'sets', 'order.ts')]));
  });

  it('has no second tree: src/scripts and src/stores are gone', () => {
    expect(['scripts', 'stores'].filter((dir) => existsSync(join(src, dir)))).toEqual([]);
  });

  it('src/lib imports nothing of the UI (islands, components, layouts, pages, endpoints, middleware)', () => {
    expect(importsInto(sourceFiles(join(src, 'lib')), ['islands', 'components', 'layouts', 'pages', 'api', 'middleware'])).toEqual([]);
  });

  it('islands import only islands and src/lib: nothing upward (pages, layouts, components, endpoints, middleware, runtime)', () => {
    expect(importsInto(sourceFiles(join(src, 'islands')), ['pages', 'layouts', 'components', 'api', 'middleware', 'runtime'])).toEqual([]);
  });

  it("a component's <script> imports its browser modules from src/islands (shared pure rules from src/lib)", () => {
    const elsewhere = clientScriptImports()
      .filter(({ target }) => !['islands', 'lib'].includes(area(target) ?? ''))
      .map(({ file, target }) => `${relative(root, file)} → ${relative(root, target)}`);
    expect(elsewhere).toEqual([]);
    // The scan finds the scripts it guards (the Default layout's chrome, the header's sign-in state…).
    expect(clientScriptImports().map(({ target }) => relative(src, target))).toEqual(
      expect.arrayContaining([join('islands', 'site', 'chrome.ts'), join('islands', 'auth', 'header-auth.ts')]),
    );
  });

  it('finds imports of every form', () => {
    const file = join(src, 'lib', 'x', 'a.ts');
    const source = [
      "import { a } from '../../islands/a.ts';",
      "import type { B } from '../../components/b.ts';",
      "export { c } from './c.ts';",
      "import './d.ts';",
      "const e = await import('../../pages/e.ts');",
      'import {\n  f,\n} from "../f.ts";',
      "import { g } from 'package';",
    ].join('\n');
    expect(relativeImports(file, source).map((target) => relative(src, target))).toEqual(
      [['islands', 'a.ts'], ['components', 'b.ts'], ['lib', 'x', 'c.ts'], ['lib', 'x', 'd.ts'], ['pages', 'e.ts'], ['lib', 'f.ts']].map((parts) => join(...parts)),
    );
  });
});
