/**
 * The server processes run the portal's TypeScript without Node's type stripper in them. Node strips the types of a
 * `.ts` module with amaro (SWC compiled to WebAssembly), which it loads into the process at the first `.ts` import
 * and keeps for good: its 3.8 MB of JavaScript, a WebAssembly instance and its compiled code, about 16 MB of RSS
 * measured in an otherwise empty process (BENCHMARKS.md "The long tail", seventh session) — in every server process,
 * whose budget is 200 MB.
 *
 * So the supervisor (src/runtime/start.ts), which runs TypeScript anyway, strips the types of the sources once with
 * the same stripper (the `amaro` package: what Node runs, in strip-only mode, which replaces each type with blanks so
 * that every line and column stays where it was) and writes the results and a manifest to a directory of its own. A
 * server process starts with ./precompiled-hooks.mjs, whose module hook answers a `.ts` module with its stripped text
 * when the file is still the one stripped (size and modification time), under the module's own URL
 * (`import.meta.url`, `import.meta.dirname` and stack traces are the source file's). Anything else (a file changed
 * since, one that is not in the manifest) goes to Node as before: slower to load and heavier, never wrong.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

/** One stripped module of the manifest, by the source file's URL. */
export interface PrecompiledModule {
  /** The stripped JavaScript's file. */
  readonly js: string;
  /** The source file as it was stripped. */
  readonly size: number;
  readonly mtimeMs: number;
}

export type PrecompiledManifest = Readonly<Record<string, PrecompiledModule>>;

/** The environment variable that names the manifest for ./precompiled-hooks.mjs. */
export const MANIFEST_ENV = 'PORTAL_PRECOMPILED_MANIFEST';

/** The module hooks a server process is started with (`--import`). */
export const PRECOMPILED_HOOKS = pathToFileURL(join(import.meta.dirname, 'precompiled-hooks.mjs')).href;

/** The arguments a server process (or a child of one) starts with: the hooks, when its environment names a manifest. */
export function precompiledExecArgv(env: NodeJS.ProcessEnv = process.env): string[] {
  return env[MANIFEST_ENV] ? ['--import', PRECOMPILED_HOOKS] : [];
}

type Stripper = (code: string, options: { mode: 'strip-only' }) => { code: string };

/** The stripper, loaded only where sources are stripped (a server process imports this module for the above). */
function loadStripper(): Stripper {
  return (createRequire(import.meta.url)('amaro') as { transformSync: Stripper }).transformSync;
}

/** The `.ts` modules below `dir` (type declarations and tests have no code to run). */
function typescriptFiles(dir: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...typescriptFiles(path));
    else if (entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts')) files.push(path);
  }
  return files;
}

/**
 * Strips the types of every `.ts` module below `sources` into `outDir` (made if missing, readable by its owner only)
 * and writes its manifest; returns the manifest's path. A module the stripper refuses (syntax that needs more than
 * erasing) is left out: Node refuses it too when it loads it, with its own message.
 */
export function precompileSources(sources: readonly string[], outDir: string): string {
  mkdirSync(outDir, { recursive: true, mode: 0o700 });
  const manifest: Record<string, PrecompiledModule> = {};
  const strip = loadStripper();
  for (const file of sources.flatMap((dir) => typescriptFiles(dir))) {
    const { size, mtimeMs } = statSync(file);
    let code: string;
    try {
      ({ code } = strip(readFileSync(file, 'utf8'), { mode: 'strip-only' }));
    } catch {
      continue;
    }
    const js = join(outDir, `${createHash('sha1').update(file).digest('hex')}.js`);
    writeFileSync(js, code);
    manifest[pathToFileURL(file).href] = { js, size, mtimeMs };
  }
  const path = join(outDir, 'manifest.json');
  writeFileSync(path, JSON.stringify(manifest));
  return path;
}
