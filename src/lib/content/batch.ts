import { LRUCache } from 'lru-cache';
import { LOCALE_CODES, type LocaleCode } from '../i18n/locales.ts';
import { recordPage, recordReads } from '../publication/reads.ts';
import { ContentQueryError, contentLocale } from './client.ts';
import { editorialPath } from './editorial-path.ts';
import { withLocaleGroups } from './locale-groups.ts';

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

/** The static paths of a route over `entries` in every language; each page gets its entry and language as props. */
export function everyLanguage<E, P extends Record<string, string>>(
  entries: readonly E[],
  params: (entry: E, locale: LocaleCode) => P,
  locales: readonly LocaleCode[] = LOCALE_CODES,
): { params: P; props: { entry: E; locale: LocaleCode } }[] {
  return entries.flatMap((entry) => locales.map((locale) => ({ params: params(entry, locale), props: { entry, locale } })));
}

/**
 * Loads shared by consecutive pages (an exhibition's chapters come in one query per language), kept with what
 * they read so every page that uses one records the same reads. Pages of one entry are rendered one after the
 * other, a few at a time (`build.concurrency`), so a short memory is enough.
 */
const shared = new LRUCache<string, Promise<{ value: unknown; reads: string[] }>>({ max: 64 });

/**
 * Loads one pre-rendered page's data while Astro renders the page (src/pages/[locale]/…), records what it read
 * for the publication index (`recordPage`), and asks again after a failed query. The data is loaded here, not in
 * `getStaticPaths`: held as props until their route was rendered, the data of 60,000 pages took the volume build
 * to 2.2 GB, and one route's loads ran before any of its pages could render (BENCHMARKS.md "Deploy build").
 * An entry the page index lists but the query does not return fails the build with its name: no half-empty pages.
 * Its queries ask its language together with four others (./locale-groups.ts): the pages of those languages
 * follow it and take their part of the same answer.
 *
 * @example const story = await prerenderedData(locale, `stories/${slug}`, `story "${slug}"`, (iso) => getStoryPage(slug, iso))
 */
export async function prerenderedData<D>(
  locale: LocaleCode,
  path: string,
  describe: string,
  load: (contentLocale: string) => Promise<D | undefined>,
  options: { readonly share?: string } = {},
): Promise<D> {
  const iso = contentLocale(locale);
  const run = (): Promise<{ value: unknown; reads: string[] }> => withRetries(() => recordReads(() => withLocaleGroups(() => load(iso))));
  let loaded: Promise<{ value: unknown; reads: string[] }>;
  if (options.share === undefined) loaded = run();
  else {
    const key = `${options.share}\u0000${iso}`;
    loaded = shared.get(key) ?? run();
    shared.set(key, loaded);
    // A failed load is not kept: the page after it asks again.
    loaded.catch(() => shared.delete(key));
  }
  const { value, reads } = await loaded;
  if (value === undefined) throw new Error(`The content service returned no ${describe} for ${iso}, although the page index lists it.`);
  recordPage(editorialPath(locale, path), reads);
  return value as D;
}
