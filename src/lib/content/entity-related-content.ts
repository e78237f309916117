import { contentLocale, contentQuery, type ContentOptions } from './client.ts';
import { EDITORIAL_CARD } from './fragments.ts';
import { itemsOf, type Collection, type EditorialCardData } from './types.ts';
import type { LocaleCode } from '../i18n/locales.ts';

/** How many stories and exhibitions an entity page offers (portal.js `RelatedEditorial` `limit`). */
export const RELATED_EDITORIAL_LIMIT = 4;

/**
 * portal.js `entityRelatedContent.graphql` (issue 25, F7): the stories and exhibitions that name an entity among
 * their related links, newest first, those with a name in the page's language only.
 */
export const ENTITY_RELATED_CONTENT = `query EntityRelatedContent($locale: String!, $preview: Boolean = false, $limit: Int = 4, $entityUri: String!) {
  exhibitionPageCollection(where: { relatedLink_contains_some: [$entityUri], name_exists: true }, preview: $preview, locale: $locale, order: datePublished_DESC, limit: $limit) { items { ${EDITORIAL_CARD} } }
  storyCollection(where: { relatedLink_contains_some: [$entityUri], name_exists: true }, preview: $preview, locale: $locale, order: datePublished_DESC, limit: $limit) { items { ${EDITORIAL_CARD} } }
}`;

/** The newest of the stories and exhibitions related to the entity `entityUri`, for an entity page rendered on the server. */
export async function getEntityRelatedContent(entityUri: string, locale: LocaleCode, options: ContentOptions = {}): Promise<EditorialCardData[]> {
  const data = await contentQuery<{ exhibitionPageCollection: Collection<EditorialCardData>; storyCollection: Collection<EditorialCardData> }>(
    ENTITY_RELATED_CONTENT,
    { entityUri, locale: contentLocale(locale), limit: RELATED_EDITORIAL_LIMIT },
    `content related to ${entityUri} (${locale})`,
    options,
  );
  const published = (card: EditorialCardData): number => (card.datePublished === null ? 0 : Date.parse(card.datePublished) || 0);
  return [...itemsOf(data.storyCollection), ...itemsOf(data.exhibitionPageCollection)]
    .sort((a, b) => published(b) - published(a))
    .slice(0, RELATED_EDITORIAL_LIMIT);
}
