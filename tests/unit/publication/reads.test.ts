import { describe, expect, it } from 'vitest';
import { keyRead, keyReadPrefix, keyReadQuery, keyReads, noteReads, readsOf, readsOfChange, recordReads } from '../../../src/lib/publication/reads.ts';

describe('what a content response tells a page read', () => {
  it('records every entry, however deep, and listings of collections queried without naming an entry', () => {
    const response = {
      storyCollection: { total: 2, items: [{ sys: { id: 's1' }, hasPartCollection: { items: [{ sys: { id: 'p1' }, image: { sys: { id: 'a1' } } }] } }, null] },
    };
    expect(readsOf(response, { locale: 'de-DE', limit: 24 }).sort()).toEqual(['entry:a1', 'entry:p1', 'entry:s1', 'list:story']);
  });

  it('treats a lookup by identifier as no listing: a new story does not re-render every other story', () => {
    expect(readsOf({ storyCollection: { items: [{ sys: { id: 's1' } }] } }, { identifier: 'monet' })).toEqual(['entry:s1']);
    expect(readsOf({ exhibitionPageCollection: { items: [] } }, { ids: ['x'] })).toEqual([]);
  });

  it('collects the reads of one load only, even while others run at the same time', async () => {
    const load = (id: string, wait: number) => async () => {
      await new Promise((r) => setTimeout(r, wait));
      noteReads({ storyCollection: { items: [{ sys: { id } }] } }, { identifier: id });
      return id;
    };
    const [a, b] = await Promise.all([recordReads(load('a', 20)), recordReads(load('b', 5))]);
    expect(a).toEqual({ value: 'a', reads: ['entry:a'] });
    expect(b).toEqual({ value: 'b', reads: ['entry:b'] });
    // Outside a recorded load nothing is collected (and nothing fails).
    expect(() => {
      noteReads({ storyCollection: { items: [] } }, {});
    }).not.toThrow();
  });

  it("records a listing-key query's entries by their key: the same item the same read, another date another", () => {
    const item = (date: string) => ({ __typename: 'Story', date, sys: { id: 's1' }, cats: { items: [{ sys: { id: 'c1' }, id: 'art' }] } });
    const reads = keyReads('StoriesMinimal', { storyCollection: { total: 1, items: [item('2020-01-01'), null] }, exhibitionPageCollection: { items: [] } });
    const key = keyRead('StoriesMinimal', item('2020-01-01'));
    expect(reads.sort()).toEqual(['entry:c1', key, 'list:exhibitionPage', 'list:story'].sort());
    expect(key.startsWith(keyReadPrefix('s1'))).toBe(true);
    expect(keyReadQuery(key)).toBe('StoriesMinimal');
    expect(keyReadQuery('entry:s1')).toBeUndefined();
    expect(keyRead('StoriesMinimal', item('2021-01-01'))).not.toBe(key);
    expect(keyRead('StoriesMinimal', item('2020-01-01'))).toBe(key);
  });

  it('notes key reads for a query the client marks as a listing-key query', async () => {
    const { reads } = await recordReads(() => {
      noteReads({ storyCollection: { items: [{ sys: { id: 's1' }, date: 'd' }] } }, { locale: 'en-GB' }, 'StoriesMinimal');
      return Promise.resolve();
    });
    const item = { sys: { id: 's1' }, date: 'd' };
    expect(reads).toEqual([keyRead('StoriesMinimal', item), 'list:story'].sort());
  });

  it('names the reads a change touches', () => {
    expect(readsOfChange({ entryId: 'e1', contentType: 'story' }, false)).toEqual(['entry:e1']);
    expect(readsOfChange({ entryId: 'e1', contentType: 'story' }, true)).toEqual(['entry:e1', 'list:story']);
  });
});
