import { CONTENT_LIMITS } from '../constants.ts';
import { contentQuery, type ContentOptions } from './client.ts';
import { getThemeBadges, type ThemeBadge } from './theme-badges.ts';
import { ENGLISH_COPY, IMAGE_WITH_ATTRIBUTION } from './fragments.ts';
import type { Category, Collection, ContentWarningData, EnglishCopy, ImageWithAttribution } from './types.ts';

const L = CONTENT_LIMITS;

/** portal.js `exhibitionLandingPage.graphql`: the exhibition's introduction and its chapters. */
export const EXHIBITION_LANDING_PAGE = `query ExhibitionLandingPage($identifier: String!, $locale: String!, $preview: Boolean = false) {
  exhibitionPageCollection(preview: $preview, locale: $locale, where: { identifier: $identifier }, limit: ${String(L.lookupsPerPage)}) {
    items {
      sys { id }
      identifier name headline description ${ENGLISH_COPY} datePublished text genre
      primaryImageOfPage { ${IMAGE_WITH_ATTRIBUTION} }
      hasPartCollection(limit: ${String(L.browseParts)}) { items { sys { id } name identifier primaryImageOfPage { ${IMAGE_WITH_ATTRIBUTION} } } }
      credits contentWarning { sys { id } name description } categoriesCollection(limit: ${String(L.chapterCategories)}) { items { sys { id } name identifier } } relatedLink
    }
  }
}`;

export interface ChapterSummary {
  readonly name: string | null;
  readonly identifier: string | null;
  readonly primaryImageOfPage: ImageWithAttribution | null;
}

export interface ExhibitionPageData extends EnglishCopy {
  readonly sys: { readonly id: string };
  readonly identifier: string;
  readonly headline: string | null;
  readonly datePublished: string | null;
  readonly text: string | null;
  readonly genre: readonly string[] | null;
  /** The themes `genre` names, as badges (portal.js ThemeBadges), asked in the same load. */
  readonly themes: readonly ThemeBadge[];
  readonly primaryImageOfPage: ImageWithAttribution | null;
  readonly hasPartCollection: Collection<ChapterSummary> | null;
  readonly credits: string | null;
  readonly contentWarning: ContentWarningData | null;
  readonly categoriesCollection: Collection<Category> | null;
  readonly relatedLink: readonly string[] | null;
}

export async function getExhibitionPage(identifier: string, locale: string, options: ContentOptions = {}): Promise<ExhibitionPageData | undefined> {
  const data = await contentQuery<{ exhibitionPageCollection: Collection<Omit<ExhibitionPageData, 'themes'>> }>(
    EXHIBITION_LANDING_PAGE,
    { identifier, locale },
    `exhibition "${identifier}" (${locale})`,
    options,
  );
  const entry = data.exhibitionPageCollection.items[0] ?? undefined;
  return entry === undefined ? undefined : { ...entry, themes: await getThemeBadges(entry.genre, locale, options) };
}
