import { describe, expect, it } from 'vitest';
import { similarItemsQuery } from '../../../src/lib/edm/similar.ts';
import { hammerfluegel, painting } from './fixtures.ts';

describe('similarItemsQuery', () => {
  it('searches by the creator entity label', () => {
    expect(similarItemsQuery(painting())).toBe('who:"Edgar Degas"');
  });

  it('uses a creator name when no entity names the creator, skipping URIs', () => {
    expect(similarItemsQuery(hammerfluegel())).toBe('who:"Stein"');
  });

  it('quotes the value so search syntax in it is searched literally', () => {
    const record = painting({ agents: [] });
    record.proxies = [{ about: 'p', europeanaProxy: false, dcCreator: { en: ['AC/DC "live" (1979)'] } }];
    expect(similarItemsQuery(record)).toBe('who:"AC/DC \\"live\\" (1979)"');
  });

  it('falls back to the subject, then gives up', () => {
    const record = painting({ agents: [], concepts: [] });
    record.proxies = [{ about: 'p', europeanaProxy: false, dcSubject: { en: ['Dance'] } }];
    expect(similarItemsQuery(record)).toBe('what:"Dance"');
    record.proxies = [{ about: 'p', europeanaProxy: false }];
    expect(similarItemsQuery(record)).toBeUndefined();
  });
});
