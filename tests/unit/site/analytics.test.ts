/**
 * Analytics (A23; portal.js vue-matomo): the tracking request of a page view for Matomo's HTTP Tracking API, an item
 * page's custom dimensions, a search page's site search, and the configuration that says where they go.
 */
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../../src/lib/config.ts';
import { itemAnalytics } from '../../../src/lib/item/analytics.ts';
import { siteSearch } from '../../../src/lib/search/site-search.ts';
import type { SearchOutcome } from '../../../src/lib/search/run.ts';
import { isVisitorId, pageViewParams, trackedUrl } from '../../../src/lib/site/analytics.ts';
import { parseSearchState } from '../../../src/lib/search/state.ts';
import { painting } from '../edm/fixtures.ts';

describe('a page view for Matomo', () => {
  it('names the site, the page, its title and the visitor, and answers without an image', () => {
    const params = pageViewParams({ siteId: 3, url: 'https://www.europeana.eu/de/item/1/a?media=2', title: 'Paris | Europeana', visitorId: '0123456789abcdef', referrer: 'https://www.example.org/' });
    expect(Object.fromEntries(params)).toEqual({
      idsite: '3', rec: '1', apiv: '1', send_image: '0', url: 'https://www.europeana.eu/de/item/1/a?media=2', action_name: 'Paris | Europeana', _id: '0123456789abcdef', urlref: 'https://www.example.org/',
    });
  });

  it('adds the page\'s custom dimensions and its site search', () => {
    const params = pageViewParams({ siteId: 1, url: 'https://www.europeana.eu/en/search?query=monet', title: 't', visitorId: '0123456789abcdef', page: { dimensions: { 1: 'Greece', 4: 'http://creativecommons.org/publicdomain/zero/1.0/' }, search: { keyword: 'monet', count: 12 } } });
    expect(params.get('dimension1')).toBe('Greece');
    expect(params.get('dimension4')).toBe('http://creativecommons.org/publicdomain/zero/1.0/');
    expect([params.get('search'), params.get('search_count'), params.has('search_cat')]).toEqual(['monet', '12', false]);
    const within = pageViewParams({ siteId: 1, url: 'https://www.europeana.eu/en/collections/person/1-a?query=b', title: 't', visitorId: '0123456789abcdef', page: { search: { keyword: 'b', category: 'person 1-a' } } });
    expect([within.get('search_cat'), within.has('search_count')]).toEqual(['person 1-a', false]);
  });

  it('never sends a preview\'s secret, in the page\'s address or the referrer', () => {
    expect(trackedUrl('https://www.europeana.eu/en/stories/a?mode=preview&secret=s3cr3t-value-long')).toBe('https://www.europeana.eu/en/stories/a?mode=preview');
    const params = pageViewParams({ siteId: 1, url: 'https://www.europeana.eu/en', title: 't', visitorId: '0123456789abcdef', referrer: 'https://www.europeana.eu/en?secret=x' });
    expect(params.get('urlref')).toBe('https://www.europeana.eu/en');
    expect(pageViewParams({ siteId: 1, url: 'https://www.europeana.eu/en', title: 't', visitorId: '0123456789abcdef', referrer: '' }).has('urlref')).toBe(false);
  });

  it('knows a visitor id', () => {
    expect(isVisitorId('0123456789abcdef')).toBe(true);
    for (const id of ['0123456789ABCDEF', '0123', null, undefined, '0123456789abcdefg']) expect(isVisitorId(id)).toBe(false);
  });
});

describe('what pages add', () => {
  it('an item: its country, data provider, provider and rights, in English', () => {
    const record = painting({
      aggregations: [{ about: '/aggregation/provider/2000001/aic_80604', edmDataProvider: { def: ['http://data.europeana.eu/organization/9300001'] }, edmProvider: { def: ['Art Institute of Chicago'] }, edmRights: { def: ['http://creativecommons.org/publicdomain/zero/1.0/'] } }],
      organizations: [{ about: 'http://data.europeana.eu/organization/9300001', prefLabel: { en: ['Art Institute of Chicago'], de: ['Kunstinstitut'] } }],
    });
    expect(itemAnalytics(record)).toEqual({
      dimensions: { 1: 'United States of America', 2: 'Art Institute of Chicago', 3: 'Art Institute of Chicago', 4: 'http://creativecommons.org/publicdomain/zero/1.0/' },
    });
  });

  it('a search: its words, *:* for none, advanced rules joined by AND, where it searched and how many results', () => {
    const results: SearchOutcome = { kind: 'results', totalResults: 42, cards: [], facets: [], facetsFailed: false };
    const search = (query: string, category?: string) => {
      const params = new URLSearchParams(query);
      return siteSearch(params, parseSearchState(params), results, category);
    };
    expect(search('query=monet&qa=who:renoir')).toEqual({ keyword: 'monet AND who:renoir', category: undefined, count: 42 });
    expect(search('query=&qf=TYPE:"IMAGE"')?.keyword).toBe('*:*');
    expect(search('query=dancers', 'person 91257422-edgar-degas')).toMatchObject({ keyword: 'dancers', category: 'person 91257422-edgar-degas' });
    // Filters alone are browsing, not a search (portal.js: only an address with `query` or `qa`).
    expect(search('qf=TYPE:"IMAGE"')).toBeUndefined();
    expect(search('')).toBeUndefined();
  });
});

describe('where analytics go (MATOMO_HOST, MATOMO_SITE_ID)', () => {
  it('to the local services\' Matomo when the portal uses them, nowhere when it uses others without a Matomo', () => {
    expect(readConfig({ SERVICES_PORT: '4400' }).analytics).toEqual({ host: 'http://127.0.0.1:4400/matomo', siteId: 1 });
    expect(readConfig({ EUROPEANA_RECORD_API_URL: 'https://api.europeana.eu/record' }).analytics).toBeUndefined();
    expect(readConfig({ MATOMO_HOST: 'https://stats.example.org/', MATOMO_SITE_ID: '7' }).analytics).toEqual({ host: 'https://stats.example.org', siteId: 7 });
  });

  it('refuses one without the other, and what is not an address or a number, saying which', () => {
    expect(() => readConfig({ MATOMO_HOST: 'https://stats.example.org' })).toThrow(/MATOMO_SITE_ID/);
    expect(() => readConfig({ MATOMO_SITE_ID: '7' })).toThrow(/MATOMO_HOST/);
    expect(() => readConfig({ MATOMO_HOST: 'javascript:alert(1)', MATOMO_SITE_ID: '7' })).toThrow(/MATOMO_HOST/);
    expect(() => readConfig({ MATOMO_HOST: 'https://stats.example.org', MATOMO_SITE_ID: 'seven' })).toThrow(/MATOMO_SITE_ID/);
  });
});
