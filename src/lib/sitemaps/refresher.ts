/**
 * The sitemap refresher (issue 20, item 1): walks a source once, writing its files as it goes into the shared store
 * (src/lib/store/sitemap-files.ts), and makes them what every node serves when the walk is complete. Requests never
 * wait for a walk: they answer from the stored files (./respond.ts).
 *
 * - One node at a time per source: a walk holds the store's lease `sitemaps:<source>`, renewed while it runs
 *   (a node that stops or stalls loses it after LEASE_TTL_MS and another takes over at its next check), and its
 *   generation becomes current only if the lease is still its own.
 * - When: a source whose current generation is older than the refresh interval (24 h by default,
 *   SITEMAP_REFRESH_HOURS) or missing is walked at the next check (every CHECK_MS on every node; the store says
 *   when each source was last walked, so a restart does not walk again); the editorial source after each
 *   publication (`refresh('editorial', { ifOlderThan })`: the first node to get the lease walks, the others find
 *   the walk done); and on demand (`npm run sitemaps`).
 * - A failed walk (an upstream down past its retries) keeps the files served before and is tried again at a later
 *   check, not before RETRY_AFTER_MS.
 */
import type { SitemapFileStore, SitemapGeneration } from '../store/sitemap-files.ts';
import { createFileWriter } from './file-writer.ts';
import { SITEMAP_SOURCES, type SitemapSource, type SitemapSourceName } from './sources/source.ts';

/** How long a lease lasts without renewal, and how often a walk renews it. */
export const LEASE_TTL_MS = 120_000;
const LEASE_RENEW_MS = 30_000;
/** How often every node looks for sources due a walk (with up to a fifth more, so nodes do not ask at once). */
const CHECK_MS = 5 * 60_000;
/** After a failed walk, the source is not tried again before this long. */
const RETRY_AFTER_MS = 30 * 60_000;
/** How often, and how many times, a refresh that must happen asks again for a lease another node holds. */
const BUSY_RETRY_MS = 10_000;
const BUSY_ATTEMPTS = 30;
/** Uncompressed bytes of XML a file holds at most (the protocol allows 50 MiB): cheap to write and to serve. */
const MAX_FILE_BYTES = 10 * 1024 * 1024;

export type RefreshOutcome =
  | { readonly outcome: 'written'; readonly generation: SitemapGeneration }
  /** Another node (or this one) holds the lease: it is walking this source. */
  | { readonly outcome: 'busy' }
  /** The current generation started after `ifOlderThan`: nothing to do. */
  | { readonly outcome: 'fresh' }
  /** The lease was lost during the walk; its files are not served. */
  | { readonly outcome: 'lost' }
  | { readonly outcome: 'failed'; readonly message: string };

export interface RefreshOptions {
  /**
   * Walk only when the current generation started before this moment (ms since the epoch); a walk of the source
   * under way in this process is waited for first, since it may have started before.
   */
  readonly ifOlderThan?: number | undefined;
  /** When another node holds the lease, ask again every BUSY_RETRY_MS, BUSY_ATTEMPTS times (its walk may predate the change). */
  readonly waitIfBusy?: boolean | undefined;
}

export interface RefresherOptions {
  readonly store: SitemapFileStore;
  /** Who holds the leases this refresher takes: the node and the process. */
  readonly holder: string;
  /** The public origin the URLs start with. */
  readonly origin: string;
  readonly sources: Readonly<Record<SitemapSourceName, SitemapSource>>;
  /** A source older than this is walked again; 0: no schedule (walks only when asked). */
  readonly intervalMs: number;
  readonly logger?: (message: string) => void;
}

export interface SitemapRefresher {
  /** Walks a source now (shares a walk of it already under way in this process). */
  refresh(source: SitemapSourceName, options?: RefreshOptions): Promise<RefreshOutcome>;
  /** Walks, one after the other, the sources whose current generation is missing or older than the interval. */
  refreshDue(): Promise<void>;
  /** Checks for due sources now and every CHECK_MS (`everyCheck`). */
  start(): void;
  /** Stops the checks and the walks under way (their files are not served); resolves when they have ended. */
  stop(): Promise<void>;
}

export function createSitemapRefresher(options: RefresherOptions): SitemapRefresher {
  const { store, holder, origin, sources, intervalMs, logger = console.log } = options;
  const running = new Map<SitemapSourceName, Promise<RefreshOutcome>>();
  const failedAt = new Map<SitemapSourceName, number>();
  const stopping = new AbortController();
  /** Whether `stop` was called (a function: TypeScript would keep a checked property narrowed across awaits). */
  const stopped = (): boolean => stopping.signal.aborted;
  let cancel: (() => void) | undefined;
  let checking: Promise<void> | undefined;

  async function walk(source: SitemapSource, refreshOptions: RefreshOptions): Promise<RefreshOutcome> {
    const lease = { name: `sitemaps:${source.name}`, holder };
    if (stopped()) return { outcome: 'failed', message: 'stopped' };
    if (!(await store.acquireLease(lease.name, holder, LEASE_TTL_MS))) return { outcome: 'busy' };
    const walking = new AbortController();
    const abort = (): void => walking.abort();
    stopping.signal.addEventListener('abort', abort);
    const renewal = setInterval(() => {
      store.acquireLease(lease.name, holder, LEASE_TTL_MS).then(
        (held) => {
          if (!held) walking.abort();
        },
        // The store unreachable for a moment: the lease lasts LEASE_TTL_MS, the next renewal may succeed.
        () => undefined,
      );
    }, LEASE_RENEW_MS);
    renewal.unref();
    try {
      const current = (await store.sitemapGenerations()).find((g) => g.source === source.name);
      const { ifOlderThan } = refreshOptions;
      if (ifOlderThan !== undefined && current !== undefined && current.startedAt >= ifOlderThan) return { outcome: 'fresh' };
      await store.pruneSitemapFiles(source.name);
      const startedAt = Date.now();
      // Unique per source (one writer at a time, and after the current one even if clocks disagree).
      const generation = Math.max(startedAt, (current?.generation ?? 0) + 1);
      const writer = createFileWriter({
        maxUrls: source.urlsPerFile,
        maxBytes: MAX_FILE_BYTES,
        alternates: source.alternates,
        onFile: (file) => store.putSitemapFile({ source: source.name, generation, ...file }),
      });
      const aborted = (): boolean => walking.signal.aborted;
      try {
        for await (const url of source.urls(origin, walking.signal)) {
          if (aborted()) break;
          await writer.add(url);
        }
      } catch (error) {
        writer.abandon();
        throw error;
      }
      if (aborted()) {
        writer.abandon();
        return stopped() ? { outcome: 'failed', message: 'stopped' } : { outcome: 'lost' };
      }
      const { files, urls } = await writer.finish();
      const written: SitemapGeneration = { source: source.name, generation, files, urls, startedAt, completedAt: Date.now() };
      if (!(await store.completeSitemapGeneration(written, lease))) return { outcome: 'lost' };
      return { outcome: 'written', generation: written };
    } finally {
      clearInterval(renewal);
      stopping.signal.removeEventListener('abort', abort);
      await store.releaseLease(lease.name, holder).catch(() => undefined);
    }
  }

  /** One walk of a source in this process at a time; its outcome logged. */
  function start(name: SitemapSourceName, refreshOptions: RefreshOptions): Promise<RefreshOutcome> {
    const started = Date.now();
    const run = walk(sources[name], refreshOptions)
      .catch((error: unknown): RefreshOutcome => ({ outcome: 'failed', message: error instanceof Error ? error.message : String(error) }))
      .then((result) => {
        const took = `${((Date.now() - started) / 1000).toFixed(1)} s`;
        if (result.outcome === 'written') {
          failedAt.delete(name);
          logger(`[sitemaps] ${name}: ${String(result.generation.urls)} URLs in ${String(result.generation.files)} file(s), ${took}`);
        } else if (result.outcome === 'failed' || result.outcome === 'lost') {
          failedAt.set(name, Date.now());
          logger(`[sitemaps] ${name}: the walk ${result.outcome === 'lost' ? 'lost its lease' : `failed (${result.message})`} after ${took}; the files served before stay`);
        }
        return result;
      })
      .finally(() => running.delete(name));
    running.set(name, run);
    return run;
  }

  async function refresh(name: SitemapSourceName, refreshOptions: RefreshOptions = {}): Promise<RefreshOutcome> {
    for (let attempt = 1; ; attempt += 1) {
      const under = running.get(name);
      if (under !== undefined) {
        if (refreshOptions.ifOlderThan === undefined) return under;
        await under;
        continue;
      }
      const result = await start(name, refreshOptions);
      if (result.outcome !== 'busy' || refreshOptions.waitIfBusy !== true || attempt >= BUSY_ATTEMPTS || stopped()) return result;
      await new Promise((resolve) => setTimeout(resolve, BUSY_RETRY_MS).unref());
    }
  }

  async function refreshDue(): Promise<void> {
    if (intervalMs <= 0) return;
    let generations: SitemapGeneration[];
    try {
      generations = await store.sitemapGenerations();
    } catch (error) {
      logger(`[sitemaps] cannot read the stored sitemaps, trying at the next check: ${error instanceof Error ? error.message : String(error)}`);
      return;
    }
    for (const name of dueSources(generations, { now: Date.now(), intervalMs, failedAt })) {
      if (stopped()) return;
      await refresh(name);
    }
  }

  const check = (): void => {
    checking ??= refreshDue().finally(() => {
      checking = undefined;
    });
  };

  return {
    refresh,
    refreshDue,
    start() {
      if (intervalMs <= 0 || cancel !== undefined) return;
      cancel = everyCheck(check);
    },
    async stop() {
      cancel?.();
      stopping.abort();
      await Promise.allSettled([...running.values(), checking]);
    },
  };
}

/**
 * The sources due a walk, in walking order: those without a generation or whose current one started `intervalMs`
 * ago or more, leaving out those whose last walk failed less than RETRY_AFTER_MS ago.
 */
export function dueSources(
  generations: readonly SitemapGeneration[],
  { now, intervalMs, failedAt }: { now: number; intervalMs: number; failedAt: ReadonlyMap<string, number> },
): SitemapSourceName[] {
  return SITEMAP_SOURCES.filter((name) => {
    const current = generations.find((g) => g.source === name);
    const failed = failedAt.get(name);
    return (current === undefined || current.startedAt <= now - intervalMs) && (failed === undefined || failed <= now - RETRY_AFTER_MS);
  });
}

/** Calls `check` now and every CHECK_MS (with up to a fifth more, so nodes do not ask at once); answers a cancel. */
export function everyCheck(check: () => void): () => void {
  let timer: NodeJS.Timeout | undefined;
  const next = (): void => {
    timer = setTimeout(() => {
      check();
      next();
    }, CHECK_MS * (1 + Math.random() / 5));
    timer.unref();
  };
  check();
  next();
  return () => clearTimeout(timer);
}
