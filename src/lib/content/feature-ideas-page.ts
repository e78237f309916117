import { CONTENT_LIMITS } from '../constants.ts';
import { contentQuery, type ContentOptions } from './client.ts';
import { ENGLISH_COPY, IMAGE } from './fragments.ts';
import type { Asset, Collection, EnglishCopy } from './types.ts';

/** portal.js `featureIdeasPage.graphql`: the features visitors can vote for. */
export const FEATURE_IDEAS_PAGE = `query FeatureIdeasPage($locale: String!, $preview: Boolean = false) {
  featureIdeasPageCollection(preview: $preview, locale: $locale, limit: ${String(CONTENT_LIMITS.lookupsPerPage)}) {
    items {
      sys { id }
      identifier name description ${ENGLISH_COPY} image { ${IMAGE} } text
      hasPartCollection(limit: ${String(CONTENT_LIMITS.browseParts)}) { items { name identifier text image { name image { ${IMAGE} } } } }
    }
  }
}`;

export interface VoteableFeature {
  readonly name: string | null;
  readonly identifier: string | null;
  readonly text: string | null;
  readonly image: { readonly name: string | null; readonly image: Asset | null } | null;
}

export interface FeatureIdeasPageData extends EnglishCopy {
  readonly sys: { readonly id: string };
  readonly identifier: string | null;
  readonly image: Asset | null;
  readonly text: string | null;
  readonly hasPartCollection: Collection<VoteableFeature> | null;
}

export async function getFeatureIdeasPage(locale: string, options: ContentOptions = {}): Promise<FeatureIdeasPageData | undefined> {
  const data = await contentQuery<{ featureIdeasPageCollection: Collection<FeatureIdeasPageData> }>(FEATURE_IDEAS_PAGE, { locale }, `feature ideas page (${locale})`, options);
  return data.featureIdeasPageCollection.items[0] ?? undefined;
}
