/**
 * Similar items of the item page (spec section 9: 4 related items). Signed-in visitors get the
 * Recommendation API's choice; anonymous visitors a search for items sharing its subjects, types, creators or data
 * provider, weighted as europeana.eu weighs them.
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

/** Most values of one field a similar-items query names. */
const MAX_TERMS_PER_FIELD = 5;

/**
 * europeana.eu's similar-items fields (mixins/similarItems.js): what the item is about and of (subject, type), who
 * made it (creator), and who holds it (data provider), weighted in that order.
 */
const SIMILAR_ITEMS_FIELDS = [
  { field: 'what', sources: ['dcSubject', 'dcType'], boost: 0.8 },
  { field: 'who', sources: ['dcCreator'], boost: 0.5 },
  { field: 'DATA_PROVIDER', sources: ['edmDataProvider'], boost: 0.2 },
] as const;

/**
 * A field's values as words: plain values in the record's order (`def` and English first), an entity named by its URI
 * by its English label, an address without an entity left out; each once.
 */
function plainValues(map: LangMap | undefined, entities: ReadonlyMap<string, ContextualEntity>): string[] {
  if (!map) return [];
  const words = new Set<string>();
  for (const values of [map.def, map.en, ...Object.values(map)]) {
    for (const value of typeof values === 'string' ? [values] : (values ?? [])) {
      const entity = entities.get(value);
      const label = entity ? langMapFirst(entity.prefLabel, 'en') : /^https?:\/\//.test(value) ? undefined : value;
      if (label && label.trim() !== '') words.add(label.trim());
    }
  }
  return [...words];
}

/**
 * The Search API query of an anonymous visitor's similar items, as europeana.eu builds it: the item's subjects and
 * types in `what`, its creators in `who` and its data provider, each field's values as phrases joined by OR and the
 * field boosted, any of them matching, the item itself excluded; `undefined` when the record names none of them.
 * Values are quoted so search syntax in them is searched literally.
 * @example similarItemsQuery(degas) // '(what:("Dance")^0.8 OR who:("Edgar Degas")^0.5 OR DATA_PROVIDER:("Art Institute of Chicago")^0.2) NOT europeana_id:"/2000001/aic_1"'
 */
export function similarItemsQuery(record: EdmRecord): string | undefined {
  const entities = new Map([...record.agents, ...record.concepts, ...record.organizations].map((entity) => [entity.about, entity]));
  const aggregation = record.aggregations[0];
  const fieldQueries = SIMILAR_ITEMS_FIELDS.flatMap(({ field, sources, boost }) => {
    const terms = [...new Set(sources.flatMap((source) => plainValues(source === 'edmDataProvider' ? aggregation?.edmDataProvider : mergedProxyField(record, source), entities)))];
    if (terms.length === 0) return [];
    return [`${field}:(${terms.slice(0, MAX_TERMS_PER_FIELD).map(quoteValue).join(' OR ')})^${String(boost)}`];
  });
  if (fieldQueries.length === 0) return undefined;
  return `(${fieldQueries.join(' OR ')}) NOT europeana_id:${quoteValue(record.about)}`;
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
