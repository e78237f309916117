import type { LocaleCode } from '../i18n/locales.ts';

/**
 * First path segments other routes own (src/pages/[locale]/…): a content page with such an identifier would
 * be shadowed, so the catch-all leaves it out (with a warning in the build log) and previews ignore it.
 */
export const RESERVED_SEGMENTS: ReadonlySet<string> = new Set([
  'account', 'collections', 'debias', 'exhibitions', 'feature-ideas', 'galleries', 'item', 'media', 'preview', 'search', 'stories', 'themes', 'trending',
]);

/** Which editorial page a path (without the language prefix) names. */
export type EditorialRoute =
  | { readonly kind: 'home' }
  | { readonly kind: 'stories' }
  | { readonly kind: 'story'; readonly slug: string }
  | { readonly kind: 'exhibition'; readonly exhibition: string }
  | { readonly kind: 'chapter'; readonly exhibition: string; readonly chapter: string }
  | { readonly kind: 'credits'; readonly exhibition: string }
  | { readonly kind: 'themes' }
  | { readonly kind: 'theme'; readonly slug: string }
  | { readonly kind: 'feature-ideas' }
  | { readonly kind: 'collections' }
  | { readonly kind: 'slug'; readonly slug: string };

const SEGMENT = /^(?!\.{1,2}$)[\p{L}\p{N}_.~-]+$/u;

/**
 * The editorial route of a path such as `stories/monet-at-etretat`, mirroring the pre-rendered routes in
 * src/pages/[locale]/; undefined for anything else (unsafe segments included).
 *
 * @example editorialRoute('exhibitions/gold-and-devotion/credits') // { kind: 'credits', exhibition: 'gold-and-devotion' }
 */
export function editorialRoute(path: string): EditorialRoute | undefined {
  const segments = path.split('/').filter((s) => s !== '');
  if (!segments.every((s) => SEGMENT.test(s))) return undefined;
  const [first, second, third, ...rest] = segments;
  if (first === undefined) return { kind: 'home' };
  if (first === 'stories' && second === undefined) return { kind: 'stories' };
  if (first === 'stories' && third === undefined && second !== undefined) return { kind: 'story', slug: second };
  if (first === 'exhibitions' && second !== undefined && rest.length === 0) {
    if (third === undefined) return { kind: 'exhibition', exhibition: second };
    return third === 'credits' ? { kind: 'credits', exhibition: second } : { kind: 'chapter', exhibition: second, chapter: third };
  }
  if (first === 'themes' && second === undefined) return { kind: 'themes' };
  if (first === 'themes' && third === undefined && second !== undefined) return { kind: 'theme', slug: second };
  if (first === 'feature-ideas' && second === undefined) return { kind: 'feature-ideas' };
  if (first === 'collections' && second === undefined) return { kind: 'collections' };
  if (RESERVED_SEGMENTS.has(first)) return undefined;
  return { kind: 'slug', slug: segments.join('/') };
}

/** The public path of an editorial route in a language. */
export function editorialPath(locale: LocaleCode, path: string): string {
  const clean = path.split('/').filter((s) => s !== '').join('/');
  return clean === '' ? `/${locale}` : `/${locale}/${clean}`;
}

