import type { ApiContext } from '../apis/client.ts';
import type { LocaleCode } from '../i18n/locales.ts';
import type { BrowsePageData } from './browse-static-page.ts';
import type { ContentOptions } from './client.ts';
import { loadSlugPage } from './editorial-route.ts';

/**
 * The identifier of the content service's browse page that `/{locale}/collections` shows (europeana.eu serves
 * that path from its catch-all route: the browse page "collections"). The path's deeper pages are the portal's own
 * (`/collections/{kind}`, `/collections/{type}/{id}`), so no other content page may use the segment.
 */
export const COLLECTIONS_PAGE = 'collections';

/**
 * The collections page's editorial part in a page language, its automated card groups' cards loaded with it; null
 * when the content service has no such browse page on the main site (the page then shows the portal's links to each
 * kind of collection alone, as it always shows them beside the editorial part).
 */
export async function loadCollectionsPage(locale: LocaleCode, options: ContentOptions = {}, context?: ApiContext): Promise<BrowsePageData | null> {
  const page = await loadSlugPage(COLLECTIONS_PAGE, locale, undefined, options, context);
  return page?.kind === 'browse' ? page.page : null;
}
