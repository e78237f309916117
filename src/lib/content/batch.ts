import { LOCALE_CODES, type LocaleCode } from '../i18n/locales.ts';
import { recordReads } from '../publication/reads.ts';
import { ContentQueryError, contentLocale } from './client.ts';

/** Queries running at once during a build: enough to keep the service busy, few enough not to swamp it. */
export const BUILD_QUERY_CONCURRENCY = 8;

/** Runs `task` over `inputs`, at most `concurrency` at a time; the first failure rejects the whole run. */
export async function inBatches<I, O>(inputs: readonly I[], concurrency: number, task: (input: I) => Promise<O>): Promise<O[]> {
  const results = new Array<O>(inputs.length);
  let next = 0;
  let failed = false;
  const worker = async (): Promise<void> => {
    while (!failed && next < inputs.length) {
      const index = next++;
      try {
        results[index] = await task(inputs[index] as I);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, inputs.length) }, worker));
  return results;
}

/** Attempts of one page's load during a build: a query that timed out or failed on a busy service is asked again. */
const BUILD_ATTEMPTS = 3;
const RETRY_DELAY_MS = 1000;

/**
 * Runs a build-time load, again after a failed query (at the volume of spec section 9 a busy content service
 * now and then misses the 10 s timeout: measured, one such query failed a whole build of 62,750 pages). The last
 * failure is thrown, naming its entry as before.
 */
async function withRetries<T>(load: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await load();
    } catch (error) {
      if (!(error instanceof ContentQueryError) || attempt >= BUILD_ATTEMPTS) throw error;
      console.warn(`[content] ${error.message}; asking again (${String(attempt + 1)} of ${String(BUILD_ATTEMPTS)})`);
      await new Promise((r) => setTimeout(r, RETRY_DELAY_MS * attempt));
    }
  }
}

/** One pre-rendered page: its language, its entry, what the entry's query returned and what it read. */
export interface LocalisedEntry<E, D> {
  readonly locale: LocaleCode;
  readonly entry: E;
  readonly data: D;
  /** What the load read from the content service (src/lib/publication/reads.ts). */
  readonly reads: readonly string[];
}

/**
 * Queries every entry once per language (spec section 9 limits are in the queries), in batches. An entry
 * the index lists but the query does not return fails the build with its name: no half-empty pages.
 *
 * @example await perLocale(index.stories, (slug, iso) => getStoryPage(slug, iso), (slug) => `story "${slug}"`)
 */
export async function perLocale<E, D>(
  entries: readonly E[],
  load: (entry: E, contentLocale: string) => Promise<D | undefined>,
  describe: (entry: E) => string,
  locales: readonly LocaleCode[] = LOCALE_CODES,
): Promise<LocalisedEntry<E, D>[]> {
  const jobs = entries.flatMap((entry) => locales.map((locale) => ({ entry, locale })));
  return inBatches(jobs, BUILD_QUERY_CONCURRENCY, async ({ entry, locale }) => {
    const { value: data, reads } = await withRetries(() => recordReads(() => load(entry, contentLocale(locale))));
    if (data === undefined) throw new Error(`The content service returned no ${describe(entry)} for ${contentLocale(locale)}, although the page index lists it.`);
    return { locale, entry, data, reads };
  });
}
