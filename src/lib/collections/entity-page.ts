/**
 * Loads what an entity page shows under its header (spec sections 2, 3, 5; issue 25): the entity's items (the pinned
 * ones, its best-items set, leading the unfiltered list), the related collections, and the stories and exhibitions
 * that name the entity. The items are essential; related collections and editorial fail to nothing.
 */
import type { ApiContext } from '../apis/client.ts';
import type { SearchItem } from '../apis/schemas.ts';
import { UPSTREAM_CACHE_TTL_MS } from '../apis/response-cache.ts';
import { getEntityRelatedContent } from '../content/entity-related-content.ts';
import type { EditorialCardData } from '../content/types.ts';
import { ENTITY_SCOPE_FIELD, type EntityView } from '../edm/entity-view.ts';
import { relatedEntities, type RelatedEntity } from '../edm/related-entities.ts';
import { toPortalError } from '../errors/catalogue.ts';
import { reportHandledError, type RequestFacts } from '../errors/report.ts';
import type { LocaleCode } from '../i18n/locales.ts';
import { searchApiParams } from '../search/api-params.ts';
import { quoteValue } from '../search/escape.ts';
import type { FiltersShown } from '../search/more-filters.ts';
import { runSearch, type SearchOutcome } from '../search/run.ts';
import type { SearchState } from '../search/state.ts';
import { runPinnedSearch } from '../sets/pinned-search.ts';
import { pinnedItems, pinsApply } from '../sets/pins.ts';

export interface EntityPageContents {
  readonly outcome: SearchOutcome;
  readonly related: readonly RelatedEntity[];
  readonly editorial: readonly EditorialCardData[];
  /** How many of the items lead as the entity's pinned ones. */
  readonly pinnedCount: number;
  /** Which items are pinned, when the page fetched them (they lead its unfiltered list): the cards' pin buttons start so. */
  readonly pinnedIds: ReadonlySet<string> | undefined;
}

export interface EntityPageOptions {
  readonly locale: LocaleCode;
  /** The sidebar's expanded facet and "More filters" (src/lib/search/more-filters.ts). */
  readonly filters: FiltersShown;
  readonly context: ApiContext;
  /** The page request, to report the failures the page does without (src/lib/errors/report.ts). */
  readonly request: RequestFacts;
  /** A signed-in visitor sees the pinned items as they are now; others may see them up to a minute old (src/lib/sets/pins.ts). */
  readonly signedIn: boolean;
}

/** The items, related collections and related editorial of `entity` for the search `state`, fetched side by side. */
export async function loadEntityPageContents(entity: EntityView, state: SearchState, options: EntityPageOptions): Promise<EntityPageContents> {
  const { locale, filters, context, request, signedIn } = options;
  const scope = {
    scopeQf: [`${ENTITY_SCOPE_FIELD[entity.type]}:${quoteValue(entity.uri)}`],
    organisation: entity.type === 'organization',
    expandFacet: filters.expanded,
    moreFiltersClosed: !filters.moreFilters,
    context,
  };
  // The entity's own items (no query or filters of the visitor's): the scope of related entities.
  const scopeParams = searchApiParams({ ...state, query: '', qf: [], qa: [], reusability: [], api: undefined, page: 1 }, { ...scope, withoutFacets: true });
  const related = scopeParams ? relatedEntities(entity.uri, scopeParams, locale, context) : Promise.resolve([]);
  // The items wait for the pinned ones, which lead them.
  let pinnedCount = 0;
  let pinnedIds: ReadonlySet<string> | undefined;
  const items = (async (): Promise<SearchOutcome> => {
    const pinned = pinsApply(state) ? await pinnedItems(entity.uri, { context, ...(signedIn ? {} : { cacheTtlMs: UPSTREAM_CACHE_TTL_MS }) }).catch((): SearchItem[] => []) : [];
    pinnedCount = pinned.length;
    if (pinsApply(state)) pinnedIds = new Set(pinned.map((item) => item.id));
    return pinned.length > 0 ? runPinnedSearch(state, locale, pinned, scope) : runSearch(state, locale, scope);
  })();
  const editorial = getEntityRelatedContent(entity.uri, locale, { requestLog: context.requestLog, cacheTtlMs: UPSTREAM_CACHE_TTL_MS }).catch((error: unknown): EditorialCardData[] => {
    reportHandledError(request, toPortalError(error));
    return [];
  });
  const [outcome, relatedFound, editorialFound] = await Promise.all([items, related, editorial]);
  return { outcome, related: relatedFound, editorial: editorialFound, pinnedCount, pinnedIds };
}
