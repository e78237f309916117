import type { LocaleCode } from '../i18n/locales.ts';
import type { BrowsePageData } from './browse-static-page.ts';
import { contentLocale, type ContentOptions } from './client.ts';
import { loadCollectionsPage } from './collections-page.ts';
import type { EditorialRoute } from './editorial-path.ts';
import { loadSlugPage, type SlugPageData } from './editorial-route.ts';
import { getExhibitionChapters, type ChapterData, type ExhibitionChaptersData } from './exhibition-chapter-page.ts';
import { getExhibitionCredits, type ExhibitionCreditsData } from './exhibition-credits-page.ts';
import { getExhibitionPage, type ExhibitionPageData } from './exhibition-landing-page.ts';
import { getFeatureIdeasPage, type FeatureIdeasPageData } from './feature-ideas-page.ts';
import { loadHomePage, type HomePageModel } from './load-home.ts';
import { loadStoriesListing, type StoriesListingData } from './load-listing.ts';
import { getStoryPage, type StoryPageData } from './story-page.ts';
import type { ListingQuery } from './stories-listing.ts';
import { getThemePage, type ThemePageData } from './theme-page.ts';
import { getThemes, type ThemeSummary } from './themes.ts';
import { itemsOf } from './types.ts';

/** The data of one editorial page, by route kind. */
export type EditorialPage =
  | { readonly kind: 'home'; readonly data: HomePageModel }
  | { readonly kind: 'stories'; readonly data: StoriesListingData }
  | { readonly kind: 'story'; readonly data: StoryPageData }
  | { readonly kind: 'exhibition'; readonly data: ExhibitionPageData }
  | { readonly kind: 'chapter'; readonly data: { readonly exhibition: ExhibitionChaptersData; readonly chapter: ChapterData } }
  | { readonly kind: 'credits'; readonly data: ExhibitionCreditsData }
  | { readonly kind: 'themes'; readonly data: readonly ThemeSummary[] }
  | { readonly kind: 'theme'; readonly data: ThemePageData }
  | { readonly kind: 'feature-ideas'; readonly data: FeatureIdeasPageData }
  /** The collections page: its browse page, or null when the content service has none (the page is there anyway). */
  | { readonly kind: 'collections'; readonly data: BrowsePageData | null }
  | { readonly kind: 'slug'; readonly data: SlugPageData };

const wrap = <K extends EditorialPage['kind'], D>(kind: K, data: D | undefined): { kind: K; data: D } | undefined => (data === undefined ? undefined : { kind, data });

/**
 * Loads the page of an editorial route on demand (previews, and publication renders of the published
 * content); undefined when the entry does not exist.
 */
export async function loadEditorialPage(route: EditorialRoute, locale: LocaleCode, listing: ListingQuery, options: ContentOptions): Promise<EditorialPage | undefined> {
  const iso = contentLocale(locale);
  switch (route.kind) {
    case 'home':
      return wrap('home', await loadHomePage(locale, options));
    case 'stories':
      return wrap('stories', await loadStoriesListing(locale, listing, options));
    case 'story':
      return wrap('story', await getStoryPage(route.slug, iso, options));
    case 'exhibition':
      return wrap('exhibition', await getExhibitionPage(route.exhibition, iso, options));
    case 'chapter': {
      const exhibition = await getExhibitionChapters(route.exhibition, iso, options);
      const chapter = itemsOf(exhibition?.hasPartCollection).find((c) => c.identifier === route.chapter);
      return exhibition && chapter ? { kind: 'chapter', data: { exhibition, chapter } } : undefined;
    }
    case 'credits':
      return wrap('credits', await getExhibitionCredits(route.exhibition, iso, options));
    case 'themes':
      return { kind: 'themes', data: await getThemes(iso, options) };
    case 'theme':
      return wrap('theme', await getThemePage(route.slug, iso, options));
    case 'feature-ideas':
      return wrap('feature-ideas', await getFeatureIdeasPage(iso, options));
    case 'collections':
      return { kind: 'collections', data: await loadCollectionsPage(locale, options) };
    case 'slug':
      // Any site: the path does not say which site a page belongs to (the page index keeps identifiers unique).
      return wrap('slug', await loadSlugPage(route.slug, locale, null, options));
  }
}
