/**
 * The collection listings' model (spec section 2, issue 25): the tables of topics, organisations and centuries at
 * europeana.eu's URLs (`/collections/topics|organisations|times`: filter, sort, 40 a page, ./entity-table.ts), the
 * singular slugs redirecting there (301), and the paginated card listings `/collections/persons` and
 * `/collections/places` (by name in the page's language, as europeana.eu sorts them; a page past the last goes to
 * the last, 302); other types are pageNotFound (404).
 */
import { searchEntities } from '../apis/entity.ts';
import { COLLECTION_KINDS, COLLECTION_LISTINGS, LISTING_PAGE_SIZE } from '../edm/collection-types.ts';
import { entityView, type EntityView } from '../edm/entity-view.ts';
import { PortalError } from '../errors/catalogue.ts';
import { failedPage, type PageRequest, type PageResult } from '../pages/result.ts';
import { lastPage, parseSearchState, stateHref, stateToParams } from '../search/state.ts';
import { entityRows, isEntityTableSlug, parseTableQuery, SINGULAR_TABLE_SLUGS, tablePage, tableParams, type EntityTableSlug, type TablePage, type TableQuery } from './entity-table.ts';

/** What the listing shows: its table, its cards with their pagination, or nothing yet and where to go instead. */
export type ListingContent =
  | { readonly kind: 'table'; readonly slug: EntityTableSlug; readonly query: TableQuery; readonly table: TablePage }
  | {
    readonly kind: 'cards';
    readonly entities: readonly EntityView[];
    readonly total: number;
    readonly page: number;
    readonly last: number;
    /** The listing's parameters its page links keep. */
    readonly params: URLSearchParams;
  }
  | { readonly kind: 'empty'; readonly suggestions: readonly { readonly href: string; readonly label: string; readonly qa?: string }[] };

export interface ListingPageModel {
  readonly title: string;
  readonly basePath: string;
  /** The query that names the page shown: a table's filter, sort and page; a card listing's page. */
  readonly canonicalQuery: string;
  readonly content: ListingContent;
}

/** The listing of the route's `slug` as the request asks for it. */
export async function loadListingPageModel(slug: string, request: PageRequest): Promise<PageResult<ListingPageModel>> {
  const { url, locale, t, context } = request;
  const moved = SINGULAR_TABLE_SLUGS[slug];
  if (moved) return { kind: 'redirect', location: `/${locale}/collections/${moved}${url.search}`, status: 301 };
  const kind = COLLECTION_KINDS.find((k) => k.slug === slug);
  if (!kind) return failedPage(new PortalError('Unknown collection type', { status: 404, code: 'pageNotFound' }), request);

  const basePath = `/${locale}/collections/${slug}`;
  const type = COLLECTION_LISTINGS[slug];
  const state = parseSearchState(url.searchParams);
  const tableQuery = parseTableQuery(url.searchParams);
  let entities: EntityView[] = [];
  let total = 0;
  let table: TablePage | undefined;
  try {
    if (isEntityTableSlug(slug)) {
      table = tablePage(await entityRows(slug, locale, context), tableQuery, locale);
      total = table.total;
    } else if (type) {
      const result = await searchEntities({ type, page: state.page, pageSize: LISTING_PAGE_SIZE, sort: `skos_prefLabel.${locale}` }, { context });
      entities = result.items.flatMap((e) => entityView(e, locale) ?? []);
      total = result.total;
    }
  } catch (error) {
    return failedPage(error, request);
  }
  // A page past the last (a shortened listing, an edited URL) is never an empty page: the last one answers.
  const last = lastPage(total, LISTING_PAGE_SIZE);
  if (type && total > 0 && state.page > last) return { kind: 'redirect', location: stateHref(basePath, { ...state, page: last }), status: 302 };

  let content: ListingContent;
  let canonicalQuery = '';
  if (table && isEntityTableSlug(slug) && (total > 0 || tableQuery.filter !== '')) {
    content = { kind: 'table', slug, query: tableQuery, table };
    canonicalQuery = tableParams({ ...tableQuery, page: table.page }).toString();
  } else if (total === 0) {
    // The other listings, where a visitor can go on when this one is empty (issue 26, item 11).
    content = {
      kind: 'empty',
      suggestions: [
        ...COLLECTION_KINDS.filter((other) => other.slug !== slug).map((other) => ({ href: `/${locale}/collections/${other.slug}`, label: t(other.label) })),
        { href: `/${locale}/search?query=*`, label: t('search.label'), qa: 'empty-search-all' },
      ],
    };
  } else {
    content = { kind: 'cards', entities, total, page: state.page, last, params: stateToParams({ ...state, page: 1 }) };
    canonicalQuery = state.page > 1 ? new URLSearchParams({ page: String(state.page) }).toString() : '';
  }
  return {
    kind: 'page',
    model: { title: t(kind.label), basePath, canonicalQuery, content },
    cacheControl: 'public, max-age=300',
  };
}
