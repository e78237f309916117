import table from './data/locale-prefixed.json' with { type: 'json' };
import { external, redirect, splitLocale, withTargetQuery, type LegacyRule } from './rule.ts';

const entries = Object.entries(table as Readonly<Record<string, string>>);

/** Exact paths (after the language), keyed in lower case. */
const EXACT: ReadonlyMap<string, string> = new Map(
  entries.filter(([from]) => !from.endsWith('/*')).map(([from, to]) => [from.toLowerCase(), to]),
);

/** Prefix rules `/x/*` → `/y/*`, the remainder kept. */
const PREFIXES: readonly (readonly [from: string, to: string])[] = entries
  .filter(([from]) => from.endsWith('/*'))
  .map(([from, to]) => [from.slice(0, -1).toLowerCase(), to.slice(0, -1)] as const);

/** The external sites a rule may send a visitor to: those the spec names (the public-domain charter). */
export const ALLOWED_EXTERNAL_TARGETS: ReadonlySet<string> = new Set(
  entries.map(([, to]) => to).filter((to) => to.startsWith('https://')),
);

/**
 * `/blog`, `/blog/*`, `/exhibitions`, `/privacy-policy-newsletter`, `/professionals`,
 * `/share-your-data`, `/rights/privacy-policy`, `/rights/public-domain-charter`
 * (`data/locale-prefixed.json`), with or without a language. A target's own query joins the
 * request's: `/blog?page=2` → `/stories?type=story&page=2`.
 */
export const localePrefixedRule: LegacyRule = (path, search) => {
  const [prefix, rest] = splitLocale(path);
  const lower = rest.toLowerCase();
  const exact = EXACT.get(lower);
  if (exact !== undefined) {
    if (ALLOWED_EXTERNAL_TARGETS.has(exact)) return external(exact);
    const joined = withTargetQuery(exact, search);
    return redirect(`${prefix}${joined.path}`, joined.search);
  }
  for (const [from, to] of PREFIXES) {
    if (lower.startsWith(from) && lower.length > from.length) {
      return redirect(`${prefix}${to}${rest.slice(from.length)}`, search);
    }
  }
  return undefined;
};
