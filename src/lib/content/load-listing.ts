import type { LocaleCode } from '../i18n/locales.ts';
import { getCategories } from './categories.ts';
import { contentLocale, type ContentOptions } from './client.ts';
import { getStoriesBySysId } from './stories-by-sys-id.ts';
import { listingPage, type ListingPage, type ListingQuery } from './stories-listing.ts';
import { getStoriesMinimal } from './stories-minimal.ts';
import { getStoriesPage, type StoriesPageData } from './stories-page.ts';
import type { Category, EditorialCardData } from './types.ts';

export interface StoriesListingData {
  readonly page: StoriesPageData;
  readonly categories: readonly Category[];
  readonly listing: ListingPage;
  readonly cards: readonly EditorialCardData[];
  readonly query: ListingQuery;
}

/**
 * Everything the stories listing shows for one query: the page entry, the tags, the ids of every entry
 * (filtered and paged here) and the cards of the current page. Undefined when no stories page is published.
 */
export async function loadStoriesListing(locale: LocaleCode, query: ListingQuery, options: ContentOptions = {}): Promise<StoriesListingData | undefined> {
  const iso = contentLocale(locale);
  const [page, categories, entries] = await Promise.all([getStoriesPage(iso, options), getCategories(iso, options), getStoriesMinimal(iso, options)]);
  if (!page) return undefined;
  const listing = listingPage(entries, query);
  const cards = await getStoriesBySysId(listing.ids, iso, options);
  return { page, categories, listing, cards, query };
}
