import { CONTENT_LIMITS } from '../constants.ts';
import { contentQuery, type ContentOptions } from './client.ts';
import { getThemeBadges, type ThemeBadge } from './theme-badges.ts';
import { ARTICLE_PARTS, ENGLISH_COPY, IMAGE_WITH_ATTRIBUTION } from './fragments.ts';
import type { Category, Collection, ContentWarningData, EnglishCopy, ImageWithAttribution, Part } from './types.ts';

const L = CONTENT_LIMITS;

/** portal.js `storyPage.graphql`: up to 40 parts, image-text slide groups of 3, authors, content warning. */
export const STORY_PAGE = `query StoryPage($identifier: String!, $locale: String!, $preview: Boolean = false) {
  storyCollection(preview: $preview, locale: $locale, where: { identifier: $identifier }, limit: ${String(L.lookupsPerPage)}) {
    items {
      sys { id publishedAt firstPublishedAt }
      identifier name headline headlineEN: headline(locale: "en-GB") description ${ENGLISH_COPY} datePublished relatedLink
      categoriesCollection(limit: ${String(L.chapterCategories)}) { items { sys { id } name identifier } }
      genre
      primaryImageOfPage { ${IMAGE_WITH_ATTRIBUTION} }
      hasPartCollection(limit: ${String(L.storyParts)}) {
        items {
          ${ARTICLE_PARTS}
          ... on ImageTextSlideGroup { sys { id } name hasPartCollection(limit: ${String(L.slidesPerGroup)}) { items { sys { id } image { ${IMAGE_WITH_ATTRIBUTION} } text citation } } }
        }
      }
      authorCollection(limit: 10) { items { sys { id } name affiliation url } }
      contentWarning { sys { id } name description }
    }
  }
}`;

export interface Author {
  readonly name: string | null;
  readonly affiliation: string | null;
  readonly url: string | null;
}

export interface StoryPageData extends EnglishCopy {
  readonly sys: { readonly id: string; readonly publishedAt: string | null; readonly firstPublishedAt: string | null };
  readonly identifier: string;
  readonly headline: string | null;
  readonly headlineEN: string | null;
  readonly datePublished: string | null;
  readonly relatedLink: readonly string[] | null;
  readonly categoriesCollection: Collection<Category> | null;
  readonly genre: readonly string[] | null;
  /** The themes `genre` names, as badges (portal.js ThemeBadges), asked in the same load. */
  readonly themes: readonly ThemeBadge[];
  readonly primaryImageOfPage: ImageWithAttribution | null;
  readonly hasPartCollection: Collection<Part> | null;
  readonly authorCollection: Collection<Author> | null;
  readonly contentWarning: ContentWarningData | null;
}

export async function getStoryPage(identifier: string, locale: string, options: ContentOptions = {}): Promise<StoryPageData | undefined> {
  const data = await contentQuery<{ storyCollection: Collection<Omit<StoryPageData, 'themes'>> }>(STORY_PAGE, { identifier, locale }, `story "${identifier}" (${locale})`, options);
  const entry = data.storyCollection.items[0] ?? undefined;
  return entry === undefined ? undefined : { ...entry, themes: await getThemeBadges(entry.genre, locale, options) };
}
