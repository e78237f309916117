import { z } from 'zod';
import { PUBLICATION_MIN_ITEMS } from '../constants.ts';
import { PortalError, type ErrorCode } from '../errors/catalogue.ts';
import { creatorId, type SetCallOptions, type UserSet, type Visibility } from '../apis/set.ts';
import { likesFolder } from './likes.ts';
import { userText } from '../text/user-text.ts';

/**
 * Gallery rules (spec sections 4, 5): title required; publication needs title, description and at
 * least 15 items; visibility labels; reordering is a delete then an insert at the new position.
 */

/** Longest gallery title and description (the forms' `maxLength`). */
export const GALLERY_TITLE_MAX = 200;
export const GALLERY_DESCRIPTION_MAX = 2000;

export const galleryFormSchema = z.strictObject({
  title: userText({ field: 'title', max: GALLERY_TITLE_MAX }),
  description: userText({ field: 'description', max: GALLERY_DESCRIPTION_MAX, min: 0, multiline: true }).optional(),
  visibility: z.enum(['private', 'public']).optional(),
});
export type GalleryForm = z.infer<typeof galleryFormSchema>;

/**
 * The set an endpoint of `/_api/sets/{id}` may change: a gallery (type `Collection`, not the likes
 * folder or an entity's pinned items) of the signed-in user. Anything else is refused by name:
 * `galleryNotAGallery` (400) or `galleryNotOwner` (403).
 */
export function requireOwnGallery(set: UserSet, userId: string): UserSet {
  requireGallery(set);
  if (creatorId(set) !== userId) throw new PortalError('Not the creator of this gallery', { status: 403, code: 'galleryNotOwner' });
  return set;
}

/** A set that is a gallery (type `Collection`), else `galleryNotAGallery` (400). */
export function requireGallery(set: UserSet): UserSet {
  if (set.type !== 'Collection') throw new PortalError('Not a gallery', { status: 400, code: 'galleryNotAGallery' });
  return set;
}

/**
 * Refuses `galleryNotAGallery` (400) when set `id` is the user's own likes folder: the items endpoints act on
 * galleries, and the Set API itself would let its owner add to the folder (likes go through `/_api/likes`, which
 * keeps the 100-likes rule and the liked ids of the session). The folder's id is known to the process after the
 * user's sign-in or first like (src/lib/sets/likes.ts), so this costs no request then; for a user who has no likes
 * folder yet it costs one Set API search.
 */
export async function requireNotLikesFolder(id: string, userId: string, options: SetCallOptions): Promise<void> {
  if ((await likesFolder(userId, options, false)) === id) throw new PortalError('Not a gallery', { status: 400, code: 'galleryNotAGallery' });
}

/**
 * What a refused gallery write means: the Set API answers 403 both for "private" and for "not
 * yours"; to someone changing a gallery it is always the second.
 */
export const GALLERY_WRITE = { 403: 'galleryNotOwner' } as const satisfies Readonly<Partial<Record<number, ErrorCode>>>;

/** The label key of a visibility: private, published (public), curated (published). */
export function visibilityLabelKey(visibility: Visibility): string {
  return { private: 'galleries.visibility.private', public: 'galleries.visibility.public', published: 'galleries.visibility.published' }[visibility];
}

export interface PublicationCheck {
  readonly ok: boolean;
  readonly missing: readonly ('title' | 'description' | 'items')[];
}

/** Whether a gallery may be submitted for publication. */
export function publicationCheck(gallery: { title?: string | undefined; description?: string | undefined; total: number }): PublicationCheck {
  const missing: ('title' | 'description' | 'items')[] = [];
  if (!gallery.title?.trim()) missing.push('title');
  if (!gallery.description?.trim()) missing.push('description');
  if (gallery.total < PUBLICATION_MIN_ITEMS) missing.push('items');
  return { ok: missing.length === 0, missing };
}

/** Whether changing visibility from `from` to `to` depublishes (the visibility-changed warning). */
export function depublishes(from: Visibility, to: Visibility): boolean {
  return from === 'published' && to === 'private';
}

export interface MoveStep {
  readonly op: 'delete' | 'insert';
  readonly id: string;
  readonly position?: number;
}

/** Repositioning an item: a delete followed by an insert at the new (0-based) position. */
export function moveSteps(id: string, to: number): MoveStep[] {
  return [
    { op: 'delete', id },
    { op: 'insert', id, position: Math.max(0, to) },
  ];
}

/** The upstream calls a move makes; each one may refresh the user's token on its own. */
export interface MoveCalls {
  /** The item ids of the set in their order. */
  readonly order: () => Promise<readonly string[]>;
  readonly remove: (id: string) => Promise<void>;
  /** Inserts at a 0-based position. */
  readonly insert: (id: string, position: number) => Promise<void>;
}

/** A move whose insert failed and whose item could not be put back either (logged; the page reloads). */
export class MoveNotRestoredError extends PortalError {
  readonly itemId: string;
  readonly from: number;
  constructor(itemId: string, from: number) {
    super('The moved item could not be put back', { status: 502, code: 'genericUnknownError' });
    this.name = 'MoveNotRestoredError';
    this.itemId = itemId;
    this.from = from;
  }
}

/** How many times a failed move tries to put the item back where it was. */
const RESTORE_ATTEMPTS = 2;

/**
 * Moves an item to the (0-based) position `to`: a delete, then an insert at the new position
 * (spec section 4). Nothing is left half-done: when the insert fails after the delete succeeded,
 * the item is inserted again where it was, and the insert's error is rethrown.
 * Resolves with the positions before and after.
 */
export async function moveItem(calls: MoveCalls, id: string, to: number): Promise<{ from: number; to: number }> {
  const order = await calls.order();
  const from = order.indexOf(id);
  if (from < 0) throw new PortalError('Not in this set', { status: 404, code: 'galleryNotFound' });
  const target = Math.min(Math.max(0, to), order.length - 1);
  if (target === from) return { from, to: target };
  for (const step of moveSteps(id, target)) {
    if (step.op === 'delete') {
      await calls.remove(step.id);
      continue;
    }
    try {
      await calls.insert(step.id, step.position ?? target);
    } catch (error) {
      await restore(calls, id, from);
      throw error;
    }
  }
  return { from, to: target };
}

async function restore(calls: MoveCalls, id: string, from: number): Promise<void> {
  for (let attempt = 1; attempt <= RESTORE_ATTEMPTS; attempt += 1) {
    try {
      await calls.insert(id, from);
      return;
    } catch {
      // Tried again below; after the last attempt the failure is reported.
    }
  }
  console.error(`[sets] a move failed and item ${id} could not be put back at ${String(from)}`);
  throw new MoveNotRestoredError(id, from);
}

/** A gallery (set) id as the Set API gives them: digits only. */
export const GALLERY_ID = /^\d{1,12}$/;

/** The gallery id of an endpoint's path; anything else is an unknown gallery (404 galleryNotFound). */
export function gallerySetId(raw: string | undefined): string {
  if (raw === undefined || !GALLERY_ID.test(raw)) throw new PortalError('Unknown gallery', { status: 404, code: 'galleryNotFound' });
  return raw;
}

/** `/galleries/{id}-{slug}`: the id of the path part, if it has one. */
export function galleryIdFromSlug(slug: string): string | undefined {
  return /^(\d+)(?:-[a-z0-9-]*)?$/.exec(slug)?.[1];
}

/** A URL slug of a title. */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
}

export function galleryPath(locale: string, set: Pick<UserSet, 'id'>, title: string | undefined): string {
  const id = set.id.replace(/^.*\/set\//, '');
  const slug = slugify(title ?? '');
  return `/${locale}/galleries/${id}${slug ? `-${slug}` : ''}`;
}
