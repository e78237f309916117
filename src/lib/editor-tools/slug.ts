/**
 * Slug rules of the slug-validation tool (pure; the browser tool and the unit tests share them).
 */

export const SLUG_MAX_LENGTH = 150;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export type SlugProblem = 'empty' | 'tooLong' | 'format';

/** Why a slug is not acceptable, or undefined when its format is fine. */
export function slugFormatProblem(slug: string): SlugProblem | undefined {
  if (slug === '') return 'empty';
  if (slug.length > SLUG_MAX_LENGTH) return 'tooLong';
  if (!SLUG.test(slug)) return 'format';
  return undefined;
}

/**
 * A title as a slug: lower case ASCII letters and digits, accents dropped, anything else one hyphen.
 * @example toSlug('Édouard Manet: (1832–1883)') // 'edouard-manet-1832-1883'
 */
export function toSlug(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/, '');
}
