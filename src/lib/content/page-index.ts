import { CONTENT_LIMITS } from '../constants.ts';
import { contentQuery, type ContentOptions } from './client.ts';
import { LOCALE_CODES, type LocaleCode } from '../i18n/locales.ts';
import { COLLECTIONS_PAGE } from './collections-page.ts';
import { RESERVED_SEGMENTS, editorialPath } from './editorial-path.ts';
import type { Collection } from './types.ts';

const L = CONTENT_LIMITS;
// The service answers at most 1000 items a query; stories beyond that (up to 1500) come with `skip`.
const STORIES_PER_QUERY = Math.min(L.stories, L.maxQueryLimit);

/**
 * Which editorial pages exist: the identifiers the build pre-renders (in English; a page exists in every
 * language because every field falls back to English). The first query asks for everything, further ones
 * (`$storySkip`, `$first: false`) for the stories past the first 1000. A removed entry is missing here, so
 * the next build drops its pages. Each entry's `sys.publishedAt` dates its page in the sitemaps (src/lib/sitemaps/).
 */
export const PAGE_INDEX = `query PageIndex($preview: Boolean = false, $storySkip: Int = 0, $first: Boolean = true) {
  storyCollection(preview: $preview, locale: "en-GB", limit: ${String(STORIES_PER_QUERY)}, skip: $storySkip, order: datePublished_DESC) { total items { sys { id publishedAt } identifier } }
  exhibitionPageCollection(preview: $preview, locale: "en-GB", limit: ${String(L.exhibitions)}, order: datePublished_DESC) @include(if: $first) {
    total items { sys { id publishedAt } identifier hasPartCollection(limit: ${String(L.browseParts)}) { items { sys { id publishedAt } identifier } } }
  }
  themePageCollection(preview: $preview, locale: "en-GB", limit: ${String(L.categories)}) @include(if: $first) { items { sys { id publishedAt } identifier } }
  browsePageCollection(preview: $preview, locale: "en-GB", limit: 100) @include(if: $first) { items { sys { id publishedAt } identifier site } }
  staticPageCollection(preview: $preview, locale: "en-GB", limit: 100) @include(if: $first) { items { sys { id publishedAt } identifier site } }
  landingPageCollection(preview: $preview, locale: "en-GB", limit: 100) @include(if: $first) { items { sys { id publishedAt } identifier site } }
}`;

interface Entry {
  readonly sys: { readonly id: string; readonly publishedAt?: string | null };
  readonly identifier: string | null;
}
interface SiteEntry extends Entry {
  readonly site: string | null;
}

export interface SlugPage {
  readonly identifier: string;
  readonly site: string | undefined;
  readonly kind: 'browse' | 'static' | 'landing';
}

export interface PageIndex {
  readonly stories: readonly string[];
  readonly exhibitions: readonly { readonly identifier: string; readonly chapters: readonly string[] }[];
  readonly themes: readonly string[];
  /** Pages of the catch-all `/{slug}` route. */
  readonly slugPages: readonly SlugPage[];
  /**
   * When the entry of a page was last published, by the page's path without a language (`stories/x`,
   * `exhibitions/x/chapter`, `themes/x`, a slug page's identifier): the sitemaps' `lastmod`.
   */
  readonly published?: ReadonlyMap<string, string> | undefined;
}

/** The main site; pages of other sites (the data-space microsite) keep their own `site`. */
export const MAIN_SITE = 'www.europeana.eu';

const ids = <T extends Entry>(collection: Collection<T>): (T & { identifier: string })[] =>
  collection.items.filter((e): e is T & { identifier: string } => e !== null && typeof e.identifier === 'string' && e.identifier !== '');

let cached: Promise<PageIndex> | undefined;

/** The page index, fetched once per build (every route's `getStaticPaths` asks for it). */
export function getPageIndex(options: ContentOptions = {}): Promise<PageIndex> {
  if (options.preview === true) return fetchPageIndex(options);
  cached ??= fetchPageIndex(options);
  return cached;
}

/** The page index as it is now (the publisher compares it with the pages its build holds). */
export function freshPageIndex(options: ContentOptions = {}): Promise<PageIndex> {
  return fetchPageIndex(options);
}

/**
 * The public path of every editorial page an index makes, in every language: the pages the editorial routes
 * of src/pages/[locale]/ pre-render (a build test checks that the two agree).
 */
export function editorialPathsOf(index: PageIndex, locales: readonly LocaleCode[] = LOCALE_CODES): Set<string> {
  const paths = ['', 'stories', 'themes', 'feature-ideas', COLLECTIONS_PAGE];
  for (const story of index.stories) paths.push(`stories/${story}`);
  for (const exhibition of index.exhibitions) {
    paths.push(`exhibitions/${exhibition.identifier}`, `exhibitions/${exhibition.identifier}/credits`);
    for (const chapter of exhibition.chapters) if (chapter !== 'credits') paths.push(`exhibitions/${exhibition.identifier}/${chapter}`);
  }
  for (const theme of index.themes) paths.push(`themes/${theme}`);
  for (const page of index.slugPages) paths.push(page.identifier);
  return new Set(locales.flatMap((locale) => paths.map((path) => editorialPath(locale, path))));
}

/**
 * The pages an entry of a routed type has by itself, in every language, from its content type and identifier
 * alone (a story's `/{locale}/stories/{identifier}`; an exhibition's page and credits, its chapters come with the
 * page index): the publisher renders a new entry's pages with them before the page index answers. Types whose
 * path the entry alone does not settle (pages of the catch-all route may belong to another site) have none, but for
 * the collections page's browse page: the collections page is always there, and read nothing of the entry before
 * it was published.
 */
export function ownPathsOf(contentType: string, identifier: string, locales: readonly LocaleCode[] = LOCALE_CODES): Set<string> {
  const none: PageIndex = { stories: [], exhibitions: [], themes: [], slugPages: [] };
  const only = (entry: Partial<PageIndex>): Set<string> => {
    const always = editorialPathsOf(none, locales);
    return new Set([...editorialPathsOf({ ...none, ...entry }, locales)].filter((path) => !always.has(path)));
  };
  if (contentType === 'story') return only({ stories: [identifier] });
  if (contentType === 'exhibitionPage') return only({ exhibitions: [{ identifier, chapters: [] }] });
  if (contentType === 'themePage') return only({ themes: [identifier] });
  if (contentType === 'browsePage' && identifier === COLLECTIONS_PAGE) return new Set(locales.map((locale) => editorialPath(locale, COLLECTIONS_PAGE)));
  return new Set();
}

interface PageIndexResponse {
  readonly storyCollection: Collection<Entry>;
  readonly exhibitionPageCollection: Collection<Entry & { hasPartCollection: Collection<Entry> | null }>;
  readonly themePageCollection: Collection<Entry>;
  readonly browsePageCollection: Collection<SiteEntry>;
  readonly staticPageCollection: Collection<SiteEntry>;
  readonly landingPageCollection: Collection<SiteEntry>;
}

/** Every story past the first query's, up to CONTENT_LIMITS.stories, newest first. */
async function moreStories(total: number, options: ContentOptions): Promise<(Entry | null)[]> {
  const stories: (Entry | null)[] = [];
  for (let storySkip = STORIES_PER_QUERY; storySkip < Math.min(total, L.stories); storySkip += STORIES_PER_QUERY) {
    const data = await contentQuery<Pick<PageIndexResponse, 'storyCollection'>>(PAGE_INDEX, { storySkip, first: false }, `the page index (stories from ${String(storySkip)})`, options);
    stories.push(...data.storyCollection.items);
    if (data.storyCollection.items.length < STORIES_PER_QUERY) break;
  }
  return stories;
}

async function fetchPageIndex(options: ContentOptions): Promise<PageIndex> {
  const data = await contentQuery<PageIndexResponse>(PAGE_INDEX, {}, 'the page index', options);
  const stories = [...data.storyCollection.items, ...(await moreStories(data.storyCollection.total ?? 0, options))].slice(0, L.stories);
  const slug = (kind: SlugPage['kind'], collection: Collection<SiteEntry>): SlugPage[] =>
    ids(collection)
      .filter((e) => {
        const reserved = RESERVED_SEGMENTS.has(e.identifier.split('/')[0] ?? '');
        // The collections page shows its browse page itself (src/pages/[locale]/collections/index.astro).
        const shownElsewhere = kind === 'browse' && e.identifier === COLLECTIONS_PAGE && (e.site === null || e.site === MAIN_SITE);
        if (reserved && !shownElsewhere) console.warn(`[content] ${kind} page "${e.identifier}" is not built: another route owns /${e.identifier}.`);
        return !reserved;
      })
      .map((e) => ({ identifier: e.identifier, site: e.site === null || e.site === MAIN_SITE ? undefined : e.site, kind }));
  const published = new Map<string, string>();
  const date = (path: string, entry: Entry): void => {
    if (typeof entry.sys.publishedAt === 'string') published.set(path, entry.sys.publishedAt);
  };
  for (const story of ids({ ...data.storyCollection, items: stories })) date(`stories/${story.identifier}`, story);
  for (const exhibition of ids(data.exhibitionPageCollection)) {
    date(`exhibitions/${exhibition.identifier}`, exhibition);
    for (const chapter of ids(exhibition.hasPartCollection ?? { items: [] })) date(`exhibitions/${exhibition.identifier}/${chapter.identifier}`, chapter);
  }
  for (const theme of ids(data.themePageCollection)) date(`themes/${theme.identifier}`, theme);
  for (const page of [...ids(data.browsePageCollection), ...ids(data.staticPageCollection), ...ids(data.landingPageCollection)]) date(page.identifier, page);
  return {
    published,
    stories: ids({ ...data.storyCollection, items: stories }).map((e) => e.identifier),
    exhibitions: ids(data.exhibitionPageCollection).map((e) => ({
      identifier: e.identifier,
      chapters: (e.hasPartCollection?.items ?? []).map((c) => c?.identifier).filter((c): c is string => typeof c === 'string' && c !== ''),
    })),
    themes: ids(data.themePageCollection).map((e) => e.identifier),
    slugPages: [...slug('browse', data.browsePageCollection), ...slug('static', data.staticPageCollection), ...slug('landing', data.landingPageCollection)],
  };
}
