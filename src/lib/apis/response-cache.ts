/**
 * A small in-memory cache of upstream GET responses (the JSON text), for calls that are the same for every
 * visitor: entity lookups, records, anonymous searches. Bounded in entries (least recently used goes first)
 * and in time (each entry lives `ttlMs`); concurrent calls for the same URL share one upstream request, so a
 * build that renders 25 languages of a page asks the upstream once. Never used with a user's token.
 */
export interface ResponseCacheOptions {
  /** Most entries kept; the least recently used is dropped first. */
  readonly maxEntries: number;
  /** Clock, replaceable in tests. */
  readonly now?: () => number;
}

interface Entry {
  readonly expires: number;
  readonly value: Promise<string>;
}

export class ResponseCache {
  readonly #entries = new Map<string, Entry>();
  readonly #maxEntries: number;
  readonly #now: () => number;

  constructor(options: ResponseCacheOptions) {
    this.#maxEntries = Math.max(1, options.maxEntries);
    this.#now = options.now ?? Date.now;
  }

  get size(): number {
    return this.#entries.size;
  }

  /**
   * The cached text for `key`, or the result of `load` (stored for `ttlMs`). A failed load is not kept, so the
   * next call asks again.
   */
  get(key: string, ttlMs: number, load: () => Promise<string>): Promise<string> {
    const now = this.#now();
    const hit = this.#entries.get(key);
    if (hit && hit.expires > now) {
      this.#entries.delete(key);
      this.#entries.set(key, hit);
      return hit.value;
    }
    if (hit) this.#entries.delete(key);
    const value = load();
    const entry: Entry = { expires: now + ttlMs, value };
    this.#entries.set(key, entry);
    value.catch(() => {
      if (this.#entries.get(key) === entry) this.#entries.delete(key);
    });
    while (this.#entries.size > this.#maxEntries) {
      const oldest = this.#entries.keys().next();
      if (oldest.done === true) break;
      this.#entries.delete(oldest.value);
    }
    return value;
  }

  clear(): void {
    this.#entries.clear();
  }
}

/** Default lifetime of a cached upstream response. */
export const UPSTREAM_CACHE_TTL_MS = 60_000;

/** The process-wide cache used by the API clients (src/lib/apis/client.ts). */
export const upstreamResponses = new ResponseCache({ maxEntries: 2000 });
