/**
 * The anonymous visitor's similar items (src/lib/edm/similar.ts): europeana.eu's weighted query over the item's
 * subjects and types, creators and data provider, the item itself left out; and that the local Search API runs it.
 */
import { describe, expect, it } from 'vitest';
import { similarItemsQuery } from '../../../src/lib/edm/similar.ts';
import { parseQuery } from '../../../services/search/query-parser.ts';
import { hammerfluegel, painting } from './fixtures.ts';

const provider = (name: string) => [{ about: '/aggregation/provider/x', edmDataProvider: { def: [name] } }];

describe('similarItemsQuery', () => {
  it('weighs what the item is about, who made it and who holds it, any of them, never the item itself', () => {
    const record = painting({ agents: [], concepts: [], aggregations: provider('Art Institute of Chicago') });
    record.proxies = [{ about: 'p', europeanaProxy: false, dcSubject: { en: ['Dance', 'Ballet'] }, dcType: { en: ['painting'] }, dcCreator: { en: ['Edgar Degas'] } }];
    expect(similarItemsQuery(record)).toBe(
      `(what:("Dance" OR "Ballet" OR "painting")^0.8 OR who:("Edgar Degas")^0.5 OR DATA_PROVIDER:("Art Institute of Chicago")^0.2) NOT europeana_id:"${record.about}"`,
    );
  });

  it('names entities by their English label and leaves out addresses that name none', () => {
    const query = similarItemsQuery(painting()) ?? '';
    expect(query).toContain('who:("Edgar Degas" OR "Edgar Degas (French, 1834–1917)")^0.5');
    expect(query).toContain('what:("Painting")^0.8');
    expect(query).not.toMatch(/"https?:/);
    expect(similarItemsQuery(hammerfluegel())).toContain('who:("Stein")^0.5');
  });

  it('quotes every value so search syntax in it is searched literally, and the local Search API parses it', () => {
    const record = painting({ agents: [], concepts: [], aggregations: provider('Museum (Wien) "MAK"') });
    record.proxies = [{ about: 'p', europeanaProxy: false, dcCreator: { en: ['AC/DC "live" (1979)'] } }];
    const query = similarItemsQuery(record) ?? '';
    expect(query).toBe(`(who:("AC/DC \\"live\\" (1979)")^0.5 OR DATA_PROVIDER:("Museum (Wien) \\"MAK\\"")^0.2) NOT europeana_id:"${record.about}"`);
    expect(() => parseQuery(query)).not.toThrow();
    // Boosts on a group or a phrase are accepted (and ignored) by the local Search API, as Solr accepts them.
    expect(parseQuery('(a OR b)^0.8 OR c')).toEqual(parseQuery('(a OR b) OR c'));
    expect(parseQuery('"a b"^2 OR c')).toEqual(parseQuery('"a b" OR c'));
  });

  it('names at most five values a field, each once', () => {
    const record = painting({ agents: [], concepts: [], aggregations: [] });
    record.proxies = [{ about: 'p', europeanaProxy: false, dcSubject: { en: ['a', 'b', 'a', 'c'], de: ['d', 'e', 'f'] } }];
    expect(similarItemsQuery(record)).toBe(`(what:("a" OR "b" OR "c" OR "d" OR "e")^0.8) NOT europeana_id:"${record.about}"`);
  });

  it('gives up when the record names none of them', () => {
    const record = painting({ agents: [], concepts: [], aggregations: [] });
    record.proxies = [{ about: 'p', europeanaProxy: false }];
    expect(similarItemsQuery(record)).toBeUndefined();
  });
});
