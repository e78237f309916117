/**
 * What the view counter counts (`/_api/views`, the event store's `item_id`): a record by its identifier
 * (`/dataset/local-id`), and the stories and exhibitions europeana.eu shows a view count on (its ViewCount.vue on
 * StoryPost and the exhibition page), as `stories/{identifier}` and `exhibitions/{identifier}`. Only records are
 * ranked on `/trending` (their ids start with `/`; the store's `mostViewed`).
 */
import { RECORD_ID } from '../apis/record.ts';

/** A story's or exhibition's key: the route's segment and the entry's identifier (a slug). */
const EDITORIAL_VIEW_ID = /^(?:stories|exhibitions)\/[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Whether `id` names something the counter counts. */
export function isViewId(id: string): boolean {
  return id.length <= 300 && (RECORD_ID.test(id) || EDITORIAL_VIEW_ID.test(id));
}

/**
 * The counter's key of a story or exhibition.
 * @example editorialViewId('stories', 'monet-at-etretat') // 'stories/monet-at-etretat'
 */
export function editorialViewId(kind: 'stories' | 'exhibitions', identifier: string): string {
  return `${kind}/${identifier}`;
}
