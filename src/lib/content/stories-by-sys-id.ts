import { contentQuery, type ContentOptions } from './client.ts';
import { EDITORIAL_CARD } from './fragments.ts';
import type { Collection, EditorialCardData } from './types.ts';

/** portal.js `storiesBySysId.graphql`: the cards of one listing page. */
export const STORIES_BY_SYS_ID = `query StoriesBySysId($locale: String!, $preview: Boolean = false, $ids: [String]!, $limit: Int!) {
  exhibitionPageCollection(preview: $preview, locale: $locale, limit: $limit, where: { sys: { id_in: $ids } }) { items { ${EDITORIAL_CARD} } }
  storyCollection(preview: $preview, locale: $locale, limit: $limit, where: { sys: { id_in: $ids } }) { items { ${EDITORIAL_CARD} } }
}`;

/** Cards of the given entries, in the order of `ids`. */
export async function getStoriesBySysId(ids: readonly string[], locale: string, options: ContentOptions = {}): Promise<EditorialCardData[]> {
  if (ids.length === 0) return [];
  const data = await contentQuery<{ exhibitionPageCollection: Collection<EditorialCardData>; storyCollection: Collection<EditorialCardData> }>(
    STORIES_BY_SYS_ID,
    { ids, limit: ids.length, locale },
    `stories page cards (${locale})`,
    options,
  );
  const byId = new Map([...data.exhibitionPageCollection.items, ...data.storyCollection.items].filter((c): c is EditorialCardData => c !== null).map((c) => [c.sys.id, c]));
  return ids.map((id) => byId.get(id)).filter((c): c is EditorialCardData => c !== undefined);
}
