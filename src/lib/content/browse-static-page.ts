import { CONTENT_LIMITS } from '../constants.ts';
import { contentQuery, type ContentOptions } from './client.ts';
import { ARTICLE_PARTS, AUTOMATED_CARD_GROUP, CARD_GROUP, CTA, ENGLISH_COPY, IMAGE, LINK } from './fragments.ts';
import type { Asset, Collection, EnglishCopy, LinkData, Part } from './types.ts';

const L = CONTENT_LIMITS;

/**
 * portal.js `browseStaticPage.graphql`: the catch-all slug looks in browse pages and static pages at once;
 * whichever collection has the identifier decides the page type.
 */
export const BROWSE_STATIC_PAGE = `query BrowseStaticPage($identifier: String!, $locale: String!, $site: String = "www.europeana.eu", $preview: Boolean = false) {
  browsePageCollection(preview: $preview, locale: $locale, where: { identifier: $identifier, site: $site }, limit: ${String(L.lookupsPerPage)}) {
    items {
      sys { id }
      identifier name headline description ${ENGLISH_COPY} image { ${IMAGE} }
      hasPartCollection(limit: ${String(L.browseParts)}) {
        items {
          __typename
          ... on CardGroup { ${CARD_GROUP} }
          ... on AutomatedCardGroup { ${AUTOMATED_CARD_GROUP} }
          ... on ContentTypeRichText { sys { id } headline text }
          ... on PrimaryCallToAction { ${CTA} }
        }
      }
    }
  }
  staticPageCollection(preview: $preview, locale: $locale, where: { identifier: $identifier, site: $site }, limit: ${String(L.lookupsPerPage)}) {
    items {
      sys { id }
      identifier name description ${ENGLISH_COPY} automatedTranslation image { ${IMAGE} }
      hasPartCollection(limit: ${String(L.staticParts)}) {
        items {
          ${ARTICLE_PARTS}
          ... on AutomatedCardGroup { ${AUTOMATED_CARD_GROUP} }
          ... on PrimaryCallToAction { ${CTA} }
        }
      }
      relatedLinks { sys { id } identifier name linksCollection(limit: ${String(L.links)}) { items { ${LINK} } } }
    }
  }
}`;

export interface BrowsePageData extends EnglishCopy {
  readonly sys: { readonly id: string };
  readonly identifier: string;
  readonly headline: string | null;
  readonly image: Asset | null;
  readonly hasPartCollection: Collection<Part> | null;
}

export interface StaticPageData extends EnglishCopy {
  readonly sys: { readonly id: string };
  readonly identifier: string;
  readonly automatedTranslation: boolean | null;
  readonly image: Asset | null;
  readonly hasPartCollection: Collection<Part> | null;
  readonly relatedLinks: { readonly identifier: string | null; readonly name: string | null; readonly linksCollection: Collection<LinkData> | null } | null;
}

export type BrowseStaticPage = { readonly kind: 'browse'; readonly page: BrowsePageData } | { readonly kind: 'static'; readonly page: StaticPageData };

export async function getBrowseStaticPage(
  identifier: string,
  locale: string,
  site: string | null | undefined,
  options: ContentOptions = {},
): Promise<BrowseStaticPage | undefined> {
  const data = await contentQuery<{ browsePageCollection: Collection<BrowsePageData>; staticPageCollection: Collection<StaticPageData> }>(
    BROWSE_STATIC_PAGE,
    { identifier, locale, ...(site === undefined ? {} : { site }) },
    `page "${identifier}" (${locale})`,
    options,
  );
  const browse = data.browsePageCollection.items[0];
  if (browse) return { kind: 'browse', page: browse };
  const page = data.staticPageCollection.items[0];
  return page ? { kind: 'static', page } : undefined;
}
