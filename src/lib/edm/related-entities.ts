/**
 * Related collections of an entity page (spec section 2: entity pages show related entities; spec
 * section 9: 4 related items). As the reference portal does with the `skos_concept` facet of the
 * entity's items, the topics its items are most often about, other than the entity itself. The
 * Search API's items carry those topics (`edmConcept`), so the portal counts them over the entity's
 * first items, then names them through the Entity API (`POST /retrieve`).
 */
import type { ApiContext, Params } from '../apis/client.ts';
import { retrieveEntities } from '../apis/entity.ts';
import { search } from '../apis/record.ts';
import { CONTENT_LIMITS } from '../constants.ts';
import { parseEntityUri } from './entity-path.ts';
import { entityView } from './entity-view.ts';

export const RELATED_ENTITIES = CONTENT_LIMITS.relatedItems;

/** Items whose topics are counted: one Search API page at most. */
export const RELATED_SAMPLE_ROWS = 100;

/** The item fields naming linked topics (Search API item, standard profile). */
const TOPIC_FIELDS = ['edmConcept'] as const;

export interface RelatedEntity {
  readonly uri: string;
  readonly label: string;
  readonly lang: string | undefined;
  readonly href: string;
  /** A small picture of the entity for its chip (the search page's related collections), when it has one. */
  readonly image?: string | undefined;
}

/**
 * Entity URIs most often named by the items, most frequent first (ties in order of first
 * appearance), without `self` and anything not an entity URI of the data host.
 * @example rankRelated([{ edmConcept: ['http://data.europeana.eu/concept/2'] }], 'http://data.europeana.eu/concept/1', 4) // ['http://data.europeana.eu/concept/2']
 */
export function rankRelated(items: readonly Readonly<Record<string, unknown>>[], self: string, limit: number = RELATED_ENTITIES): string[] {
  const counts = new Map<string, number>();
  for (const item of items) {
    const seen = new Set<string>();
    for (const field of TOPIC_FIELDS) {
      const values = item[field];
      for (const value of Array.isArray(values) ? values : []) {
        if (typeof value !== 'string' || value === self || seen.has(value) || !parseEntityUri(value)) continue;
        seen.add(value);
        counts.set(value, (counts.get(value) ?? 0) + 1);
      }
    }
  }
  return [...counts].sort((a, b) => b[1] - a[1]).slice(0, limit).map(([uri]) => uri);
}

/**
 * Up to four related entities of an entity, as links to their pages in the visitor's language.
 * `scopeParams` are the Search API parameters of the entity's items (query and filters); a failure
 * of either API means none (the page shows its items regardless).
 */
export async function relatedEntities(entityUri: string, scopeParams: Params, locale: string, context?: ApiContext): Promise<RelatedEntity[]> {
  try {
    const response = await search(
      { query: scopeParams.query, qf: scopeParams.qf, profile: 'standard', rows: RELATED_SAMPLE_ROWS, start: 1 },
      { context },
    );
    const uris = rankRelated(response.items, entityUri);
    if (uris.length === 0) return [];
    const entities = await retrieveEntities(uris, { context });
    const byUri = new Map(entities.map((e) => [e.id, e]));
    return uris.flatMap((uri) => {
      const entity = byUri.get(uri);
      const view = entity ? entityView(entity, locale) : undefined;
      return view ? [{ uri, label: view.label, lang: view.labelLang, href: view.href }] : [];
    });
  } catch {
    return [];
  }
}
