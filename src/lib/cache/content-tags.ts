/**
 * Cache tags of on-demand pages that embed editorial content. A page tags its cached response with the
 * entries it shows; when an entry changes (the content webhook), the rebuild purges these tags, so the next
 * request renders the page afresh.
 */

/** Tag of everything that shows editorial content. */
export const CONTENT_TAG = 'content';
/** Tag of the pages with related stories and exhibitions. */
const RELATED_TAG = 'content:related';

export const contentCacheTags = {
  /** A page that embeds one entry, e.g. an entity page with its editorial description. */
  entry: (contentType: string, identifier: string): string[] => [CONTENT_TAG, `content:${contentType}:${identifier}`],
  /** The stories listing (on-demand filtered pages): any story or exhibition change affects it. */
  listing: (): string[] => [CONTENT_TAG, 'content:listing'],
  /**
   * A page with related stories and exhibitions (search, entity pages: src/lib/related/): a story or an exhibition
   * published or unpublished anywhere may join or leave them.
   */
  related: (): string[] => [CONTENT_TAG, RELATED_TAG],
} as const;

/** One changed entry, as the content webhook names it. */
export interface ContentChange {
  readonly contentType: string;
  readonly identifier: string | undefined;
}

const LISTED_TYPES: ReadonlySet<string> = new Set(['story', 'exhibitionPage', 'storiesPage', 'category']);
/** The types that related panels show. */
const RELATED_TYPES: ReadonlySet<string> = new Set(['story', 'exhibitionPage']);

/**
 * The tags to purge for changed entries: each entry's own tag, the listing and the pages with related panels for
 * stories and exhibitions, and every content page when an entry cannot be named (a shared building block such as a
 * card changed).
 *
 * @example tagsToPurge([{ contentType: 'story', identifier: 'monet' }]) // ['content:story:monet', 'content:listing', 'content:related']
 */
export function tagsToPurge(changes: readonly ContentChange[]): string[] {
  const tags = new Set<string>();
  for (const change of changes) {
    if (change.identifier === undefined || change.identifier === '') {
      tags.add(CONTENT_TAG);
      continue;
    }
    tags.add(`content:${change.contentType}:${change.identifier}`);
    if (LISTED_TYPES.has(change.contentType)) tags.add('content:listing');
    if (RELATED_TYPES.has(change.contentType)) tags.add(RELATED_TAG);
  }
  return tags.has(CONTENT_TAG) ? [CONTENT_TAG] : [...tags];
}
