import { CONTENT_LIMITS } from '../constants.ts';
import { contentQuery, type ContentOptions } from './client.ts';
import { EDITORIAL_CARD } from './fragments.ts';
import { itemsOf, type Collection, type EditorialCardData } from './types.ts';

/**
 * portal.js `relatedContent.graphql` (RelatedEditorial.vue on the search page): the newest stories and exhibitions
 * whose name contains the visitor's query, up to four of each; the page shows the four newest of both.
 */
export const RELATED_CONTENT = `query RelatedContent($locale: String!, $preview: Boolean = false, $limit: Int = ${String(CONTENT_LIMITS.relatedItems)}, $query: String = "") {
  exhibitionPageCollection(preview: $preview, locale: $locale, order: datePublished_DESC, limit: $limit, where: { name_exists: true, name_contains: $query }) { items { ${EDITORIAL_CARD} } }
  storyCollection(preview: $preview, locale: $locale, order: datePublished_DESC, limit: $limit, where: { name_exists: true, name_contains: $query }) { items { ${EDITORIAL_CARD} } }
}`;

/**
 * Up to `limit` stories and exhibitions named after `query`, newest first (an entry without a date last), in a
 * content locale (`de-DE`).
 * @example await getRelatedContent('monet', 'en-GB') // [{ __typename: 'Story', name: 'Monet at Étretat', … }]
 */
export async function getRelatedContent(
  query: string,
  locale: string,
  options: ContentOptions & { limit?: number } = {},
): Promise<EditorialCardData[]> {
  const limit = options.limit ?? CONTENT_LIMITS.relatedItems;
  const data = await contentQuery<{ exhibitionPageCollection: Collection<EditorialCardData>; storyCollection: Collection<EditorialCardData> }>(
    RELATED_CONTENT,
    { locale, limit, query },
    `related content "${query}" (${locale})`,
    options,
  );
  const published = (card: EditorialCardData): number => (card.datePublished ? Date.parse(card.datePublished) || 0 : 0);
  return [...itemsOf(data.storyCollection), ...itemsOf(data.exhibitionPageCollection)]
    .filter((card) => card.identifier !== null && card.name !== null)
    .sort((a, b) => published(b) - published(a))
    .slice(0, limit);
}
