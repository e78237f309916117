import { describe, expect, it } from 'vitest';
import { sitemapName, SITEMAP_PATH, sitemapFilePath } from '../../../src/lib/sitemaps/names.ts';
import { escapeXml, sitemapIndex, URLSET_END, urlEntry, urlsetStart, w3cDatetime } from '../../../src/lib/sitemaps/xml.ts';
import { schemaErrors } from '../../contract/sitemaps/validate.ts';

/**
 * The sitemap XML writer (src/lib/sitemaps/xml.ts): escaping of every value, the entries and the index the
 * sitemaps.org schemas accept (tests/contract/sitemaps/), dates as W3C datetimes; and the sitemap paths.
 */
describe('sitemap XML', () => {
  it('entity-escapes the five characters the protocol names, in text and attributes', () => {
    expect(escapeXml(`https://x.eu/a?b=1&c='2'&d="3"<e>`)).toBe('https://x.eu/a?b=1&amp;c=&apos;2&apos;&amp;d=&quot;3&quot;&lt;e&gt;');
    expect(escapeXml('&amp;')).toBe('&amp;amp;');
    const entry = urlEntry({ loc: 'https://x.eu/en/item/1/a&b', lastmod: '2024-01-02T03:04:05Z', alternates: [{ hreflang: 'de', href: `https://x.eu/de/item/1/a"b'<c>` }] });
    expect(entry).toBe(
      '<url><loc>https://x.eu/en/item/1/a&amp;b</loc><lastmod>2024-01-02T03:04:05Z</lastmod>' +
        '<xhtml:link rel="alternate" hreflang="de" href="https://x.eu/de/item/1/a&quot;b&apos;&lt;c&gt;"/></url>\n',
    );
  });

  it('drops characters XML 1.0 cannot carry, keeps every other character', () => {
    expect(escapeXml('a\u0000b\u0008c\u000Bd\u001Fe\uFFFEf\uD800g')).toBe('abcdefg');
    expect(escapeXml('tab\tnl\ncr\r é 日本 😀')).toBe('tab\tnl\ncr\r é 日本 😀');
  });

  it('writes files and an index the sitemaps.org schemas accept, whatever the URLs hold', async () => {
    const hostile = `https://x.eu/en/galleries/1-a?x=1&y=<script>'"</script>\u0001`;
    const plain = urlsetStart(false) + urlEntry({ loc: hostile, lastmod: w3cDatetime(0) }) + urlEntry({ loc: 'https://x.eu/en/item/1/b' }) + URLSET_END;
    expect(await schemaErrors(plain, 'sitemap')).toEqual([]);
    const alternates = [{ hreflang: 'en', href: hostile }, { hreflang: 'x-default', href: 'https://x.eu/stories' }];
    const withAlternates = urlsetStart(true) + urlEntry({ loc: hostile, alternates }) + URLSET_END;
    expect(await schemaErrors(withAlternates, 'sitemap-with-alternates')).toEqual([]);
    const index = sitemapIndex([{ loc: 'https://x.eu/sitemap-items-1.xml', lastmod: '2024-05-01T09:30:00Z' }, { loc: `https://x.eu/sitemap-a&b.xml` }]);
    expect(await schemaErrors(index, 'siteindex')).toEqual([]);
    // The schemas do refuse what is wrong: they are not accepting anything.
    expect(await schemaErrors(urlsetStart(false) + '<url><lastmod>2024</lastmod></url>' + URLSET_END, 'sitemap')).not.toEqual([]);
    expect(await schemaErrors(urlsetStart(true) + urlEntry({ loc: 'https://x.eu/a', alternates: [{ hreflang: 'Deutsch!', href: 'https://x.eu/de/a' }] }) + URLSET_END, 'sitemap-with-alternates')).not.toEqual([]);
  });

  it('writes dates as W3C datetimes in UTC, and nothing for what is not a date', () => {
    expect(w3cDatetime('2019-03-21T14:09:15.563Z')).toBe('2019-03-21T14:09:15Z');
    expect(w3cDatetime('2019-03-21T16:09:15+02:00')).toBe('2019-03-21T14:09:15Z');
    expect(w3cDatetime('2021-05-06')).toBe('2021-05-06T00:00:00Z');
    expect(w3cDatetime(Date.UTC(2024, 0, 2, 3, 4, 5))).toBe('2024-01-02T03:04:05Z');
    for (const bad of [undefined, '', 'yesterday', '+275760-09-13T00:00:00.000Z', Number.NaN]) expect(w3cDatetime(bad)).toBeUndefined();
  });
});

describe('sitemap paths', () => {
  it('names the index and the files of known sources, nothing else', () => {
    expect(sitemapName('index')).toEqual({ kind: 'index' });
    expect(sitemapName('items-12')).toEqual({ kind: 'file', source: 'items', page: 12 });
    expect(sitemapFilePath('editorial', 2)).toBe('/sitemap-editorial-2.xml');
    for (const bad of ['items-0', 'items-01', 'items', 'other-1', 'items-1-2', 'Items-1', '../items-1', 'items-12345678']) expect(sitemapName(bad), bad).toBeUndefined();
    for (const path of ['/sitemap-index.xml', '/sitemap-items-1.xml', '/sitemap-entities-30.xml']) expect(SITEMAP_PATH.test(path), path).toBe(true);
    for (const path of ['/sitemap.xml', '/en/sitemap-index.xml', '/sitemap-index.xml/x', '/sitemap-items-0.xml']) expect(SITEMAP_PATH.test(path), path).toBe(false);
  });
});
