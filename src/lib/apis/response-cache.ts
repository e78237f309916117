/**
 * A small in-memory cache of upstream GET responses (the JSON text), for calls that are the same for every
 * visitor: entity lookups, records, anonymous searches. Bounded in entries and in characters (least recently
 * used goes first; a search answer with its facets is tens of kilobytes, so the character bound is the one
 * that keeps the portal's memory in budget) and in time (each entry lives `ttlMs`); concurrent calls for the same URL share one upstream request, so a
 * build that renders 25 languages of a page asks the upstream once. Never used with a user's token.
 */
export interface ResponseCacheOptions {
  /** Most entries kept; the least recently used is dropped first. */
  readonly maxEntries: number;
  /** Most characters of response text kept in all; default unbounded. */
  readonly maxChars?: number;
  /** Clock, replaceable in tests. */
  readonly now?: () => number;
}

interface Entry {
  readonly expires: number;
  readonly value: Promise<string>;
  /** Characters of the text once it arrived (0 while loading). */
  chars: number;
}

export class ResponseCache {
  readonly #entries = new Map<string, Entry>();
  readonly #maxEntries: number;
  readonly #maxChars: number;
  readonly #now: () => number;
  #chars = 0;

  constructor(options: ResponseCacheOptions) {
    this.#maxEntries = Math.max(1, options.maxEntries);
    this.#maxChars = options.maxChars ?? Number.POSITIVE_INFINITY;
    this.#now = options.now ?? Date.now;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** Characters of response text held. */
  get chars(): number {
    return this.#chars;
  }

  #delete(key: string, entry: Entry): void {
    if (this.#entries.get(key) !== entry) return;
    this.#entries.delete(key);
    this.#chars -= entry.chars;
  }

  /** Drops least recently used entries until both bounds hold. */
  #evict(): void {
    for (const [key, entry] of this.#entries) {
      if (this.#entries.size <= this.#maxEntries && this.#chars <= this.#maxChars) return;
      this.#delete(key, entry);
    }
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
    if (hit) this.#delete(key, hit);
    const value = load();
    const entry: Entry = { expires: now + ttlMs, value, chars: 0 };
    this.#entries.set(key, entry);
    value.then(
      (text) => {
        if (this.#entries.get(key) !== entry) return;
        entry.chars = text.length;
        this.#chars += text.length;
        this.#evict();
      },
      () => {
        this.#delete(key, entry);
      },
    );
    this.#evict();
    return value;
  }

  /** Drops the entries whose key `matches` (an upstream change made here, e.g. an edited entity); how many went. */
  forget(matches: (key: string) => boolean): number {
    let count = 0;
    for (const [key, entry] of [...this.#entries]) {
      if (!matches(key)) continue;
      this.#delete(key, entry);
      count += 1;
    }
    return count;
  }

  clear(): void {
    this.#entries.clear();
    this.#chars = 0;
  }
}

/** Default lifetime of a cached upstream response. */
export const UPSTREAM_CACHE_TTL_MS = 60_000;

/** Entries of the process-wide cache. */
const UPSTREAM_CACHE_MAX_ENTRIES = 2000;
/**
 * Characters of the process-wide cache: 8 million (16 MB at most as V8 strings), a few hundred search
 * answers or thousands of records; BENCHMARKS.md "Memory" explains the portal's memory budget.
 */
const UPSTREAM_CACHE_MAX_CHARS = 8_000_000;

/** The process-wide cache used by the API clients (src/lib/apis/client.ts). */
export const upstreamResponses = new ResponseCache({ maxEntries: UPSTREAM_CACHE_MAX_ENTRIES, maxChars: UPSTREAM_CACHE_MAX_CHARS });
