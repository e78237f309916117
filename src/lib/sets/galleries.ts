import { z } from 'zod';
import { PUBLICATION_MIN_ITEMS } from '../constants.ts';
import type { UserSet, Visibility } from '../apis/set.ts';

/**
 * Gallery rules (spec sections 4, 5): title required; publication needs title, description and at
 * least 15 items; visibility labels; reordering is a delete then an insert at the new position.
 */
export const galleryFormSchema = z.strictObject({
  title: z.string().trim().min(1).max(200),
  description: z.string().trim().max(2000).optional(),
  visibility: z.enum(['private', 'public']).optional(),
});
export type GalleryForm = z.infer<typeof galleryFormSchema>;

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

/** The order after a move, as the steps leave it (for the island's optimistic view). */
export function applyMove(ids: readonly string[], id: string, to: number): string[] {
  const without = ids.filter((i) => i !== id);
  const at = Math.min(Math.max(0, to), without.length);
  return [...without.slice(0, at), id, ...without.slice(at)];
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
