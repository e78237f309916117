import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createSitemapRefresher, type SitemapRefresher } from '../../../src/lib/sitemaps/refresher.ts';
import type { SitemapSource, SitemapSourceName } from '../../../src/lib/sitemaps/sources/source.ts';
import type { SitemapUrl } from '../../../src/lib/sitemaps/xml.ts';
import { openStore, type EventStore } from '../../../src/lib/store/index.ts';

/**
 * The sitemap refresher (src/lib/sitemaps/refresher.ts) over the real store (SQLite in a temporary directory, two
 * clients as two nodes), with sources of made-up URLs: one walk of a source at a time across clients, files served
 * only once a walk is complete, a failed or stopped walk keeping what was served, refreshes after a change and on a
 * schedule. The sources that read the upstream APIs are exercised against a running portal (tests/seo).
 */
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** A source of `count` URLs, yielding one every `delayMs` ms, failing after `failAfter` if given. */
function source(name: SitemapSourceName, count: number, options: { delayMs?: number; failAfter?: number; prefix?: string } = {}): SitemapSource {
  return {
    name,
    urlsPerFile: 10,
    alternates: false,
    async *urls(origin, signal) {
      for (let i = 0; i < count && !signal.aborted; i += 1) {
        if (options.failAfter !== undefined && i >= options.failAfter) throw new Error('upstream down');
        if (options.delayMs !== undefined) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
        yield { loc: `${origin}/en/${options.prefix ?? name}/${String(i)}` } satisfies SitemapUrl;
      }
    },
  };
}

function sources(overrides: Partial<Record<SitemapSourceName, SitemapSource>> = {}): Record<SitemapSourceName, SitemapSource> {
  return { editorial: source('editorial', 3), galleries: source('galleries', 2), entities: source('entities', 12), items: source('items', 25), ...overrides };
}

describe('sitemap refresher', () => {
  let dir: string;
  let a: EventStore;
  let b: EventStore;
  const opened: EventStore[] = [];
  const refreshers: SitemapRefresher[] = [];
  const refresher = (store: EventStore, holder: string, overrides: Partial<Record<SitemapSourceName, SitemapSource>> = {}, intervalMs = 0): SitemapRefresher => {
    const made = createSitemapRefresher({ store, holder, origin: 'https://x.eu', sources: sources(overrides), intervalMs, logger: () => undefined });
    refreshers.push(made);
    return made;
  };

  const closeAll = async (): Promise<void> => {
    for (const made of refreshers.splice(0)) await made.stop();
    for (const store of opened.splice(0)) await store.close();
  };
  afterAll(closeAll);

  beforeEach(async () => {
    await closeAll();
    dir = mkdtempSync(join(tmpdir(), 'sitemap-refresher-'));
    dirs.push(dir);
    a = await openStore({ dataDir: dir });
    b = await openStore({ dataDir: dir });
    opened.push(a, b);
  });

  const served = async (store: EventStore, name: SitemapSourceName): Promise<string[]> => {
    const files = (await store.sitemapFiles()).filter((f) => f.source === name);
    const bodies = await Promise.all(files.map((f) => store.sitemapFile(name, f.page)));
    return bodies.flatMap((file) => [...gunzipSync(file?.body ?? Buffer.alloc(0)).toString('utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? ''));
  };

  it('walks a source on one node at a time; the other finds it busy', async () => {
    const slow = { items: source('items', 25, { delayMs: 4 }) };
    const [first, second] = await Promise.all([refresher(a, 'node-a', slow).refresh('items'), refresher(b, 'node-b', slow).refresh('items')]);
    expect([first.outcome, second.outcome].sort()).toEqual(['busy', 'written']);
    expect(await served(b, 'items')).toHaveLength(25);
    expect((await b.sitemapFiles()).map((f) => f.urls)).toEqual([10, 10, 5]);
    // The lease was given back: the other node can walk it now.
    expect((await refresher(b, 'node-b').refresh('items')).outcome).toBe('written');
  });

  it('serves the previous files until a walk is complete, and keeps them when it fails', async () => {
    const node = refresher(a, 'node-a', { galleries: source('galleries', 15, { prefix: 'old' }) });
    expect((await node.refresh('galleries')).outcome).toBe('written');
    const slow = refresher(a, 'node-a2', { galleries: source('galleries', 15, { delayMs: 10, prefix: 'new' }) });
    const walking = slow.refresh('galleries');
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(await served(b, 'galleries')).toEqual(Array.from({ length: 15 }, (_, i) => `https://x.eu/en/old/${String(i)}`));
    expect((await walking).outcome).toBe('written');
    expect(await served(b, 'galleries')).toEqual(Array.from({ length: 15 }, (_, i) => `https://x.eu/en/new/${String(i)}`));

    const failing = refresher(a, 'node-a3', { galleries: source('galleries', 15, { failAfter: 12, prefix: 'broken' }) });
    const failed = await failing.refresh('galleries');
    expect(failed).toEqual({ outcome: 'failed', message: 'upstream down' });
    expect(await served(b, 'galleries')).toEqual(Array.from({ length: 15 }, (_, i) => `https://x.eu/en/new/${String(i)}`));
    // The file the failed walk wrote (its first ten URLs) is not served, and the next walk removes it.
    const raw = new DatabaseSync(join(dir, 'portal.sqlite'));
    try {
      expect(Number(raw.prepare("SELECT count(*) AS n FROM sitemap_files WHERE source = 'galleries'").get()?.n)).toBe(3);
      expect((await refresher(b, 'node-b').refresh('galleries')).outcome).toBe('written');
      expect(Number(raw.prepare("SELECT count(*) AS n FROM sitemap_files WHERE source = 'galleries'").get()?.n)).toBe(1);
    } finally {
      raw.close();
    }
  });

  it('does not make current a walk whose lease another node took meanwhile', async () => {
    const slow = refresher(a, 'node-a', { entities: source('entities', 12, { delayMs: 10 }) });
    const walking = slow.refresh('entities');
    await new Promise((resolve) => setTimeout(resolve, 40));
    // As if the lease had expired while node A stalled and node B took it.
    const raw = new DatabaseSync(join(dir, 'portal.sqlite'));
    raw.prepare("UPDATE leases SET holder = 'node-b' WHERE name = 'sitemaps:entities'").run();
    raw.close();
    expect((await walking).outcome).toBe('lost');
    expect(await served(b, 'entities')).toEqual([]);
  });

  it('after a change, walks only if no walk started after it (another node may have done it)', async () => {
    const node = refresher(a, 'node-a');
    const before = Date.now();
    expect((await node.refresh('editorial')).outcome).toBe('written');
    const other = refresher(b, 'node-b');
    expect((await other.refresh('editorial', { ifOlderThan: before })).outcome).toBe('fresh');
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await other.refresh('editorial', { ifOlderThan: Date.now() })).outcome).toBe('written');
    // A walk of the source under way in this process, which started reading before the change, is waited for and
    // then followed by another.
    const slow = refresher(a, 'node-a2', { editorial: source('editorial', 5, { delayMs: 10 }) });
    const under = slow.refresh('editorial');
    await new Promise((resolve) => setTimeout(resolve, 25));
    const changed = Date.now();
    const after = await slow.refresh('editorial', { ifOlderThan: changed });
    expect((await under).outcome).toBe('written');
    expect(after.outcome).toBe('written');
  });

  it('on a schedule, walks the sources that have none or an old one, quick ones first, and not again while fresh', async () => {
    const order: string[] = [];
    const tracking = (name: SitemapSourceName, count: number): SitemapSource => {
      const inner = source(name, count);
      return { ...inner, urls: (origin, signal) => (order.push(name), inner.urls(origin, signal)) };
    };
    const node = refresher(a, 'node-a', { editorial: tracking('editorial', 3), galleries: tracking('galleries', 0), entities: tracking('entities', 2), items: tracking('items', 4) }, 60_000);
    await node.refreshDue();
    expect(order).toEqual(['editorial', 'galleries', 'entities', 'items']);
    expect((await a.sitemapGenerations()).map((g) => [g.source, g.files, g.urls])).toEqual([
      ['editorial', 1, 3],
      ['entities', 1, 2],
      ['galleries', 0, 0],
      ['items', 1, 4],
    ]);
    // Another node's check: everything is fresh.
    await refresher(b, 'node-b', {}, 60_000).refreshDue();
    expect(order).toHaveLength(4);
  });

  it('stops a walk under way: its files are not served and the lease is free', async () => {
    const node = refresher(a, 'node-a', { items: source('items', 1000, { delayMs: 5 }) });
    const walking = node.refresh('items');
    await new Promise((resolve) => setTimeout(resolve, 30));
    await node.stop();
    expect(await walking).toEqual({ outcome: 'failed', message: 'stopped' });
    expect(await served(b, 'items')).toEqual([]);
    expect(await b.acquireLease('sitemaps:items', 'node-b', 1000)).toBe(true);
  });
});
