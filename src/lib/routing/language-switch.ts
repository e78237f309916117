import { LOCALES, type Locale, type LocaleCode } from '../i18n/locales.ts';
import { localisedPath, stripLocale } from './locale-prefix.ts';

/** Listing pages whose `page` parameter does not carry over to another language (spec section 2). */
const PAGED_LISTINGS: ReadonlySet<string> = new Set(['/galleries', '/stories']);

export interface LanguageOption {
  readonly locale: Locale;
  readonly href: string;
}

/**
 * The language dropdown: every language but the current one, each keeping the route and the
 * query, without `page` on the galleries and stories listings.
 */
export function languageOptions(current: LocaleCode, pathname: string, search: string): LanguageOption[] {
  const params = new URLSearchParams(search);
  if (PAGED_LISTINGS.has(stripLocale(pathname))) params.delete('page');
  const query = params.toString();
  return LOCALES.filter((l) => l.code !== current).map((locale) => ({
    locale,
    href: `${localisedPath(pathname, locale.code)}${query ? `?${query}` : ''}`,
  }));
}
