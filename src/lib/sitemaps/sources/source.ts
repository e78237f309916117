/**
 * What a sitemap source is (issue 20, item 1): a name (part of its files' names), how many URLs go in one of its
 * files, whether its entries carry `hreflang` alternates, and its URLs as an async iterable that the refresher
 * (../refresher.ts) walks once, writing files as it goes. One module per source in this folder.
 */
import { config } from '../../config.ts';
import type { SitemapUrl } from '../xml.ts';

/** The sources, in the order a refresh walks them: the quick ones first, the catalogue last. */
export const SITEMAP_SOURCES = ['editorial', 'galleries', 'entities', 'items'] as const;
export type SitemapSourceName = (typeof SITEMAP_SOURCES)[number];

export function isSitemapSource(value: string): value is SitemapSourceName {
  return (SITEMAP_SOURCES as readonly string[]).includes(value);
}

export interface SitemapSource {
  readonly name: SitemapSourceName;
  readonly urlsPerFile: number;
  readonly alternates: boolean;
  /** Every URL of the source, read page by page from its upstream; ends early when `signal` aborts. */
  urls(origin: string, signal: AbortSignal): AsyncIterable<SitemapUrl>;
}

/**
 * URLs per file where an entry is one line of about 100 bytes (items, entities, galleries): about 1 MB of XML and
 * 100 KB compressed a file, a fifth of the protocol's 50,000.
 */
export const URLS_PER_FILE = 10_000;

/** An absolute URL of a path on the public origin, percent-encoded as a URL must be (`new URL`). */
export function absoluteUrl(origin: string, path: string): string {
  return new URL(path, origin).href;
}

/** How often a failed upstream page is asked again, and the first pause (doubling) before it is. */
const ATTEMPTS = 4;
const FIRST_RETRY_MS = 1000;

export interface ReadOptions {
  /** After a page that took t ms, the walk pauses `pauseFactor × t` (SITEMAP_WALK_PAUSE_FACTOR); 0: no pause. */
  readonly pauseFactor?: number;
  readonly sleep?: (ms: number) => Promise<void>;
}

/**
 * One page of a walk from an upstream API. A failure (a timeout, a 5xx) is asked again after growing pauses; the
 * last one ends the walk (the refresher keeps the files it served before). After a page, the walk pauses in
 * proportion to the time the page took: a walk is a background task, and with a factor of 1 it takes at most half of
 * one request stream of the upstream and of this process, leaving the rest to the pages visitors ask for
 * (BENCHMARKS.md "Sitemaps": walking flat out slowed page answers by more than the 20 %).
 */
export async function readPage<T>(read: () => Promise<T>, signal: AbortSignal, options: ReadOptions = {}): Promise<T> {
  const { pauseFactor = config().sitemaps.pauseFactor, sleep = pause } = options;
  for (let attempt = 1; ; attempt += 1) {
    const started = performance.now();
    try {
      const page = await read();
      if (pauseFactor > 0 && !signal.aborted) await sleep((performance.now() - started) * pauseFactor);
      return page;
    } catch (error) {
      if (attempt >= ATTEMPTS || signal.aborted) throw error;
      await sleep(FIRST_RETRY_MS * 2 ** (attempt - 1));
    }
  }
}

// Not unref'd: a walk under way keeps `npm run sitemaps` running (stop() ends it in a server).
const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
