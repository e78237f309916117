import i18next, { type i18n, type TFunction } from 'i18next';
import { DEFAULT_LOCALE, LOCALE_CODES, type LocaleCode } from './locales.ts';

/** Flat dotted keys, as in `i18n/en.json`. */
export type Messages = Readonly<Record<string, string>>;

const files = import.meta.glob<Messages>('../../../i18n/*.json', { eager: true, import: 'default' });

/** All message files by language code, read once per process. */
export const MESSAGES: Readonly<Record<string, Messages>> = Object.fromEntries(
  Object.entries(files).map(([path, messages]) => [/([a-z]{2})\.json$/.exec(path)?.[1] ?? path, messages]),
);

/** i18next options of the server's translator: flat keys, fallback to English. Islands get their labels translated by the page (src/islands/shared/api.ts `label`). */
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
 * The messages of a language that i18next would answer as they are (no `{{value}}` to fill, no `$t(` to nest):
 * the language's own, or English where it has none or an empty one (`fallbackLng`, `returnEmptyString: false`).
 */
function plainMessages(locale: LocaleCode): ReadonlyMap<string, string> {
  const own = MESSAGES[locale] ?? {};
  const english = MESSAGES[DEFAULT_LOCALE] ?? {};
  const plain = new Map<string, string>();
  for (const key of new Set([...Object.keys(english), ...Object.keys(own)])) {
    const ownMessage = own[key];
    const message = ownMessage === undefined || ownMessage === '' ? english[key] : ownMessage;
    if (message !== undefined && message !== '' && !message.includes('{{') && !message.includes('$t(')) plain.set(key, message);
  }
  return plain;
}

const translators = new Map<LocaleCode, TFunction>();

/**
 * The translator of a language, shared by every request in it. It holds no state: i18next's `getFixedT` passes
 * the language with each call, so concurrent requests in different languages never see each other's language
 * (the cause of astro-i18next's wrong-language responses, ARCHITECTURE.md decision 3). A message with nothing to
 * fill, asked without options, is answered from a map: i18next's own path costs about 5 µs a call, and a page
 * asks for a few hundred (7 % of a volume build's CPU); anything else (counts, values, nesting) goes to i18next.
 */
export function createTranslator(locale: LocaleCode): TFunction {
  let translator = translators.get(locale);
  if (translator === undefined) {
    const fixed = base.getFixedT(locale);
    const plain = plainMessages(locale);
    const t = (...args: Parameters<typeof fixed>): ReturnType<typeof fixed> => {
      const [key] = args;
      const message = args.length === 1 && typeof key === 'string' ? plain.get(key) : undefined;
      return message ?? fixed(...args);
    };
    // The same call signatures as i18next's TFunction, whose overloads a wrapper cannot restate.
    translator = t as unknown as TFunction;
    translators.set(locale, translator);
  }
  return translator;
}

/** Whether a message exists in the language itself (not through the English fallback). */
export function hasOwnMessage(locale: LocaleCode, key: string): boolean {
  return MESSAGES[locale]?.[key] !== undefined;
}
