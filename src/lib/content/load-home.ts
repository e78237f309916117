import type { ApiContext } from '../apis/client.ts';
import type { UserSet } from '../apis/set.ts';
import type { LocaleCode } from '../i18n/locales.ts';
import { latestPublishedGalleries } from '../sets/published-galleries.ts';
import { contentLocale, type ContentOptions } from './client.ts';
import { getHomePage, type HomePageData } from './home-page.ts';
import { getStoriesBySysId } from './stories-by-sys-id.ts';
import { listingPage } from './stories-listing.ts';
import { getStoriesMinimal } from './stories-minimal.ts';
import { getThemes, type ThemeSummary } from './themes.ts';
import type { EditorialCardData } from './types.ts';

/** The home page's latest stories (issue 25: "the latest three stories with 'see all stories'"). */
export const HOME_LATEST_STORIES = 3;
/** The home page's latest galleries (portal.js HomeLatestGalleries: one row of four). */
export const HOME_LATEST_GALLERIES = 4;

/** Everything the pre-rendered home page shows (src/components/home/HomeView.astro). */
export interface HomePageModel {
  /** The content service's home page: headline, hero images, calls to action. */
  readonly page: HomePageData;
  /** Every theme, by name: the themes carousel. */
  readonly themes: readonly ThemeSummary[];
  /** The newest stories and exhibitions, newest first. */
  readonly latestStories: readonly EditorialCardData[];
  /** The newest published galleries; none while the Set API is unavailable. */
  readonly latestGalleries: readonly UserSet[];
}

/**
 * Loads the home page in one language (pre-render, preview and publication renders alike); undefined when no
 * home page is published.
 *
 * The latest stories are the first entries of the stories listing (src/lib/content/stories-listing.ts), read the
 * way the listing reads them: every entry's date by a listing-key query, then the cards of the newest by id. So
 * the publication index records what the home page depends on (src/lib/publication/reads.ts): a new, moved or
 * edited story among the newest, or any theme, re-renders the home page; an edit elsewhere does not.
 * The trending items are not here: they change all day and render on demand (HomeTrendingItems.astro).
 */
export async function loadHomePage(locale: LocaleCode, options: ContentOptions = {}, context?: ApiContext): Promise<HomePageModel | undefined> {
  const iso = contentLocale(locale);
  const [page, themes, entries, galleries] = await Promise.all([
    getHomePage(iso, options),
    getThemes(iso, options),
    getStoriesMinimal(iso, options),
    latestPublishedGalleries(HOME_LATEST_GALLERIES, context),
  ]);
  if (page === undefined) return undefined;
  const newest = listingPage(entries, { type: undefined, tags: [], page: 1 }, HOME_LATEST_STORIES);
  const latestStories = await getStoriesBySysId(newest.ids, iso, options);
  return { page, themes, latestStories, latestGalleries: galleries };
}
