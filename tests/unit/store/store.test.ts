import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import pg from 'pg';
import { openStore, type EventStore, type NewPublication, type NodePublicationStatus, type StoreLocation } from '../../../src/lib/store/index.ts';
import { PUBLICATION_LISTENER_NAME } from '../../../src/lib/store/postgres.ts';
import { DAY_MS, PUBLICATION_POLL_MS } from '../../../src/lib/store/types.ts';
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

function publication(entryId: string, overrides: Partial<NewPublication> = {}): NewPublication {
  return { entryId, contentType: 'story', identifier: `${entryId}-slug`, action: 'publish', ...overrides };
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** A publication subscriber that keeps its calls; `until` waits (at most `timeoutMs`) for a condition on them. */
function recorder(): { calls: number[]; onPublication: (seq: number) => void; until: (done: (calls: readonly number[]) => boolean, timeoutMs?: number) => Promise<void> } {
  const calls: number[] = [];
  const waiting = new Set<() => void>();
  return {
    calls,
    onPublication: (seq) => {
      calls.push(seq);
      for (const check of [...waiting]) check();
    },
    until: (done, timeoutMs = 5000) =>
      new Promise((resolve, reject) => {
        const check = (): void => {
          if (!done(calls)) return;
          clearTimeout(timer);
          waiting.delete(check);
          resolve();
        };
        const timer = setTimeout(() => {
          waiting.delete(check);
          reject(new Error(`not called as expected within ${String(timeoutMs)} ms; calls: [${calls.join(', ')}]`));
        }, timeoutMs);
        waiting.add(check);
        check();
      }),
  };
}

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

  it('counts a story\'s and an exhibition\'s views too, and ranks records only', async () => {
    await store.recordViews([
      ...Array.from({ length: 9 }, (_, i) => ({ itemId: 'stories/monet-at-etretat', sessionId: `s${String(i)}`, at: NOW })),
      ...Array.from({ length: 7 }, (_, i) => ({ itemId: 'exhibitions/gold-and-devotion', sessionId: `e${String(i)}`, at: NOW })),
      { itemId: '/3/one', sessionId: 'r0', at: NOW },
    ]);
    expect(await store.viewCount('stories/monet-at-etretat')).toBe(9);
    expect(await store.recordView({ itemId: 'stories/monet-at-etretat', sessionId: 's0', at: NOW })).toBeUndefined();
    expect(await store.recordView({ itemId: 'exhibitions/gold-and-devotion', sessionId: 'new', at: NOW })).toBe(8);
    const ranked = (await store.mostViewed(NOW - DAY_MS, 100)).map((one) => one.itemId);
    expect(ranked).toContain('/3/one');
    expect(ranked.filter((id) => !id.startsWith('/'))).toEqual([]);
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

  it('appends publications with strictly increasing seq; the latest is 0 while there is none', async () => {
    expect(await store.latestPublicationSeq()).toBe(0);
    expect(await store.publicationsAfter(0, 10)).toEqual([]);
    const first = await store.appendPublication(publication('inc-1'));
    const second = await store.appendPublication(publication('inc-2', { action: 'unpublish' }));
    expect(first).toBeGreaterThan(0);
    expect(second).toBeGreaterThan(first);
    expect(await store.latestPublicationSeq()).toBe(second);
    const parallel = await Promise.all(Array.from({ length: 20 }, (_, i) => store.appendPublication(publication(`inc-p${String(i)}`))));
    expect(new Set(parallel).size).toBe(20);
    expect(Math.min(...parallel)).toBeGreaterThan(second);
    expect(await store.latestPublicationSeq()).toBe(Math.max(...parallel));
    // The log lists them all, ascending, each once.
    const listed = await store.publicationsAfter(second, 100);
    expect(listed.map((p) => p.seq)).toEqual([...parallel].sort((a, b) => a - b));
  });

  it('pages publications after a seq, ascending, every field kept', async () => {
    const before = await store.latestPublicationSeq();
    const started = Date.now();
    const appended: NewPublication[] = [
      publication('page-0', { identifier: 'monet-at-etretat' }),
      publication('page-1', { contentType: 'exhibitionPage', identifier: 'impressionism' }),
      publication('page-2', { identifier: undefined }),
      publication('page-3', { contentType: 'exhibitionPage', identifier: undefined, action: 'unpublish' }),
      publication('page-4', { action: 'unpublish' }),
    ];
    const seqs: number[] = [];
    for (const p of appended) seqs.push(await store.appendPublication(p));
    const pages: number[][] = [];
    for (let after = before; ; ) {
      const page = await store.publicationsAfter(after, 2);
      if (page.length === 0) break;
      pages.push(page.map((p) => p.seq));
      after = page[page.length - 1]?.seq ?? after;
    }
    expect(pages).toEqual([seqs.slice(0, 2), seqs.slice(2, 4), seqs.slice(4)]);
    expect(await store.publicationsAfter(seqs[1] ?? 0, 1)).toHaveLength(1);
    expect((await store.publicationsAfter(seqs[1] ?? 0, 1))[0]?.seq).toBe(seqs[2]);
    const listed = await store.publicationsAfter(before, 100);
    for (const p of listed) {
      expect(p.at).toBeGreaterThanOrEqual(started);
      expect(p.at).toBeLessThanOrEqual(Date.now());
    }
    // Strict: an identifier the webhook did not name stays undefined (not null, not '').
    expect(listed.map((p) => ({ ...p, at: 0 }))).toStrictEqual(appended.map((p, i) => ({ seq: seqs[i], ...p, at: 0 })));
  });

  it('prunes publications older than 30 days when appending', async () => {
    const before = await store.latestPublicationSeq();
    const old: number[] = [];
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() - 40 * DAY_MS);
      old.push(await store.appendPublication(publication('old-1')));
      old.push(await store.appendPublication(publication('old-2')));
    } finally {
      vi.useRealTimers();
    }
    expect((await store.publicationsAfter(before, 10)).map((p) => p.seq)).toEqual(old);
    const fresh = await store.appendPublication(publication('fresh'));
    expect((await store.publicationsAfter(before, 10)).map((p) => p.seq)).toEqual([fresh]);
    // Recent ones stay.
    expect((await store.publicationsAfter(0, 1000)).length).toBeGreaterThan(20);
  });

  it("records each node's publication status (upsert by node) and lists the last 24 hours', by node", async () => {
    const now = Date.now();
    const failed: NodePublicationStatus = {
      nodeId: 'node-b',
      build: '2026-05-20T12-00-00-abc123',
      appliedSeq: 2 ** 40,
      state: 'failed',
      lastEntry: 'story "monet-at-etretat"',
      startedAt: now - 5000,
      finishedAt: now - 1000,
      durationMs: 4000,
      pagesRendered: 25,
      pagesRemoved: 2,
      failure: { entry: 'story "monet-at-etretat"', message: 'render failed: 500 from /en/stories/monet-at-etretat', at: now - 1000 },
      updatedAt: now,
    };
    const bare: NodePublicationStatus = {
      nodeId: 'node-a',
      build: 'build-1',
      appliedSeq: 0,
      state: 'idle',
      lastEntry: undefined,
      startedAt: undefined,
      finishedAt: undefined,
      durationMs: undefined,
      pagesRendered: 0,
      pagesRemoved: 0,
      failure: undefined,
      updatedAt: now,
    };
    await store.recordNodeStatus(failed);
    await store.recordNodeStatus(bare);
    await store.recordNodeStatus({ ...bare, nodeId: 'node-gone', updatedAt: now - 2 * DAY_MS });
    expect(await store.nodeStatuses()).toStrictEqual([bare, failed]);

    const recovered: NodePublicationStatus = { ...failed, state: 'idle', appliedSeq: 2 ** 40 + 1, failure: undefined, pagesRemoved: 0, updatedAt: now + 1 };
    const publishing: NodePublicationStatus = {
      ...bare,
      state: 'publishing',
      lastEntry: 'exhibitionPage "impressionism"',
      startedAt: now,
      pagesRendered: 3,
      updatedAt: now + 2,
    };
    await store.recordNodeStatus(recovered);
    await store.recordNodeStatus(publishing);
    expect(await store.nodeStatuses()).toStrictEqual([publishing, recovered]);
  });

  it('calls a subscriber in the same process after an append, and no more once unsubscribed', async () => {
    const heard = recorder();
    const unsubscribe = await store.subscribePublications(heard.onPublication);
    let seq: number;
    try {
      await expectListeners(location, 1);
      seq = await store.appendPublication(publication('heard-here'));
      // SQLite wakes this process's subscribers at once, not at the next poll.
      if (store.backend === 'sqlite') expect(heard.calls).toEqual([seq]);
      await heard.until((calls) => calls.includes(seq));
    } finally {
      await unsubscribe();
    }
    // Unsubscribing closes the listening connection (nothing left to keep vitest from exiting).
    await expectListeners(location, 0);
    const calls = heard.calls.length;
    await store.appendPublication(publication('not-heard'));
    await sleep(PUBLICATION_POLL_MS + 500);
    expect(heard.calls).toHaveLength(calls);
    expect(heard.calls.every((s) => s <= seq)).toBe(true);
  });

  it('calls a subscriber of another store on the same database (another node) after an append', async () => {
    const other = await openStore(location);
    const heard = recorder();
    const unsubscribe = await other.subscribePublications(heard.onPublication);
    try {
      const seq = await store.appendPublication(publication('heard-there'));
      await heard.until((calls) => calls.includes(seq));
    } finally {
      await unsubscribe();
      await other.close();
    }
    await expectListeners(location, 0);
  });

  it('gives a lease to one holder at a time across store clients (other nodes), until it expires or is released', async () => {
    const other = await openStore(location);
    try {
      expect(await store.acquireLease('sitemaps:items', 'node-a', 60_000)).toBe(true);
      expect(await other.acquireLease('sitemaps:items', 'node-b', 60_000)).toBe(false);
      // The holder renews it; another lease is another name.
      expect(await store.acquireLease('sitemaps:items', 'node-a', 300)).toBe(true);
      expect(await other.acquireLease('sitemaps:editorial', 'node-b', 60_000)).toBe(true);
      await sleep(400);
      // Expired: the other client takes it, and the first cannot renew it any more.
      expect(await other.acquireLease('sitemaps:items', 'node-b', 60_000)).toBe(true);
      expect(await store.acquireLease('sitemaps:items', 'node-a', 60_000)).toBe(false);
      // Releasing what one does not hold changes nothing; releasing what one holds frees it.
      await store.releaseLease('sitemaps:items', 'node-a');
      expect(await store.acquireLease('sitemaps:items', 'node-a', 60_000)).toBe(false);
      await other.releaseLease('sitemaps:items', 'node-b');
      expect(await store.acquireLease('sitemaps:items', 'node-a', 60_000)).toBe(true);
      // Twenty holders at once on two clients: one gets it.
      const racing = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? store : other).acquireLease('sitemaps:race', `holder-${String(i)}`, 60_000)));
      expect(racing.filter(Boolean)).toHaveLength(1);
    } finally {
      await other.close();
    }
  });

  it('serves a sitemap generation once it is complete, keeps the date of unchanged files, and drops the old one', async () => {
    const lease = { name: 'sitemaps:galleries', holder: 'node-a' };
    expect(await store.acquireLease(lease.name, lease.holder, 60_000)).toBe(true);
    const file = (generation: number, page: number, digest: string) => ({
      source: 'galleries',
      generation,
      page,
      urls: page * 10,
      bytes: page * 1000,
      digest,
      body: new Uint8Array(Buffer.from(`gzip bytes of ${String(generation)}/${String(page)}`)),
    });
    await store.putSitemapFile(file(1000, 1, 'aaa'));
    await store.putSitemapFile(file(1000, 2, 'bbb'));
    // Written, not complete: nothing is served yet.
    expect(await store.sitemapFiles()).toEqual([]);
    expect(await store.sitemapFile('galleries', 1)).toBeUndefined();
    const first = { source: 'galleries', generation: 1000, files: 2, urls: 30, startedAt: 1000, completedAt: 2000 };
    expect(await store.completeSitemapGeneration(first, lease)).toBe(true);
    expect(await store.sitemapGenerations()).toContainEqual(first);
    const listed = await store.sitemapFiles();
    expect(listed.map((f) => [f.source, f.page, f.urls, f.bytes, f.digest])).toEqual([
      ['galleries', 1, 10, 1000, 'aaa'],
      ['galleries', 2, 20, 2000, 'bbb'],
    ]);
    const stored = await store.sitemapFile('galleries', 2);
    expect(stored?.body.toString()).toBe('gzip bytes of 1000/2');
    expect(stored?.generation).toBe(1000);

    // The next walk: page 1 the same, page 2 changed, no page 3 any more.
    await sleep(20);
    await store.putSitemapFile(file(3000, 1, 'aaa'));
    await store.putSitemapFile(file(3000, 2, 'ccc'));
    expect((await store.sitemapFile('galleries', 2))?.digest).toBe('bbb');
    expect(await store.completeSitemapGeneration({ ...first, generation: 3000, startedAt: 3000, completedAt: 4000 }, lease)).toBe(true);
    const next = await store.sitemapFiles();
    expect(next.map((f) => f.digest)).toEqual(['aaa', 'ccc']);
    expect(next[0]?.changedAt).toBe(listed[0]?.changedAt);
    expect(next[1]?.changedAt).toBeGreaterThan(listed[1]?.changedAt ?? Number.POSITIVE_INFINITY);
    expect((await store.sitemapFile('galleries', 2))?.body.toString()).toBe('gzip bytes of 3000/2');

    // A walk that lost its lease cannot make its generation current; its files are pruned by the next walk.
    await store.putSitemapFile(file(5000, 1, 'ddd'));
    expect(await store.completeSitemapGeneration({ ...first, generation: 5000 }, { ...lease, holder: 'node-b' })).toBe(false);
    expect((await store.sitemapFile('galleries', 1))?.digest).toBe('aaa');
    await store.pruneSitemapFiles('galleries');
    await store.releaseLease(lease.name, lease.holder);
    // Another client (a restarted node, another node) reads the same files.
    const again = await openStore(location);
    try {
      expect((await again.sitemapFiles()).filter((f) => f.source === 'galleries')).toEqual(next);
      expect((await again.sitemapFile('galleries', 1))?.body.toString()).toBe('gzip bytes of 3000/1');
    } finally {
      await again.close();
    }
  });

  it('closing the store ends its subscriptions', async () => {
    const other = await openStore(location);
    const heard = recorder();
    await other.subscribePublications(heard.onPublication);
    await other.subscribePublications(heard.onPublication);
    await expectListeners(location, 2);
    await other.close();
    await expectListeners(location, 0);
    await store.appendPublication(publication('after-close'));
    await sleep(PUBLICATION_POLL_MS + 500);
    expect(heard.calls).toEqual([]);
  });
});

/**
 * Waits (at most 5 s: a backend exits shortly after its client leaves) until the database of
 * `location` has `expected` publication listeners connected; fails with how many it has.
 */
async function expectListeners(location: StoreLocation, expected: number): Promise<void> {
  if (location.databaseUrl === undefined) return;
  const client = new pg.Client({ connectionString: location.databaseUrl });
  await client.connect();
  try {
    let count = -1;
    for (const deadline = Date.now() + 5000; Date.now() < deadline; ) {
      const result = await client.query<{ count: number }>(
        'SELECT COUNT(*)::int AS count FROM pg_stat_activity WHERE datname = current_database() AND application_name = $1',
        [PUBLICATION_LISTENER_NAME],
      );
      count = result.rows[0]?.count ?? -1;
      if (count === expected) return;
      await sleep(50);
    }
    expect(count, 'publication listeners connected').toBe(expected);
  } finally {
    await client.end();
  }
}

/** Appends a publication from a separate Node process on the SQLite file; answers its seq. */
async function appendInAnotherProcess(file: string, entryId: string): Promise<number> {
  const module = pathToFileURL(join(import.meta.dirname, '../../../src/lib/store/sqlite.ts')).href;
  const script = `
    const { createSqliteStore } = await import(${JSON.stringify(module)});
    const store = createSqliteStore(${JSON.stringify(file)});
    const seq = await store.appendPublication({ entryId: ${JSON.stringify(entryId)}, contentType: 'story', identifier: undefined, action: 'publish' });
    await store.close();
    process.stdout.write(String(seq));
  `;
  const { stdout } = await promisify(execFile)(process.execPath, ['--no-warnings', '--input-type=module', '-e', script], { timeout: 20_000 });
  return Number(stdout);
}

describe('event store: sqlite shared by processes', () => {
  it("calls a subscriber soon after another process's append on the file (polling)", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-store-'));
    dirs.push(dir);
    const store = await openStore({ dataDir: dir });
    const heard = recorder();
    const unsubscribe = await store.subscribePublications(heard.onPublication);
    try {
      const seq = await appendInAnotherProcess(join(dir, 'portal.sqlite'), 'elsewhere');
      expect(seq).toBeGreaterThan(0);
      await heard.until((calls) => calls.includes(seq), PUBLICATION_POLL_MS * 3);
      expect(await store.latestPublicationSeq()).toBe(seq);
    } finally {
      await unsubscribe();
      await store.close();
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

  it('reconnects a subscriber after the database restarts, calls it once with the newest seq, and hears later appends', async () => {
    postgres ??= await startPostgres();
    const url = await postgres.createDatabase('faults_listen');
    const store = await openStore({ databaseUrl: url, dataDir: '' });
    const heard = recorder();
    const unsubscribe = await store.subscribePublications(heard.onPublication);
    try {
      const before = await store.appendPublication(publication('before-restart'));
      await heard.until((calls) => calls.includes(before));
      const calls = heard.calls.length;
      postgres.pause();
      postgres.start();
      await heard.until((c) => c.length > calls, 15_000);
      expect(heard.calls.slice(calls)).toEqual([before]);
      await expectListeners({ databaseUrl: url, dataDir: '' }, 1);
      const after = await store.appendPublication(publication('after-restart'));
      await heard.until((c) => c.includes(after));
    } finally {
      await unsubscribe();
      await store.close();
    }
  });
});
