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

/** What a related-editorial query answers: the newest of both collections, each up to `$limit`. */
interface RelatedEditorialAnswer {
  readonly exhibitionPageCollection: Collection<EditorialCardData>;
  readonly storyCollection: Collection<EditorialCardData>;
}

/**
 * The newest stories and exhibitions a related-editorial query finds (portal.js RelatedEditorial.vue: the query
 * for a search, an entity or a theme asks both collections newest first; the page shows the newest `limit` of
 * both, an entry without a date last). Entries without a name or identifier in the asked language are left out.
 *
 * @param document one of RELATED_CONTENT, ENTITY_RELATED_CONTENT (entity-related-content.ts), THEME_RELATED_CONTENT
 *   (theme-page.ts); it takes `$locale`, `$preview` and `$limit` beside its own `variables`.
 * @param entry names the query in errors and in the debug panel.
 * @example await newestEditorial(RELATED_CONTENT, { query: 'monet', locale: 'en-GB' }, 'related content "monet"') // [{ __typename: 'Story', … }]
 */
export async function newestEditorial(
  document: string,
  variables: Readonly<Record<string, unknown>>,
  entry: string,
  options: ContentOptions & { limit?: number } = {},
): Promise<EditorialCardData[]> {
  const limit = options.limit ?? CONTENT_LIMITS.relatedItems;
  const data = await contentQuery<RelatedEditorialAnswer>(document, { ...variables, limit }, entry, options);
  const published = (card: EditorialCardData): number => (card.datePublished ? Date.parse(card.datePublished) || 0 : 0);
  return [...itemsOf(data.storyCollection), ...itemsOf(data.exhibitionPageCollection)]
    .filter((card) => card.identifier !== null && card.name !== null)
    .sort((a, b) => published(b) - published(a))
    .slice(0, limit);
}

/**
 * Up to `limit` stories and exhibitions named after `query`, newest first (an entry without a date last), in a
 * content locale (`de-DE`).
 * @example await getRelatedContent('monet', 'en-GB') // [{ __typename: 'Story', name: 'Monet at Étretat', … }]
 */
export function getRelatedContent(query: string, locale: string, options: ContentOptions & { limit?: number } = {}): Promise<EditorialCardData[]> {
  return newestEditorial(RELATED_CONTENT, { locale, query }, `related content "${query}" (${locale})`, options);
}
