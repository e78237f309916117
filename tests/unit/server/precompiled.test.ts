import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { MANIFEST_ENV, precompileSources, precompiledExecArgv, type PrecompiledManifest } from '../../../src/runtime/precompiled.ts';

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/** A directory of the test's own, removed afterwards. */
function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  made.push(dir);
  return dir;
}

/** A small source tree: an entry that imports a module, reports how it was loaded, and throws at a known line. */
function sources(): { dir: string; entry: string; helper: string } {
  const dir = tempDir('precompiled-');
  mkdirSync(join(dir, 'src', 'lib'), { recursive: true });
  const helper = join(dir, 'src', 'lib', 'helper.ts');
  writeFileSync(helper, `export interface Greeting { readonly text: string }\nexport const greeting: Greeting = { text: 'stripped' };\n`);
  const entry = join(dir, 'src', 'entry.ts');
  writeFileSync(
    entry,
    `import { greeting, type Greeting } from './lib/helper.ts';
const seen: Greeting = greeting;
let line: number | undefined;
try {
  throw new Error('here');
} catch (error) {
  line = Number(/entry\\.ts:(\\d+)/.exec((error as Error).stack ?? '')?.[1]);
}
console.log(JSON.stringify({ text: seen.text, url: import.meta.url, line, stripper: process.moduleLoadList.some((name) => name.includes('amaro')) }));
`,
  );
  // Not erasable (an enum needs code): the stripper refuses it, so it is left to Node.
  writeFileSync(join(dir, 'src', 'lib', 'colour.ts'), `export enum Colour { Red }\n`);
  return { dir, entry, helper };
}

function run(entry: string, manifest: string | undefined): { text: string; url: string; line: number; stripper: boolean } {
  const env = { ...process.env, [MANIFEST_ENV]: manifest ?? '' };
  const result = spawnSync(process.execPath, [...precompiledExecArgv(env), entry], { encoding: 'utf8', env });
  expect(result.status, result.stderr).toBe(0);
  return JSON.parse(result.stdout) as ReturnType<typeof run>;
}

describe('server processes without Node’s type stripper (src/runtime/precompiled.ts)', () => {
  it('strips every module once; a process started with the hooks runs them without loading the stripper', () => {
    const { dir, entry, helper } = sources();
    const manifestPath = precompileSources([join(dir, 'src')], join(dir, 'out'));
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as PrecompiledManifest;
    expect(Object.keys(manifest).sort()).toEqual([pathToFileURL(entry).href, pathToFileURL(helper).href]);

    const seen = run(entry, manifestPath);
    // The module is the source file (its URL), its lines where they are in the source, and Node's stripper never loaded.
    expect(seen).toEqual({ text: 'stripped', url: pathToFileURL(entry).href, line: 5, stripper: false });
    // Without the manifest Node strips the types itself: the same answers, with the stripper in the process.
    expect(run(entry, undefined)).toEqual({ ...seen, stripper: true });
    expect(precompiledExecArgv({})).toEqual([]);
  });

  it('a source changed since it was stripped is loaded from the source, not from its old stripped text', () => {
    const { dir, entry, helper } = sources();
    const manifestPath = precompileSources([join(dir, 'src')], join(dir, 'out'));
    writeFileSync(helper, `export interface Greeting { readonly text: string }\nexport const greeting: Greeting = { text: 'edited' };\n`);
    // Same size would not be enough: the modification time differs too.
    utimesSync(helper, new Date(), new Date(Date.now() + 5000));
    const seen = run(entry, manifestPath);
    expect(seen.text).toBe('edited');
    expect(seen.stripper).toBe(true);
  });

  it('covers every module of a server process and of the sitemap walker (all in src/, all erasable)', () => {
    const src = resolve(import.meta.dirname, '../../../src');
    const dir = tempDir('precompiled-src-');
    const env = { ...process.env, [MANIFEST_ENV]: precompileSources([src], join(dir, 'out')) };
    // Imported, not run (`import.meta.main` is false): their whole module graphs load and nothing starts.
    const probe = join(dir, 'probe.mjs');
    writeFileSync(
      probe,
      `await import(${JSON.stringify(pathToFileURL(join(src, 'runtime', 'worker.ts')).href)});
await import(${JSON.stringify(pathToFileURL(join(src, 'runtime', 'sitemap-walker.ts')).href)});
console.log(JSON.stringify(process.moduleLoadList.filter((name) => name.includes('amaro'))));
process.exit(0);
`,
    );
    const result = spawnSync(process.execPath, [...precompiledExecArgv(env), probe], { encoding: 'utf8', env, timeout: 60_000 });
    expect(result.status, result.stderr).toBe(0);
    // A module outside src/, or one the stripper refused, would have brought Node's stripper in.
    expect(JSON.parse(result.stdout)).toEqual([]);
  });
});
