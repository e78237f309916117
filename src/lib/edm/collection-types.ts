import type { EntityType } from './entity-path.ts';

/**
 * The collection listings of spec section 2: `/collections/{topic|organisation|time}` and
 * `/collections/persons`, `/collections/places`; any other type is not found.
 */
export const COLLECTION_LISTINGS: Readonly<Record<string, EntityType>> = {
  topic: 'concept',
  organisation: 'organization',
  time: 'timespan',
  persons: 'agent',
  places: 'place',
};

export const LISTING_PAGE_SIZE = 24;
