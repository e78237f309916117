import { searchSets, type SetCallOptions, type UserSet } from '../apis/set.ts';

/**
 * The published galleries, newest first (spec section 4: "published: anyone, may be featured"): one query
 * for the `/galleries` listing and the home page's latest galleries (portal.js BrowseAutomatedCardGroup,
 * "Latest galleries": `visibility:published`, `profile=items.meta` for the first item's picture).
 */
export const PUBLISHED_GALLERIES_QUERY = 'type:Collection visibility:published';

/** One page of the published galleries with their first items' records. */
export function publishedGalleries(options: SetCallOptions & { page?: number; pageSize: number }): Promise<{ total: number; sets: UserSet[] }> {
  return searchSets(PUBLISHED_GALLERIES_QUERY, { ...options, profile: 'items.meta' });
}
