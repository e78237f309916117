import { processSlot } from '../../runtime/process-slot.ts';

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

/** Derived values kept per entry (one per schema that reads the answer; two or three at most in practice). */
const MAX_DERIVED = 4;
/**
 * What a derived value counts, per character of its text: parsed and checked, a search answer took 2.2 and a record
 * 2.5 times the bytes of its (one byte a character) text in V8's heap; so the character bound stays a memory bound.
 */
const DERIVED_WEIGHT = 2;

interface Entry {
  readonly expires: number;
  readonly value: Promise<string>;
  /** Characters of the text once it arrived (0 while loading), and again for each value derived from it. */
  chars: number;
  /** Values made from the text (`derived`), by what made them: the answer parsed and checked by a schema. */
  derived?: Map<object, unknown>;
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
    return this.#entry(key, ttlMs, load).value;
  }

  /**
   * A value made from the cached text of `key` by `derive` (the answer parsed and checked against a schema), made
   * once per entry and `by` and then shared: callers get the same value, so it must not be changed (the API client
   * freezes it). It lives and goes with its text and counts DERIVED_WEIGHT times its characters. A `derive` that throws
   * keeps nothing: the next call derives again.
   */
  async derived<T>(key: string, ttlMs: number, load: () => Promise<string>, by: object, derive: (text: string) => T): Promise<T> {
    const entry = this.#entry(key, ttlMs, load);
    const text = await entry.value;
    if (entry.derived?.has(by) === true) return entry.derived.get(by) as T;
    const value = derive(text);
    // Only an entry still held keeps (and counts) its derived values; one dropped meanwhile is left to go. A few per
    // entry at most: a schema made anew for every call would otherwise add one per call.
    if (this.#entries.get(key) === entry && (entry.derived?.size ?? 0) < MAX_DERIVED) {
      (entry.derived ??= new Map()).set(by, value);
      entry.chars += DERIVED_WEIGHT * text.length;
      this.#chars += DERIVED_WEIGHT * text.length;
      this.#evict();
    }
    return value;
  }

  #entry(key: string, ttlMs: number, load: () => Promise<string>): Entry {
    const now = this.#now();
    const hit = this.#entries.get(key);
    if (hit && hit.expires > now) {
      this.#entries.delete(key);
      this.#entries.set(key, hit);
      return hit;
    }
    if (hit) this.#delete(key, hit);
    const value = load();
    const entry: Entry = { expires: now + ttlMs, value, chars: 0 };
    this.#entries.set(key, entry);
    value.then(
      (text) => {
        if (this.#entries.get(key) !== entry) return;
        entry.chars += text.length;
        this.#chars += text.length;
        this.#evict();
      },
      () => {
        this.#delete(key, entry);
      },
    );
    this.#evict();
    return entry;
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

/**
 * Freezes a value and everything it holds (plain objects and arrays, as parsed JSON is made of), so that a value
 * shared between pages through the cache cannot be changed by one of them: a change throws in strict code.
 */
export function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const inner of Object.values(value)) deepFreeze(inner);
  return value;
}

/** Default lifetime of a cached upstream response. */
export const UPSTREAM_CACHE_TTL_MS = 60_000;

/** Entries of the process-wide cache. */
const UPSTREAM_CACHE_MAX_ENTRIES = 2000;
/**
 * Characters of the process-wide cache: 8 million (16 MB at most as V8 strings), texts and their parsed values
 * counted together (`derived`): about a hundred search answers or a thousand records, each with its parsed value;
 * BENCHMARKS.md "Memory" explains the portal's memory budget.
 */
const UPSTREAM_CACHE_MAX_CHARS = 8_000_000;

/**
 * The process-wide cache used by the API clients (src/lib/apis/client.ts) and the content client's answers for
 * on-demand pages (src/lib/content/client.ts). One per process, in a process slot: the server's module graph and the
 * build's each load this module, and a publication applied by the server must reach what the build's pages read;
 * one bound on the memory of both, too.
 */
const slot = processSlot<ResponseCache>('upstream-responses');
export const upstreamResponses: ResponseCache =
  slot.get() ?? new ResponseCache({ maxEntries: UPSTREAM_CACHE_MAX_ENTRIES, maxChars: UPSTREAM_CACHE_MAX_CHARS });
slot.set(upstreamResponses);
