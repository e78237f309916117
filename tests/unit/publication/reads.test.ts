import { describe, expect, it } from 'vitest';
import { readsOf, readsOfChange, recordReads, noteReads } from '../../../src/lib/publication/reads.ts';

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

  it('names the reads a change touches', () => {
    expect(readsOfChange({ entryId: 'e1', contentType: 'story' }, false)).toEqual(['entry:e1']);
    expect(readsOfChange({ entryId: 'e1', contentType: 'story' }, true)).toEqual(['entry:e1', 'list:story']);
  });
});
