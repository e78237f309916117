import { langPrefix, redirect, type LegacyRule } from './rule.ts';

/** Any exhibition path except the foyer, which the static-page table sends to `/exhibitions`. */
const EXHIBITION = /^\/portal(\/[a-z]{2})?\/exhibitions(?!\/foyer(?:\.html)?$)(\/.+?)(?:\.html)?$/i;

/** `/portal[/{lang}]/exhibitions/{rest}` → `[/{lang}]/exhibitions/{rest}`. */
export const exhibitionsRule: LegacyRule = (path, search) => {
  const match = EXHIBITION.exec(path);
  if (!match) return undefined;
  return redirect(`${langPrefix(match[1])}/exhibitions${match[2] ?? ''}`, search);
};
