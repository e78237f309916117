import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore, type EventStore, type StoreLocation } from '../../../src/lib/store/index.ts';
import { DAY_MS } from '../../../src/lib/store/types.ts';
import { localServersMissing, startPostgres, type LocalPostgres } from '../../support/local-servers.ts';

/**
 * One suite, both backends: SQLite always, PostgreSQL when Debian's `postgresql` is installed
 * (`.ci/run` installs it; the harness starts it on a loopback port in a temporary directory).
 */
const missing = localServersMissing();
if (missing !== undefined) console.warn(`[store tests] PostgreSQL backend skipped: ${missing}`);

interface Backend {
  readonly name: string;
  /** A location with an empty store. */
  fresh(): Promise<StoreLocation>;
}

const dirs: string[] = [];
let postgres: LocalPostgres | undefined;
let databases = 0;

const backends: Backend[] = [
  {
    name: 'sqlite',
    fresh: () => {
      const dir = mkdtempSync(join(tmpdir(), 'portal-store-'));
      dirs.push(dir);
      return Promise.resolve({ dataDir: dir });
    },
  },
];
if (missing === undefined) {
  backends.push({
    name: 'postgres',
    fresh: async () => {
      postgres ??= await startPostgres();
      databases += 1;
      return { databaseUrl: await postgres.createDatabase(`store_${String(databases)}`), dataDir: '' };
    },
  });
}

afterAll(() => {
  postgres?.stop();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const NOW = Date.UTC(2026, 4, 20, 12);

describe.each(backends)('event store: $name', (backend) => {
  let store: EventStore;
  let location: StoreLocation;
  beforeAll(async () => {
    location = await backend.fresh();
    store = await openStore(location);
  });
  afterAll(async () => {
    await store.close();
  });

  it('counts at most one view per browsing session and item', async () => {
    expect(await store.viewCount('/1/a')).toBe(0);
    expect(await store.recordView({ itemId: '/1/a', sessionId: 's1', at: NOW })).toBe(1);
    expect(await store.recordView({ itemId: '/1/a', sessionId: 's1', at: NOW + 1000 })).toBeUndefined();
    expect(await store.recordView({ itemId: '/1/a', sessionId: 's2', at: NOW })).toBe(2);
    expect(await store.recordView({ itemId: '/1/b', sessionId: 's1', at: NOW })).toBe(1);
    expect(await store.viewCount('/1/a')).toBe(2);
    expect(await store.viewCount('/1/b')).toBe(1);
  });

  it('counts parallel views of one session once', async () => {
    const results = await Promise.all(Array.from({ length: 50 }, () => store.recordView({ itemId: '/1/p', sessionId: 'same', at: NOW })));
    expect(results.filter((r) => r !== undefined)).toEqual([1]);
    expect(await store.viewCount('/1/p')).toBe(1);
  });

  it('lists the most viewed items since a moment, most viewed first', async () => {
    const old = NOW - 40 * DAY_MS;
    const counted = await store.recordViews([
      ...Array.from({ length: 5 }, (_, i) => ({ itemId: '/2/old', sessionId: `o${String(i)}`, at: old })),
      ...Array.from({ length: 3 }, (_, i) => ({ itemId: '/2/three', sessionId: `t${String(i)}`, at: NOW - i * DAY_MS })),
      { itemId: '/2/three', sessionId: 't0', at: NOW },
      ...Array.from({ length: 4 }, (_, i) => ({ itemId: '/2/four', sessionId: `f${String(i)}`, at: NOW })),
    ]);
    expect(counted).toBe(12);
    const since = NOW - 30 * DAY_MS;
    const top = await store.mostViewed(since, 100);
    expect(top.slice(0, 2)).toEqual([
      { itemId: '/2/four', views: 4 },
      { itemId: '/2/three', views: 3 },
    ]);
    expect(top.map((t) => t.itemId)).not.toContain('/2/old');
    expect(await store.mostViewed(since, 1)).toEqual([{ itemId: '/2/four', views: 4 }]);
    expect(await store.viewCount('/2/old')).toBe(5);
  });

  it('keeps one vote per idea per user, and takes it back', async () => {
    expect(await store.vote('idea-a', 'user-1')).toBe(true);
    expect(await store.vote('idea-a', 'user-1')).toBe(false);
    expect(await store.vote('idea-a', 'user-2')).toBe(true);
    expect(await store.vote('idea-b', 'user-1')).toBe(true);
    expect(await store.voteCounts()).toEqual({ 'idea-a': 2, 'idea-b': 1 });
    expect(await store.votesOf('user-1')).toEqual(['idea-a', 'idea-b']);
    expect(await store.unvote('idea-a', 'user-1')).toBe(true);
    expect(await store.unvote('idea-a', 'user-1')).toBe(false);
    expect(await store.voteCounts()).toEqual({ 'idea-a': 1, 'idea-b': 1 });
    expect(await store.votesOf('user-1')).toEqual(['idea-b']);
  });

  it('ends a flood of 100 parallel votes of one user with one vote', async () => {
    const results = await Promise.all(Array.from({ length: 100 }, () => store.vote('idea-flood', 'flooder')));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect((await store.voteCounts())['idea-flood']).toBe(1);
  });

  it('applies each migration once: opening again keeps the data', async () => {
    const again = await openStore(location);
    try {
      expect(await again.viewCount('/1/a')).toBe(2);
    } finally {
      await again.close();
    }
  });
});

describe.skipIf(missing !== undefined)('event store: postgres faults', () => {
  it('fails fast while the database is down and recovers without a new store', async () => {
    postgres ??= await startPostgres();
    const store = await openStore({ databaseUrl: await postgres.createDatabase('faults'), dataDir: '' });
    try {
      await store.vote('idea', 'user');
      postgres.pause();
      const started = Date.now();
      await expect(store.voteCounts()).rejects.toThrow();
      expect(Date.now() - started).toBeLessThan(3000);
      postgres.start();
      expect(await store.voteCounts()).toEqual({ idea: 1 });
    } finally {
      await store.close();
    }
  });
});
