/**
 * The server's build as a server process holds it (docs/decisions/0014-on-demand-render-cost.md, ninth session): a
 * module's source stays in memory for the process's life, one byte a character only while no character is above
 * U+00FF, and the message files are read from the build, not inlined as source. Needs a build (`npm run build`
 * first; PORTAL_DIST_DIR), as the other integration tests.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALE_CODES } from '../../src/lib/i18n/locales.ts';

const dist = resolve(process.env.PORTAL_DIST_DIR ?? 'dist');
const server = join(dist, 'server');

function chunks(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? chunks(join(dir, entry.name)) : entry.name.endsWith('.mjs') ? [join(dir, entry.name)] : [],
  );
}

describe(`the server build (${dist})`, () => {
  if (!existsSync(join(server, 'entry.mjs'))) throw new Error(`No portal build in ${dist}: run \`npm run build\` first.`);
  const files = chunks(server).map((path) => ({ path: relative(dist, path), text: readFileSync(path, 'utf8') }));

  it('has every chunk one byte a character: no character above U+00FF, in code, strings, comments or markup', () => {
    expect(files.length).toBeGreaterThan(20);
    const wide = files.flatMap(({ path, text }) => {
      const found = /[^\u0000-\u00ff]/u.exec(text);
      return found ? [`${path}: "${found[0]}" in …${text.slice(Math.max(0, found.index - 40), found.index + 20)}…`] : [];
    });
    expect(wide).toEqual([]);
  });

  it('reads the 25 message files beside its chunks; no message is module source', () => {
    expect(readdirSync(join(server, 'i18n')).sort()).toEqual(LOCALE_CODES.map((code) => `${code}.json`).sort());
    const english = JSON.parse(readFileSync(join(server, 'i18n', 'en.json'), 'utf8')) as Record<string, string>;
    const german = JSON.parse(readFileSync(join(server, 'i18n', 'de.json'), 'utf8')) as Record<string, string>;
    const samples = [english['site.tagline'], german['site.tagline'], german['search.pagination']].filter((text): text is string => text !== undefined);
    expect(samples).toHaveLength(3);
    for (const { path, text } of files) for (const sample of samples) expect(text.includes(sample), `${path} holds "${sample}"`).toBe(false);
  });
});
