/**
 * The XML of the sitemaps protocol (https://www.sitemaps.org/protocol.html, schema 0.9): `<urlset>` files of `<url>`
 * entries, with Google's `xhtml:link rel="alternate" hreflang` for the language versions of a page, and the
 * `<sitemapindex>` over them. Text is entity-escaped (`&`, `<`, `>`, `'`, `"`, as the protocol asks of every data
 * value) and characters XML 1.0 cannot carry are dropped, so no value can break a file. Pure string functions:
 * ./file-writer.ts streams them into files, ./respond.ts writes the index.
 *
 * Written here rather than with the `sitemap` package (sitemap.js, which @astrojs/sitemap used): what is needed is
 * five elements; the package's stream adds four namespaces and a validation pass per entry, and its index stream
 * writes files to disk, where these go to the shared store.
 */

export const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
export const XHTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';

/** Limits of one file in the protocol: URLs, and bytes uncompressed (50 MiB). */
export const PROTOCOL_MAX_URLS = 50_000;
export const PROTOCOL_MAX_BYTES = 50 * 1024 * 1024;

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';

/** The start of a `<urlset>` file; with `alternates`, it declares the `xhtml` namespace of `hreflang` links. */
export function urlsetStart(alternates: boolean): string {
  const xhtml = alternates ? ` xmlns:xhtml="${XHTML_NAMESPACE}"` : '';
  return `${XML_DECLARATION}<urlset xmlns="${SITEMAP_NAMESPACE}"${xhtml}>\n`;
}

export const URLSET_END = '</urlset>\n';

/** One language version of a page: `hreflang` a language code or `x-default`. */
export interface Alternate {
  readonly hreflang: string;
  readonly href: string;
}

/** One `<url>` of a sitemap: an absolute URL, when it last changed (W3C datetime) and its language versions. */
export interface SitemapUrl {
  readonly loc: string;
  readonly lastmod?: string | undefined;
  readonly alternates?: readonly Alternate[] | undefined;
}

// Characters XML 1.0 does not allow (C0 controls but tab, line feed and carriage return; lone surrogates; U+FFFE/F).
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const ENTITIES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', "'": '&apos;', '"': '&quot;' };

/**
 * A value as XML text or attribute: the five characters the protocol names entity-escaped, characters XML cannot
 * carry removed.
 * @example escapeXml("https://x.eu/en/search?q=a&b='c'") // 'https://x.eu/en/search?q=a&amp;b=&apos;c&apos;'
 */
export function escapeXml(value: string): string {
  return value.replace(NOT_XML, '').replace(/[&<>'"]/g, (c) => ENTITIES[c] ?? c);
}

/** A `<url>` entry on one line. */
export function urlEntry(url: SitemapUrl): string {
  const lastmod = url.lastmod === undefined ? '' : `<lastmod>${escapeXml(url.lastmod)}</lastmod>`;
  const links = (url.alternates ?? []).map((a) => `<xhtml:link rel="alternate" hreflang="${escapeXml(a.hreflang)}" href="${escapeXml(a.href)}"/>`).join('');
  return `<url><loc>${escapeXml(url.loc)}</loc>${lastmod}${links}</url>\n`;
}

/** One `<sitemap>` of the index. */
export interface IndexEntry {
  readonly loc: string;
  readonly lastmod?: string | undefined;
}

/** The sitemap index over `entries` (the protocol wants at least one). */
export function sitemapIndex(entries: readonly IndexEntry[]): string {
  const items = entries.map((e) => `<sitemap><loc>${escapeXml(e.loc)}</loc>${e.lastmod === undefined ? '' : `<lastmod>${escapeXml(e.lastmod)}</lastmod>`}</sitemap>\n`);
  return `${XML_DECLARATION}<sitemapindex xmlns="${SITEMAP_NAMESPACE}">\n${items.join('')}</sitemapindex>\n`;
}

/**
 * A moment as a W3C datetime in UTC (`2024-05-01T09:30:00Z`, what `lastmod` takes), from ms since the epoch or a
 * date string of an upstream API; undefined for anything that is not a date between the years 1 and 9999.
 * @example w3cDatetime('2019-03-21T14:09:15.563Z') // '2019-03-21T14:09:15Z'
 */
export function w3cDatetime(value: string | number | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  const date = new Date(value);
  const year = date.getUTCFullYear();
  if (Number.isNaN(date.getTime()) || year < 1 || year > 9999) return undefined;
  return `${date.toISOString().slice(0, 19)}Z`;
}
