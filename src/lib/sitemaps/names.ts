/**
 * Where the sitemaps are served (issue 20, item 1): the index at `/sitemap-index.xml` (robots.txt names it,
 * src/lib/seo/robots.ts) and each file at `/sitemap-{source}-{n}.xml`. At the root, without a language: a sitemap
 * may only list URLs under its own directory (sitemaps.org, "Sitemap file location"), and these list pages of
 * every language; the language step of the middleware leaves these paths alone (src/lib/routing/locale-prefix.ts).
 */
import { isSitemapSource, type SitemapSourceName } from './sources/source.ts';

export const SITEMAP_INDEX_PATH = '/sitemap-index.xml';

/** Every path the sitemaps are served on. */
export const SITEMAP_PATH = /^\/sitemap-(?:index|[a-z]+-[1-9][0-9]{0,6})\.xml$/;

/** The path of a file of a source: `/sitemap-items-3.xml`. */
export function sitemapFilePath(source: string, page: number): string {
  return `/sitemap-${source}-${String(page)}.xml`;
}

export type SitemapPath = { readonly kind: 'index' } | { readonly kind: 'file'; readonly source: SitemapSourceName; readonly page: number };

/**
 * What the `{name}` of `/sitemap-{name}.xml` names: the index, a file, or nothing.
 * @example sitemapName('items-3') // { kind: 'file', source: 'items', page: 3 }
 */
export function sitemapName(name: string): SitemapPath | undefined {
  if (name === 'index') return { kind: 'index' };
  const match = /^([a-z]+)-([1-9][0-9]{0,6})$/.exec(name);
  const source = match?.[1] ?? '';
  return match !== null && isSitemapSource(source) ? { kind: 'file', source, page: Number(match[2]) } : undefined;
}
