import { ENTITY_DATA_HOST, ENTITY_TYPE_SLUGS, type EntityType } from './entity-path.ts';

/** The five entity types of the Entity API. */
export const ENTITY_TYPES: readonly EntityType[] = ['agent', 'concept', 'organization', 'place', 'timespan'];

/** The entity type of a collection URL slug (`person` → `agent`), or undefined. */
export function entityTypeFromSlug(slug: string): EntityType | undefined {
  return ENTITY_TYPES.find((type) => ENTITY_TYPE_SLUGS[type] === slug);
}

/** `entityUri('agent', '123')` → `http://data.europeana.eu/agent/123`. */
export function entityUri(type: EntityType, id: string): string {
  return `${ENTITY_DATA_HOST}/${type}/${id}`;
}
