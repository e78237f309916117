import { redirect, splitLocale, type LegacyRule } from './rule.ts';

const SET = /^\/set(\/.*)?$/i;

/** `[/{lang}]/set[/rest]` → `[/{lang}]/galleries[/rest]`. */
export const setRule: LegacyRule = (path, search) => {
  const [prefix, rest] = splitLocale(path);
  const match = SET.exec(rest);
  if (!match) return undefined;
  return redirect(`${prefix}/galleries${match[1] ?? ''}`, search);
};
