/**
 * The 25 interface languages of the portal (spec section 2 "Language prefix", section 3 "Locale").
 * Source: europeana/portal.js packages/i18n/src/locales.js, via shared/data/legacy/languages.json.
 * Some isoAlpha3 values (bgr, cze, dnk, grc, esp) are as that reference defines them.
 */
export interface Locale {
  /** Two-letter code used as the URL prefix, e.g. `de`. */
  readonly code: LocaleCode;
  /** Content-service locale, e.g. `de-DE`. */
  readonly iso: string;
  readonly isoAlpha3: string;
  /** The language's own name for itself. */
  readonly name: string;
  /** Message file under `i18n/`. */
  readonly file: string;
}

const table = [
  ['bg', 'bg-BG', 'bgr', 'Български'],
  ['cs', 'cs-CZ', 'cze', 'Čeština'],
  ['da', 'da-DK', 'dnk', 'Dansk'],
  ['de', 'de-DE', 'deu', 'Deutsch'],
  ['el', 'el-GR', 'grc', 'Ελληνικά'],
  ['en', 'en-GB', 'eng', 'English'],
  ['es', 'es-ES', 'esp', 'Español'],
  ['et', 'et-EE', 'est', 'Eesti'],
  ['eu', 'eu-ES', 'eus', 'Euskara'],
  ['fi', 'fi-FI', 'fin', 'Suomi'],
  ['fr', 'fr-FR', 'fra', 'Français'],
  ['ga', 'ga-IE', 'gle', 'Gaeilge'],
  ['hr', 'hr-HR', 'hrv', 'Hrvatski'],
  ['hu', 'hu-HU', 'hun', 'Magyar'],
  ['it', 'it-IT', 'ita', 'Italiano'],
  ['lt', 'lt-LT', 'lit', 'Lietuvių'],
  ['lv', 'lv-LV', 'lav', 'Latviešu'],
  ['mt', 'mt-MT', 'mlt', 'Malti'],
  ['nl', 'nl-NL', 'nld', 'Nederlands'],
  ['pl', 'pl-PL', 'pol', 'Polski'],
  ['pt', 'pt-PT', 'por', 'Português'],
  ['ro', 'ro-RO', 'ron', 'Română'],
  ['sk', 'sk-SK', 'slk', 'Slovenčina'],
  ['sl', 'sl-SI', 'slv', 'Slovenščina'],
  ['sv', 'sv-SE', 'swe', 'Svenska'],
] as const;

export type LocaleCode = (typeof table)[number][0];

export const LOCALES: readonly Locale[] = table.map(([code, iso, isoAlpha3, name]) => ({
  code,
  iso,
  isoAlpha3,
  name,
  file: `${code}.json`,
}));

export const LOCALE_CODES: readonly LocaleCode[] = table.map(([code]) => code);

export const DEFAULT_LOCALE: LocaleCode = 'en';

const codeSet: ReadonlySet<string> = new Set(LOCALE_CODES);

/** A language is valid only if in the supported list (spec section 5). */
export function isLocaleCode(value: unknown): value is LocaleCode {
  return typeof value === 'string' && codeSet.has(value);
}

export function localeByCode(code: LocaleCode): Locale {
  const locale = LOCALES.find((l) => l.code === code);
  if (!locale) throw new Error(`Unknown locale code "${code}"`);
  return locale;
}

/** A language tag as HTML's `lang` takes it (BCP 47's common shape: a 2–3 letter language, then subtags). */
const LANGUAGE_TAG = /^[a-z]{2,3}(?:-[a-z\d]{1,8})*$/i;

/**
 * The `lang` to put on an element whose text is in `lang` inside a page in `locale`: the tag when it names another
 * language, `undefined` when the text is in the page's language (a regional tag of it included), has no language, or
 * its key is not a language tag (EDM's `def`-like keys are read as no language by langmap.ts; anything else that is not
 * a tag would make the page invalid HTML). The one home of the rule for every value, marker and card.
 * @example otherLanguage('de', 'en') // 'de'
 * @example otherLanguage('en-GB', 'en') // undefined
 */
export function otherLanguage(lang: string | undefined, locale: string): string | undefined {
  if (lang === undefined || !LANGUAGE_TAG.test(lang)) return undefined;
  const dash = lang.indexOf('-');
  const primary = (dash < 0 ? lang : lang.slice(0, dash)).toLowerCase();
  return primary === locale.toLowerCase() ? undefined : lang;
}
