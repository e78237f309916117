import { redirect, type LegacyRule } from './rule.ts';

const LOCALE_PORTAL = /^(\/[A-Za-z]{2})\/portal(\/.*)?$/i;

/**
 * `/{locale}/portal[/rest]` → `/{locale}[/rest]`, status 302 (spec section 2: "/{locale}/portal
 * at the root redirects with 302"). The query is kept (the reference dropped it).
 */
export const localePortalRule: LegacyRule = (path, search) => {
  const match = LOCALE_PORTAL.exec(path);
  if (!match) return undefined;
  return redirect(`${match[1] ?? ''}${match[2] ?? ''}`, search, 302);
};
