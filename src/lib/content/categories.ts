import { CONTENT_LIMITS } from '../constants.ts';
import { contentQuery, type ContentOptions } from './client.ts';
import type { Category, Collection } from './types.ts';

/** portal.js `categories.graphql`: the tags of stories and exhibitions. */
export const CATEGORIES = `query Categories($locale: String!, $preview: Boolean = false) {
  categoryCollection(preview: $preview, locale: $locale, limit: ${String(CONTENT_LIMITS.categories)}, order: name_ASC) { items { sys { id } identifier name } }
}`;

export async function getCategories(locale: string, options: ContentOptions = {}): Promise<Category[]> {
  const data = await contentQuery<{ categoryCollection: Collection<Category> }>(CATEGORIES, { locale }, `categories (${locale})`, options);
  return data.categoryCollection.items.filter((c): c is Category => c !== null);
}
