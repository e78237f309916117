import { CONTENT_LIMITS } from '../constants.ts';
import { contentQuery, type ContentOptions } from './client.ts';
import { CARD_GROUP, CTA, ENGLISH_COPY, IMAGE, IMAGE_WITH_ATTRIBUTION, ILLUSTRATION, LINK } from './fragments.ts';
import type { Asset, CallToAction, CardGroupData, Collection, EnglishCopy, Illustration, ImageWithAttribution, LinkData } from './types.ts';

const L = CONTENT_LIMITS;

/** portal.js `landingPage.graphql`: APIs, share your collections, the data space. */
export const LANDING_PAGE = `query LandingPage($identifier: String!, $locale: String!, $site: String = "www.europeana.eu", $preview: Boolean = false) {
  landingPageCollection(preview: $preview, locale: $locale, where: { identifier: $identifier, site: $site }, limit: ${String(L.lookupsPerPage)}) {
    items {
      sys { id }
      identifier name description ${ENGLISH_COPY} image { ${IMAGE} } headline text relatedLink { ${LINK} } relatedLinkDescription
      primaryImageOfPage { ${IMAGE_WITH_ATTRIBUTION} }
      hasPartCollection(limit: ${String(L.browseParts)}) {
        items {
          __typename
          ... on CardGroup { ${CARD_GROUP} }
          ... on IllustrationGroup { sys { id } name text hasPartCollection(limit: 20) { items { ${ILLUSTRATION} } } }
          ... on InfoCardGroup { sys { id } name text hasPartCollection(limit: ${String(L.infoCards)}) { items { sys { id } name text image { ${ILLUSTRATION} } } } }
          ... on ImageCard { sys { id } name text image { ${IMAGE_WITH_ATTRIBUTION} } link { ${LINK} } }
          ... on ImageCardGroup { sys { id } name text hasPartCollection(limit: ${String(L.imageCards)}) { items { sys { id } name text image { ${IMAGE_WITH_ATTRIBUTION} } link { ${LINK} } } } }
          ... on LandingSubSection { sys { id }
            name text
            hasPartCollection(limit: 6) {
              items {
                __typename
                ... on InfoCardGroup { sys { id } name text hasPartCollection(limit: ${String(L.infoCards)}) { items { sys { id } name text image { ${ILLUSTRATION} } } } }
                ... on ImageCard { sys { id } name text image { ${IMAGE_WITH_ATTRIBUTION} } link { ${LINK} } }
                ... on IllustrationGroup { sys { id } name text hasPartCollection(limit: 20) { items { ${ILLUSTRATION} } } }
                ... on ContentTypeRichText { sys { id } headline text }
                ... on EmbedSection { sys { id } name text embed { sys { id } name embed height } }
                ... on PrimaryCallToAction { ${CTA} }
              }
            }
          }
          ... on EmbedSection { sys { id } name text embed { sys { id } name embed height } }
          ... on PrimaryCallToAction { ${CTA} }
        }
      }
    }
  }
}`;

export interface InfoCard {
  readonly name: string | null;
  readonly text: string | null;
  readonly image: Illustration | null;
}

export interface ImageCard {
  readonly name: string | null;
  readonly text: string | null;
  readonly image: ImageWithAttribution | null;
  readonly link: LinkData | null;
}

export type LandingSection =
  | ({ readonly __typename: 'CardGroup' } & CardGroupData)
  | { readonly __typename: 'IllustrationGroup'; readonly name: string | null; readonly text: string | null; readonly hasPartCollection: Collection<Illustration> | null }
  | { readonly __typename: 'InfoCardGroup'; readonly name: string | null; readonly text: string | null; readonly hasPartCollection: Collection<InfoCard> | null }
  | ({ readonly __typename: 'ImageCard' } & ImageCard)
  | { readonly __typename: 'ImageCardGroup'; readonly name: string | null; readonly text: string | null; readonly hasPartCollection: Collection<ImageCard> | null }
  | { readonly __typename: 'LandingSubSection'; readonly name: string | null; readonly text: string | null; readonly hasPartCollection: Collection<LandingSection> | null }
  | { readonly __typename: 'ContentTypeRichText'; readonly headline: string | null; readonly text: string | null }
  | { readonly __typename: 'EmbedSection'; readonly name: string | null; readonly text: string | null; readonly embed: { readonly name: string | null; readonly embed: string | null; readonly height: number | null } | null }
  | ({ readonly __typename: 'PrimaryCallToAction' } & CallToAction);

export interface LandingPageData extends EnglishCopy {
  readonly sys: { readonly id: string };
  readonly identifier: string;
  readonly headline: string | null;
  readonly text: string | null;
  readonly image: Asset | null;
  readonly relatedLink: LinkData | null;
  readonly relatedLinkDescription: string | null;
  readonly primaryImageOfPage: ImageWithAttribution | null;
  readonly hasPartCollection: Collection<LandingSection> | null;
}

export async function getLandingPage(identifier: string, locale: string, site: string | null | undefined, options: ContentOptions = {}): Promise<LandingPageData | undefined> {
  const data = await contentQuery<{ landingPageCollection: Collection<LandingPageData> }>(
    LANDING_PAGE,
    { identifier, locale, ...(site === undefined ? {} : { site }) },
    `landing page "${identifier}" (${locale})`,
    options,
  );
  return data.landingPageCollection.items[0] ?? undefined;
}
