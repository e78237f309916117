import { isLocaleCode, type LocaleCode } from '../i18n/locales.ts';

/** Routes that exist without a language prefix (spec section 2). */
export const UNPREFIXED_PATHS: ReadonlySet<string> = new Set(['/account/callback', '/account/logout']);

/**
 * The portal's own endpoints and Astro's internal routes are not pages and have no language:
 * `/_api/*` (backend for the islands, webhooks, health), `/_astro/*`, `/_server-islands/*`.
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
 * - `/account/callback` and `/account/logout` carry no prefix, nor do the portal's endpoints;
 * - a two-letter first segment that is not a supported language is removed (its lower-cased
 *   form is used when that is a supported language: `/DE/x` → `/de/x`);
 * - any other path gets the negotiated language as prefix (the root becomes the prefix alone).
 *
 * The query is kept. Where the removal of a bad segment would be followed by the addition of a
 * prefix, the answer is the final target at once, so a visitor pays one redirect.
 *
 * @example localePrefix('/search', '?query=a', 'de') // { kind: 'redirect', location: '/de/search?query=a' }
 */
export function localePrefix(pathname: string, search: string, negotiated: LocaleCode): LocalePrefixDecision {
  if (UNPREFIXED_PATHS.has(pathname) || INTERNAL_PREFIX.test(pathname)) return { kind: 'exempt' };
  const match = /^\/([^/]*)(\/.*)?$/.exec(pathname);
  const first = match?.[1] ?? '';
  const rest = match?.[2] ?? '';
  if (isLocaleCode(first)) return { kind: 'localised', locale: first };

  let target: string;
  if (/^[A-Za-z]{2}$/.test(first)) {
    const lower = first.toLowerCase();
    if (isLocaleCode(lower)) {
      target = `/${lower}${rest}`;
    } else {
      const remainder = rest === '' ? '/' : rest;
      target = UNPREFIXED_PATHS.has(remainder) ? remainder : withPrefix(negotiated, remainder);
    }
  } else {
    target = withPrefix(negotiated, pathname);
  }
  return { kind: 'redirect', location: `${target}${search}` };
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
