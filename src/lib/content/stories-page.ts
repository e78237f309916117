import { CONTENT_LIMITS } from '../constants.ts';
import { contentQuery, type ContentOptions } from './client.ts';
import { CTA, EDITORIAL_CARD, IMAGE } from './fragments.ts';
import type { Asset, CallToAction, Collection, EditorialCardData } from './types.ts';

/** portal.js `storiesPage.graphql`: the listing's headline, introduction, call to action and featured story. */
export const STORIES_PAGE = `query StoriesPage($locale: String!, $preview: Boolean = false) {
  storiesPageCollection(preview: $preview, locale: $locale, limit: ${String(CONTENT_LIMITS.lookupsPerPage)}) {
    items {
      sys { id }
      name nameEN: name(locale: "en-GB") headline description descriptionEN: description(locale: "en-GB") image { ${IMAGE} }
      primaryCallToAction { ${CTA} }
      featuredStory { ... on Story { sys { id } ${EDITORIAL_CARD} } ... on ExhibitionPage { sys { id } ${EDITORIAL_CARD} } }
    }
  }
}`;

export interface StoriesPageData {
  readonly sys: { readonly id: string };
  readonly name: string | null;
  readonly nameEN: string | null;
  readonly headline: string | null;
  readonly description: string | null;
  readonly descriptionEN: string | null;
  readonly image: Asset | null;
  readonly primaryCallToAction: CallToAction | null;
  readonly featuredStory: EditorialCardData | null;
}

export async function getStoriesPage(locale: string, options: ContentOptions = {}): Promise<StoriesPageData | undefined> {
  const data = await contentQuery<{ storiesPageCollection: Collection<StoriesPageData> }>(STORIES_PAGE, { locale }, `stories page (${locale})`, options);
  return data.storiesPageCollection.items[0] ?? undefined;
}
