import { describe, expect, it } from 'vitest';
import { editorialRoute } from '../../../src/lib/content/editorial-path.ts';
import { editorialRewrite } from '../../../src/lib/routing/editorial-rewrite.ts';

describe('editorialRoute', () => {
  it.each([
    ['', { kind: 'home' }],
    ['stories', { kind: 'stories' }],
    ['stories/monet-at-etretat', { kind: 'story', slug: 'monet-at-etretat' }],
    ['exhibitions/gold-and-devotion', { kind: 'exhibition', exhibition: 'gold-and-devotion' }],
    ['exhibitions/gold-and-devotion/relics', { kind: 'chapter', exhibition: 'gold-and-devotion', chapter: 'relics' }],
    ['exhibitions/gold-and-devotion/credits', { kind: 'credits', exhibition: 'gold-and-devotion' }],
    ['themes', { kind: 'themes' }],
    ['themes/art', { kind: 'theme', slug: 'art' }],
    ['feature-ideas', { kind: 'feature-ideas' }],
    ['rights/privacy-statement', { kind: 'slug', slug: 'rights/privacy-statement' }],
  ])('%s', (path, route) => {
    expect(editorialRoute(path)).toEqual(route);
  });

  it('leaves other routes and unsafe paths alone', () => {
    for (const path of ['search', 'item/123/abc', 'collections/person', 'stories/a/b', 'exhibitions', 'help/<script>', 'a/../b']) {
      expect(editorialRoute(path), path).toBeUndefined();
    }
  });
});

describe('editorialRewrite (scripts/serve.ts)', () => {
  it('sends previews to the on-demand preview route', () => {
    expect(editorialRewrite('/de/stories/monet', '?mode=preview')).toBe('/de/preview/stories/monet?mode=preview');
    expect(editorialRewrite('/en', '?mode=preview&secret=x')).toBe('/en/preview?mode=preview&secret=x');
  });

  it('sends filtered listings to the on-demand listing', () => {
    expect(editorialRewrite('/fr/stories', '?type=story')).toBe('/fr/stories/listing?type=story');
    expect(editorialRewrite('/fr/stories', '?page=1')).toBeUndefined();
  });

  it('leaves everything else to the static file or its own route', () => {
    expect(editorialRewrite('/en/stories/monet', '')).toBeUndefined();
    expect(editorialRewrite('/en/search', '?mode=preview&query=x')).toBeUndefined();
    expect(editorialRewrite('/xx/stories', '?mode=preview')).toBeUndefined();
    expect(editorialRewrite('/en/preview/stories/a', '?mode=preview')).toBeUndefined();
  });
});
