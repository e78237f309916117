import { langPrefix, redirect, type LegacyRule } from './rule.ts';

const RECORD = /^\/portal(\/[a-z]{2})?\/record(\/.*?)(?:\.html)?$/i;

/** `/portal[/{lang}]/record/{id}[.html]` → `[/{lang}]/item/{id}`; the id keeps its case. */
export const recordRule: LegacyRule = (path, search) => {
  const match = RECORD.exec(path);
  if (!match) return undefined;
  return redirect(`${langPrefix(match[1])}/item${match[2] ?? ''}`, search);
};
