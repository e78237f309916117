import { getBrowseStaticPage, type BrowsePageData, type StaticPageData } from './browse-static-page.ts';
import type { ContentOptions } from './client.ts';
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

