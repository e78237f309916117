import { describe, expect, it } from 'vitest';
import { editorialRoute } from '../../../src/lib/content/editorial-path.ts';
import { editorialRewrite } from '../../../src/lib/routing/editorial-rewrite.ts';
import { pagePath } from '../../../src/lib/routing/page-path.ts';

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
    ['collections', { kind: 'collections' }],
    ['rights/privacy-statement', { kind: 'slug', slug: 'rights/privacy-statement' }],
  ])('%s', (path, route) => {
    expect(editorialRoute(path)).toEqual(route);
  });

  it('leaves other routes and unsafe paths alone', () => {
    for (const path of ['search', 'item/123/abc', 'collections/person', 'collections/person/91257422', 'stories/a/b', 'exhibitions', 'help/<script>', 'a/../b']) {
      expect(editorialRoute(path), path).toBeUndefined();
    }
  });
});

describe('editorialRewrite (src/runtime/serve.ts)', () => {
  it('sends previews to the on-demand preview route', () => {
    expect(editorialRewrite('/de/stories/monet', '?mode=preview')).toBe('/de/preview/stories/monet?mode=preview');
    expect(editorialRewrite('/en', '?mode=preview&secret=x')).toBe('/en/preview?mode=preview&secret=x');
    expect(editorialRewrite('/sk/collections', '?mode=preview')).toBe('/sk/preview/collections?mode=preview');
    expect(editorialRewrite('/sk/collections/topics', '?mode=preview')).toBeUndefined();
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

describe('pagePath: the public path back from a rewrite (issue 18)', () => {
  it('undoes every rewrite, so links and redirects never show an internal route', () => {
    const requests: readonly (readonly [string, string])[] = [
      ['/de/stories', '?page=2&type=story'],
      ['/de/stories', '?page=0'],
      ['/fr/stories', '?tags=art'],
      ['/en/stories/monet', '?mode=preview'],
      ['/en', '?mode=preview&secret=x'],
      ['/nl/exhibitions/gold-and-devotion/credits', '?mode=preview'],
    ];
    for (const [pathname, search] of requests) {
      const rewritten = editorialRewrite(pathname, search);
      expect(rewritten, pathname + search).toBeDefined();
      expect(pagePath(new URL(rewritten ?? '', 'http://x').pathname)).toBe(pathname);
    }
  });

  it('drops a trailing slash and leaves other paths alone', () => {
    expect(pagePath('/de/')).toBe('/de');
    expect(pagePath('/')).toBe('/');
    expect(pagePath('/de/stories/listing-of-things')).toBe('/de/stories/listing-of-things');
    expect(pagePath('/de/previews')).toBe('/de/previews');
    expect(pagePath('/search/preview')).toBe('/search/preview');
  });
});
