import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildsDirFor, newestCurrentBuild, writeStamp } from '../../../src/runtime/build-stamp.ts';

const env = { SERVICES_PORT: '4400' } as NodeJS.ProcessEnv;

/** A project root with sources last changed at `sourcesAt` (seconds since the epoch). */
function project(sourcesAt: number): string {
  const root = mkdtempSync(join(tmpdir(), 'build-stamp-'));
  mkdirSync(join(root, 'src'));
  writeFileSync(join(root, 'src', 'page.astro'), '<h1>hi</h1>');
  utimesSync(join(root, 'src', 'page.astro'), sourcesAt, sourcesAt);
  utimesSync(join(root, 'src'), sourcesAt, sourcesAt);
  return root;
}

/** A complete build in `dir`, stamped at `at` with the settings of `stampEnv`. */
function build(dir: string, at: number, stampEnv: NodeJS.ProcessEnv = env): string {
  mkdirSync(join(dir, 'server'), { recursive: true });
  writeFileSync(join(dir, 'server', 'entry.mjs'), 'export const handler = () => {};');
  writeStamp(dir, stampEnv);
  utimesSync(join(dir, '.build-stamp'), at, at);
  return dir;
}

describe('the build a starting portal serves', () => {
  it('serves the newest current rebuild after a restart, not the older dist', () => {
    const root = project(1000);
    const dist = build(join(root, 'dist'), 2000);
    const builds = buildsDirFor(root, dist);
    build(join(builds, 'b1'), 3000);
    const newest = build(join(builds, 'b2'), 4000);
    expect(newestCurrentBuild(root, dist, builds, env)).toBe(newest);
  });

  it('keeps dist when it is newer than every rebuild', () => {
    const root = project(1000);
    const dist = build(join(root, 'dist'), 5000);
    const builds = buildsDirFor(root, dist);
    build(join(builds, 'b1'), 3000);
    expect(newestCurrentBuild(root, dist, builds, env)).toBe(dist);
  });

  it('ignores builds older than the sources, made with other settings, or incomplete', () => {
    const root = project(3500);
    const dist = build(join(root, 'dist'), 2000);
    const builds = buildsDirFor(root, dist);
    build(join(builds, 'other-settings'), 5000, { SERVICES_PORT: '4499' });
    mkdirSync(join(builds, 'incomplete'), { recursive: true });
    writeStamp(join(builds, 'incomplete'), env);
    expect(newestCurrentBuild(root, dist, builds, env)).toBeUndefined();
    const fresh = build(join(builds, 'fresh'), 4000);
    expect(newestCurrentBuild(root, dist, builds, env)).toBe(fresh);
  });

  it('counts a change to the local content seed as a change to the sources (the services load it without a webhook)', () => {
    const root = project(1000);
    const dist = build(join(root, 'dist'), 2000);
    const builds = buildsDirFor(root, dist);
    expect(newestCurrentBuild(root, dist, builds, env)).toBe(dist);
    const seed = join(root, 'services', 'content', 'seed');
    mkdirSync(seed, { recursive: true });
    writeFileSync(join(seed, 'themes.ts'), 'export {};');
    utimesSync(join(seed, 'themes.ts'), 3000, 3000);
    utimesSync(seed, 3000, 3000);
    expect(newestCurrentBuild(root, dist, builds, env)).toBeUndefined();
  });

  it('counts a new version of the records’ and entities’ seed (services/seed/seed.ts) as a change to the sources', () => {
    const root = project(1000);
    const dist = build(join(root, 'dist'), 2000);
    const builds = buildsDirFor(root, dist);
    const seed = join(root, 'services', 'seed');
    mkdirSync(seed, { recursive: true });
    writeFileSync(join(seed, 'seed.ts'), "export const SEED_VERSION = '2';");
    utimesSync(join(seed, 'seed.ts'), 1500, 1500);
    expect(newestCurrentBuild(root, dist, builds, env)).toBe(dist);
    utimesSync(join(seed, 'seed.ts'), 3000, 3000);
    expect(newestCurrentBuild(root, dist, builds, env)).toBeUndefined();
  });

  it('gives each build directory its own rebuilds directory', () => {
    const root = '/srv/portal';
    expect(buildsDirFor(root, '/srv/portal/dist')).toBe('/srv/portal/.builds/dist');
    expect(buildsDirFor(root, '/srv/portal/bench/dist')).toBe('/srv/portal/.builds/bench_dist');
    expect(buildsDirFor(root, '/srv/portal/dist')).not.toBe(buildsDirFor(root, '/srv/portal/.dist-a'));
  });
});
