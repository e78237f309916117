/**
 * The message files (`i18n/*.json`) as one module, `virtual:portal/message-files`: a language code → its messages.
 *
 * Built for the server, the files are emitted beside the server's chunks (`i18n/{code}.json`) and read from there
 * when the module loads: a module's source stays in memory for as long as the process runs (V8 keeps it to compile
 * its functions lazily), and the 25 languages inlined as an object literal were 1.3 MB of source held as 2.4 MB
 * (two bytes a character once one message is in Cyrillic or Greek) — about 5 MB of every server process's RSS,
 * measured, against 2 MB for the same messages parsed from their files (docs/decisions/0014-on-demand-render-cost.md,
 * ninth session). In the dev server and the tests, and anywhere else, the files are imported as Vite's JSON modules.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import type { Plugin } from 'vite';

/** The module's id. */
export const MESSAGE_FILES_MODULE = 'virtual:portal/message-files';
const RESOLVED_ID = `\0${MESSAGE_FILES_MODULE}`;
const MESSAGE_FILE = /^([a-z]{2})\.json$/;
/** Where a language's file is written in the server's build. */
const emittedName = (code: string): string => `i18n/${code}.json`;
/** The mark a language file's address is until the chunk that reads it has its place (`renderChunk`). */
const MARK_PREFIX = '__PORTAL_MESSAGE_FILE_';
const addressMark = (code: string): string => `${MARK_PREFIX}${code}__`;
const ADDRESS_MARK = new RegExp(`${MARK_PREFIX}([a-z]{2})__`, 'g');

/** The address of a language's file from the chunk `chunkFile` that reads it, for `new URL(address, import.meta.url)`. */
function addressFrom(chunkFile: string, code: string): string {
  const path = posix.relative(posix.dirname(chunkFile), emittedName(code));
  return path.startsWith('.') ? path : `./${path}`;
}

/** The message files of `dir` by language code, in code order. */
function messageFilesIn(dir: string): { readonly code: string; readonly path: string }[] {
  return readdirSync(dir)
    .map((name) => ({ code: MESSAGE_FILE.exec(name)?.[1], path: join(dir, name) }))
    .filter((file): file is { code: string; path: string } => file.code !== undefined)
    .sort((a, b) => a.code.localeCompare(b.code));
}

/** The Vite plugin that answers `virtual:portal/message-files` from the message files in `dir`. */
export function messageFiles(dir: string): Plugin {
  return {
    name: 'portal-message-files',
    resolveId(id) {
      return id === MESSAGE_FILES_MODULE ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const files = messageFilesIn(dir);
      for (const file of files) this.addWatchFile(file.path);
      if (this.environment.mode !== 'build' || this.environment.config.consumer !== 'server') {
        const imports = files.map((file, i) => `import m${String(i)} from ${JSON.stringify(file.path)};`);
        const entries = files.map((file, i) => `${JSON.stringify(file.code)}: m${String(i)}`);
        return `${imports.join('\n')}\nexport default { ${entries.join(', ')} };\n`;
      }
      const entries = files.map((file) => {
        // Parsed and written again: a file that is not JSON fails the build, not the first request.
        const source = JSON.stringify(JSON.parse(readFileSync(file.path, 'utf8')) as unknown);
        this.emitFile({ type: 'asset', fileName: emittedName(file.code), source });
        return `${JSON.stringify(file.code)}: read(${JSON.stringify(addressMark(file.code))})`;
      });
      return [
        `import { readFileSync } from 'node:fs';`,
        `const read = (path) => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8'));`,
        `export default { ${entries.join(', ')} };`,
        '',
      ].join('\n');
    },
    renderChunk(code, chunk) {
      if (!code.includes(MARK_PREFIX)) return null;
      // Relative to the chunk (Vite would make `import.meta.ROLLUP_FILE_URL_` an address under the site's base).
      return { code: code.replace(ADDRESS_MARK, (_, language: string) => addressFrom(chunk.fileName, language)), map: null };
    },
  };
}
