import { CONTENT_LIMITS } from '../constants.ts';
import { contentQuery, type ContentOptions } from './client.ts';
import { RESERVED_SEGMENTS } from './editorial-path.ts';
import type { Collection } from './types.ts';

const L = CONTENT_LIMITS;

/**
 * Which editorial pages exist: the identifiers the build pre-renders (one query, in English; a page exists in
 * every language because every field falls back to English). A removed entry is missing here, so the next
 * build drops its pages.
 */
export const PAGE_INDEX = `query PageIndex($preview: Boolean = false) {
  storyCollection(preview: $preview, locale: "en-GB", limit: ${String(L.maxQueryLimit)}, order: datePublished_DESC) { total items { sys { id } identifier } }
  exhibitionPageCollection(preview: $preview, locale: "en-GB", limit: ${String(L.exhibitions)}, order: datePublished_DESC) {
    total items { sys { id } identifier hasPartCollection(limit: ${String(L.browseParts)}) { items { identifier } } }
  }
  themePageCollection(preview: $preview, locale: "en-GB", limit: ${String(L.categories)}) { items { sys { id } identifier } }
  browsePageCollection(preview: $preview, locale: "en-GB", limit: 100) { items { sys { id } identifier site } }
  staticPageCollection(preview: $preview, locale: "en-GB", limit: 100) { items { sys { id } identifier site } }
  landingPageCollection(preview: $preview, locale: "en-GB", limit: 100) { items { sys { id } identifier site } }
}`;

interface Entry {
  readonly sys: { readonly id: string };
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

async function fetchPageIndex(options: ContentOptions): Promise<PageIndex> {
  const data = await contentQuery<{
    storyCollection: Collection<Entry>;
    exhibitionPageCollection: Collection<Entry & { hasPartCollection: Collection<{ identifier: string | null }> | null }>;
    themePageCollection: Collection<Entry>;
    browsePageCollection: Collection<SiteEntry>;
    staticPageCollection: Collection<SiteEntry>;
    landingPageCollection: Collection<SiteEntry>;
  }>(PAGE_INDEX, {}, 'the page index', options);
  const slug = (kind: SlugPage['kind'], collection: Collection<SiteEntry>): SlugPage[] =>
    ids(collection)
      .filter((e) => {
        const reserved = RESERVED_SEGMENTS.has(e.identifier.split('/')[0] ?? '');
        if (reserved) console.warn(`[content] ${kind} page "${e.identifier}" is not built: another route owns /${e.identifier}.`);
        return !reserved;
      })
      .map((e) => ({ identifier: e.identifier, site: e.site === null || e.site === MAIN_SITE ? undefined : e.site, kind }));
  return {
    stories: ids(data.storyCollection).map((e) => e.identifier),
    exhibitions: ids(data.exhibitionPageCollection).map((e) => ({
      identifier: e.identifier,
      chapters: (e.hasPartCollection?.items ?? []).map((c) => c?.identifier).filter((c): c is string => typeof c === 'string' && c !== ''),
    })),
    themes: ids(data.themePageCollection).map((e) => e.identifier),
    slugPages: [...slug('browse', data.browsePageCollection), ...slug('static', data.staticPageCollection), ...slug('landing', data.landingPageCollection)],
  };
}
