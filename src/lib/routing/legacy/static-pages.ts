import table from './data/static-pages.json' with { type: 'json' };
import { langPrefix, redirect, splitLocale, withTargetQuery, type LegacyRule } from './rule.ts';

/**
 * Renamed static pages, old topic collections, migration pages and rights pages
 * (`data/static-pages.json`), keyed by the old path in lower case.
 */
export const STATIC_PAGES: ReadonlyMap<string, string> = new Map(
  Object.entries(table as Readonly<Record<string, string>>).map(([from, to]) => [from.toLowerCase(), to]),
);

const PORTAL_PAGE = /^\/portal(\/[a-z]{2})?(\/.+?)(?:\.html)?$/i;

/** `/portal[/{lang}]/{old}[.html]` → `[/{lang}]/{new}`. */
export const portalStaticPagesRule: LegacyRule = (path, search) => {
  const match = PORTAL_PAGE.exec(path);
  const target = STATIC_PAGES.get(match?.[2]?.toLowerCase() ?? '');
  if (!match || target === undefined) return undefined;
  const joined = withTargetQuery(target, search);
  return redirect(`${langPrefix(match[1])}${joined.path}`, joined.search);
};

/**
 * The same renames outside `/portal`, with or without a language (spec section 2 lists them on
 * their own: `/about` → `/about-us`, `/rights/privacy` → … → `/rights/privacy-statement`).
 */
export const staticPagesRule: LegacyRule = (path, search) => {
  const [prefix, rest] = splitLocale(path);
  const target = STATIC_PAGES.get(rest.toLowerCase());
  if (target === undefined) return undefined;
  const joined = withTargetQuery(target, search);
  return redirect(`${prefix}${joined.path}`, joined.search);
};
