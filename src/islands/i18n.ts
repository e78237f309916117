import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, isLocaleCode, type LocaleCode } from '../lib/i18n/locales.ts';
import type { Messages } from '../lib/i18n/messages.ts';

// One chunk per language: an island downloads only the messages of the page's language (and
// English, the fallback), and only when it first needs them.
const loaders = import.meta.glob<Messages>('../../i18n/*.json', { import: 'default' });

/** Loads one language's messages; an unknown language gets English. */
export async function loadMessages(code: string): Promise<{ locale: LocaleCode; messages: Messages }> {
  const locale: LocaleCode = isLocaleCode(code) ? code : DEFAULT_LOCALE;
  const load = loaders[`../../i18n/${locale}.json`];
  if (!load) throw new Error(`No message file for "${locale}" in i18n/`);
  return { locale, messages: await load() };
}

let instance: Promise<i18n> | undefined;

/**
 * The islands' i18next instance (react-i18next), in the page's language with English as the
 * fallback. Made once per page; messages are fetched on demand.
 */
export function islandI18n(code: string): Promise<i18n> {
  instance ??= (async () => {
    const [own, fallback] = await Promise.all([loadMessages(code), loadMessages(DEFAULT_LOCALE)]);
    const created = i18next.createInstance().use(initReactI18next);
    await created.init({
      lng: own.locale,
      fallbackLng: DEFAULT_LOCALE,
      keySeparator: false,
      nsSeparator: false,
      interpolation: { escapeValue: false },
      resources: { [own.locale]: { translation: own.messages }, [DEFAULT_LOCALE]: { translation: fallback.messages } },
    });
    return created;
  })();
  return instance;
}
