import { describe, expect, it } from 'vitest';
import {
  LOGGABLE_INTERACTION_MAX_AGE_MS,
  flagForLink,
  isLoggedInteraction,
  parseFlag,
  searchableKind,
} from '../../../src/lib/site/loggable-interaction.ts';

const at = (path: string) => new URL(path, 'https://portal.example');

describe('loggable-interaction flag (spec section 2)', () => {
  it('knows the searchable pages: search and the collection pages of the five entity types', () => {
    expect(searchableKind('/en/search')).toBe('search');
    expect(searchableKind('/search')).toBe('search');
    for (const type of ['topic', 'organisation', 'time', 'person', 'place']) {
      expect(searchableKind(`/de/collections/${type}/12-x`)).toBe('collection');
    }
    expect(searchableKind('/en/collections/topic')).toBeUndefined();
    expect(searchableKind('/en/collections/persons')).toBeUndefined();
    expect(searchableKind('/en/collections/gallery/1-x')).toBeUndefined();
    expect(searchableKind('/en/item/1/a')).toBeUndefined();
    expect(searchableKind('/en/searching')).toBeUndefined();
  });

  it('is set by links to a searchable page, not by links within the same one or elsewhere', () => {
    expect(flagForLink(at('/en/search?query=dance'), at('/en/item/1/a'), 5)).toEqual({ kind: 'search', at: 5 });
    expect(flagForLink(at('/en/collections/person/1-a'), at('/en/search?query=x'), 5)).toEqual({ kind: 'collection', at: 5 });
    // Pagination, filters and views of the page shown refine it: no new interaction.
    expect(flagForLink(at('/en/search?query=x&page=2'), at('/en/search?query=x'), 5)).toBeUndefined();
    expect(flagForLink(at('/en/stories'), at('/en'), 5)).toBeUndefined();
    expect(flagForLink(new URL('https://elsewhere.example/en/search'), at('/en'), 5)).toBeUndefined();
  });

  it('is consumed by the next page of that kind while fresh', () => {
    const flag = parseFlag(JSON.stringify({ kind: 'collection', at: 1000 }));
    expect(isLoggedInteraction(flag, '/en/collections/topic/5-dance', 1000 + LOGGABLE_INTERACTION_MAX_AGE_MS)).toBe(true);
    expect(isLoggedInteraction(flag, '/en/collections/topic/5-dance', 1001 + LOGGABLE_INTERACTION_MAX_AGE_MS)).toBe(false);
    expect(isLoggedInteraction(flag, '/en/search', 1500)).toBe(false);
    expect(isLoggedInteraction(flag, '/en/collections/topic/5-dance', 999)).toBe(false);
    expect(isLoggedInteraction(undefined, '/en/search', 1000)).toBe(false);
  });

  it('reads nothing from a malformed flag', () => {
    expect(parseFlag(null)).toBeUndefined();
    expect(parseFlag('{')).toBeUndefined();
    expect(parseFlag('"search"')).toBeUndefined();
    expect(parseFlag(JSON.stringify({ kind: 'item', at: 1 }))).toBeUndefined();
    expect(parseFlag(JSON.stringify({ kind: 'search', at: '1' }))).toBeUndefined();
  });
});
