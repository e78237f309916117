import type { LocaleCode } from '../i18n/locales.ts';

/** Fields a page has in its own language and in English (`nameEN: name(locale: "en-GB")`). */
export interface TranslatedFields {
  readonly name?: string | null | undefined;
  readonly nameEN?: string | null | undefined;
  readonly description?: string | null | undefined;
  readonly descriptionEN?: string | null | undefined;
}

/**
 * Whether a page shows English because its entry has no translation for the page language. The content
 * service falls back per field (requested, English, `def`, `und`, spec section 9), so a field equal to its
 * English copy has no own value; a page whose name and description both fall back is "not yet available" in
 * that language. A name alone may legitimately be the same in two languages (proper names), so both count.
 */
export function fallsBackToEnglish(locale: LocaleCode, page: TranslatedFields): boolean {
  if (locale === 'en') return false;
  const same = (value: string | null | undefined, english: string | null | undefined): boolean => (value ?? '') === (english ?? '');
  return same(page.name, page.nameEN) && same(page.description, page.descriptionEN);
}

/**
 * The `lang` of one field shown in English because the entry has no value in the page language (a card's name or
 * description in a listing: the page itself stays in its language), for screen readers and hyphenation.
 * @example englishFallbackLang('de', 'Art', 'Art') // 'en'
 */
export function englishFallbackLang(locale: LocaleCode, value: string | null | undefined, english: string | null | undefined): 'en' | undefined {
  return locale !== 'en' && value !== null && value !== undefined && value !== '' && value === english ? 'en' : undefined;
}
