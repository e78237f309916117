/**
 * The values of a language field (`dcLanguage`, `edmLanguage`) in the page language. Providers write languages as
 * ISO 639 codes (`el`, `deu`, `ger`, `zxx`), as a name in some language ("German"), or both ("German", "deu"). A
 * code is named with `languageName` (src/lib/i18n/display-names.ts, the one home of language names: the runtime's
 * CLDR data knows the two-letter, three-letter and bibliographic codes, `ger` and `deu` both being German); a name
 * stays as the provider wrote it, unless a code of the same field names the same language, when the one name in the
 * page language is enough.
 */
import { languageName } from '../i18n/display-names.ts';
import type { FieldValue } from './fields.ts';

/** What a language code looks like: ISO 639-1 or 639-2/3, perhaps with a region or script (`en-GB`). */
const LANGUAGE_CODE = /^[a-z]{2,3}(?:-[a-z0-9]{2,8})*$/i;

/**
 * Codes the runtime has no name for, named by a message of their own: `und`, "undetermined" (ISO 639-2), which
 * CLDR only knows as its root locale.
 */
export const LANGUAGE_MESSAGES: Readonly<Record<string, string>> = { und: 'item.language.undetermined' };

/** Lower case without accents or surrounding spaces: "Allemand " and "allemand" name the same language. */
function comparable(name: string): string {
  return name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().trim();
}

/**
 * The code a value is, lower-cased, when it is a language code the page can name; `undefined` for a name or
 * anything else (including a code no language has, shown as given).
 * @example languageCode('DEU') // 'deu'; languageCode('German') // undefined; languageCode('xx') // undefined
 */
export function languageCode(text: string): string | undefined {
  const code = text.trim().toLowerCase();
  if (!LANGUAGE_CODE.test(code)) return undefined;
  return LANGUAGE_MESSAGES[code] !== undefined || languageName(code, 'en') !== code ? code : undefined;
}

/** A code's value: its name in the page language (no `lang` of its own), or the message that names it. */
function namedValue(code: string, locale: string): FieldValue {
  const message = LANGUAGE_MESSAGES[code];
  return { text: message === undefined ? languageName(code, locale) : code, lang: undefined, translated: false, ...(message ? { message } : {}) };
}

/**
 * The values of a language field as the page shows them: codes as names in the page language, names as written,
 * a name left out when a code of the field names the same language (in the page language, in English, in that
 * language itself or in the name's own language), each language once.
 * @example languageValues([{ text: 'German', … }, { text: 'deu', … }], 'sk') // [{ text: 'nemčina', lang: undefined, … }]
 */
export function languageValues(values: readonly FieldValue[], locale: string): FieldValue[] {
  const coded = values.map((value) => ({ value, code: languageCode(value.text) }));
  const codes = coded.flatMap(({ code }) => (code === undefined ? [] : [code]));
  const nameLanguages = new Set([locale, 'en', ...coded.flatMap(({ value, code }) => (code === undefined && value.lang ? [value.lang] : []))]);
  const namesOfCodes = new Set(codes.flatMap((code) => [...nameLanguages, code].map((language) => comparable(languageName(code, language)))));
  const shown: FieldValue[] = [];
  const seen = new Set<string>();
  for (const { value, code } of coded) {
    if (code === undefined && namesOfCodes.has(comparable(value.text))) continue;
    const named = code === undefined ? value : namedValue(code, locale);
    const key = named.message ?? comparable(named.text);
    if (seen.has(key)) continue;
    seen.add(key);
    shown.push(named);
  }
  return shown;
}
