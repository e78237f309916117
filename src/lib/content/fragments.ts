/**
 * Selections shared by the content queries (portal.js `graphql/fragments/`), as text so that each query
 * file stays one self-contained document. Every nested collection carries a `limit` of spec section 9.
 * Every entry and asset selects its `sys { id }`: what a page read is its dependency on that entry
 * (src/lib/publication/reads.ts), so that publishing a part, a card or an image re-renders the pages showing it.
 */
import { CONTENT_LIMITS } from '../constants.ts';

const L = CONTENT_LIMITS;

export const IMAGE = 'sys { id } contentType description height title url width';
export const IMAGE_WITH_ATTRIBUTION = `sys { id } name creator provider license url image { ${IMAGE} }`;
export const PROFILE = 'sys { id } fit sizes focus quality overlay crop background';
export const ILLUSTRATION = `sys { id } name nameEN: name(locale: "en-GB") image { ${IMAGE} } url profile { ${PROFILE} }`;
export const CTA = `sys { id } name nameEN: name(locale: "en-GB") text textEN: text(locale: "en-GB") relatedLink { sys { id } url text } image { ${ILLUSTRATION} }`;
export const LINK = 'sys { id } url text';

/**
 * The English copy of the fields that tell whether a page falls back to English (see fallback.ts), and whether a
 * card's name or text is shown in English on another language's page (englishFallbackLang).
 */
export const ENGLISH_COPY = 'nameEN: name(locale: "en-GB") descriptionEN: description(locale: "en-GB")';

/** Cards of a card group: entities, items and hand-made cards. */
export const CARDS = `
  __typename
  ... on AutomatedEntityCard { sys { id } name identifier description ${ENGLISH_COPY} slug entityImage: image }
  ... on AutomatedRecordCard { sys { id } identifier encoding }
  ... on CuratedCard { sys { id } name description ${ENGLISH_COPY} url image { ${IMAGE} } }`;

export const CARD_GROUP = `sys { id } headline description hasPartCollection(limit: ${String(L.cardsPerGroup)}) { items { ${CARDS} } } moreButton { ${LINK} }`;
export const AUTOMATED_CARD_GROUP = `sys { id } name genre moreButton { ${LINK} }`;

/** The parts of an article: story, chapter and static page bodies. */
export const ARTICLE_PARTS = `
  __typename
  ... on ContentTypeRichText { sys { id } headline text }
  ... on Embed { sys { id } name embed height }
  ... on ImageWithAttribution { ${IMAGE_WITH_ATTRIBUTION} }
  ... on ImageComparison { sys { id } name hasPartCollection(limit: 2) { items { ${IMAGE_WITH_ATTRIBUTION} } } }
  ... on Link { ${LINK} }`;


/** A story or exhibition as a card. */
export const EDITORIAL_CARD = `__typename sys { id } identifier name description datePublished primaryImageOfPage { sys { id } image { ${IMAGE} } }`;
