/**
 * The gallery sitemap: every gallery anyone may see, published and public, at the path its page answers on
 * (src/lib/sets/galleries.ts `galleryPath`, the English title's slug). Never a private one: the Set API is asked
 * without a user's token, so it answers only public and published sets (spec section 7), and anything else it
 * might answer is left out here too. `lastmod` is the set's `modified`. One language, as the items (./items.ts).
 */
import { searchSets, setText } from '../../apis/set.ts';
import { DEFAULT_LOCALE } from '../../i18n/locales.ts';
import { galleryPath } from '../../sets/galleries.ts';
import { w3cDatetime } from '../xml.ts';
import { absoluteUrl, URLS_PER_FILE, readPage, type SitemapSource } from './source.ts';

/** The most the Set API answers a page. */
const PAGE_SIZE = 100;

/** Published galleries first (the curated ones), then the public ones. */
const VISIBILITIES = ['published', 'public'] as const;

export const gallerySource: SitemapSource = {
  name: 'galleries',
  urlsPerFile: URLS_PER_FILE,
  alternates: false,
  async *urls(origin, signal) {
    for (const visibility of VISIBILITIES) {
      for (let page = 1; !signal.aborted; page += 1) {
        const { sets, total } = await readPage(() => searchSets(`type:Collection visibility:${visibility}`, { profile: 'meta', page, pageSize: PAGE_SIZE }), signal);
        for (const set of sets) {
          if (set.type !== 'Collection' || set.visibility !== visibility) continue;
          yield { loc: absoluteUrl(origin, galleryPath(DEFAULT_LOCALE, set, setText(set.title, DEFAULT_LOCALE))), lastmod: w3cDatetime(set.modified) };
        }
        if (sets.length < PAGE_SIZE || page * PAGE_SIZE >= total) break;
      }
    }
  },
};
