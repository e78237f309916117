import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

const tuned = pathToFileURL(resolve(import.meta.dirname, '../../../src/runtime/tuned.ts')).href;
const tuning = pathToFileURL(resolve(import.meta.dirname, '../../../src/runtime/runtime-tuning.ts')).href;

/** Runs a script that imports the tuning first, as src/runtime/start.ts does, and reports what it runs with. */
function run(env: Record<string, string> = {}): { pid: number; ppid: number; execArgv: string[]; arena: string | null; child: Record<string, string | null> } {
  const dir = mkdtempSync(join(tmpdir(), 'tuning-'));
  const script = join(dir, 'entry.ts');
  writeFileSync(script, `import '${tuned}';
import { childEnv } from '${tuning}';
const child = childEnv({ EXTRA: 'x' });
console.log(JSON.stringify({ pid: process.pid, ppid: process.ppid, execArgv: process.execArgv, arena: process.env.MALLOC_ARENA_MAX ?? null,
  child: { arena: child.MALLOC_ARENA_MAX ?? null, mark: child.PORTAL_RUNTIME_TUNED ?? null, extra: child.EXTRA ?? null } }));
`);
  const result = spawnSync(process.execPath, [script], { encoding: 'utf8', env: { ...process.env, PORTAL_RUNTIME_TUNED: '', PORTAL_RUNTIME_TUNING: '', MALLOC_ARENA_MAX: '', ...env } });
  expect(result.status, result.stderr).toBe(0);
  return JSON.parse(result.stdout) as ReturnType<typeof run>;
}

describe('runtime tuning of the portal process', () => {
  it('restarts the process once, in place, with its V8 limits and allocator settings', () => {
    const seen = run();
    expect(seen.execArgv).toEqual(expect.arrayContaining(['--max-semi-space-size=2', '--max-old-space-size=192']));
    expect(seen.arena).toBe('1');
    // Child processes (builds, local services) run without the tuning.
    expect(seen.child).toEqual({ arena: null, mark: null, extra: 'x' });
  });

  it('can be turned off', () => {
    const seen = run({ PORTAL_RUNTIME_TUNING: 'off' });
    expect(seen.execArgv).not.toContain('--max-semi-space-size=2');
    expect(seen.arena).toBe('');
  });
});

describe('memory setting of the deploy build', () => {
  it('caps the old space at 768 MB, or what PORTAL_BUILD_HEAP_MB says; a value that is no size of MB is ignored', async () => {
    const { buildFlags } = await import('../../../src/runtime/runtime-tuning.ts');
    expect(buildFlags({})).toEqual(['--max-old-space-size=768']);
    expect(buildFlags({ PORTAL_BUILD_HEAP_MB: '2048' })).toEqual(['--max-old-space-size=2048']);
    expect(buildFlags({ PORTAL_BUILD_HEAP_MB: 'lots' })).toEqual([]);
    expect(buildFlags({ PORTAL_BUILD_HEAP_MB: '0' })).toEqual([]);
  });

  it('`npm run build` runs astro build, passing its arguments on', () => {
    const result = spawnSync(process.execPath, [resolve(import.meta.dirname, '../../../src/runtime/build.ts'), '--help'], { encoding: 'utf8', env: { ...process.env, PORTAL_BUILD_HEAP_MB: '300', NODE_DEBUG: '' } });
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toContain('astro build');
  });
});
