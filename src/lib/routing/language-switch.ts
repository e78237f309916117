import { LOCALES, type Locale, type LocaleCode } from '../i18n/locales.ts';
import { localisedPath, stripLocale } from './locale-prefix.ts';
import { pagePath } from './page-path.ts';

/** Listing pages whose `page` parameter does not carry over to another language (spec section 2). */
const PAGED_LISTINGS: ReadonlySet<string> = new Set(['/galleries', '/stories']);

export interface LanguageOption {
  readonly locale: Locale;
  readonly href: string;
}

/**
 * The language dropdown: every language but the current one, each keeping the route (its public path, never
 * the on-demand route a request was rewritten to) and the query, without `page` on the galleries and stories
 * listings.
 *
 * @example languageOptions('en', '/en/stories/listing', '?page=2&type=story') // …, { href: '/de/stories?type=story' }, …
 */
export function languageOptions(current: LocaleCode, pathname: string, search: string): LanguageOption[] {
  const path = pagePath(pathname);
  const params = new URLSearchParams(search);
  if (PAGED_LISTINGS.has(stripLocale(path))) params.delete('page');
  const query = params.toString();
  return LOCALES.filter((l) => l.code !== current).map((locale) => ({
    locale,
    href: `${localisedPath(path, locale.code)}${query ? `?${query}` : ''}`,
  }));
}
