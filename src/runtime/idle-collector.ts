/**
 * Gives the memory of a burst back once the server falls quiet. Under load V8 grows its heap to make room for the
 * garbage of the renders in flight and keeps it afterwards: measured after the uncached runs of `npm run bench`
 * (BENCHMARKS.md "The long tail"), the server's RSS stayed at 218 MB for 30 s after the last request (V8's memory
 * reducer did not shrink it), and one full collection took it from 232 to 182 MB.
 *
 * So when no request has come for `idleMs` after one did, and the heap has grown by `growthBytes` since the last
 * collection here, one full collection runs (`collect`: V8's `gc`, exposed by the runtime tuning's `--expose-gc`,
 * src/runtime/runtime-tuning.ts). It blocks for about as long as a few full collections of the live heap (≈ 50 MB),
 * at a moment when nothing waits; a steady trickle of requests never triggers it, V8's own heuristics
 * keep that heap, and a heap that did not grow is left alone.
 */
import { getHeapStatistics } from 'node:v8';

export interface IdleCollector {
  /** A request arrived: the server is not idle. Cheap (one clock read); a timer is armed once per burst. */
  note(): void;
  stop(): void;
}

export interface IdleCollectorOptions {
  /** Quiet time after the last request before collecting. */
  readonly idleMs: number;
  /** Heap growth since the last collection here that makes one worth it. */
  readonly growthBytes: number;
  readonly collect: () => void;
  /** The heap's committed size (V8's `total_heap_size`), replaceable in tests. */
  readonly heapSize?: () => number;
  readonly now?: () => number;
}

/** The collection after a quiet time: 2 s without a request, after a heap growth of 8 MB. */
export const IDLE_COLLECT_MS = 2000;
export const IDLE_COLLECT_GROWTH_BYTES = 8 * 1024 * 1024;

export function createIdleCollector(options: IdleCollectorOptions): IdleCollector {
  const now = options.now ?? (() => performance.now());
  const heapSize = options.heapSize ?? (() => getHeapStatistics().total_heap_size);
  let last = 0;
  let armed: NodeJS.Timeout | undefined;
  let collectedAt = heapSize();

  const check = (): void => {
    const quietFor = now() - last;
    if (quietFor < options.idleMs) {
      armed = setTimeout(check, options.idleMs - quietFor);
      armed.unref();
      return;
    }
    armed = undefined;
    if (heapSize() - collectedAt < options.growthBytes) return;
    options.collect();
    collectedAt = heapSize();
  };

  return {
    note() {
      last = now();
      if (armed !== undefined) return;
      armed = setTimeout(check, options.idleMs);
      armed.unref();
    },
    stop() {
      clearTimeout(armed);
      armed = undefined;
    },
  };
}

/** V8's `gc` with options (`--expose-gc`). */
type ExposedGc = (options?: { type?: 'major' | 'minor'; execution?: 'sync' | 'async'; flavor?: 'regular' | 'last-resort' }) => void;

/**
 * The collector of a server process, when its runtime exposes `gc` (the runtime tuning does); otherwise none. The
 * `last-resort` flavour is V8's memory-reducing full collection, which also returns the pages V8 pools for reuse: a
 * plain `gc()` took the RSS above from 255 to 249 MB, this one from 249 to 195 MB.
 */
export function processIdleCollector(): IdleCollector | undefined {
  const gc = (globalThis as { gc?: ExposedGc }).gc;
  if (typeof gc !== 'function') return undefined;
  return createIdleCollector({
    idleMs: IDLE_COLLECT_MS,
    growthBytes: IDLE_COLLECT_GROWTH_BYTES,
    collect: () => {
      gc({ type: 'major', execution: 'sync', flavor: 'last-resort' });
    },
  });
}
