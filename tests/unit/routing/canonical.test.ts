import { describe, expect, it } from 'vitest';
import { canonicalUrls, hreflangAlternates } from '../../../src/lib/routing/canonical.ts';

const origin = 'https://portal.example';

describe('canonical URLs', () => {
  it('builds the four variants with and without language and query', () => {
    const urls = canonicalUrls({ origin, pathname: '/de/search', search: '?query=x' }, 'de');
    expect(urls).toEqual({
      withLanguage: { withQuery: `${origin}/de/search?query=x`, withoutQuery: `${origin}/de/search` },
      withoutLanguage: { withQuery: `${origin}/search?query=x`, withoutQuery: `${origin}/search` },
    });
  });

  it('drops the trailing slash of pre-rendered paths', () => {
    expect(canonicalUrls({ origin, pathname: '/de/stories/' }, 'de').withLanguage.withoutQuery).toBe(`${origin}/de/stories`);
    expect(hreflangAlternates({ origin, pathname: '/de/' }).find((a) => a.hreflang === 'fr')?.href).toBe(`${origin}/fr`);
  });

  it('handles the home page without a trailing slash', () => {
    const urls = canonicalUrls({ origin: `${origin}/`, pathname: '/fr' }, 'fr');
    expect(urls.withLanguage.withoutQuery).toBe(`${origin}/fr`);
    expect(urls.withoutLanguage.withoutQuery).toBe(origin);
  });
});

describe('hreflang alternates', () => {
  it('lists all 25 languages and x-default', () => {
    const alternates = hreflangAlternates({ origin, pathname: '/en/stories' });
    expect(alternates).toHaveLength(26);
    expect(alternates.find((a) => a.hreflang === 'ga')?.href).toBe(`${origin}/ga/stories`);
    expect(alternates.at(-1)).toEqual({ hreflang: 'x-default', href: `${origin}/stories` });
    expect(new Set(alternates.map((a) => a.hreflang)).size).toBe(26);
  });
});
