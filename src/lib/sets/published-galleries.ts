import type { ApiContext } from '../apis/client.ts';
import { searchSets, type SetCallOptions, type UserSet } from '../apis/set.ts';
import { appendPublication } from '../publication/log.ts';
import { noteOtherReads } from '../publication/reads.ts';
import { registeredPublisher } from '../publication/registry.ts';

/**
 * The published galleries, newest first (spec section 4: "published: anyone, may be featured"): one query
 * for the `/galleries` listing and the home page's latest galleries (portal.js BrowseAutomatedCardGroup,
 * "Latest galleries": `visibility:published`, `profile=items.meta` for the first item's picture).
 */
export const PUBLISHED_GALLERIES_QUERY = 'type:Collection visibility:published';

/**
 * How incremental publication (docs/decisions/0008-incremental-publication.md) knows the published galleries: a
 * pre-rendered page that lists them reads this one entry, and every publication or depublication of a gallery is
 * logged as a change of it, so the home page's latest galleries follow the Set API as its stories follow the
 * content service. One entry for the list, not one per gallery: a gallery published again soon after its
 * depublication would otherwise count as known to pages still waiting to be rendered again, and the pages
 * rendered without it would not learn of its return (the publisher adds `list:` reads only for new entries).
 */
export const PUBLISHED_GALLERIES_ENTRY = 'published-galleries';
export const GALLERY_CONTENT_TYPE = 'gallery';

/**
 * One page of the published galleries with their first items' records. The read is noted before the query: a
 * page rendered while the Set API failed depends on the list too, and the next publication brings it back.
 */
export function publishedGalleries(options: SetCallOptions & { page?: number; pageSize: number }): Promise<{ total: number; sets: UserSet[] }> {
  noteOtherReads([`entry:${PUBLISHED_GALLERIES_ENTRY}`]);
  return searchSets(PUBLISHED_GALLERIES_QUERY, { ...options, profile: 'items.meta' });
}

/**
 * The newest published galleries, `count` at most, or none when the Set API fails: the pages that show them (the
 * home page, a browse page's "Latest galleries" group) are pre-rendered, and a row of galleries is not worth a failed
 * build or publication (the read is noted, so the next publication of a gallery renders them again).
 */
export async function latestPublishedGalleries(count: number, context?: ApiContext): Promise<UserSet[]> {
  try {
    return (await publishedGalleries({ page: 1, pageSize: count, context })).sets;
  } catch (error) {
    console.warn(`[galleries] latest galleries left out: ${error instanceof Error ? error.message : String(error)}`);
    return [];
  }
}

/**
 * Logs a gallery's publication or depublication for every node's publisher, and wakes this node's: the
 * pre-rendered pages that list published galleries (the home page) are rendered again. Never fails the
 * publication itself: without a publisher (`astro dev`, a build without a dependency index) or a store, the
 * pages catch up at the next build.
 */
export async function announceGalleryPublication(setId: string, published: boolean): Promise<void> {
  const publisher = registeredPublisher();
  if (publisher === undefined) return;
  try {
    await appendPublication({ entryId: PUBLISHED_GALLERIES_ENTRY, contentType: GALLERY_CONTENT_TYPE, identifier: undefined, action: published ? 'publish' : 'unpublish' });
  } catch (error) {
    console.warn(`[galleries] the publication of gallery ${setId} was not logged; pages listing galleries catch up at the next build: ${error instanceof Error ? error.message : String(error)}`);
    return;
  }
  void publisher.apply();
}
