/**
 * Selections shared by the content queries (portal.js `graphql/fragments/`), as text so that each query
 * file stays one self-contained document. Every nested collection carries a `limit` of spec section 9.
 */
import { CONTENT_LIMITS } from '../constants.ts';

const L = CONTENT_LIMITS;

export const IMAGE = 'contentType description height title url width';
export const IMAGE_WITH_ATTRIBUTION = `name creator provider license url image { ${IMAGE} }`;
export const PROFILE = 'fit sizes focus quality overlay crop background';
export const ILLUSTRATION = `name nameEN: name(locale: "en-GB") image { ${IMAGE} } url profile { ${PROFILE} }`;
export const CTA = `name nameEN: name(locale: "en-GB") text relatedLink { url text } image { ${ILLUSTRATION} }`;
export const LINK = 'url text';

/** Cards of a card group: entities, items and hand-made cards. */
export const CARDS = `
  __typename
  ... on AutomatedEntityCard { name identifier description slug entityImage: image }
  ... on AutomatedRecordCard { identifier encoding }
  ... on CuratedCard { name description url image { ${IMAGE} } }`;

export const CARD_GROUP = `headline description hasPartCollection(limit: ${String(L.cardsPerGroup)}) { items { ${CARDS} } } moreButton { ${LINK} }`;
export const AUTOMATED_CARD_GROUP = `name genre moreButton { ${LINK} }`;

/** The parts of an article: story, chapter and static page bodies. */
export const ARTICLE_PARTS = `
  __typename
  ... on ContentTypeRichText { headline text }
  ... on Embed { name embed height }
  ... on ImageWithAttribution { ${IMAGE_WITH_ATTRIBUTION} }
  ... on ImageComparison { name hasPartCollection(limit: 2) { items { ${IMAGE_WITH_ATTRIBUTION} } } }
  ... on Link { ${LINK} }`;

/** The English copy of the fields that tell whether a page falls back to English (see fallback.ts). */
export const ENGLISH_COPY = 'nameEN: name(locale: "en-GB") descriptionEN: description(locale: "en-GB")';

/** A story or exhibition as a card. */
export const EDITORIAL_CARD = `__typename sys { id } identifier name description datePublished primaryImageOfPage { image { ${IMAGE} } }`;
