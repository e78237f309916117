/**
 * Content locales: the 25 `iso` codes the portal sends as the GraphQL `locale` variable
 * (portal.js `packages/i18n/src/locales.js`), and the per-field fallback of spec section 9
 * ("Language fallback order for content: requested, English, then def and und").
 */
export const CONTENT_LOCALES = [
  'bg-BG', 'cs-CZ', 'da-DK', 'de-DE', 'el-GR', 'en-GB', 'es-ES', 'et-EE', 'eu-ES', 'fi-FI', 'fr-FR', 'ga-IE', 'hr-HR',
  'hu-HU', 'it-IT', 'lt-LT', 'lv-LV', 'mt-MT', 'nl-NL', 'pl-PL', 'pt-PT', 'ro-RO', 'sk-SK', 'sl-SI', 'sv-SE',
] as const;

export type ContentLocale = (typeof CONTENT_LOCALES)[number];

/** The space's default locale: every field has a value here (non-localised fields only here). */
export const DEFAULT_LOCALE: ContentLocale = 'en-GB';

const LOCALE_SET: ReadonlySet<string> = new Set(CONTENT_LOCALES);

export function isContentLocale(value: string): value is ContentLocale {
  return LOCALE_SET.has(value);
}

/** Locale keys tried in order for one field value: requested, English, then `def` and `und`. */
export function fallbackChain(locale: ContentLocale): readonly string[] {
  return locale === DEFAULT_LOCALE ? [DEFAULT_LOCALE, 'def', 'und'] : [locale, DEFAULT_LOCALE, 'def', 'und'];
}

/** Value of a localised field map for `locale`, falling back per field; undefined when no locale has one. */
export function localizedValue(values: Readonly<Record<string, unknown>> | undefined, locale: ContentLocale): unknown {
  if (values === undefined) return undefined;
  for (const key of fallbackChain(locale)) {
    const value = values[key];
    if (value !== undefined && value !== null) return value;
  }
  return undefined;
}
