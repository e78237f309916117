import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildKey } from '../../../src/runtime/build-key.ts';
import { astroBuild } from '../../../src/runtime/build.ts';

/**
 * Every build gets the same server-island key (src/runtime/build-key.ts): a page of one build must be able to ask
 * its server island of a server running the next one.
 */
describe('the server islands\' key of a build', () => {
  const dirs: string[] = [];
  const tempRoot = (): string => {
    const dir = mkdtempSync(join(tmpdir(), 'build-key-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('is made once, as Astro reads it (32 bytes in base64), kept in the data directory for the owner only, and reused', () => {
    const root = tempRoot();
    const first = buildKey({ PORTAL_DATA_DIR: 'data' }, root);
    expect(Buffer.from(first, 'base64')).toHaveLength(32);
    const file = join(root, 'data', 'astro-key');
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(buildKey({ PORTAL_DATA_DIR: 'data' }, root)).toBe(first);
  });

  it('takes the operator\'s ASTRO_KEY (the same on every node) before the kept one', () => {
    const root = tempRoot();
    const kept = buildKey({}, root);
    const operator = Buffer.alloc(32, 7).toString('base64');
    expect(buildKey({ ASTRO_KEY: operator }, root)).toBe(operator);
    expect(buildKey({}, root)).toBe(kept);
  });

  it('replaces a kept file that is not a key', () => {
    const root = tempRoot();
    buildKey({}, root);
    writeFileSync(join(root, '.data', 'astro-key'), 'not a key\n');
    const made = buildKey({}, root);
    expect(made).not.toBe('not a key');
    expect(Buffer.from(made, 'base64')).toHaveLength(32);
  });

  it('is given to every astro build the portal starts', () => {
    const root = tempRoot();
    const build = astroBuild(root, ['--outDir', 'x']);
    expect(build.args.slice(-3)).toEqual(['build', '--outDir', 'x']);
    expect(build.env.ASTRO_KEY).toBe(buildKey(process.env, root));
  });
});
