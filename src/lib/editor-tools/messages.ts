import type { TFunction } from 'i18next';
import type english from '../../../i18n/en.json';

/** A message key of `i18n/en.json`, checked at compile time. */
export type ToolMessageKey = keyof typeof english;

/**
 * The translator of the editor tools, layouts and debug pages, with keys checked against
 * `i18n/en.json` so a misspelt key fails the type check instead of showing on the page.
 */
export function toolMessages(t: TFunction): (key: ToolMessageKey, options?: Record<string, string | number>) => string {
  return (key, options = {}) => t(key, options);
}
