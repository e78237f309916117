/**
 * Language maps of EDM and the Search API: `{ "en": ["Portrait"], "def": ["…"] }` (values are
 * arrays, or a single string in the Entity API's prefLabel).
 */
export type LangMap = Readonly<Record<string, readonly string[] | string>>;

/** A machine-translated value is stored under `{lang}-x-mt` (services/README.md). */
const TRANSLATED_SUFFIX = '-x-mt';

export interface LangValue {
  readonly values: readonly string[];
  /** Language of the values, `undefined` for `def`/`und` (no language). */
  readonly lang: string | undefined;
  /** The values were machine-translated into the requested language. */
  readonly translated: boolean;
}

const NONE: readonly string[] = [];
/** A value with something other than white space (what `value.trim() !== ''` says, without making the trimmed copy). */
const NOT_BLANK = /\S/;

/**
 * The values under `key` that are not blank: the map's own array when none is (the usual case), so a lookup copies
 * nothing (issue 21: this function ran three times for each of a search page's 24 cards and allocated arrays for
 * every language it tried).
 */
function valuesAt(map: LangMap, key: string): readonly string[] {
  const value = map[key];
  if (value === undefined) return NONE;
  if (typeof value === 'string') return NOT_BLANK.test(value) ? [value] : NONE;
  for (const v of value) if (!NOT_BLANK.test(v)) return value.filter((other) => NOT_BLANK.test(other));
  return value;
}

function found(map: LangMap, key: string, lang: string | undefined, translated: boolean): LangValue | undefined {
  const values = valuesAt(map, key);
  return values.length > 0 ? { values, lang, translated } : undefined;
}

/**
 * The values of a language map in exactly one language, with no fallback; `undefined` when it has none.
 * @example langMapValueIn({ en: ['chief'], de: ['Häuptling'] }, 'de') // { values: ['Häuptling'], lang: 'de', translated: false }
 */
export function langMapValueIn(map: LangMap | undefined | null, lang: string): LangValue | undefined {
  return map ? found(map, lang, lang, false) : undefined;
}

/**
 * The values of a language map in the visitor's language: the requested language, its
 * machine translation when asked for, English, then `def` and `und`, then any other language.
 */
export function langMapValue(map: LangMap | undefined | null, locale: string, options: { translated?: boolean } = {}): LangValue | undefined {
  if (!map) return undefined;
  const preferred =
    found(map, locale, locale, false) ??
    (options.translated === true ? found(map, `${locale}${TRANSLATED_SUFFIX}`, locale, true) : undefined) ??
    found(map, 'en', 'en', false) ??
    found(map, 'def', undefined, false) ??
    found(map, 'und', undefined, false);
  if (preferred !== undefined) return preferred;
  for (const key of Object.keys(map)) {
    if (key.endsWith(TRANSLATED_SUFFIX)) continue;
    const other = found(map, key, key, false);
    if (other !== undefined) return other;
  }
  return undefined;
}

/** The first value of a language map in the visitor's language, or `undefined`. */
export function langMapFirst(map: LangMap | undefined | null, locale: string): string | undefined {
  return langMapValue(map, locale)?.values[0];
}
