import table from './data/theme-names.json' with { type: 'json' };
import { redirect, splitLocale, type LegacyRule } from './rule.ts';

/** Old theme (collection) names → current theme ids (`data/theme-names.json`), keyed in lower case. */
export const THEME_NAMES: ReadonlyMap<string, string> = new Map(
  Object.entries(table as Readonly<Record<string, string>>).map(([from, to]) => [from.toLowerCase(), to]),
);

/** The current theme id of an old collection name, or the name unchanged: `world-war-I` → `ww1`. */
export function themeFor(collection: string): string {
  return THEME_NAMES.get(collection.toLowerCase()) ?? collection;
}

const THEME = /^\/themes\/([^/]+)$/i;

/** `[/{lang}]/themes/{old name}` → `[/{lang}]/themes/{theme id}`. */
export const themesRule: LegacyRule = (path, search) => {
  const [prefix, rest] = splitLocale(path);
  const name = THEME.exec(rest)?.[1];
  const id = name === undefined ? undefined : THEME_NAMES.get(name.toLowerCase());
  if (id === undefined) return undefined;
  return redirect(`${prefix}/themes/${id}`, search);
};
