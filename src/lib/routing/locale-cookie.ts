import { LOCALE_COOKIE } from '../constants.ts';
import { readCookie } from '../security/cookies.ts';
import { isLocaleCode, type LocaleCode } from '../i18n/locales.ts';

/** The language cookie's value in a `Cookie` header, if it names a supported language. */
export function localeCookieValue(cookieHeader: string | undefined | null): LocaleCode | undefined {
  const value = readCookie(cookieHeader, LOCALE_COOKIE);
  return value !== undefined && isLocaleCode(value) ? value : undefined;
}
