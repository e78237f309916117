import { CONTENT_LIMITS } from '../constants.ts';
import { contentQuery, type ContentOptions } from './client.ts';
import { getThemeBadges, type ThemeBadge } from './theme-badges.ts';
import { ARTICLE_PARTS, ENGLISH_COPY, IMAGE_WITH_ATTRIBUTION } from './fragments.ts';
import type { Category, Collection, ContentWarningData, EnglishCopy, ImageWithAttribution, Part } from './types.ts';

const L = CONTENT_LIMITS;

/**
 * portal.js `exhibitionChapterPage.graphql`: the exhibition with all its chapters, so that a chapter is
 * shown only under the exhibition it belongs to and the page can link to the previous and next chapter.
 */
export const EXHIBITION_CHAPTER_PAGE = `query ExhibitionChapterPage($locale: String!, $identifier: String!, $preview: Boolean = false) {
  exhibitionPageCollection(preview: $preview, locale: $locale, where: { identifier: $identifier }, limit: ${String(L.lookupsPerPage)}) {
    items {
      sys { id }
      name identifier credits contentWarning { sys { id } name description } relatedLink genre
      hasPartCollection(limit: ${String(L.staticParts)}) {
        items {
          sys { id }
          name identifier headline description ${ENGLISH_COPY}
          primaryImageOfPage { ${IMAGE_WITH_ATTRIBUTION} }
          categoriesCollection(limit: ${String(L.chapterCategories)}) { items { sys { id } name identifier } }
          hasPartCollection(limit: ${String(L.staticParts)}) { items { ${ARTICLE_PARTS} } }
        }
      }
    }
  }
}`;

export interface ChapterData extends EnglishCopy {
  readonly sys: { readonly id: string };
  readonly identifier: string;
  readonly headline: string | null;
  readonly primaryImageOfPage: ImageWithAttribution | null;
  readonly categoriesCollection: Collection<Category> | null;
  readonly hasPartCollection: Collection<Part> | null;
}

export interface ExhibitionChaptersData {
  readonly sys: { readonly id: string };
  readonly name: string | null;
  readonly identifier: string;
  readonly credits: string | null;
  readonly contentWarning: ContentWarningData | null;
  readonly relatedLink: readonly string[] | null;
  readonly genre: readonly string[] | null;
  /** The themes `genre` names, as badges (portal.js ThemeBadges), asked in the same load. */
  readonly themes: readonly ThemeBadge[];
  readonly hasPartCollection: Collection<ChapterData> | null;
}

export async function getExhibitionChapters(identifier: string, locale: string, options: ContentOptions = {}): Promise<ExhibitionChaptersData | undefined> {
  const data = await contentQuery<{ exhibitionPageCollection: Collection<Omit<ExhibitionChaptersData, 'themes'>> }>(
    EXHIBITION_CHAPTER_PAGE,
    { identifier, locale },
    `exhibition chapters "${identifier}" (${locale})`,
    options,
  );
  const entry = data.exhibitionPageCollection.items[0] ?? undefined;
  return entry === undefined ? undefined : { ...entry, themes: await getThemeBadges(entry.genre, locale, options) };
}
