import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { searchApiParams } from '../../../src/lib/search/api-params.ts';
import { searchQueryText } from '../../../src/lib/search/query.ts';
import { parseSearchState } from '../../../src/lib/search/state.ts';
import { parseQuery } from '../../../services/search/query-parser.ts';

/**
 * The visitor's search text as the Search API receives it (spec section 5; issue 18 item 7). The
 * local Search API's own parser (services/search/query-parser.ts) is the judge of "can be parsed".
 */
describe('searchQueryText: special characters escaped', () => {
  it('escapes the characters the audit found reaching the Search API raw', () => {
    expect(searchQueryText('a (b')).toBe('a \\(b');
    expect(searchQueryText('a:b')).toBe('a\\:b');
    expect(searchQueryText('"a')).toBe('\\"a');
    expect(searchQueryText('AC/DC 1+1 -x !y a&&b c||d {e} [f] g^2 h~ i* j?')).toBe(
      'AC\\/DC 1\\+1 \\-x \\!y a\\&\\&b c\\|\\|d \\{e\\} \\[f\\] g\\^2 h\\~ i\\* j\\?',
    );
    expect(searchQueryText('back\\slash')).toBe('back\\\\slash');
  });

  it('keeps balanced phrases and field queries on documented fields', () => {
    expect(searchQueryText('"mona lisa"')).toBe('"mona lisa"');
    expect(searchQueryText('who:rembrandt')).toBe('who:rembrandt');
    expect(searchQueryText('title:"night watch" TYPE:IMAGE')).toBe('title:"night watch" TYPE:IMAGE');
    expect(searchQueryText('who:(a')).toBe('who:\\(a');
    expect(searchQueryText('who:AND')).toBe('who:"AND"');
    // The item page's dataset link (src/lib/edm/item.ts), and the field's older name.
    expect(searchQueryText('edm_datasetName:"2000001_Local_ArtInstituteChicago"')).toBe('edm_datasetName:"2000001_Local_ArtInstituteChicago"');
    expect(searchQueryText('europeana_collectionName:"9200_x"')).toBe('europeana_collectionName:"9200_x"');
    // Not a documented field, or nothing after the colon: the colon is text.
    expect(searchQueryText('secret:x')).toBe('secret\\:x');
    expect(searchQueryText('who: x')).toBe('who\\: x');
  });

  it('keeps AND, OR and NOT as operators, and * as everything', () => {
    expect(searchQueryText('paris AND london')).toBe('paris AND london');
    expect(searchQueryText('paris AND')).toBe('paris AND');
    expect(searchQueryText(' * ')).toBe('');
    expect(searchQueryText('*:*')).toBe('');
  });

  it('is what searchApiParams sends, with *:* for an empty query', () => {
    expect(searchApiParams(parseSearchState(new URLSearchParams('query=a%3Ab')))?.query).toBe('a\\:b');
    expect(searchApiParams(parseSearchState(new URLSearchParams('query=*')))?.query).toBe('*:*');
    expect(searchApiParams(parseSearchState(new URLSearchParams('query=a%20(b&qa=who%3Ax')))?.query).toBe('a \\(b AND who:x');
  });

  it('the Search API parses every query without a stray AND, OR or NOT', () => {
    const text = fc.string({ unit: fc.constantFrom(...'ab :"()[]{}+-&|!^~*?/\\\t'.split(''), 'who', 'TO', 'YEAR', 'é'), maxLength: 40 });
    fc.assert(
      fc.property(text, (query) => {
        expect(() => parseQuery(searchQueryText(query) || '*:*')).not.toThrow();
      }),
      { numRuns: 2000 },
    );
  });

  it('a query that only its operators break is still refused by the Search API (the page explains it)', () => {
    for (const query of ['paris AND', 'NOT', 'OR x', 'a AND AND b']) {
      expect(() => parseQuery(searchQueryText(query)), query).toThrow(/Invalid query/);
    }
  });
});
