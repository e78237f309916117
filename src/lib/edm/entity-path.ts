/**
 * Entity URIs (spec section 3): the data host followed by `/{type}/{number}`, with types agent,
 * concept, organization, place and timespan, and their collection pages
 * `/{locale}/collections/{person|topic|organisation|place|time}/{number}-{slug}`.
 * Pure functions: the item page and the collection pages share them.
 */

export const ENTITY_DATA_HOST = 'http://data.europeana.eu';

export type EntityType = 'agent' | 'concept' | 'organization' | 'place' | 'timespan';

/** URL slug of each entity type on the collection pages. */
export const ENTITY_TYPE_SLUGS: Readonly<Record<EntityType, string>> = {
  agent: 'person',
  concept: 'topic',
  organization: 'organisation',
  place: 'place',
  timespan: 'time',
};

const ENTITY_URI = /^https?:\/\/data\.europeana\.eu\/(agent|concept|organization|place|timespan)\/([0-9]+)$/;

export const UNSUPPORTED_ENTITY_URI = 'Unsupported entity URI';

/** Type and number of an entity URI, or `undefined` when the URI is not one (spec section 5). */
export function parseEntityUri(uri: string): { type: EntityType; id: string } | undefined {
  const match = ENTITY_URI.exec(uri);
  if (!match?.[1] || !match[2]) return undefined;
  return { type: match[1] as EntityType, id: match[2] };
}

/**
 * A label as a URL slug: lower case, accents dropped, anything but letters and digits as one
 * hyphen. Letters of other scripts stay (and are percent-encoded in the path).
 * @example slugify('Édouard Manet (1832–1883)') // 'edouard-manet-1832-1883'
 */
export function slugify(label: string): string {
  return label
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * The collection page of an entity: `/collections/{type slug}/{number}-{slug of the label}`,
 * prefixed with `/{locale}` when a locale is given. Throws 'Unsupported entity URI' for anything
 * that is not an entity URI of the data host (spec section 5).
 * @example entityPath('http://data.europeana.eu/agent/91257422', 'Edgar Degas', 'en')
 *   // '/en/collections/person/91257422-edgar-degas'
 */
export function entityPath(uri: string, label: string, locale?: string): string {
  const entity = parseEntityUri(uri);
  if (!entity) throw new Error(`${UNSUPPORTED_ENTITY_URI}: ${uri.slice(0, 200)}`);
  const slug = slugify(label);
  const last = slug ? `${entity.id}-${encodeURIComponent(slug)}` : entity.id;
  const path = `/collections/${ENTITY_TYPE_SLUGS[entity.type]}/${last}`;
  return locale ? `/${locale}${path}` : path;
}
