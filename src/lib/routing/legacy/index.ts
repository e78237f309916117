import { isLocaleCode, type LocaleCode } from '../../i18n/locales.ts';
import { localePrefix } from '../locale-prefix.ts';
import { sanitisedPageLocation } from '../page-param.ts';
import { isSafeRedirectTarget } from '../redirect-target.ts';
import { entityRule } from './entity.ts';
import { exhibitionsRule } from './exhibitions.ts';
import { exploreRule } from './explore.ts';
import { galleriesRule } from './galleries.ts';
import { gallerySlugsRule } from './gallery-slugs.ts';
import { htmlRule } from './html.ts';
import { localePortalRule } from './locale-portal.ts';
import { ALLOWED_EXTERNAL_TARGETS, localePrefixedRule } from './locale-prefixed.ts';
import { portalRule } from './portal.ts';
import { recordRule } from './record.ts';
import type { LegacyRule, RedirectStatus, RuleResult } from './rule.ts';
import { searchRule } from './search.ts';
import { setRule } from './set.ts';
import { portalStaticPagesRule, STATIC_PAGES, staticPagesRule } from './static-pages.ts';
import { themesRule } from './themes.ts';
import { trailingSlashRule } from './trailing-slash.ts';
import localePrefixedTable from './data/locale-prefixed.json' with { type: 'json' };

export { ALLOWED_EXTERNAL_TARGETS } from './locale-prefixed.ts';
export type { RedirectStatus } from './rule.ts';

/**
 * The legacy URL rules of spec section 2, composed into one answer per request.
 *
 * - `{ status: 301 | 302, location }`: redirect, once, to the final target. Rules that would fire
 *   one after another (`/portal/rights/privacy` → `/rights/privacy-policy` →
 *   `/rights/privacy-statement`) are followed here; the trailing-slash, language-prefix and
 *   `page` rules are applied to the target as well, so the next request lands. `varies` says the
 *   location holds the negotiated language (answer it uncached, varying on cookie and language).
 * - `{ status: 410 }`: a gone gallery, at its canonical path.
 * - `undefined`: no legacy rule applies; the later steps handle the request.
 */
export type LegacyDecision =
  | { readonly status: RedirectStatus; readonly location: string; readonly varies: boolean }
  | { readonly status: 410 };

/** The `/portal` rules, in the reference's order: first match wins. */
const PORTAL_RULES: readonly LegacyRule[] = [
  recordRule,
  exploreRule,
  exhibitionsRule,
  galleriesRule,
  searchRule,
  entityRule,
  portalStaticPagesRule,
  htmlRule,
  portalRule,
];

/** Rules for every other path, with or without a language segment. */
const OTHER_RULES: readonly LegacyRule[] = [
  localePortalRule,
  localePrefixedRule,
  staticPagesRule,
  themesRule,
  setRule,
  gallerySlugsRule,
];

const PORTAL_PREFIX = /^\/portal(?:\/|\.|$)/i;

/** First segments (after an optional language) any rule may match, from the rules' own tables. */
const FIRST_SEGMENTS = new Set<string>(['portal', 'set', 'galleries', 'themes']);
for (const from of [...STATIC_PAGES.keys(), ...Object.keys(localePrefixedTable)]) {
  FIRST_SEGMENTS.add(from.split('/')[1] ?? '');
}
FIRST_SEGMENTS.delete('');

/** The cheap pre-check: a path no rule can match fails it in one anchored regular expression. */
const CANDIDATE = new RegExp(`^/(?:[A-Za-z]{2}/)?(?:${[...FIRST_SEGMENTS].join('|')})(?:/|\\.|$)`, 'i');

/** More than this many rewrites means rules feed each other in a loop: no redirect. */
const MAX_STEPS = 8;

/** Whether any legacy rule might apply to a path (exported for the benchmark and tests). */
export function mayBeLegacy(pathname: string): boolean {
  return (pathname.length > 1 && pathname.endsWith('/')) || CANDIDATE.test(pathname);
}

function applyRules(path: string, search: string): RuleResult | undefined {
  const slash = trailingSlashRule(path, search);
  if (slash) return slash;
  if (PORTAL_PREFIX.test(path)) {
    for (const rule of PORTAL_RULES) {
      const result = rule(path, search);
      if (result) return result;
    }
    return undefined;
  }
  for (const rule of OTHER_RULES) {
    const result = rule(path, search);
    if (result) return result;
  }
  return undefined;
}

const DOT_SEGMENT = /(^|\/)\.{1,2}(\/|$)/;

/** Temporary anywhere in the chain makes the whole answer temporary. */
function combine(a: RedirectStatus, b: RedirectStatus): RedirectStatus {
  return a === 302 || b === 302 ? 302 : 301;
}

function isLocalised(path: string): boolean {
  return isLocaleCode(/^\/([a-z]{2})(?:\/|$)/.exec(path)?.[1]);
}

/**
 * Answers a request URL with the legacy rules. `negotiated` is the visitor's language (or a
 * function that finds it, called only when a target needs a language prefix).
 * @example legacyRedirect(new URL('https://x/portal/record/123/abc.html'), 'de') // { status: 301, location: '/de/item/123/abc', varies: true }
 */
export function legacyRedirect(
  url: { readonly pathname: string; readonly search: string },
  negotiated: LocaleCode | (() => LocaleCode),
): LegacyDecision | undefined {
  if (!mayBeLegacy(url.pathname)) return undefined;
  let path = url.pathname;
  let search = url.search;
  let status: RedirectStatus = 301;
  let rewritten = false;
  let varies = false;

  for (let step = 0; ; step += 1) {
    if (step === MAX_STEPS) return undefined;
    const result = applyRules(path, search);
    if (result?.kind === 'external') {
      return ALLOWED_EXTERNAL_TARGETS.has(result.location)
        ? { status: combine(status, result.status), location: result.location, varies: false }
        : undefined;
    }
    if (result?.kind === 'gone' && !rewritten) {
      // 410 at the canonical path only; elsewhere the visitor is first sent there.
      return isLocalised(path) ? { status: 410 } : undefined;
    }
    if (result?.kind === 'redirect') {
      path = result.path;
      search = result.search;
      status = combine(status, result.status);
      rewritten = true;
      continue;
    }
    if (!rewritten || isLocalised(path)) break;
    const prefixed = localePrefix(path, '', typeof negotiated === 'function' ? negotiated() : negotiated);
    if (prefixed.kind !== 'redirect') break;
    path = prefixed.location;
    varies = true;
  }

  // A target with a dot segment would be resolved into another path by the browser: no rule may
  // produce one (the one-hop property test found `/portal/..html`).
  if (!rewritten || DOT_SEGMENT.test(path)) return undefined;
  const location = withValidPage(path, search);
  return isSafeRedirectTarget(location) ? { status, location, varies } : undefined;
}

/** `page` must be a positive integer, otherwise `page=1` (spec section 2). */
function withValidPage(path: string, search: string): string {
  const location = `${path}${search === '?' ? '' : search}`;
  if (!search.includes('page=')) return location;
  return sanitisedPageLocation(new URL(location, 'http://portal.invalid')) ?? location;
}

