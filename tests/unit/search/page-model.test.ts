/**
 * The search page's model (src/lib/search/page-model.ts) read from the local services as an anonymous visitor's
 * request and a signed-in visitor's: the redirects it decides (a form's fields 303, past the last page 302), the
 * cookies it remembers, the statuses of a search beyond the window and of a failed one, and when the page is shared
 * in the route cache. An upstream is made to fail with the `x-{api}-api-url` override (src/lib/apis/client.ts)
 * pointing at a path the local services do not have.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { anonymousPageCache } from '../../../src/lib/cache/page-cache.ts';
import { MULTILINGUAL_COOKIE, SEARCH_VIEW_COOKIE } from '../../../src/lib/constants.ts';
import type { FinishedPage, PageRequest } from '../../../src/lib/pages/result.ts';
import { loadSearchPageModel, type SearchPageModel, type SearchPageResult } from '../../../src/lib/search/page-model.ts';
import type { PreferenceCookies } from '../../../src/lib/search/view-cookie.ts';
import { servicesUrl } from '../../support/services.ts';
import { pageRequestFor, useLocalServices, VISITOR } from '../pages/page-request.ts';

/** The request's cookies: what the visitor sent, and what the page remembers for them. */
function cookieJar(sent: Record<string, string> = {}): PreferenceCookies & { readonly values: Map<string, string> } {
  const values = new Map(Object.entries(sent));
  return {
    values,
    get: (name) => {
      const value = values.get(name);
      return value === undefined ? undefined : { value };
    },
    set: (name, value) => {
      values.set(name, value);
    },
  };
}

function pageOf(result: SearchPageResult): FinishedPage<SearchPageModel> {
  if (result.kind !== 'page') throw new Error(`expected a page, got ${JSON.stringify(result)}`);
  return result;
}

/** A request whose calls to `api` go to a path the local services answer with 404. */
function withFailing(api: 'record' | 'entity', request: PageRequest): PageRequest {
  const requestHeaders = new Headers({ [`x-${api}-api-url`]: `${servicesUrl()}/nowhere` });
  return { ...request, context: { ...request.context, requestHeaders } };
}

/** A query no earlier test asked, past the upstream response cache. */
let unique = 0;
function fresh(query: string): string {
  unique += 1;
  return `${query} ${String(Date.now())}${String(unique)}`;
}

beforeAll(() => {
  process.env.API_URL_OVERRIDE_ENABLED = 'true';
  process.env.API_URL_OVERRIDE_HOSTS = new URL(servicesUrl()).host;
  useLocalServices();
});

describe('loadSearchPageModel', () => {
  it('finishes an anonymous search: results, title, login for multilingual search, private cache-control and shared in the route cache', async () => {
    const cookies = cookieJar();
    const result = pageOf(await loadSearchPageModel(cookies, pageRequestFor('/en/search?query=portrait&qf=TYPE%3A%22IMAGE%22')));
    const { model } = result;
    expect(model).toMatchObject({ title: 'Search results for “portrait”', basePath: '/en/search', filters: { expanded: undefined, expandFilter: '', moreFilters: false, moreAsked: false } });
    expect(model.outcome.kind).toBe('results');
    expect(model.hidden).toEqual([{ name: 'qf', value: 'TYPE:"IMAGE"' }]);
    expect(model.multilingual).toEqual({ kind: 'login', href: `/en/account/login?${new URLSearchParams({ redirect: '/en/search?query=portrait&qf=TYPE%3A%22IMAGE%22' }).toString()}` });
    expect(result.status).toBeUndefined();
    expect(result.cacheControl).toBe('private, no-cache');
    // Shared for anonymous visitors, and purged by a publication (it shows related stories).
    expect(result.routeCache).toEqual({ ...anonymousPageCache('search', false), tags: ['upstream', 'page:search', 'content', 'content:related'] });
    expect(cookies.values.size).toBe(0);
  });

  it('offers nothing multilingual to an anonymous visitor without a query, and keeps an expanded facet', async () => {
    const { model } = pageOf(await loadSearchPageModel(cookieJar(), pageRequestFor('/de/search?expand=COUNTRY&expandFilter=fr', { locale: 'de' })));
    expect(model).toMatchObject({ basePath: '/de/search', filters: { expanded: 'COUNTRY', expandFilter: 'fr', moreFilters: false, moreAsked: false }, multilingual: { kind: 'none' } });
    const unknown = pageOf(await loadSearchPageModel(cookieJar(), pageRequestFor('/en/search?expand=nothing')));
    expect(unknown.model.filters.expanded).toBeUndefined();
  });

  it('asks the Search API for the facets under "More filters" only when the section is open', async () => {
    const facetNames = (result: SearchPageResult): string[] => {
      const { model } = pageOf(result);
      return model.outcome.kind === 'results' ? model.outcome.facets.map((facet) => facet.name) : [];
    };
    const closed = facetNames(await loadSearchPageModel(cookieJar(), pageRequestFor('/en/search?query=*')));
    expect(closed).toContain('TYPE');
    expect(closed).not.toContain('LANGUAGE');
    expect(closed).not.toContain('CREATOR');
    const asked = await loadSearchPageModel(cookieJar(), pageRequestFor('/en/search?query=*&more=1'));
    expect(pageOf(asked).model.filters.moreFilters).toBe(true);
    expect(facetNames(asked)).toEqual(expect.arrayContaining(['TYPE', 'LANGUAGE', 'CREATOR', 'DATA_PROVIDER']));
    // Its canonical address is the search alone: one address a search for crawlers, whatever its display.
    const displayed = await loadSearchPageModel(cookieJar(), pageRequestFor('/en/search?more=1&query=*&view=list&expand=COUNTRY&qf=TYPE%3A%22IMAGE%22&page=2'));
    expect(pageOf(displayed).model.canonicalQuery).toBe('query=*&qf=TYPE%3A%22IMAGE%22&page=2');
    // A filter of the section in use opens it by itself.
    const inUse = await loadSearchPageModel(cookieJar(), pageRequestFor('/en/search?query=*&qf=LANGUAGE%3A%22en%22'));
    expect(pageOf(inUse).model.filters.moreFilters).toBe(true);
    expect(facetNames(inUse)).toContain('CREATOR');
  });

  it('remembers a view parameter in the view cookie, and a page asked with one is not shared', async () => {
    const cookies = cookieJar();
    const result = pageOf(await loadSearchPageModel(cookies, pageRequestFor('/en/search?query=portrait&view=list')));
    expect(cookies.values.get(SEARCH_VIEW_COOKIE)).toBe('list');
    expect(result.model.state.view).toBe('list');
    expect(result.routeCache).toBeUndefined();
    // The remembered view answers without the parameter, and the page is shared again.
    const remembered = pageOf(await loadSearchPageModel(cookieJar({ [SEARCH_VIEW_COOKIE]: 'mosaic' }), pageRequestFor('/en/search?query=portrait')));
    expect(remembered.model.state.view).toBe('mosaic');
    expect(remembered.routeCache?.tags).toContain('content:related');
  });

  it('remembers the multilingual choice of a signed-in visitor only, whose page is never shared', async () => {
    const cookies = cookieJar();
    const on = pageOf(await loadSearchPageModel(cookies, pageRequestFor('/en/search?query=portrait&multilingual=1', { user: VISITOR })));
    expect(cookies.values.get(MULTILINGUAL_COOKIE)).toBe('1');
    expect(on.model.multilingual).toEqual({ kind: 'toggle', on: true, href: '/en/search?query=portrait&multilingual=0' });
    expect(on.routeCache).toBeUndefined();
    expect(on.cacheControl).toBe('private, no-cache');

    const remembered = pageOf(await loadSearchPageModel(cookies, pageRequestFor('/en/search?query=portrait', { user: VISITOR })));
    expect(remembered.model.multilingual).toEqual({ kind: 'toggle', on: true, href: '/en/search?query=portrait&multilingual=0' });
    const off = pageOf(await loadSearchPageModel(cookies, pageRequestFor('/en/search?query=portrait&multilingual=0', { user: VISITOR })));
    expect(cookies.values.get(MULTILINGUAL_COOKIE)).toBe('0');
    expect(off.model.multilingual).toEqual({ kind: 'toggle', on: false, href: '/en/search?query=portrait&multilingual=1' });

    const anonymous = cookieJar();
    const result = pageOf(await loadSearchPageModel(anonymous, pageRequestFor('/en/search?query=portrait&multilingual=1')));
    expect(anonymous.values.has(MULTILINGUAL_COOKIE)).toBe(false);
    expect(result.model.multilingual.kind).toBe('login');
    // A multilingual cookie of an anonymous visitor is not theirs to use.
    const stale = pageOf(await loadSearchPageModel(cookieJar({ [MULTILINGUAL_COOKIE]: '1' }), pageRequestFor('/en/search')));
    expect(stale.model.multilingual).toEqual({ kind: 'none' });
  });

  it('redirects a form’s fields to the URL’s filters (303) before remembering anything', async () => {
    const cookies = cookieJar();
    const result = await loadSearchPageModel(cookies, pageRequestFor('/en/search?query=portrait&yearFrom=1900&yearTo=1950&view=list&multilingual=1', { user: VISITOR }));
    expect(result).toMatchObject({ kind: 'redirect', status: 303 });
    expect(result.kind === 'redirect' ? new URL(result.location, 'http://localhost').searchParams.getAll('qf') : []).toContain('YEAR:[1900 TO 1950]');
    expect(cookies.values.size).toBe(0);
  });

  it('redirects a page past the last to the last (302), keeping the search', async () => {
    expect(await loadSearchPageModel(cookieJar(), pageRequestFor('/en/search?query=paris&page=3'))).toEqual({ kind: 'redirect', location: '/en/search?query=paris', status: 302 });
    // The view asked for is remembered on the way (its cookie, not the address, carries it).
    const cookies = cookieJar();
    const last = await loadSearchPageModel(cookies, pageRequestFor('/en/search?query=*&page=30&view=list'));
    expect(last).toMatchObject({ kind: 'redirect', status: 302 });
    const to = new URL(last.kind === 'redirect' ? last.location : '/', 'http://localhost');
    expect([to.pathname, to.searchParams.get('query')]).toEqual(['/en/search', '*']);
    expect(Number(to.searchParams.get('page'))).toBeGreaterThan(1);
    expect(Number(to.searchParams.get('page'))).toBeLessThan(30);
    expect(cookies.values.get(SEARCH_VIEW_COOKIE)).toBe('list');
  });

  it('answers a search beyond the first 1000 results with 400, not shared', async () => {
    const result = pageOf(await loadSearchPageModel(cookieJar(), pageRequestFor('/en/search?query=*&page=43')));
    expect(result.model.outcome.kind).toBe('beyond-window');
    expect(result.status).toBe(400);
    expect(result.cacheControl).toBe('private, no-cache');
    expect(result.routeCache).toBeUndefined();
  });

  it('answers a failed search with its error’s status, shown in the page and not shared', async () => {
    const request = withFailing('record', pageRequestFor(`/en/search?${new URLSearchParams({ query: fresh('portrait') }).toString()}`));
    const result = pageOf(await loadSearchPageModel(cookieJar(), request));
    if (result.model.outcome.kind !== 'error') throw new Error(result.model.outcome.kind);
    expect(result.status).toBe(result.model.outcome.error.status);
    expect(result.status).toBeGreaterThanOrEqual(400);
    expect(result.routeCache).toBeUndefined();
  });

  it('leaves out a related panel whose upstream fails, and does not share that page', async () => {
    const request = withFailing('entity', pageRequestFor(`/en/search?${new URLSearchParams({ query: fresh('portrait') }).toString()}`));
    const result = pageOf(await loadSearchPageModel(cookieJar(), request));
    expect(result.model.outcome.kind).toBe('results');
    expect(result.model.related.omitted.map((omitted) => omitted.panel)).toContain('collections');
    expect(result.status).toBeUndefined();
    expect(result.routeCache).toBeUndefined();
  });
});
