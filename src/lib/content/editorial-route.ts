import { getBrowseStaticPage, type BrowsePageData, type StaticPageData } from './browse-static-page.ts';
import type { ApiContext } from '../apis/client.ts';
import type { LocaleCode } from '../i18n/locales.ts';
import { withAutomatedCards } from './automated-cards.ts';
import { contentLocale, type ContentOptions } from './client.ts';
import { getLandingPage, type LandingPageData } from './landing-page.ts';

/** A page of the catch-all `/{slug}` route. */
export type SlugPageData =
  | { readonly kind: 'browse'; readonly page: BrowsePageData }
  | { readonly kind: 'static'; readonly page: StaticPageData }
  | { readonly kind: 'landing'; readonly page: LandingPageData };

/**
 * The page of a slug: browse and static pages first (one query, as portal.js), then landing pages.
 * `site` undefined: the main site; null: any site (previews, which do not know the page's site).
 */
export async function getSlugPage(identifier: string, locale: string, site: string | null | undefined, options: ContentOptions = {}): Promise<SlugPageData | undefined> {
  const page = await getBrowseStaticPage(identifier, locale, site, options);
  if (page) return page;
  const landing = await getLandingPage(identifier, locale, site, options);
  return landing ? { kind: 'landing', page: landing } : undefined;
}


/**
 * A catch-all page in a page language, ready to show: its automated card groups' cards loaded with it (a landing
 * page has none). `site` as `getSlugPage`'s.
 */
export async function loadSlugPage(identifier: string, locale: LocaleCode, site: string | null | undefined, options: ContentOptions = {}, context?: ApiContext): Promise<SlugPageData | undefined> {
  const page = await getSlugPage(identifier, contentLocale(locale), site, options);
  if (page === undefined || page.kind === 'landing') return page;
  const hasPartCollection = await withAutomatedCards(page.page.hasPartCollection, locale, context);
  return page.kind === 'browse' ? { kind: 'browse', page: { ...page.page, hasPartCollection } } : { kind: 'static', page: { ...page.page, hasPartCollection } };
}
