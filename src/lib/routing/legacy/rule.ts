/** What one legacy rule answers for a path, before the rules are composed (see `./index.ts`). */
export type RedirectStatus = 301 | 302;

export type RuleResult =
  /** Redirect inside the portal; `search` is the query to send (`''` or starting with `?`). */
  | { readonly kind: 'redirect'; readonly path: string; readonly search: string; readonly status: RedirectStatus }
  /** Redirect to another site: only the targets of `ALLOWED_EXTERNAL_TARGETS` are ever answered. */
  | { readonly kind: 'external'; readonly location: string; readonly status: RedirectStatus }
  /** The page is gone for good: HTTP 410. */
  | { readonly kind: 'gone' };

/**
 * One rule: the (percent-encoded) path and the query of a request, answered with a result or
 * `undefined` when the rule does not apply. Rules compile their patterns and tables at load.
 */
export type LegacyRule = (path: string, search: string) => RuleResult | undefined;

export function redirect(path: string, search: string, status: RedirectStatus = 301): RuleResult {
  return { kind: 'redirect', path, search, status };
}

/** The optional language segment a rule captured, lower-cased, with its slash: `/DE` → `/de`. */
export function langPrefix(captured: string | undefined): string {
  return captured === undefined ? '' : captured.toLowerCase();
}

/**
 * A path's optional two-letter first segment and the rest: `/de/blog` → `['/de', '/blog']`,
 * `/blog` → `['', '/blog']`, `/de` → `['/de', '/']`. The segment is not checked against the
 * supported languages: the composition fixes or removes it afterwards, as the language step would.
 */
const LOCALE_SPLIT = /^(\/[A-Za-z]{2})(\/.*)?$/;

export function splitLocale(path: string): readonly [prefix: string, rest: string] {
  const match = LOCALE_SPLIT.exec(path);
  if (!match) return ['', path];
  return [match[1] ?? '', match[2] ?? '/'];
}

/**
 * A target with a query of its own (`/stories?type=story`) joined with the request's query:
 * the target's parameters win, the request's others are kept after them.
 */
export function withTargetQuery(target: string, search: string): { path: string; search: string } {
  const mark = target.indexOf('?');
  if (mark === -1) return { path: target, search };
  const own = new URLSearchParams(target.slice(mark + 1));
  for (const [key, value] of new URLSearchParams(search)) {
    if (!own.has(key)) own.append(key, value);
  }
  return { path: target.slice(0, mark), search: `?${own.toString()}` };
}

export function external(location: string, status: RedirectStatus = 301): RuleResult {
  return { kind: 'external', location, status };
}

export const GONE: RuleResult = { kind: 'gone' };
