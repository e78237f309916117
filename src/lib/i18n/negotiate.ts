import { DEFAULT_LOCALE, isLocaleCode, type LocaleCode } from './locales.ts';

/** Where the portal may learn a visitor's language from, in the order of spec section 2. */
export interface LanguageHints {
  /** Value of the `i18n_locale_code` cookie, if any. */
  readonly cookie?: string | undefined;
  /** `navigator.language` in the browser (client side only). */
  readonly browserLanguage?: string | undefined;
  /** The raw `Accept-Language` request header (server side only). */
  readonly acceptLanguage?: string | undefined | null;
}

/** First two letters, lower-cased, when they name a supported language. */
function twoLetter(tag: string | undefined | null): LocaleCode | undefined {
  if (!tag) return undefined;
  const code = tag.trim().slice(0, 2).toLowerCase();
  return isLocaleCode(code) ? code : undefined;
}

/**
 * The first entry of an `Accept-Language` header. The spec takes the first entry as written,
 * not the one with the highest weight; garbage yields nothing.
 * @example firstAcceptLanguage('de-AT,de;q=0.9,en;q=0.5') // 'de-AT'
 */
export function firstAcceptLanguage(header: string | undefined | null): string | undefined {
  if (!header || header.length > 1000) return undefined;
  const first = header.split(',')[0]?.split(';')[0]?.trim();
  return first && /^[A-Za-z]{2,8}(-[A-Za-z0-9]{1,8})*$/.test(first) ? first : undefined;
}

/**
 * Chooses the interface language: stored cookie, browser language, the first entry of
 * `Accept-Language`, then `en` (spec section 2 "Language prefix").
 */
export function negotiateLanguage(hints: LanguageHints): LocaleCode {
  if (isLocaleCode(hints.cookie)) return hints.cookie;
  return (
    twoLetter(hints.browserLanguage) ??
    twoLetter(firstAcceptLanguage(hints.acceptLanguage)) ??
    DEFAULT_LOCALE
  );
}
