/**
 * Full-text hits in the search list (issue 25): which searches ask the Search API for them, and how a hit selector
 * becomes the few words a card shows.
 */
import { describe, expect, it } from 'vitest';
import { searchResponseSchema } from '../../../src/lib/apis/schemas.ts';
import { searchApiParams, wantsHits } from '../../../src/lib/search/api-params.ts';
import { HIT_CONTEXT_WORDS, hitText, itemCard, pickHitSelector } from '../../../src/lib/search/item-card.ts';
import { parseSearchState } from '../../../src/lib/search/state.ts';

const state = (query: string) => parseSearchState(new URLSearchParams(query));

describe('which searches ask for hits', () => {
  it('are those with a full-text rule, as europeana.eu asks when an advanced rule searches the full text', () => {
    expect(wantsHits(state('query=harbour&qa=fulltext:(boat)'))).toBe(true);
    expect(wantsHits(state('qa=fulltext.de:"Rand"'))).toBe(true);
    expect(wantsHits(state('qa=NOT fulltext:(war)'))).toBe(true);
    expect(wantsHits(state('query=fulltext&qa=title:fulltext'))).toBe(false);
    expect(wantsHits(state('query=harbour&api=fulltext'))).toBe(false);
    expect(searchApiParams(state('query=harbour&qa=fulltext:(boat)'))).toMatchObject({ profile: 'minimal,facets,hits', 'hit.selectors': 3 });
    expect(searchApiParams(state('query=harbour'))?.profile).toBe('minimal,facets');
  });
});

describe('a hit on a card', () => {
  it('keeps the match and up to 15 words either side, saying where words were left out, in the language of its field', () => {
    const words = (n: number, word: string) => Array.from({ length: n }, (_, i) => `${word}${String(i)}`).join(' ');
    const hit = hitText({ field: 'fulltext.de', prefix: `${words(20, 'vor')} `, exact: 'Rand', suffix: ` ${words(20, 'nach')}` });
    expect(hit.exact).toBe('Rand');
    expect(hit.prefix.trim().split(' ')).toHaveLength(HIT_CONTEXT_WORDS);
    expect(hit.prefix).toMatch(/ vor19 $/);
    expect(hit.suffix.trim().split(' ')).toHaveLength(HIT_CONTEXT_WORDS);
    expect(hit.suffix).toMatch(/^ nach0 /);
    expect([hit.cutBefore, hit.cutAfter, hit.lang]).toEqual([true, true, 'de']);
    expect(hitText({ prefix: 'the ', exact: 'edge', suffix: '.', field: 'rdf:value' })).toEqual({ prefix: 'the ', exact: 'edge', suffix: '.', lang: undefined, cutBefore: false, cutAfter: false });
  });

  it('comes from the response hit whose scope is the item; malformed hits are dropped, not the search', () => {
    const response = searchResponseSchema.parse({
      totalResults: 1,
      items: [{ id: '/1/a', type: 'TEXT' }],
      hits: [{ scope: '/1/a', selectors: [{ field: 'fulltext.en', prefix: 'the ', exact: 'edge', suffix: '' }] }, { scope: 3 }, 'nonsense'],
    });
    expect(response.hits).toHaveLength(1);
    const card = itemCard(response.items[0] ?? { id: '' }, 'en', response.hits[0]?.selectors[0]);
    expect(card.hit).toMatchObject({ prefix: 'the ', exact: 'edge', lang: 'en' });
    expect(searchResponseSchema.parse({ items: [] }).hits).toEqual([]);
    // Of several matches, the one in the page's language.
    const de = { field: 'fulltext.de', prefix: '', exact: 'Rand', suffix: '' };
    const en = { field: 'fulltext.en', prefix: '', exact: 'edge', suffix: '' };
    expect(pickHitSelector([de, en], 'en')).toBe(en);
    expect(pickHitSelector([de, en], 'fr')).toBe(de);
    expect(pickHitSelector([], 'en')).toBeUndefined();
  });
});
