/**
 * The entity sitemaps: the page of every entity of the five types the portal has pages for (persons, topics,
 * organisations, places, times: src/lib/edm/entity-types.ts), in the default language, at the path the entity page
 * itself answers on (src/lib/edm/entity-view.ts, a slug of the English label: another path is redirected).
 * Walked type by type through the Entity API's search, 100 a page. `lastmod` is the entity's
 * `isAggregatedBy.modified` where the API gives it. One language, as the items (./items.ts says why).
 */
import { searchEntities } from '../../apis/entity.ts';
import { ENTITY_TYPES } from '../../edm/entity-types.ts';
import { entityView } from '../../edm/entity-view.ts';
import { DEFAULT_LOCALE } from '../../i18n/locales.ts';
import { w3cDatetime } from '../xml.ts';
import { absoluteUrl, URLS_PER_FILE, readPage, type SitemapSource } from './source.ts';

/** The most the Entity API answers a page. */
const PAGE_SIZE = 100;

export const entitySource: SitemapSource = {
  name: 'entities',
  urlsPerFile: URLS_PER_FILE,
  alternates: false,
  async *urls(origin, signal) {
    for (const type of ENTITY_TYPES) {
      for (let page = 1; !signal.aborted; page += 1) {
        const result = await readPage(() => searchEntities({ type, page, pageSize: PAGE_SIZE }, { uncached: true }), signal);
        for (const entity of result.items) {
          const view = entityView(entity, DEFAULT_LOCALE);
          if (view !== undefined) yield { loc: absoluteUrl(origin, view.href), lastmod: w3cDatetime(entity.isAggregatedBy?.modified) };
        }
        if (result.items.length < PAGE_SIZE || page * PAGE_SIZE >= result.total) break;
      }
    }
  },
};
