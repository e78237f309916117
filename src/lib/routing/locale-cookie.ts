import { LOCALE_COOKIE } from '../constants.ts';
import { isLocaleCode, type LocaleCode } from '../i18n/locales.ts';

/** The language cookie's value in a `Cookie` header, if it names a supported language. */
export function localeCookieValue(cookieHeader: string | undefined | null): LocaleCode | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === LOCALE_COOKIE) {
      const value = part.slice(eq + 1).trim();
      return isLocaleCode(value) ? value : undefined;
    }
  }
  return undefined;
}
