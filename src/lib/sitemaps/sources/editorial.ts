/**
 * The editorial sitemap: every editorial page in every language, each with its `hreflang` alternates (the 25
 * languages and `x-default`, as the page's own `<head>` has them: src/lib/routing/canonical.ts) and, where its
 * entry says when it was published, `lastmod`. The pages are those of the content service's page index, the same
 * list the build pre-renders and the publisher keeps each node's build in step with (src/lib/content/page-index.ts,
 * docs/decisions/0008-incremental-publication.md), plus the on-demand listings that lead to the entity and gallery
 * pages. A refresh after each publication (src/lib/publication/publisher.ts) keeps it current.
 */
import { editorialPathsOf, freshPageIndex, type PageIndex } from '../../content/page-index.ts';
import { COLLECTION_KINDS } from '../../edm/collection-types.ts';
import { DEFAULT_LOCALE, LOCALE_CODES } from '../../i18n/locales.ts';
import { hreflangAlternates } from '../../routing/canonical.ts';
import { stripLocale } from '../../routing/locale-prefix.ts';
import type { SitemapUrl } from '../xml.ts';
import { w3cDatetime } from '../xml.ts';
import { absoluteUrl, type SitemapSource } from './source.ts';

/**
 * On-demand pages that list what the other sitemaps hold, without a language: the entity listings and the
 * galleries. Search results are left out (a crawler should not page through queries).
 */
const LISTINGS: readonly string[] = ['/collections', ...COLLECTION_KINDS.map(({ slug }) => `/collections/${slug}`), '/galleries'];

/**
 * An entry is 27 lines of about 110 bytes (its URL and 26 alternates): 1,000 a file keep a file near 3 MB of XML
 * (the seed's 1,425 pages in two files, the volume's 60,000 in 60).
 */
const URLS_PER_FILE = 1000;

/** The sitemap entries of an index's pages, page by page: its 25 language versions one after the other. */
export function* editorialEntries(index: PageIndex, origin: string): Generator<SitemapUrl> {
  const bare = new Set<string>();
  for (const path of editorialPathsOf(index, [DEFAULT_LOCALE])) bare.add(stripLocale(path));
  for (const path of LISTINGS) bare.add(path);
  for (const path of [...bare].sort()) {
    const lastmod = w3cDatetime(index.published?.get(path.slice(1)));
    const alternates = hreflangAlternates({ origin, pathname: path }).map((a) => ({ hreflang: a.hreflang, href: absoluteUrl(origin, a.href) }));
    for (const locale of LOCALE_CODES) {
      const href = alternates.find((a) => a.hreflang === locale)?.href;
      if (href !== undefined) yield { loc: href, lastmod, alternates };
    }
  }
}

export const editorialSource: SitemapSource = {
  name: 'editorial',
  urlsPerFile: URLS_PER_FILE,
  alternates: true,
  async *urls(origin, signal) {
    const index = await freshPageIndex();
    for (const entry of editorialEntries(index, origin)) {
      if (signal.aborted) return;
      yield entry;
    }
  },
};
