import { contentLocale, type ContentOptions } from './client.ts';
import { EDITORIAL_CARD } from './fragments.ts';
import { newestEditorial } from './related-content.ts';
import type { EditorialCardData } from './types.ts';
import type { LocaleCode } from '../i18n/locales.ts';

/**
 * portal.js `entityRelatedContent.graphql` (issue 25, F7): the stories and exhibitions that name an entity among
 * their related links, newest first, those with a name in the page's language only.
 */
export const ENTITY_RELATED_CONTENT = `query EntityRelatedContent($locale: String!, $preview: Boolean = false, $limit: Int = 4, $entityUri: String!) {
  exhibitionPageCollection(where: { relatedLink_contains_some: [$entityUri], name_exists: true }, preview: $preview, locale: $locale, order: datePublished_DESC, limit: $limit) { items { ${EDITORIAL_CARD} } }
  storyCollection(where: { relatedLink_contains_some: [$entityUri], name_exists: true }, preview: $preview, locale: $locale, order: datePublished_DESC, limit: $limit) { items { ${EDITORIAL_CARD} } }
}`;

/** The newest of the stories and exhibitions related to the entity `entityUri` (CONTENT_LIMITS.relatedItems), for an entity page rendered on the server. */
export function getEntityRelatedContent(entityUri: string, locale: LocaleCode, options: ContentOptions = {}): Promise<EditorialCardData[]> {
  return newestEditorial(ENTITY_RELATED_CONTENT, { entityUri, locale: contentLocale(locale) }, `content related to ${entityUri} (${locale})`, options);
}
