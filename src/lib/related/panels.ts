/**
 * The related panels of a search (issue 25; europeana.eu's components/related/*, spec sections 2 and 9): related
 * collections above the results (Entity API suggestions for the query), related galleries (Set API search of
 * published galleries in the page language) and related stories and exhibitions (content service) under them.
 *
 * The panels must not slow the search or break it: the page starts them together with the search, each call gives
 * up after RELATED_TIMEOUT_MS, and a panel whose upstream fails or is late is simply left out (never an error
 * page). Which panels were left out is part of the model, so the page can report them and keep such a page out
 * of the shared route cache.
 */
import type { ApiContext } from '../apis/client.ts';
import { suggest } from '../apis/entity.ts';
import { config } from '../config.ts';
import { UPSTREAM_CACHE_TTL_MS } from '../apis/response-cache.ts';
import { searchSets, type UserSet } from '../apis/set.ts';
import { CONTENT_LIMITS } from '../constants.ts';
import { contentLocale } from '../content/client.ts';
import { getRelatedContent } from '../content/related-content.ts';
import type { EditorialCardData } from '../content/types.ts';
import type { RelatedEntity } from '../edm/related-entities.ts';
import { entityChipImage, entityView } from '../edm/entity-view.ts';
import { PortalError, toPortalError } from '../errors/catalogue.ts';
import { reportHandledError, type RequestFacts } from '../errors/report.ts';
import { isLocaleCode } from '../i18n/locales.ts';
import type { SearchState } from '../search/state.ts';

/** How long a related panel may take: well under the search itself, whose page does not wait longer for it. */
export const RELATED_TIMEOUT_MS = 1500;
/** Related collections (RelatedCollectionsCard.vue asks the Entity API for 4 suggestions). */
export const RELATED_COLLECTIONS = 4;
/** Related galleries (RelatedGalleries.vue: pageSize 3). */
export const RELATED_GALLERIES = 3;
/** Related stories and exhibitions (spec section 9: 4 related items). */
export const RELATED_EDITORIAL = CONTENT_LIMITS.relatedItems;

export type RelatedPanel = 'collections' | 'galleries' | 'editorial';

export interface RelatedPanels {
  readonly collections: readonly RelatedEntity[];
  readonly galleries: readonly UserSet[];
  readonly editorial: readonly EditorialCardData[];
  /** Panels asked for whose upstream failed or was late, with why: left out of the page. */
  readonly omitted: readonly { readonly panel: RelatedPanel; readonly error: PortalError }[];
}

export const NO_RELATED_PANELS: RelatedPanels = { collections: [], galleries: [], editorial: [], omitted: [] };

/**
 * The visitor's own words, when a search has them: no panels for an empty query or "everything" (`*`, `*:*`).
 * @example relatedQuery({ query: ' monet ', … }) // 'monet'
 */
export function relatedQuery(state: SearchState): string | undefined {
  const query = state.query.trim();
  return query === '' || query === '*' || query === '*:*' ? undefined : query;
}

/**
 * Which panels a search page shows: the collections and galleries on the first page (where the reference shows
 * them among the results), the stories and exhibitions on every page; galleries only for plain words (a fielded
 * query such as `who:monet` means nothing to the Set API).
 */
export function panelsFor(state: SearchState): readonly RelatedPanel[] {
  const query = relatedQuery(state);
  if (query === undefined) return [];
  if (state.page > 1) return ['editorial'];
  return query.includes(':') ? ['collections', 'editorial'] : ['collections', 'galleries', 'editorial'];
}

/** A promise that settles within `ms`: late is a timeout (504), as an upstream call that never answers. */
function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(new PortalError('A related panel did not answer in time', { status: 504, code: 'upstreamUnavailable' }));
    }, ms);
  });
  return Promise.race([promise, late]).finally(() => {
    clearTimeout(timer);
  });
}

async function collections(query: string, locale: string, context: ApiContext | undefined): Promise<RelatedEntity[]> {
  const entities = await suggest(query, locale, { rows: RELATED_COLLECTIONS, timeoutMs: RELATED_TIMEOUT_MS, cacheTtlMs: UPSTREAM_CACHE_TTL_MS, context });
  return entities.flatMap((entity) => {
    const view = entityView(entity, locale);
    return view ? [{ uri: view.uri, label: view.label, lang: view.labelLang, href: view.href, image: entityChipImage(entity, config().wikimediaUploadUrl) }] : [];
  });
}

async function galleries(query: string, locale: string, context: ApiContext | undefined): Promise<UserSet[]> {
  const { sets } = await searchSets(query, {
    qf: ['visibility:published', `lang:${locale}`],
    page: 1,
    pageSize: RELATED_GALLERIES,
    profile: 'items.meta',
    timeoutMs: RELATED_TIMEOUT_MS,
    cacheTtlMs: UPSTREAM_CACHE_TTL_MS,
    context,
  });
  return sets;
}

function editorial(query: string, locale: string, context: ApiContext | undefined): Promise<EditorialCardData[]> {
  if (!isLocaleCode(locale)) return Promise.resolve([]);
  return getRelatedContent(query, contentLocale(locale), { limit: RELATED_EDITORIAL, timeoutMs: RELATED_TIMEOUT_MS, requestLog: context?.requestLog, cacheTtlMs: UPSTREAM_CACHE_TTL_MS });
}

/**
 * The related panels of a search page, asked in parallel (start it before awaiting the search). Never rejects:
 * a failed or late panel is empty and named in `omitted`.
 */
export async function loadRelatedPanels(state: SearchState, locale: string, context?: ApiContext): Promise<RelatedPanels> {
  const query = relatedQuery(state);
  const wanted = panelsFor(state);
  if (query === undefined || wanted.length === 0) return NO_RELATED_PANELS;
  const omitted: { panel: RelatedPanel; error: PortalError }[] = [];
  const ask = async <T>(panel: RelatedPanel, load: () => Promise<T[]>): Promise<T[]> => {
    if (!wanted.includes(panel)) return [];
    try {
      return await within(load(), RELATED_TIMEOUT_MS + 250);
    } catch (error) {
      omitted.push({ panel, error: toPortalError(error) });
      return [];
    }
  };
  const [c, g, e] = await Promise.all([
    ask('collections', () => collections(query, locale, context)),
    ask('galleries', () => galleries(query, locale, context)),
    ask('editorial', () => editorial(query, locale, context)),
  ]);
  return { collections: c, galleries: g, editorial: e, omitted };
}

/** Reports each panel a page left out (one line each, as a search answered without facets). */
export function reportOmittedPanels(request: RequestFacts, panels: RelatedPanels): void {
  for (const { panel, error } of panels.omitted) reportHandledError(request, error, `search answered without its related ${panel}`);
}
