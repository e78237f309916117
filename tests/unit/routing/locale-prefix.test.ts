import { describe, expect, it } from 'vitest';
import { localePrefix, localisedPath, stripLocale } from '../../../src/lib/routing/locale-prefix.ts';
import { languageOptions } from '../../../src/lib/routing/language-switch.ts';

describe('localePrefix (spec section 2 "Language prefix")', () => {
  it('serves a path with a supported prefix in that language', () => {
    expect(localePrefix('/de', '', 'en')).toEqual({ kind: 'localised', locale: 'de' });
    expect(localePrefix('/sv/search', '?query=x', 'en')).toEqual({ kind: 'localised', locale: 'sv' });
  });

  it('redirects unprefixed paths to the negotiated prefix, the root to the prefix alone', () => {
    expect(localePrefix('/', '', 'fr')).toEqual({ kind: 'redirect', location: '/fr' });
    expect(localePrefix('/search', '?query=a&qf=TYPE:IMAGE', 'nl')).toEqual({
      kind: 'redirect',
      location: '/nl/search?query=a&qf=TYPE:IMAGE',
    });
    expect(localePrefix('/item/123/abc', '', 'en')).toEqual({ kind: 'redirect', location: '/en/item/123/abc' });
  });

  it('exempts the login callback and logout routes', () => {
    expect(localePrefix('/account/callback', '?code=1', 'en')).toEqual({ kind: 'exempt' });
    expect(localePrefix('/account/logout', '', 'de')).toEqual({ kind: 'exempt' });
    expect(localePrefix('/_api/health', '', 'de')).toEqual({ kind: 'exempt' });
    expect(localePrefix('/_apix', '', 'de')).toEqual({ kind: 'redirect', location: '/de/_apix' });
    expect(localePrefix('/account/login', '', 'de')).toEqual({ kind: 'redirect', location: '/de/account/login' });
  });

  it('exempts the sitemaps, served at the root for every language (src/lib/sitemaps/names.ts)', () => {
    expect(localePrefix('/sitemap-index.xml', '', 'de')).toEqual({ kind: 'exempt' });
    expect(localePrefix('/sitemap-items-3.xml', '', 'fr')).toEqual({ kind: 'exempt' });
    expect(localePrefix('/sitemap.xml', '', 'de')).toEqual({ kind: 'redirect', location: '/de/sitemap.xml' });
  });

  it('removes an unsupported two-letter segment, keeping the query, in one hop', () => {
    expect(localePrefix('/xx/search', '?query=a', 'de')).toEqual({ kind: 'redirect', location: '/de/search?query=a' });
    expect(localePrefix('/zz', '', 'en')).toEqual({ kind: 'redirect', location: '/en' });
    expect(localePrefix('/ru/', '', 'en')).toEqual({ kind: 'redirect', location: '/en' });
    expect(localePrefix('/xx/account/callback', '?code=1', 'en')).toEqual({
      kind: 'redirect',
      location: '/account/callback?code=1',
    });
  });

  it('removes the unsupported segment before a supported one instead of prefixing it (issue 18)', () => {
    expect(localePrefix('/zz/de/stories', '', 'en')).toEqual({ kind: 'redirect', location: '/de/stories' });
    expect(localePrefix('/zz/de', '?x=1', 'en')).toEqual({ kind: 'redirect', location: '/de?x=1' });
    expect(localePrefix('/zz/DE/stories', '', 'en')).toEqual({ kind: 'redirect', location: '/de/stories' });
    expect(localePrefix('/zz/yy/stories', '?page=2', 'fr')).toEqual({ kind: 'redirect', location: '/fr/stories?page=2' });
    expect(localePrefix('/zz/yy', '', 'fr')).toEqual({ kind: 'redirect', location: '/fr' });
    expect(localePrefix('/zz/yy/account/logout', '', 'fr')).toEqual({ kind: 'redirect', location: '/account/logout' });
  });

  it('lands in one hop, whatever the path: the target is never redirected again', () => {
    const paths = ['/zz/de/stories', '/zz/yy/xx/search', '/QQ/Fr/x', '/zz/account/callback', '/a/b', '/ru/', `/${'zz/'.repeat(5000)}de`];
    for (const path of paths) {
      const decision = localePrefix(path, '', 'en');
      expect(decision.kind).toBe('redirect');
      if (decision.kind !== 'redirect') continue;
      expect(localePrefix(decision.location, '', 'en').kind, `${path} → ${decision.location}`).not.toBe('redirect');
    }
  });

  it('lower-cases a supported prefix written in capitals', () => {
    expect(localePrefix('/DE/stories', '', 'en')).toEqual({ kind: 'redirect', location: '/de/stories' });
  });

  it('treats longer first segments as paths, not languages', () => {
    expect(localePrefix('/eng/x', '', 'en')).toEqual({ kind: 'redirect', location: '/en/eng/x' });
    expect(localePrefix('/e/x', '', 'it')).toEqual({ kind: 'redirect', location: '/it/e/x' });
  });

  it('strips and swaps prefixes', () => {
    expect(stripLocale('/de/search')).toBe('/search');
    expect(stripLocale('/de')).toBe('/');
    expect(stripLocale('/xx/y')).toBe('/xx/y');
    expect(localisedPath('/de/search', 'fr')).toBe('/fr/search');
    expect(localisedPath('/de', 'fr')).toBe('/fr');
  });
});

describe('languageOptions (language dropdown)', () => {
  it('lists every language but the current one, keeping route and query', () => {
    const options = languageOptions('de', '/de/search', '?query=rembrandt&page=3');
    expect(options).toHaveLength(24);
    expect(options.map((o) => o.locale.code)).not.toContain('de');
    expect(options.find((o) => o.locale.code === 'fr')?.href).toBe('/fr/search?query=rembrandt&page=3');
  });

  it('drops page on the galleries and stories listings', () => {
    expect(languageOptions('en', '/en/stories', '?page=2&tags=art').find((o) => o.locale.code === 'it')?.href).toBe(
      '/it/stories?tags=art',
    );
    expect(languageOptions('en', '/en/galleries', '?page=2').find((o) => o.locale.code === 'it')?.href).toBe(
      '/it/galleries',
    );
  });

  it('links to the public path when the request was rewritten to an on-demand route (issue 18)', () => {
    const de = (pathname: string, search: string): string | undefined =>
      languageOptions('en', pathname, search).find((o) => o.locale.code === 'de')?.href;
    expect(de('/en/stories/listing', '?page=2&type=story')).toBe('/de/stories?type=story');
    expect(de('/en/stories/listing', '?tags=art')).toBe('/de/stories?tags=art');
    expect(de('/en/preview/stories/monet', '?mode=preview')).toBe('/de/stories/monet?mode=preview');
    expect(de('/en/preview', '?mode=preview')).toBe('/de?mode=preview');
    expect(de('/en/stories/', '')).toBe('/de/stories');
  });
});
