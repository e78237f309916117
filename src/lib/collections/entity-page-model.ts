/**
 * The entity page's model (`/collections/{person|topic|organisation|place|time}/{id}-{slug}`, spec sections 2, 3,
 * 5): the entity (an organisation with its details), its items as a search scoped to it with the pinned ones
 * leading, related collections and editorial (./entity-page.ts), and what the response says. An unknown type, id
 * or entity is pageNotFound (404); a wrong or missing slug redirects (301) to the right one, and a page beyond the
 * last to the last (302).
 */
import type { PageAnalytics } from '../site/analytics.ts';
import { siteSearch } from '../search/site-search.ts';
import type { WithContext, Person, Organization, Place, DefinedTerm } from 'schema-dts';
import { getEntity, type Entity } from '../apis/entity.ts';
import { ROLES, userHasRole } from '../auth/claims.ts';
import { anonymousPageCache, entityPageTag } from '../cache/page-cache.ts';
import { contentCacheTags } from '../cache/content-tags.ts';
import { config, publicOrigin } from '../config.ts';
import { isDescriptionEditable } from '../edm/entity-description.ts';
import { entityTypeFromSlug } from '../edm/entity-types.ts';
import { entityView, type EntityView } from '../edm/entity-view.ts';
import { organisationView, type OrganisationView } from '../edm/organisation.ts';
import { PortalError, toPortalError } from '../errors/catalogue.ts';
import { failedPage, type PageRequest, type PageResult } from '../pages/result.ts';
import { loadEntityLabels, type EntityLabels } from '../search/advanced-labels.ts';
import { searchFormRedirect } from '../search/form-submission.ts';
import { lastPageIfBeyond, reportSearchOutcome } from '../search/run.ts';
import { filtersShown, type FiltersShown } from '../search/more-filters.ts';
import { hiddenFilters, parseSearchState, stateHref, type SearchState } from '../search/state.ts';
import { entityStructuredData } from '../seo/structured-data/entity.ts';
import type { ShareTarget } from '../share/share-links.ts';
import { loadEntityPageContents, type EntityPageContents } from './entity-page.ts';

export interface EntityPageModel extends EntityPageContents {
  readonly entity: EntityView;
  readonly organisation: OrganisationView | undefined;
  /** What the entity is, in the page's language ("Person", "Topic", …). */
  readonly typeLabel: string;
  /** The search within the entity: its state, and the filters its search box keeps as hidden fields. */
  readonly state: SearchState;
  readonly hidden: readonly { readonly name: 'qf' | 'qa'; readonly value: string }[];
  /** The names of the entities the advanced search's rules name, for its rows and chips. */
  readonly entityLabels: EntityLabels;
  /** The sidebar's expanded facet and "More filters" (src/lib/search/more-filters.ts). */
  readonly filters: FiltersShown;
  /** The picture of the page: the entity's, or an organisation's logo. */
  readonly image: string | undefined;
  readonly share: ShareTarget;
  /** The visitor may edit the description (editors, topics and organisations; issue 25). */
  readonly editable: boolean;
  readonly structuredData: WithContext<Person | Organization | Place | DefinedTerm>;
  /** A search within the entity, as the analytics count it (within `{type} {id-slug}`). */
  readonly analytics: PageAnalytics;
}

/** The route's parameters: the type's slug and `{id}-{slug}`. */
export interface EntityRoute {
  readonly type?: string | undefined;
  readonly id?: string | undefined;
}

/** The entity page as the request asks for it; `viewCookie` is the visitor's remembered results view. */
export async function loadEntityPageModel(route: EntityRoute, viewCookie: string | undefined, request: PageRequest): Promise<PageResult<EntityPageModel>> {
  const { url, locale, t, user, context, facts } = request;
  const type = entityTypeFromSlug(route.type ?? '');
  const idMatch = /^([0-9]{1,12})(?:-(.*))?$/.exec(route.id ?? '');
  if (!type || !idMatch?.[1]) return failedPage(new PortalError('Not an entity page', { status: 404, code: 'pageNotFound' }), request);
  let entity: EntityView | undefined;
  let organisation: OrganisationView | undefined;
  try {
    const found: Entity = await getEntity(type, idMatch[1], { context });
    entity = entityView(found, locale);
    organisation = organisationView(found, locale, config().wikimediaUploadUrl);
  } catch (error) {
    const failure = toPortalError(error);
    return failedPage(failure.status === 404 ? new PortalError('Entity not found', { status: 404, code: 'pageNotFound' }) : failure, request);
  }
  if (!entity) return failedPage(new PortalError('Unsupported entity URI', { status: 404, code: 'pageNotFound' }), request);
  if (url.pathname !== entity.href) return { kind: 'redirect', location: `${entity.href}${url.search}`, status: 301 };
  // The filters' forms (the year range, the newspapers' date of issue) become the page's filters, as on /search.
  const submitted = searchFormRedirect(url.searchParams, entity.href);
  if (submitted !== undefined) return { kind: 'redirect', location: submitted, status: 303 };

  const state = parseSearchState(url.searchParams, viewCookie);
  const filters = filtersShown(state, url.searchParams);
  const entityLabelsLoading = loadEntityLabels(state.qa, locale, context);
  const contents = await loadEntityPageContents(entity, state, { locale, filters, context, request: facts, signedIn: user !== undefined });
  const entityLabels = await entityLabelsLoading;
  const { outcome } = contents;
  reportSearchOutcome(facts, outcome);
  const last = lastPageIfBeyond(state, outcome);
  if (last !== undefined) return { kind: 'redirect', location: stateHref(entity.href, { ...state, page: last }), status: 302 };
  const pageUrl = `${publicOrigin()}${entity.href}`;
  const image = entity.thumbnail ?? organisation?.logo;
  return {
    kind: 'page',
    model: {
      ...contents,
      filters,
      entity,
      organisation,
      typeLabel: t(`collections.type.${route.type ?? ''}`),
      state,
      hidden: hiddenFilters(state),
      entityLabels,
      image,
      share: { url: pageUrl, title: entity.label, imageUrl: image },
      editable: userHasRole(user, ROLES.entityEditor) && isDescriptionEditable(entity.type),
      structuredData: entityStructuredData(entity, { url: pageUrl }),
      analytics: { search: siteSearch(url.searchParams, state, outcome, entity.href.split('/').slice(-2).join(' ')) },
    },
    status: outcome.kind === 'error' ? outcome.error.status : outcome.kind === 'beyond-window' ? 400 : undefined,
    // Tagged with the entity, so pinning or unpinning purges its pages (src/api/pins.ts), and as showing related
    // stories, so a publication purges them on every node (src/runtime/publication.ts).
    routeCache: outcome.kind === 'results' ? anonymousPageCache('entity', user !== undefined, [entityPageTag(entity.uri), ...contentCacheTags.related()]) : undefined,
  };
}
