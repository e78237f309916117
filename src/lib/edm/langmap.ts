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

function asArray(value: readonly string[] | string | undefined): readonly string[] {
  if (value === undefined) return [];
  return typeof value === 'string' ? [value] : value;
}

/**
 * The values of a language map in the visitor's language: the requested language, its
 * machine translation when asked for, English, then `def` and `und`, then any other language.
 */
export function langMapValue(map: LangMap | undefined | null, locale: string, options: { translated?: boolean } = {}): LangValue | undefined {
  if (!map) return undefined;
  const order: [string, string | undefined, boolean][] = [
    [locale, locale, false],
    ...(options.translated ? [[`${locale}${TRANSLATED_SUFFIX}`, locale, true] as [string, string, boolean]] : []),
    ['en', 'en', false],
    ['def', undefined, false],
    ['und', undefined, false],
  ];
  for (const [key, lang, translated] of order) {
    const values = asArray(map[key]).filter((v) => v.trim() !== '');
    if (values.length > 0) return { values, lang, translated };
  }
  for (const [key, value] of Object.entries(map)) {
    if (key.endsWith(TRANSLATED_SUFFIX)) continue;
    const values = asArray(value).filter((v) => v.trim() !== '');
    if (values.length > 0) return { values, lang: key, translated: false };
  }
  return undefined;
}

/** The first value of a language map in the visitor's language, or `undefined`. */
export function langMapFirst(map: LangMap | undefined | null, locale: string): string | undefined {
  return langMapValue(map, locale)?.values[0];
}
