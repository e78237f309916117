import type { TFunction } from 'i18next';

/** The translated labels an island needs, picked on the server (the island gets text, not a message file). */
export function islandLabels(t: TFunction, keys: readonly string[]): Record<string, string> {
  return Object.fromEntries(keys.map((key) => [key, t(key)]));
}
