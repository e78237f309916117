/** A Europeana language map: language code (or `def`) to values. */
export type LangMap = Record<string, string[]>;

/** Adds values under a language, skipping empties and duplicates. */
export function addLang(map: LangMap, lang: string, ...values: (string | undefined)[]): LangMap {
  for (const value of values) {
    if (value === undefined) continue;
    const trimmed = value.trim();
    if (trimmed === '') continue;
    const list = (map[lang] ??= []);
    if (!list.includes(trimmed)) list.push(trimmed);
  }
  return map;
}

/** Every value of a language map, in key order, without duplicates. */
export function allValues(map: LangMap | undefined): string[] {
  if (map === undefined) return [];
  return [...new Set(Object.values(map).flat())];
}

/** The values for the first language present in `langs`, else the first key's values. */
export function pick(map: LangMap | undefined, ...langs: string[]): string[] {
  if (map === undefined) return [];
  for (const lang of langs) {
    const values = map[lang];
    if (values !== undefined && values.length > 0) return values;
  }
  return Object.values(map)[0] ?? [];
}

/** True when the value is a plain object (not null, not an array). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads a language map from unknown JSON, accepting single strings or arrays per language. */
export function toLangMap(value: unknown): LangMap | undefined {
  if (!isRecord(value)) return undefined;
  const map: LangMap = {};
  for (const [lang, raw] of Object.entries(value)) {
    if (typeof raw === 'string') addLang(map, lang, raw);
    else if (Array.isArray(raw)) addLang(map, lang, ...raw.filter((item): item is string => typeof item === 'string'));
  }
  return Object.keys(map).length > 0 ? map : undefined;
}

/** Reads an array of strings from unknown JSON (a lone string becomes a one-element array). */
export function toStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (!Array.isArray(value)) return [];
  return value.filter((item): item is string => typeof item === 'string');
}

/** Lower-case, accent-free form used for label matching. */
export function normalise(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().trim();
}
