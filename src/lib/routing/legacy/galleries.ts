import { langPrefix, redirect, type LegacyRule } from './rule.ts';

const GALLERY = /^\/portal(\/[a-z]{2})?\/explore\/galleries(\/.+?)(?:\.html)?$/i;

/**
 * `/portal[/{lang}]/explore/galleries/{rest}` → `[/{lang}]/galleries/{rest}` (a retired gallery
 * slug then goes on to its id in the same answer, see `./gallery-slugs.ts`).
 */
export const galleriesRule: LegacyRule = (path, search) => {
  const match = GALLERY.exec(path);
  if (!match) return undefined;
  return redirect(`${langPrefix(match[1])}/galleries${match[2] ?? ''}`, search);
};
