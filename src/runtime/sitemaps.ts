/**
 * The sitemaps in a server process (issue 20, item 1; src/lib/sitemaps/). The walks run in a process of their own
 * (./sitemap-walker.ts), started when a walk is asked for and ended when none is left, so they take neither the
 * server's thread nor its memory (BENCHMARKS.md "Sitemaps", which also has what the walker process uses).
 * The server keeps the schedule: every CHECK_MS it asks the store which sources are due a walk
 * (SITEMAP_REFRESH_HOURS) and hands them to the walker; the stand-in it registers takes the sitemap routes' and
 * the publisher's requests (after each publication, the editorial sitemap: ./publication.ts). Every process of
 * every node does this; the store's leases let one walk a source at a time.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { config } from '../lib/config.ts';
import { dueSources, everyCheck, type RefreshOptions, type RefreshOutcome, type SitemapRefresher } from '../lib/sitemaps/refresher.ts';
import { registerSitemapRefresher, registeredSitemapRefresher } from '../lib/sitemaps/registry.ts';
import type { SitemapSourceName } from '../lib/sitemaps/sources/source.ts';
import { openStore, type EventStore } from '../lib/store/index.ts';
import { precompiledExecArgv } from './precompiled.ts';
import { TUNING_ENV, TUNING_FLAGS } from './runtime-tuning.ts';
import type { FromWalker, ToWalker } from './sitemap-walker.ts';

const HOUR_MS = 3_600_000;
/** The walker process ends this long after its last walk (a publication's refresh often follows another). */
const IDLE_MS = 10_000;
const WALKER = fileURLToPath(new URL('./sitemap-walker.ts', import.meta.url));

export interface Sitemaps {
  stop(): Promise<void>;
}

/** One walker process and the walks asked of it that have not answered. */
interface Walker {
  readonly child: ChildProcess;
  readonly pending: Map<number, (outcome: RefreshOutcome) => void>;
  readonly exited: Promise<void>;
}

/** The walker process, started for a walk and ended when it has none left. */
function walkerProcess(log: (message: string) => void): { refresh(source: SitemapSourceName, options: RefreshOptions): Promise<RefreshOutcome>; stop(): Promise<void> } {
  let current: Walker | undefined;
  let idle: NodeJS.Timeout | undefined;
  let next = 0;

  /** Asks the walker to end; a walk asked for after this starts a new one. */
  const end = (): Promise<void> => {
    clearTimeout(idle);
    const walker = current;
    current = undefined;
    if (walker?.child.connected === true) walker.child.send({ type: 'stop' } satisfies ToWalker);
    return walker?.exited ?? Promise.resolve();
  };

  const start = (): Walker => {
    // The server's memory settings (./runtime-tuning.ts), not its other flags (an inspector's port is the server's).
    const child = fork(WALKER, [], { execArgv: [...TUNING_FLAGS, ...precompiledExecArgv()], env: { ...process.env, ...TUNING_ENV }, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    const pending = new Map<number, (outcome: RefreshOutcome) => void>();
    const exited = new Promise<void>((done) => child.once('exit', () => done()));
    const walker: Walker = { child, pending, exited };
    child.on('message', (message: FromWalker) => {
      pending.get(message.id)?.(message.outcome);
      pending.delete(message.id);
      if (pending.size === 0 && current === walker) {
        clearTimeout(idle);
        idle = setTimeout(() => void end(), IDLE_MS);
        idle.unref();
      }
    });
    child.on('error', (error) => {
      log(`[sitemaps] the walker process failed: ${error.message}`);
    });
    void exited.then(() => {
      if (current === walker) current = undefined;
      for (const answer of pending.values()) answer({ outcome: 'failed', message: 'the walker process ended' });
      pending.clear();
    });
    return walker;
  };

  return {
    refresh(source, options) {
      clearTimeout(idle);
      current ??= start();
      const walker = current;
      return new Promise((answer) => {
        next += 1;
        walker.pending.set(next, answer);
        walker.child.send({ type: 'refresh', id: next, source, options } satisfies ToWalker);
      });
    },
    stop: end,
  };
}

/** Starts this process's schedule and registers the stand-in for its walks. */
export function startSitemaps(log: (message: string) => void = console.log): Sitemaps {
  const intervalMs = config().sitemaps.refreshHours * HOUR_MS;
  const walker = walkerProcess(log);
  const failedAt = new Map<SitemapSourceName, number>();
  let store: Promise<EventStore> | undefined;
  let checking: Promise<void> | undefined;
  let cancel: (() => void) | undefined;

  const refresh = async (source: SitemapSourceName, options: RefreshOptions = {}): Promise<RefreshOutcome> => {
    const outcome = await walker.refresh(source, options);
    if (outcome.outcome === 'failed' || outcome.outcome === 'lost') failedAt.set(source, Date.now());
    else if (outcome.outcome === 'written') failedAt.delete(source);
    return outcome;
  };

  const refreshDue = async (): Promise<void> => {
    try {
      store ??= openStore(config().store);
      const generations = await (await store).sitemapGenerations();
      for (const source of dueSources(generations, { now: Date.now(), intervalMs, failedAt })) await refresh(source);
    } catch (error) {
      // Not reachable now (the store down, or not there yet): asked again at the next check.
      store = undefined;
      log(`[sitemaps] cannot read the stored sitemaps, trying at the next check: ${error instanceof Error ? error.message : String(error)}`);
    }
  };

  const standIn: SitemapRefresher = {
    refresh,
    refreshDue,
    start() {
      if (intervalMs <= 0 || cancel !== undefined) return;
      cancel = everyCheck(() => {
        checking ??= refreshDue().finally(() => {
          checking = undefined;
        });
      });
    },
    async stop() {
      cancel?.();
      await walker.stop();
      await (await store?.catch(() => undefined))?.close();
    },
  };
  registerSitemapRefresher(standIn);
  standIn.start();
  return {
    async stop() {
      if (registeredSitemapRefresher() === standIn) registerSitemapRefresher(undefined);
      await standIn.stop();
    },
  };
}
