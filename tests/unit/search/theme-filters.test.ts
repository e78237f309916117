/**
 * Issue 25: the newspaper collection's date-of-issue filter and the fashion collection's own facets, as portal.js
 * utils/europeana/themes.js, SearchFilters.vue (`dateFilterSelected`) and the facets mixin (`tFacetOption`) build them.
 */
import { describe, expect, it } from 'vitest';
import { searchApiParams } from '../../../src/lib/search/api-params.ts';
import { parseFilter, parseSearchState, selectedValues } from '../../../src/lib/search/state.ts';
import {
  facetLabelKey,
  hasIssuedFilter,
  isThemeFacetValue,
  issuedQf,
  parseIssuedQf,
  themeFacets,
  themeFacetValueLabel,
} from '../../../src/lib/search/theme-filters.ts';

describe('the newspapers\' date of issue', () => {
  it('is a range with open ends, or one day when "specific date" is ticked', () => {
    expect(issuedQf({ start: '1914-01-01', end: '1914-12-31', specific: false })).toBe('proxy_dcterms_issued:[1914-01-01 TO 1914-12-31]');
    expect(issuedQf({ start: '1914-01-01', end: '', specific: false })).toBe('proxy_dcterms_issued:[1914-01-01 TO *]');
    expect(issuedQf({ start: '', end: '1918-11-11', specific: false })).toBe('proxy_dcterms_issued:[* TO 1918-11-11]');
    expect(issuedQf({ start: '1914-05-03', end: '1918-11-11', specific: true })).toBe('proxy_dcterms_issued:1914-05-03');
  });

  it('is nothing without a valid day', () => {
    expect(issuedQf({ start: '', end: '', specific: false })).toBeUndefined();
    expect(issuedQf({ start: '', end: '1918-11-11', specific: true })).toBeUndefined();
    expect(issuedQf({ start: '1914-13-45', end: 'yesterday', specific: false })).toBeUndefined();
    expect(issuedQf({ start: '1914-05-03) OR (x', end: '', specific: false })).toBeUndefined();
  });

  it('reads back from the URL for the form and the chips', () => {
    expect(parseIssuedQf('proxy_dcterms_issued:[1914-01-01 TO *]')).toEqual({ specific: false, range: { start: '1914-01-01', end: undefined } });
    expect(parseIssuedQf('proxy_dcterms_issued:1914-05-03')).toEqual({ specific: true, day: '1914-05-03' });
    expect(parseIssuedQf('YEAR:[1914 TO 1918]')).toBeUndefined();
  });

  it('belongs to the newspaper collection only', () => {
    expect(hasIssuedFilter('newspaper')).toBe(true);
    expect(hasIssuedFilter('fashion')).toBe(false);
    expect(hasIssuedFilter(undefined)).toBe(false);
  });

  it('goes to the Search API as the visitor chose it', () => {
    const state = parseSearchState(new URLSearchParams('qf=collection:newspaper&qf=proxy_dcterms_issued:[1914-01-01 TO 1914-12-31]'));
    const params = searchApiParams(state);
    expect(params?.theme).toBe('newspaper');
    expect(params?.qf).toContain('proxy_dcterms_issued:[1914-01-01 TO 1914-12-31]');
  });
});

describe('the fashion collection\'s facets', () => {
  it('are designer, object type, technique and material, in that order', () => {
    expect(themeFacets('fashion').map((facet) => facet.field)).toEqual(['CREATOR', 'proxy_dc_type.en', 'proxy_dc_format.en', 'proxy_dcterms_medium.en']);
    expect(themeFacets('art')).toEqual([]);
  });

  it('are asked of the Search API within the collection only', () => {
    const fashion = searchApiParams(parseSearchState(new URLSearchParams('qf=collection:fashion')));
    expect(fashion?.facet).toEqual(expect.arrayContaining(['CREATOR', 'proxy_dc_type.en', 'proxy_dc_format.en', 'proxy_dcterms_medium.en']));
    const art = searchApiParams(parseSearchState(new URLSearchParams('qf=collection:art')));
    expect(art?.facet).not.toContain('proxy_dc_type.en');
  });

  it('show only the values marked as the collection\'s, without the mark', () => {
    expect(isThemeFacetValue('CREATOR', 'Coco Chanel (Designer)', 'fashion')).toBe(true);
    expect(isThemeFacetValue('CREATOR', 'A studio (Photographer)', 'fashion')).toBe(false);
    expect(isThemeFacetValue('CREATOR', 'A studio (Photographer)', 'art')).toBe(true);
    expect(isThemeFacetValue('proxy_dc_type.en', 'fashion object', 'fashion')).toBe(false);
    expect(themeFacetValueLabel('CREATOR', 'Coco Chanel (Designer)', 'fashion')).toBe('Coco Chanel');
    expect(themeFacetValueLabel('CREATOR', 'Coco Chanel (Designer)', 'art')).toBe('Coco Chanel (Designer)');
    expect(themeFacetValueLabel('proxy_dc_type.en', 'Object Type: evening dress', 'fashion')).toBe('evening dress');
    expect(themeFacetValueLabel('proxy_dcterms_medium.en', 'Material: silk', undefined)).toBe('silk');
  });

  it('are named by their own keys ("Designer" for the creators)', () => {
    expect(facetLabelKey('CREATOR', 'fashion')).toBe('facets.fashion.CREATOR');
    expect(facetLabelKey('CREATOR', undefined)).toBe('facets.CREATOR');
    expect(facetLabelKey('proxy_dc_type.en', 'fashion')).toBe('facets.proxy_dc_type');
  });

  it('are selected filters of the URL like any facet', () => {
    expect(parseFilter('proxy_dc_type.en:"Object Type: evening dress"')).toEqual({ name: 'proxy_dc_type.en', value: 'Object Type: evening dress' });
    const state = parseSearchState(new URLSearchParams([['qf', 'collection:fashion'], ['qf', 'proxy_dcterms_medium.en:"Material: silk"'], ['qf', 'proxy_dcterms_medium.en:"Material: wool"']]));
    expect(selectedValues(state).get('proxy_dcterms_medium.en')).toEqual(['Material: silk', 'Material: wool']);
    // Values of one facet combine with OR.
    expect(searchApiParams(state)?.qf).toContain('proxy_dcterms_medium.en:("Material: silk" OR "Material: wool")');
  });
});
