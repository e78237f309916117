import i18next, { type i18n, type TFunction } from 'i18next';
import { DEFAULT_LOCALE, LOCALE_CODES, type LocaleCode } from './locales.ts';

/** Flat dotted keys, as in `i18n/en.json`. */
export type Messages = Readonly<Record<string, string>>;

const files = import.meta.glob<Messages>('../../../i18n/*.json', { eager: true, import: 'default' });

/** All message files by language code, read once per process. */
export const MESSAGES: Readonly<Record<string, Messages>> = Object.fromEntries(
  Object.entries(files).map(([path, messages]) => [/([a-z]{2})\.json$/.exec(path)?.[1] ?? path, messages]),
);

/** i18next options shared by the server and the islands: flat keys, fallback to English. */
export const I18NEXT_OPTIONS = {
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...LOCALE_CODES],
  keySeparator: false,
  nsSeparator: false,
  returnEmptyString: false,
  // Astro and React escape on output; escaping here too would double-escape.
  interpolation: { escapeValue: false },
} as const;

const base: i18n = i18next.createInstance();
void base.init({
  ...I18NEXT_OPTIONS,
  initAsync: false,
  resources: Object.fromEntries(Object.entries(MESSAGES).map(([code, m]) => [code, { translation: m }])),
});

/**
 * A translator for one request. Every call makes its own i18next instance (sharing the read-only
 * message store), so concurrent requests in different languages never see each other's
 * language: the cause of astro-i18next's wrong-language responses (ARCHITECTURE.md decision 3).
 */
export function createTranslator(locale: LocaleCode): TFunction {
  const instance = base.cloneInstance({ lng: locale, initAsync: false });
  return instance.t.bind(instance);
}

/** Whether a message exists in the language itself (not through the English fallback). */
export function hasOwnMessage(locale: LocaleCode, key: string): boolean {
  return MESSAGES[locale]?.[key] !== undefined;
}
