import { LOCALES, type LocaleCode } from '../i18n/locales.ts';
import { localisedPath, stripLocale } from './locale-prefix.ts';
import { pagePath } from './page-path.ts';

export interface CanonicalInput {
  /** Public origin of the portal, e.g. `https://www.europeana.eu`. */
  readonly origin: string;
  /** Request path, with or without language prefix. */
  readonly pathname: string;
  /** Query string including `?`, or empty. */
  readonly search?: string;
}

export interface CanonicalUrls {
  readonly withLanguage: { readonly withQuery: string; readonly withoutQuery: string };
  readonly withoutLanguage: { readonly withQuery: string; readonly withoutQuery: string };
}

function join(origin: string, path: string): string {
  return `${origin.replace(/\/+$/, '')}${path === '/' ? '' : path}`;
}

/**
 * Canonical URLs of a page with and without the language and with and without the query
 * (spec section 2 "Language prefix").
 */
export function canonicalUrls(input: CanonicalInput, locale: LocaleCode): CanonicalUrls {
  const search = input.search ?? '';
  const pathname = pagePath(input.pathname);
  const bare = stripLocale(pathname);
  const localised = localisedPath(pathname, locale);
  return {
    withLanguage: { withQuery: join(input.origin, localised) + search, withoutQuery: join(input.origin, localised) },
    withoutLanguage: {
      withQuery: (join(input.origin, bare)) + search,
      withoutQuery: join(input.origin, bare),
    },
  };
}

export interface Alternate {
  readonly hreflang: string;
  readonly href: string;
}

/**
 * `hreflang` alternates for every interface language plus `x-default` (the path without a
 * language, which the portal redirects to the visitor's language).
 */
export function hreflangAlternates(input: CanonicalInput): Alternate[] {
  const search = input.search ?? '';
  const pathname = pagePath(input.pathname);
  const alternates: Alternate[] = LOCALES.map((l) => ({
    hreflang: l.code,
    href: join(input.origin, localisedPath(pathname, l.code)) + search,
  }));
  const bare = join(input.origin, stripLocale(pathname));
  alternates.push({ hreflang: 'x-default', href: bare + search });
  return alternates;
}
