import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { MAX_COST, MAX_DEPTH, checkQueryLimits } from '../../services/content/limits.ts';

describe('Content service: query bounds (checkQueryLimits)', () => {
  it('accepts the portal\'s heaviest shapes', () => {
    const chapter = parse('{ exhibitionPageCollection(limit: 1) { items { hasPartCollection(limit: 40) { items { categoriesCollection(limit: 10) { items { identifier } } hasPartCollection(limit: 40) { items { ... on ImageComparison { hasPartCollection(limit: 2) { items { image { url } } } } } } } } } } }');
    expect(checkQueryLimits(chapter, undefined, {})).toBeUndefined();
    const minimal = parse('query ($n: Int) { storyCollection(limit: $n) { items { categoriesCollection(limit: 5) { items { identifier } } } } }');
    expect(checkQueryLimits(minimal, undefined, { n: 1000 })).toBeUndefined();
  });

  it('refuses queries deeper than MAX_DEPTH, with the contentful code', () => {
    const deep = parse(`{ ${'a { '.repeat(MAX_DEPTH + 1)}b${' }'.repeat(MAX_DEPTH + 1)} }`);
    const error = checkQueryLimits(deep, undefined, {});
    expect(error?.message).toContain('too deep');
    expect(error?.extensions).toMatchObject({ contentful: { code: 'RESOURCES_EXHAUSTED' }, http: { status: 400 } });
  });

  it('counts nested collection limits (variables as sent, 100 when absent) against MAX_COST', () => {
    const nested = parse('query ($n: Int) { storyCollection(limit: $n) { items { hasPartCollection { total } } } }');
    expect(checkQueryLimits(nested, undefined, { n: 200 })?.message).toContain(`exceeds ${String(MAX_COST)}`);
    expect(checkQueryLimits(nested, undefined, { n: 10 })).toBeUndefined();
  });

  it('stops exponential fragment bombs early', () => {
    const fragments = Array.from({ length: 30 }, (_unused, index) => `fragment f${String(index)} on Query { a: __typename ...f${String(index + 1)} b: __typename ...f${String(index + 1)} }`).join('\n');
    const bomb = parse(`query { ...f0 }\n${fragments}\nfragment f30 on Query { __typename }`);
    const started = performance.now();
    expect(checkQueryLimits(bomb, undefined, {})?.message).toContain('too large');
    expect(performance.now() - started).toBeLessThan(200);
  });
});
