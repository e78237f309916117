import { isLocaleCode, type LocaleCode } from '../i18n/locales.ts';
import { SITEMAP_PATH } from '../sitemaps/names.ts';

/** Routes that exist without a language prefix (spec section 2). */
export const UNPREFIXED_PATHS: ReadonlySet<string> = new Set(['/account/callback', '/account/logout']);

/**
 * The portal's own endpoints and Astro's internal routes are not pages and have no language:
 * `/_api/*` (backend for the islands, webhooks, health), `/_astro/*`, `/_server-islands/*`. Nor
 * have the sitemaps (`/sitemap-index.xml`, `/sitemap-{source}-{n}.xml`: SITEMAP_PATH).
 */
const INTERNAL_PREFIX = /^\/_(api|astro|server-islands|actions)(\/|$)/;

export type LocalePrefixDecision =
  | { readonly kind: 'localised'; readonly locale: LocaleCode }
  | { readonly kind: 'exempt' }
  | { readonly kind: 'redirect'; readonly location: string };

/**
 * Applies the language-prefix rules of spec section 2 to a request path.
 *
 * - a path whose first segment is a supported language is served in that language;
 * - `/account/callback` and `/account/logout` carry no prefix, nor do the portal's endpoints and the sitemaps;
 * - a two-letter first segment that is not a supported language is removed (its lower-cased
 *   form is used when that is a supported language: `/DE/x` → `/de/x`), and the rules apply
 *   again to what remains: `/zz/de/stories` → `/de/stories`, `/zz/yy/x` → `/{negotiated}/x`;
 * - any other path gets the negotiated language as prefix (the root becomes the prefix alone).
 *
 * The query is kept. Where the removal of a bad segment would be followed by another redirect
 * (the next segment's removal, or the addition of a prefix), the answer is the final target at
 * once, so a visitor pays one redirect.
 *
 * @example localePrefix('/search', '?query=a', 'de') // { kind: 'redirect', location: '/de/search?query=a' }
 * @example localePrefix('/zz/de/stories', '', 'en') // { kind: 'redirect', location: '/de/stories' }
 */
export function localePrefix(pathname: string, search: string, negotiated: LocaleCode): LocalePrefixDecision {
  if (UNPREFIXED_PATHS.has(pathname) || INTERNAL_PREFIX.test(pathname) || SITEMAP_PATH.test(pathname)) return { kind: 'exempt' };
  const [first] = firstSegment(pathname);
  if (isLocaleCode(first)) return { kind: 'localised', locale: first };
  return { kind: 'redirect', location: `${prefixedTarget(pathname, negotiated)}${search}` };
}

/** A path's first segment and the rest: `/de/x` → `['de', '/x']`, `/` → `['', '']`. */
function firstSegment(pathname: string): readonly [first: string, rest: string] {
  const match = /^\/([^/]*)(\/.*)?$/.exec(pathname);
  return [match?.[1] ?? '', match?.[2] ?? ''];
}

const TWO_LETTERS = /^[A-Za-z]{2}$/;

/**
 * Where a path without a valid prefix lands: unsupported two-letter segments removed one after
 * another (a loop, not recursion: a path may hold thousands of them), then a supported one kept
 * (lower-cased), an exempt remainder left alone, or the negotiated prefix added.
 */
function prefixedTarget(pathname: string, negotiated: LocaleCode): string {
  let path = pathname;
  for (;;) {
    const [first, rest] = firstSegment(path);
    if (isLocaleCode(first)) return path;
    if (!TWO_LETTERS.test(first)) break;
    const lower = first.toLowerCase();
    if (isLocaleCode(lower)) return `/${lower}${rest}`;
    path = rest === '' ? '/' : rest;
    if (UNPREFIXED_PATHS.has(path)) return path;
  }
  return withPrefix(negotiated, path);
}

function withPrefix(locale: LocaleCode, path: string): string {
  return path === '/' || path === '' ? `/${locale}` : `/${locale}${path}`;
}

/** The path without its language prefix: `/de/search` → `/search`, `/de` → `/`. */
export function stripLocale(pathname: string): string {
  const match = /^\/([a-z]{2})(\/.*)?$/.exec(pathname);
  if (match && isLocaleCode(match[1])) return match[2] ?? '/';
  return pathname;
}

/** The same route in another language: `('/de/search', 'fr')` → `/fr/search`. */
export function localisedPath(pathname: string, locale: LocaleCode): string {
  return withPrefix(locale, stripLocale(pathname));
}
