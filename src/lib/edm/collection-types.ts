import type { EntityType } from './entity-path.ts';

/**
 * The collection listings: the tables of topics, organisations and centuries at europeana.eu's URLs
 * (`/collections/topics|organisations|times`, src/lib/collections/entity-table.ts; the singular slugs of spec
 * section 2 redirect there) and the card listings `/collections/persons` and `/collections/places`.
 */
export const COLLECTION_LISTINGS: Readonly<Record<string, EntityType>> = {
  persons: 'agent',
  places: 'place',
};

/** Every kind on the collections hub, in its order, with the message naming it. */
export const COLLECTION_KINDS = [
  { slug: 'topics', label: 'collections.listing.topic' },
  { slug: 'organisations', label: 'collections.listing.organisation' },
  { slug: 'times', label: 'collections.listing.time' },
  { slug: 'persons', label: 'collections.listing.persons' },
  { slug: 'places', label: 'collections.listing.places' },
] as const;

export const LISTING_PAGE_SIZE = 24;
