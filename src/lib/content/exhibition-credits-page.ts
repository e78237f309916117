import { CONTENT_LIMITS } from '../constants.ts';
import { contentQuery, type ContentOptions } from './client.ts';
import type { Collection } from './types.ts';

/** portal.js `exhibitionCreditsPage.graphql`: the credits and the chapter list for the navigation. */
export const EXHIBITION_CREDITS_PAGE = `query ExhibitionCreditsPage($locale: String!, $identifier: String!, $preview: Boolean = false) {
  exhibitionPageCollection(preview: $preview, locale: $locale, where: { identifier: $identifier }, limit: ${String(CONTENT_LIMITS.lookupsPerPage)}) {
    items {
      sys { id }
      name nameEN: name(locale: "en-GB") identifier credits creditsEN: credits(locale: "en-GB") relatedLink genre
      hasPartCollection(limit: ${String(CONTENT_LIMITS.browseParts)}) { items { sys { id } identifier name } }
    }
  }
}`;

export interface ExhibitionCreditsData {
  readonly sys: { readonly id: string };
  readonly name: string | null;
  readonly nameEN: string | null;
  readonly identifier: string;
  readonly credits: string | null;
  readonly creditsEN: string | null;
  readonly hasPartCollection: Collection<{ readonly identifier: string | null; readonly name: string | null }> | null;
}

export async function getExhibitionCredits(identifier: string, locale: string, options: ContentOptions = {}): Promise<ExhibitionCreditsData | undefined> {
  const data = await contentQuery<{ exhibitionPageCollection: Collection<ExhibitionCreditsData> }>(
    EXHIBITION_CREDITS_PAGE,
    { identifier, locale },
    `exhibition credits "${identifier}" (${locale})`,
    options,
  );
  return data.exhibitionPageCollection.items[0] ?? undefined;
}
