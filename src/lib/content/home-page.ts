import { CONTENT_LIMITS } from '../constants.ts';
import { contentQuery, type ContentOptions } from './client.ts';
import { CTA, ENGLISH_COPY, IMAGE, IMAGE_WITH_ATTRIBUTION } from './fragments.ts';
import type { Asset, CallToAction, Collection, EnglishCopy, ImageWithAttribution } from './types.ts';

/** portal.js `homePage.graphql`: the newest published home page, up to 3 sections, the latest image set. */
export const HOME_PAGE = `query HomePage($locale: String!, $preview: Boolean = false, $identifier: String, $date: DateTime) {
  homePageCollection(preview: $preview, locale: $locale, order: datePublished_DESC, limit: ${String(CONTENT_LIMITS.lookupsPerPage)}, where: { identifier: $identifier, datePublished_lte: $date }) {
    items {
      sys { id }
      name identifier headline description ${ENGLISH_COPY}
      sectionsCollection(limit: 3) { items { ... on PrimaryCallToAction { ${CTA} } } }
      image { ${IMAGE} }
      primaryImageSetOfPageCollection(limit: 1, order: sys_publishedAt_DESC) { items { sys { id } hasPartCollection(limit: 10) { items { ... on ImageWithAttribution { ${IMAGE_WITH_ATTRIBUTION} } } } } }
    }
  }
}`;

export interface HomePageData extends EnglishCopy {
  readonly sys: { readonly id: string };
  readonly identifier: string | null;
  readonly headline: string | null;
  readonly sectionsCollection: Collection<CallToAction> | null;
  readonly image: Asset | null;
  readonly primaryImageSetOfPageCollection: Collection<{ readonly hasPartCollection: Collection<ImageWithAttribution> | null }> | null;
}

/** The home page in one language, or undefined when none is published. */
export async function getHomePage(locale: string, options: ContentOptions = {}): Promise<HomePageData | undefined> {
  const data = await contentQuery<{ homePageCollection: Collection<HomePageData> }>(
    HOME_PAGE,
    { locale, date: new Date().toISOString() },
    `home page (${locale})`,
    options,
  );
  return data.homePageCollection.items[0] ?? undefined;
}
