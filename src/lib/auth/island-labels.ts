import type { TFunction } from 'i18next';

/**
 * Keys an island needs along with one a page already asks for: a page that gives an island its
 * labels gets the island's newer labels too, without listing them again.
 */
const COMPANIONS: Readonly<Record<string, readonly string[]>> = {
  // The pin control of the item page (src/islands/entities/PinButton.tsx): repositioning.
  'pins.unpin': ['pins.position', 'pins.move', 'pins.moved'],
};

/** The translated labels an island needs, picked on the server (the island gets text, not a message file). */
export function islandLabels(t: TFunction, keys: readonly string[]): Record<string, string> {
  const all = [...new Set(keys.flatMap((key) => [key, ...(COMPANIONS[key] ?? [])]))];
  return Object.fromEntries(all.map((key) => [key, t(key)]));
}
