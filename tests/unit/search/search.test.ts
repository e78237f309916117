import { describe, expect, it } from 'vitest';
import { escapeLuceneSpecials, quoteValue } from '../../../src/lib/search/escape.ts';
import { formatRange, parseRange } from '../../../src/lib/search/range.ts';
import { searchApiParams } from '../../../src/lib/search/api-params.ts';
import {
  endsAtResultWindow,
  hasFiltersApplied,
  lastPage,
  pageWindow,
  parseFilter,
  parseSearchState,
  resetFilters,
  selectedValues,
  stateHref,
  toggleFilter,
  withoutQf,
} from '../../../src/lib/search/state.ts';
import { facetValueLabel } from '../../../src/lib/search/facet-labels.ts';
import { itemCard } from '../../../src/lib/search/item-card.ts';
import { createTranslator } from '../../../src/lib/i18n/messages.ts';

const state = (query: string) => parseSearchState(new URLSearchParams(query));

describe('escaping (spec section 5)', () => {
  it('escapes every special character', () => {
    expect(escapeLuceneSpecials('+ - & | ! ( ) { } [ ] ^ " ~ * ? : /')).toBe('\\+ \\- \\& \\| \\! \\( \\) \\{ \\} \\[ \\] \\^ \\" \\~ \\* \\? \\: \\/');
    expect(escapeLuceneSpecials('AC/DC')).toBe('AC\\/DC');
    expect(escapeLuceneSpecials('a\\b')).toBe('a\\\\b');
  });
  it('quotes facet values', () => {
    expect(quoteValue('Edgar "Degas"')).toBe('"Edgar \\"Degas\\""');
  });
});

describe('range filters', () => {
  it('formats open ends as *', () => {
    expect(formatRange({ start: '1800', end: undefined })).toBe('[1800 TO *]');
    expect(formatRange({ start: undefined, end: '1900' })).toBe('[* TO 1900]');
    expect(formatRange({ start: ' ', end: '' })).toBe('[* TO *]');
  });
  it('parses ranges and refuses anything else', () => {
    expect(parseRange('[1800 TO 1850]')).toEqual({ start: '1800', end: '1850' });
    expect(parseRange('[* TO 1850]')).toEqual({ start: undefined, end: '1850' });
    expect(parseRange('1800-1850')).toBeUndefined();
    expect(parseRange('[1800 TO]')).toBeUndefined();
  });
});

describe('search state in the URL', () => {
  it('reads query, filters, reusability, api, qa, page and view', () => {
    const s = parseSearchState(new URLSearchParams('query=%20monet%20&qf=TYPE:"IMAGE"&qf=&reusability=open,restricted&api=fulltext&qa=title:x&page=3&view=list'));
    expect(s).toEqual({ query: 'monet', qf: ['TYPE:"IMAGE"'], reusability: ['open', 'restricted'], api: 'fulltext', qa: ['title:x'], page: 3, view: 'list' });
  });
  it('defaults the view to the cookie, then grid, and ignores bad values', () => {
    expect(parseSearchState(new URLSearchParams(''), 'mosaic').view).toBe('mosaic');
    expect(parseSearchState(new URLSearchParams('view=table'), 'nonsense').view).toBe('grid');
    expect(parseSearchState(new URLSearchParams('page=-4&api=x')).page).toBe(1);
  });
  it('caps the number of filters', () => {
    const many = Array.from({ length: 500 }, (_, i) => `qf=TYPE:"${String(i)}"`).join('&');
    expect(state(many).qf).toHaveLength(100);
  });
  it('marks filters applied for qf, api, reusability or qa', () => {
    expect(hasFiltersApplied(state('query=x'))).toBe(false);
    for (const q of ['qf=TYPE:IMAGE', 'api=metadata', 'reusability=open', 'qa=x:y']) expect(hasFiltersApplied(state(q))).toBe(true);
  });
  it('parses facet filters, quoted or not', () => {
    expect(parseFilter('TYPE:"IMAGE"')).toEqual({ name: 'TYPE', value: 'IMAGE' });
    expect(parseFilter('CREATOR:"Edgar \\"Degas\\""')).toEqual({ name: 'CREATOR', value: 'Edgar "Degas"' });
    expect(parseFilter('collection:art')).toEqual({ name: 'collection', value: 'art' });
    expect(parseFilter('MEDIA:true')).toEqual({ name: 'MEDIA', value: 'true' });
    expect(parseFilter('YEAR:[1800 TO *]')).toBeUndefined();
    expect(parseFilter('who:"x"')).toBeUndefined();
  });
  it('toggles values, two of one facet and combinations, resetting the page', () => {
    let s = state('query=x&page=4');
    s = toggleFilter(s, 'TYPE', 'IMAGE');
    s = toggleFilter(s, 'TYPE', 'TEXT');
    s = toggleFilter(s, 'REUSABILITY', 'open');
    expect(s.qf).toEqual(['TYPE:"IMAGE"', 'TYPE:"TEXT"']);
    expect(s.reusability).toEqual(['open']);
    expect(s.page).toBe(1);
    expect(selectedValues(s).get('TYPE')).toEqual(['IMAGE', 'TEXT']);
    s = toggleFilter(s, 'TYPE', 'IMAGE');
    expect(s.qf).toEqual(['TYPE:"TEXT"']);
    expect(stateHref('/en/search', s)).toBe('/en/search?query=x&qf=TYPE%3A%22TEXT%22&reusability=open');
  });
  it('removes single chips and resets all filters but the query', () => {
    const s = state('query=x&qf=TYPE:"IMAGE"&qf=YEAR:[1800 TO *]&qa=a:b&reusability=open');
    expect(withoutQf(s, 'YEAR:[1800 TO *]').qf).toEqual(['TYPE:"IMAGE"']);
    expect(withoutQf(s, 'a:b').qa).toEqual([]);
    expect(stateHref('/en/search', resetFilters(s))).toBe('/en/search?query=x');
  });
});

describe('pagination window (spec section 9)', () => {
  it('computes start and rows within the first 1000 results', () => {
    expect(pageWindow(1)).toEqual({ start: 1, rows: 24 });
    expect(pageWindow(2)).toEqual({ start: 25, rows: 24 });
    expect(pageWindow(42)).toEqual({ start: 985, rows: 16 });
    expect(pageWindow(43)).toBeUndefined();
  });
  it('stops the last page at the window', () => {
    expect(lastPage(0)).toBe(1);
    expect(lastPage(25)).toBe(2);
    expect(lastPage(58_000_000)).toBe(42);
  });
  it('flags the last page of the window only when the window cuts the results off', () => {
    expect(endsAtResultWindow(42, 58_000_000)).toBe(true);
    expect(endsAtResultWindow(42, 1001)).toBe(true);
    expect(endsAtResultWindow(41, 58_000_000)).toBe(false);
    expect(endsAtResultWindow(43, 58_000_000)).toBe(false);
    // All results fit in the window: nothing is cut off.
    expect(endsAtResultWindow(42, 1000)).toBe(false);
    expect(endsAtResultWindow(1, 20)).toBe(false);
    // Other page sizes (entity pages) reach the window on their own last page: start 981 + 20 rows > 1000.
    expect(endsAtResultWindow(50, 5000, 20)).toBe(true);
    expect(endsAtResultWindow(49, 5000, 20)).toBe(false);
  });
});

describe('Search API parameters', () => {
  it('searches everything for an empty query with the default content tier', () => {
    expect(searchApiParams(state(''))).toMatchObject({ query: '*:*', qf: ['contentTier:(1 OR 2 OR 3 OR 4)'], rows: 24, start: 1, profile: 'minimal,facets' });
  });
  it('sends a collection filter as theme with tiers 2 to 4', () => {
    expect(searchApiParams(state('qf=collection:art&qf=TYPE:"IMAGE"'))).toMatchObject({ theme: 'art', qf: ['TYPE:"IMAGE"', 'contentTier:(2 OR 3 OR 4)'] });
  });
  it('adds no tier filter for organisations or when one is chosen, and none at all for *', () => {
    expect(searchApiParams(state(''), { organisation: true, scopeQf: ['foaf_organization:"x"'] })).toMatchObject({ qf: ['foaf_organization:"x"'] });
    expect(searchApiParams(state('qf=contentTier:4'))).toMatchObject({ qf: ['contentTier:4'] });
    expect(searchApiParams(state('qf=contentTier:*'))).toMatchObject({ qf: [] });
  });
  it('joins advanced rules and maps reusability, full text and facet expansion', () => {
    const params = searchApiParams(state('query=rembrandt&qa=YEAR:1650&reusability=open,restricted&api=fulltext'), { expandFacet: 'CREATOR' });
    expect(params).toMatchObject({ query: 'rembrandt AND (YEAR:1650)', reusability: 'open,restricted', 'f.CREATOR.facet.limit': 1000 });
    expect(params?.qf).toContain('TEXT_FULLTEXT:true');
  });
  it('combines values of one facet with OR, facets with AND', () => {
    expect(searchApiParams(state('qf=TYPE:"IMAGE"&qf=COUNTRY:"austria"&qf=TYPE:"TEXT"&qf=YEAR:[1800 TO *]'))?.qf).toEqual([
      'TYPE:("IMAGE" OR "TEXT")',
      'COUNTRY:"austria"',
      'YEAR:[1800 TO *]',
      'contentTier:(1 OR 2 OR 3 OR 4)',
    ]);
  });
  it('adds the translate profile and languages for multilingual search', () => {
    expect(searchApiParams(state('query=Gemälde'), { translateFrom: 'de' })).toMatchObject({
      profile: 'minimal,facets,translate',
      lang: 'de',
      'q.source': 'de',
      'q.target': 'en',
    });
    expect(searchApiParams(state('query=Gemälde'))?.lang).toBeUndefined();
  });
  it('answers nothing beyond the window', () => {
    expect(searchApiParams(state('page=50'))).toBeUndefined();
  });
});

describe('labels and cards', () => {
  const t = createTranslator('de');
  it('labels facet values in the page language', () => {
    expect(facetValueLabel('LANGUAGE', 'fr', 'de', t)).toBe('Französisch');
    expect(facetValueLabel('COUNTRY', 'united kingdom', 'de', t)).toBe('Vereinigtes Königreich');
    expect(facetValueLabel('COUNTRY', 'United States of America', 'de', t)).toBe('Vereinigte Staaten');
    expect(facetValueLabel('TYPE', 'IMAGE', 'de', t)).toBe(t('facets.TYPE.IMAGE'));
    expect(facetValueLabel('RIGHTS', 'http://creativecommons.org/publicdomain/zero/1.0/', 'de', t)).toBe(t('item.rights.CC0'));
    expect(facetValueLabel('RIGHTS', 'http://rightsstatements.org/vocab/InC/1.0/', 'de', t)).toBe(t('item.rights.InC'));
  });
  it('builds cards in the visitor language, truncated at 256 characters, with v3 thumbnails', () => {
    const card = itemCard(
      {
        id: '/1/a',
        type: 'IMAGE',
        dcTitleLangAware: { en: ['Harbour'], de: ['Hafen'] },
        dcDescriptionLangAware: { en: ['x'.repeat(400)] },
        edmPreview: ['https://api.europeana.eu/thumbnail/v2/url.json?uri=http%3A%2F%2Fwww.mimo-db.eu%2Fmedia%2FUEDIN%2FIMAGE%2F0032195c.jpg&type=IMAGE'],
      },
      'de',
    );
    expect(card.title).toBe('Hafen');
    expect(card.titleLang).toBeUndefined();
    expect(card.description?.length).toBeLessThanOrEqual(257);
    expect(card.thumbnail).toMatch(/\/thumbnail\/v3\/400\/820911931db3ccb20e1b7a022ee6dd33$/);
    expect(card.href).toBe('/de/item/1/a');
    expect(itemCard({ id: '/1/b', dcTitleLangAware: { fr: ['Port'] } }, 'de')).toMatchObject({ title: 'Port', titleLang: 'fr', thumbnail: undefined });
  });
});
