/**
 * The facets and filters of spec section 3, in the order the search sidebar shows them, and
 * how each is sent to the Search API.
 */
export const FACET_NAMES = [
  'collection',
  'TYPE',
  'REUSABILITY',
  'COUNTRY',
  'LANGUAGE',
  'PROVIDER',
  'DATA_PROVIDER',
  'CREATOR',
  'RIGHTS',
  'MIME_TYPE',
  'IMAGE_SIZE',
  'IMAGE_ASPECTRATIO',
  'COLOURPALETTE',
  'contentTier',
] as const;
export type FacetName = (typeof FACET_NAMES)[number];

/** The filters most searches use, shown open; the others wait under "More filters" (src/components/search/Facets.astro). */
export const PRIMARY_FILTERS = ['collection', 'TYPE', 'REUSABILITY', 'COUNTRY'] as const satisfies readonly FacetName[];

/** Yes/no filters: present as `NAME:true` or absent. */
export const BOOLEAN_FILTERS = ['MEDIA', 'THUMBNAIL', 'TEXT_FULLTEXT', 'IMAGE_COLOUR', 'IMAGE_GREYSCALE', 'SOUND_HQ', 'VIDEO_HD'] as const;
export type BooleanFilter = (typeof BOOLEAN_FILTERS)[number];

/** Filters with a fixed list of values that are not facets of the API response. */
export const ENUM_FILTERS = { SOUND_DURATION: ['very_short', 'short', 'medium', 'long'] } as const;

/** Collection themes (spec section 3), sent as the API's `theme` parameter. */
export const THEMES = [
  'archaeology', 'art', 'fashion', 'industrial', 'manuscript', 'map', 'migration', 'music', 'nature',
  'newspaper', 'photography', 'sport', 'ww1',
] as const;

/** Values with a translated label in the messages (`facets.{NAME}.{value}`). */
export const FIXED_VALUES: Partial<Record<FacetName, readonly string[]>> = {
  TYPE: ['3D', 'IMAGE', 'SOUND', 'TEXT', 'VIDEO'],
  REUSABILITY: ['open', 'restricted', 'permission', 'uncategorized'],
  IMAGE_SIZE: ['small', 'medium', 'large', 'extra_large'],
  IMAGE_ASPECTRATIO: ['landscape', 'portrait'],
  contentTier: ['0', '1', '2', '3', '4', '*'],
  collection: THEMES,
};

/** Facets the Search API computes (`facet=` parameter); the others come from fixed lists. */
export const API_FACETS: readonly string[] = FACET_NAMES.filter((n) => n !== 'collection' && n !== 'contentTier');

export function isFacetName(value: string): value is FacetName {
  return (FACET_NAMES as readonly string[]).includes(value);
}
export function isBooleanFilter(value: string): value is BooleanFilter {
  return (BOOLEAN_FILTERS as readonly string[]).includes(value);
}
