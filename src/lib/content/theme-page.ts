import { CONTENT_LIMITS } from '../constants.ts';
import { contentQuery, type ContentOptions } from './client.ts';
import { CARD_GROUP, CTA, ENGLISH_COPY, IMAGE, IMAGE_WITH_ATTRIBUTION } from './fragments.ts';
import type { CallToAction, CardGroupData, Collection, EnglishCopy, ImageWithAttribution } from './types.ts';

const L = CONTENT_LIMITS;
const ENTITY_CARD = 'sys { id } identifier name description slug entityImage: image';

/** portal.js `themePage.graphql`: topic, person and gallery groups, calls to action, item card groups. */
export const THEME_PAGE = `query ThemePage($locale: String!, $identifier: String!, $preview: Boolean = false) {
  themePageCollection(preview: $preview, locale: $locale, where: { identifier: $identifier }, limit: ${String(L.lookupsPerPage)}) {
    items {
      sys { id }
      identifier name description ${ENGLISH_COPY} primaryImageOfPage { ${IMAGE_WITH_ATTRIBUTION} }
      hasPartCollection(limit: 10) {
        items {
          __typename
          ... on TopicGroup { sys { id } headline hasPartCollection(limit: 20) { items { ... on AutomatedEntityCard { ${ENTITY_CARD} } } } }
          ... on PersonGroup { sys { id } headline hasPartCollection(limit: 20) { items { ... on AutomatedEntityCard { ${ENTITY_CARD} } } } }
          ... on GalleryGroup { sys { id } headline hasPartCollection(limit: 20) { items { __typename ... on CuratedCard { sys { id } name description url image { ${IMAGE} } } ... on AutomatedEntityCard { ${ENTITY_CARD} } } } }
          ... on PrimaryCallToAction { ${CTA} }
          ... on CardGroup { ${CARD_GROUP} }
        }
      }
    }
  }
}`;

export interface EntityCardData {
  readonly __typename?: 'AutomatedEntityCard';
  readonly identifier: string | null;
  readonly name: string | null;
  readonly description: string | null;
  readonly slug: string | null;
  readonly entityImage: string | null;
}

export type ThemeSection =
  | { readonly __typename: 'TopicGroup' | 'PersonGroup'; readonly headline: string | null; readonly hasPartCollection: Collection<EntityCardData> | null }
  | {
      readonly __typename: 'GalleryGroup';
      readonly headline: string | null;
      readonly hasPartCollection: Collection<
        | { readonly __typename: 'CuratedCard'; readonly name: string | null; readonly description: string | null; readonly url: string | null; readonly image: import('./types.ts').Asset | null }
        | ({ readonly __typename: 'AutomatedEntityCard' } & EntityCardData)
      > | null;
    }
  | ({ readonly __typename: 'PrimaryCallToAction' } & CallToAction)
  | ({ readonly __typename: 'CardGroup' } & CardGroupData);

export interface ThemePageData extends EnglishCopy {
  readonly sys: { readonly id: string };
  readonly identifier: string;
  readonly primaryImageOfPage: ImageWithAttribution | null;
  readonly hasPartCollection: Collection<ThemeSection> | null;
}

export async function getThemePage(identifier: string, locale: string, options: ContentOptions = {}): Promise<ThemePageData | undefined> {
  const data = await contentQuery<{ themePageCollection: Collection<ThemePageData> }>(THEME_PAGE, { identifier, locale }, `theme "${identifier}" (${locale})`, options);
  return data.themePageCollection.items[0] ?? undefined;
}
