/**
 * Similar items of the item page (spec section 9: 4 related items). Signed-in visitors get the
 * Recommendation API's choice; anonymous visitors a search for items sharing the creator, or the
 * subject when there is no creator.
 */
import type { ApiContext } from '../apis/client.ts';
import type { ContextualEntity, EdmRecord } from '../apis/record.ts';
import { search } from '../apis/record.ts';
import { recommendForRecord } from '../apis/recommendation.ts';
import type { SearchItem } from '../apis/schemas.ts';
import { CONTENT_LIMITS } from '../constants.ts';
import { quoteValue } from '../search/escape.ts';
import { mergedProxyField } from './fields.ts';
import { langMapFirst, type LangMap } from './langmap.ts';

export const SIMILAR_ITEMS = CONTENT_LIMITS.relatedItems;

function firstPlainValue(record: EdmRecord, name: string, entities: readonly ContextualEntity[]): string | undefined {
  const map: LangMap | undefined = mergedProxyField(record, name);
  if (!map) return undefined;
  const byUri = new Map(entities.map((e) => [e.about, e]));
  for (const values of [map.def, map.en, ...Object.values(map)]) {
    for (const value of typeof values === 'string' ? [values] : (values ?? [])) {
      const entity = byUri.get(value);
      const label = entity ? langMapFirst(entity.prefLabel, 'en') : /^https?:\/\//.test(value) ? undefined : value;
      if (label && label.trim() !== '') return label.trim();
    }
  }
  return undefined;
}

/**
 * The Search API query of an anonymous visitor's similar items: the creator as a phrase in the
 * `who` field, else the subject in `what`; `undefined` when the record names neither. Values
 * are quoted so search syntax in them is searched literally.
 * @example similarItemsQuery(degas) // 'who:"Edgar Degas"'
 */
export function similarItemsQuery(record: EdmRecord): string | undefined {
  const creator = firstPlainValue(record, 'dcCreator', record.agents);
  if (creator) return `who:${quoteValue(creator)}`;
  const subject = firstPlainValue(record, 'dcSubject', record.concepts) ?? firstPlainValue(record, 'dcType', record.concepts);
  return subject ? `what:${quoteValue(subject)}` : undefined;
}

export interface SimilarOptions {
  readonly signedIn: boolean;
  readonly accessToken?: string | undefined;
  readonly context?: ApiContext | undefined;
}

/** Up to four items similar to a record, never the record itself. */
export async function similarItems(record: EdmRecord, options: SimilarOptions): Promise<SearchItem[]> {
  const others = (items: readonly SearchItem[]): SearchItem[] => items.filter((i) => i.id !== record.about).slice(0, SIMILAR_ITEMS);
  if (options.signedIn) {
    return others(await recommendForRecord(record.about, { pageSize: SIMILAR_ITEMS + 1, accessToken: options.accessToken, context: options.context }));
  }
  const query = similarItemsQuery(record);
  if (!query) return [];
  const response = await search({ query, rows: SIMILAR_ITEMS + 1, profile: 'minimal' }, { context: options.context });
  return others(response.items);
}
