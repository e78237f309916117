import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { LOCALE_CODES } from '../../../src/lib/i18n/locales.ts';
import { MESSAGE_FILES_MODULE, messageFiles } from '../../../src/lib/i18n/message-files.ts';

const I18N_DIR = new URL('../../../i18n', import.meta.url).pathname;
const RESOLVED = `\0${MESSAGE_FILES_MODULE}`;
const fileOf = (code: string): Record<string, string> => JSON.parse(readFileSync(join(I18N_DIR, `${code}.json`), 'utf8')) as Record<string, string>;

interface Emitted {
  readonly fileName: string;
  readonly source: string;
}

/** The plugin's hooks called as Vite calls them, in an environment of `mode` and `consumer`. */
function run(mode: 'build' | 'dev', consumer: 'server' | 'client') {
  const plugin = messageFiles(I18N_DIR);
  const emitted: Emitted[] = [];
  const watched: string[] = [];
  const context = {
    environment: { mode, config: { consumer } },
    emitFile: (file: Emitted) => {
      emitted.push(file);
      return `ref-${String(emitted.length)}`;
    },
    addWatchFile: (path: string) => watched.push(path),
  };
  const resolveId = plugin.resolveId as (this: unknown, id: string) => string | undefined;
  const load = plugin.load as (this: unknown, id: string) => string | undefined;
  const renderChunk = plugin.renderChunk as (this: unknown, code: string, chunk: { fileName: string }) => { code: string } | null;
  return {
    resolved: resolveId.call(context, MESSAGE_FILES_MODULE),
    other: resolveId.call(context, 'virtual:something-else'),
    code: load.call(context, RESOLVED) ?? '',
    notOurs: load.call(context, '/src/x.ts'),
    render: (code: string, fileName: string) => renderChunk.call(context, code, { fileName })?.code,
    emitted,
    watched,
  };
}

describe('the message files module (virtual:portal/message-files)', () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('is answered for its own id only', () => {
    const hooks = run('build', 'server');
    expect(hooks.resolved).toBe(RESOLVED);
    expect(hooks.other).toBeUndefined();
    expect(hooks.notOurs).toBeUndefined();
  });

  it('in the server build, writes each language beside the chunks and reads it from there: no message is module source', async () => {
    const hooks = run('build', 'server');
    expect(hooks.emitted.map((file) => file.fileName).sort()).toEqual(LOCALE_CODES.map((code) => `i18n/${code}.json`).sort());
    expect(hooks.watched).toHaveLength(LOCALE_CODES.length);
    const chunkName = 'chunks/messages_a1b2.mjs';
    const code = hooks.render(hooks.code, chunkName) ?? '';
    expect(code).toContain('read("../i18n/de.json")');
    expect(code).not.toContain('__PORTAL_MESSAGE_FILE_');
    const english = fileOf('en');
    for (const message of Object.values(english).slice(0, 50)) expect(code).not.toContain(JSON.stringify(message));

    // The build's layout on disk, then the chunk loaded as the server loads it.
    const out = mkdtempSync(join(tmpdir(), 'message-files-'));
    dirs.push(out);
    for (const file of hooks.emitted) {
      mkdirSync(dirname(join(out, file.fileName)), { recursive: true });
      writeFileSync(join(out, file.fileName), file.source);
    }
    mkdirSync(join(out, 'chunks'));
    writeFileSync(join(out, chunkName), code);
    const loaded = (await import(pathToFileURL(join(out, chunkName)).href) as { default: Record<string, Record<string, string>> }).default;
    expect(Object.keys(loaded).sort()).toEqual([...LOCALE_CODES].sort());
    for (const code of LOCALE_CODES) expect(loaded[code], code).toEqual(fileOf(code));
  });

  it('a chunk at the root of the build reads the files by a path of its own', () => {
    const hooks = run('build', 'server');
    expect(hooks.render(hooks.code, 'entry.mjs')).toContain('read("./i18n/sk.json")');
  });

  it('leaves other chunks alone', () => {
    expect(run('build', 'server').render('export const a = 1;', 'chunks/other.mjs')).toBeUndefined();
  });

  it('in the dev server, the tests and a client build, imports the files as JSON modules and emits nothing', () => {
    for (const hooks of [run('dev', 'server'), run('build', 'client')]) {
      expect(hooks.emitted).toEqual([]);
      for (const code of LOCALE_CODES) expect(hooks.code).toContain(JSON.stringify(join(I18N_DIR, `${code}.json`)));
      expect(hooks.code).toMatch(/export default \{ "bg": m0, /);
    }
  });
});
