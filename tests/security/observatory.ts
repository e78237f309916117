/**
 * The scoring rules the MDN HTTP Observatory applies to a page's response headers
 * (github.com/mdn/mdn-http-observatory, src/analyzer/tests/*.js and src/grader/charts.js), for the
 * tests that depend on headers: CSP, cookies, HSTS, X-Content-Type-Options, X-Frame-Options
 * (or CSP frame-ancestors), Referrer-Policy, CORP, CORS, redirection and SRI.
 *
 * Scoring: start at 100, add every penalty; when the result is at least 90, add every bonus.
 * 100 and more is A+. The Observatory only grades HTTPS sites fully; over plain HTTP the HSTS test
 * is neutral here (our deployments terminate TLS in front of the portal).
 */

export interface ScoredTest {
  readonly test: string;
  readonly result: string;
  readonly modifier: number;
}

export interface ObservatoryInput {
  /** Response headers, names lower case; `set-cookie` as a list. */
  readonly headers: Readonly<Record<string, string>>;
  readonly setCookies: readonly string[];
  readonly https: boolean;
  /** The HTML body, for `<meta http-equiv>` CSP and SRI of external scripts. */
  readonly html?: string | undefined;
  /** The page's own origin as the visitor sees it (relative redirects resolve against it; scripts from it need no SRI). */
  readonly origin: string;
  /** Status and `location` of the answer, for the redirection test. */
  readonly status?: number | undefined;
}

const BROAD = new Set(['ftp:', 'http:', 'https:', '*', 'http://*', 'http://*.*', 'https://*', 'https://*.*']);
const UNSAFE_INLINE = new Set(["'unsafe-inline'", 'data:']);

function parseCsp(policies: readonly string[]): Map<string, Set<string>> | undefined {
  const csp = new Map<string, Set<string>>();
  for (const policy of policies) {
    for (const raw of policy.split(';')) {
      const parts = raw.trim().split(/\s+/).filter(Boolean);
      const [name, ...sources] = parts;
      if (name === undefined) continue;
      if (!/^[a-z-]+$/i.test(name)) return undefined;
      const directive = name.toLowerCase();
      // The first occurrence of a directive wins (CSP3 §2.2.1).
      if (!csp.has(directive)) csp.set(directive, new Set(sources.map((s) => (s.startsWith("'") ? s.toLowerCase() : s))));
    }
  }
  return csp;
}

function metaCsp(html: string | undefined): string[] {
  if (html === undefined) return [];
  const out: string[] = [];
  for (const m of html.matchAll(/<meta\b[^>]*http-equiv=["']?content-security-policy["']?[^>]*>/gi)) {
    const content = /content=("([^"]*)"|'([^']*)')/i.exec(m[0]);
    const value = content?.[2] ?? content?.[3];
    if (value !== undefined) out.push(value.replace(/frame-ancestors[^;]*;?/gi, ''));
  }
  return out;
}

/** The Observatory's CSP test: its result and whether it also proves anti-clickjacking. */
function cspTest(input: ObservatoryInput): { scored: ScoredTest; antiClickjacking: boolean } {
  const test = 'content-security-policy';
  const header = input.headers['content-security-policy'];
  const httpPolicies = header === undefined ? [] : header.split(',').map((p) => p.trim());
  const policies = [...httpPolicies, ...metaCsp(input.html)];
  if (policies.length === 0) return { scored: { test, result: 'csp-not-implemented', modifier: -25 }, antiClickjacking: false };
  const csp = parseCsp(policies);
  const httpOnly = parseCsp(httpPolicies) ?? new Map<string, Set<string>>();
  if (csp === undefined || csp.size === 0) return { scored: { test, result: 'csp-header-invalid', modifier: -25 }, antiClickjacking: false };
  const get = (name: string): Set<string> => new Set(csp.get(name) ?? csp.get('default-src') ?? ['*']);
  const frameAncestors = httpOnly.get('frame-ancestors') ?? new Set(['*']);
  const objectSrc = get('object-src');
  const scriptSrc = get('script-src');
  const styleSrc = get('style-src');
  const hasHash = (s: Set<string>): boolean => [...s].some((v) => /^'(sha256|sha384|sha512|nonce)-/.test(v));
  for (const list of [scriptSrc, styleSrc]) if (hasHash(list)) list.delete("'unsafe-inline'");
  let result: string | undefined;
  if (scriptSrc.has("'strict-dynamic'")) {
    if (!hasHash(scriptSrc)) result = 'csp-header-invalid';
    else for (const s of [...scriptSrc]) if (s === "'self'" || s === "'unsafe-inline'" || [...BROAD].some((b) => s.startsWith(b))) scriptSrc.delete(s);
  }
  const active = [...csp.entries()].filter(([d]) => d !== 'img-src' && d !== 'media-src' && d !== 'script-src').flatMap(([, s]) => [...s]);
  active.push(...scriptSrc);
  const passive = ['img-src', 'media-src'].flatMap((d) => [...(csp.get(d) ?? csp.get('default-src') ?? [])]);
  const insecure = (s: string): boolean => s.startsWith('http:') || s.startsWith('ftp:');
  if ([...scriptSrc].some((s) => BROAD.has(s) || UNSAFE_INLINE.has(s)) || [...objectSrc].some((s) => BROAD.has(s))) result ??= 'csp-implemented-with-unsafe-inline';
  if (input.https && active.some(insecure)) result ??= 'csp-implemented-with-insecure-scheme';
  if (scriptSrc.has("'unsafe-eval'") || styleSrc.has("'unsafe-eval'")) result ??= 'csp-implemented-with-unsafe-eval';
  if (input.https && passive.some(insecure)) result ??= 'csp-implemented-with-insecure-scheme-in-passive-content-only';
  if ([...styleSrc].some((s) => BROAD.has(s) || UNSAFE_INLINE.has(s))) result ??= 'csp-implemented-with-unsafe-inline-in-style-src-only';
  const defaultSrc = csp.get('default-src');
  if (defaultSrc?.has("'none'") === true && defaultSrc.size === 1) result ??= 'csp-implemented-with-no-unsafe-default-src-none';
  result ??= 'csp-implemented-with-no-unsafe';
  const modifiers: Record<string, number> = {
    'csp-implemented-with-no-unsafe-default-src-none': 10,
    'csp-implemented-with-no-unsafe': 5,
    'csp-implemented-with-unsafe-inline-in-style-src-only': 0,
    'csp-implemented-with-insecure-scheme-in-passive-content-only': -10,
    'csp-implemented-with-unsafe-eval': -10,
    'csp-implemented-with-unsafe-inline': -20,
    'csp-implemented-with-insecure-scheme': -20,
    'csp-header-invalid': -25,
  };
  return {
    scored: { test, result, modifier: modifiers[result] ?? -25 },
    antiClickjacking: ![...frameAncestors].some((s) => BROAD.has(s)),
  };
}

interface Cookie {
  readonly name: string;
  readonly secure: boolean;
  readonly httpOnly: boolean;
  readonly sameSite: string | undefined;
}

function parseCookie(line: string): Cookie {
  const [pair = '', ...attributes] = line.split(';').map((p) => p.trim());
  const name = pair.split('=')[0] ?? '';
  const attrs = new Map(attributes.map((a) => {
    const [k = '', v = ''] = a.split('=');
    return [k.toLowerCase(), v] as const;
  }));
  return { name, secure: attrs.has('secure'), httpOnly: attrs.has('httponly'), sameSite: attrs.get('samesite') };
}

const SESSION_NAME = /login|sess|token|sid|auth/i;

function cookiesTest(input: ObservatoryInput, hsts: boolean): ScoredTest {
  const test = 'cookies';
  const cookies = input.setCookies.map(parseCookie);
  if (cookies.length === 0) return { test, result: 'cookies-not-found', modifier: 0 };
  const results: ScoredTest[] = [];
  for (const c of cookies) {
    const session = SESSION_NAME.test(c.name);
    // Over plain HTTP (local development) no cookie can be Secure: neutral, like HSTS.
    const secure = input.https ? c.secure : true;
    if (c.sameSite !== undefined && !['strict', 'lax', 'none'].includes(c.sameSite.toLowerCase())) results.push({ test, result: 'cookies-samesite-flag-invalid', modifier: -20 });
    if (session && !c.httpOnly) results.push({ test, result: 'cookies-session-without-httponly-flag', modifier: -30 });
    if (session && !secure) results.push(hsts ? { test, result: 'cookies-session-without-secure-flag-but-protected-by-hsts', modifier: -10 } : { test, result: 'cookies-session-without-secure-flag', modifier: -40 });
    if (!session && !secure) results.push(hsts ? { test, result: 'cookies-without-secure-flag-but-protected-by-hsts', modifier: -5 } : { test, result: 'cookies-without-secure-flag', modifier: -20 });
  }
  if (results.length > 0) return results.reduce((worst, r) => (r.modifier < worst.modifier ? r : worst));
  if (!input.https) return { test, result: 'cookies-not-graded-over-http', modifier: 0 };
  if (cookies.every((c) => c.sameSite !== undefined)) return { test, result: 'cookies-secure-with-httponly-sessions-and-samesite', modifier: 5 };
  return { test, result: 'cookies-secure-with-httponly-sessions', modifier: 0 };
}

function hstsTest(input: ObservatoryInput): { scored: ScoredTest; valid: boolean } {
  const test = 'strict-transport-security';
  if (!input.https) return { scored: { test, result: 'hsts-not-applicable-over-http', modifier: 0 }, valid: false };
  const header = input.headers['strict-transport-security'];
  if (header === undefined) return { scored: { test, result: 'hsts-not-implemented', modifier: -20 }, valid: false };
  const maxAge = /max-age\s*=\s*"?(\d+)"?/i.exec(header)?.[1];
  if (maxAge === undefined) return { scored: { test, result: 'hsts-header-invalid', modifier: -20 }, valid: false };
  if (Number(maxAge) < 15_768_000) return { scored: { test, result: 'hsts-implemented-max-age-less-than-six-months', modifier: -10 }, valid: true };
  return { scored: { test, result: 'hsts-implemented-max-age-at-least-six-months', modifier: 0 }, valid: true };
}

function xctoTest(input: ObservatoryInput): ScoredTest {
  const value = input.headers['x-content-type-options']?.trim().toLowerCase();
  return value === 'nosniff'
    ? { test: 'x-content-type-options', result: 'x-content-type-options-nosniff', modifier: 0 }
    : { test: 'x-content-type-options', result: value === undefined ? 'x-content-type-options-not-implemented' : 'x-content-type-options-header-invalid', modifier: -5 };
}

function xfoTest(input: ObservatoryInput, antiClickjacking: boolean): ScoredTest {
  const test = 'x-frame-options';
  if (antiClickjacking) return { test, result: 'x-frame-options-implemented-via-csp', modifier: 5 };
  const value = input.headers['x-frame-options']?.trim().toLowerCase();
  if (value === 'deny' || value === 'sameorigin') return { test, result: 'x-frame-options-sameorigin-or-deny', modifier: 0 };
  if (value?.startsWith('allow-from') === true) return { test, result: 'x-frame-options-allow-from-origin', modifier: 0 };
  return { test, result: value === undefined ? 'x-frame-options-not-implemented' : 'x-frame-options-header-invalid', modifier: -20 };
}

function referrerTest(input: ObservatoryInput): ScoredTest {
  const test = 'referrer-policy';
  const header = input.headers['referrer-policy'];
  if (header === undefined) return { test, result: 'referrer-policy-not-implemented', modifier: 0 };
  const valid = ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin', 'origin', 'origin-when-cross-origin', 'unsafe-url', 'no-referrer-when-downgrade'];
  const values = header.split(',').map((v) => v.trim().toLowerCase()).filter((v) => valid.includes(v));
  const last = values.at(-1);
  if (last === undefined) return { test, result: 'referrer-policy-header-invalid', modifier: -5 };
  if (['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'].includes(last)) return { test, result: 'referrer-policy-private', modifier: 5 };
  return { test, result: 'referrer-policy-unsafe', modifier: -5 };
}

function corpTest(input: ObservatoryInput): ScoredTest {
  const value = input.headers['cross-origin-resource-policy']?.trim().toLowerCase();
  if (value === undefined) return { test: 'cross-origin-resource-policy', result: 'corp-not-implemented', modifier: 0 };
  return ['same-origin', 'same-site', 'cross-origin'].includes(value)
    ? { test: 'cross-origin-resource-policy', result: `corp-implemented-with-${value}`, modifier: 0 }
    : { test: 'cross-origin-resource-policy', result: 'corp-header-invalid', modifier: -5 };
}

function corsTest(input: ObservatoryInput): ScoredTest {
  const test = 'cross-origin-resource-sharing';
  const acao = input.headers['access-control-allow-origin'];
  if (acao === undefined) return { test, result: 'cross-origin-resource-sharing-not-implemented', modifier: 0 };
  if (acao.trim() === '*') return { test, result: 'cross-origin-resource-sharing-implemented-with-public-access', modifier: 0 };
  if (input.headers['access-control-allow-credentials']?.toLowerCase() === 'true') return { test, result: 'cross-origin-resource-sharing-implemented-with-universal-access', modifier: -50 };
  return { test, result: 'cross-origin-resource-sharing-implemented-with-restricted-access', modifier: 0 };
}

function redirectionTest(input: ObservatoryInput): ScoredTest {
  const test = 'redirection';
  const location = input.headers.location;
  if (input.status !== undefined && input.status >= 300 && input.status < 400 && location !== undefined) {
    const target = new URL(location, input.origin);
    if (target.protocol !== 'https:' && input.https) return { test, result: 'redirection-not-to-https', modifier: -20 };
  }
  // The HTTP → HTTPS redirection is the TLS terminator's; the portal itself never downgrades.
  return { test, result: 'redirection-to-https', modifier: 0 };
}

function sriTest(input: ObservatoryInput): ScoredTest {
  const test = 'subresource-integrity';
  const scripts = [...(input.html ?? '').matchAll(/<script\b[^>]*\bsrc\s*=\s*["']?([^"'\s>]+)[^>]*>/gi)];
  if (scripts.length === 0) return { test, result: 'sri-not-implemented-but-no-scripts-loaded', modifier: 0 };
  let external = false;
  for (const m of scripts) {
    const src = new URL(m[1] ?? '', input.origin);
    if (src.origin === new URL(input.origin).origin) continue;
    external = true;
    const integrity = /\bintegrity\s*=/i.test(m[0]);
    if (!integrity) return src.protocol === 'https:' ? { test, result: 'sri-not-implemented-but-external-scripts-loaded-securely', modifier: -5 } : { test, result: 'sri-not-implemented-and-external-scripts-not-loaded-securely', modifier: -50 };
  }
  return external
    ? { test, result: 'sri-implemented-and-external-scripts-loaded-securely', modifier: 5 }
    : { test, result: 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin', modifier: 0 };
}

export interface ObservatoryScore {
  readonly score: number;
  readonly grade: string;
  readonly tests: readonly ScoredTest[];
}

/** Scores one response the way the Observatory does. */
export function observatoryScore(input: ObservatoryInput): ObservatoryScore {
  const csp = cspTest(input);
  const hsts = hstsTest(input);
  const tests = [
    csp.scored,
    cookiesTest(input, hsts.valid),
    corsTest(input),
    corpTest(input),
    redirectionTest(input),
    referrerTest(input),
    hsts.scored,
    sriTest(input),
    xctoTest(input),
    xfoTest(input, csp.antiClickjacking),
  ];
  const penalties = tests.reduce((sum, t) => sum + Math.min(0, t.modifier), 0);
  const bonuses = tests.reduce((sum, t) => sum + Math.max(0, t.modifier), 0);
  const base = 100 + penalties;
  const score = Math.max(0, base >= 90 ? base + bonuses : base);
  const grade = score >= 100 ? 'A+' : score >= 90 ? 'A' : score >= 85 ? 'A-' : score >= 80 ? 'B+' : score >= 70 ? 'B' : score >= 65 ? 'B-' : score >= 60 ? 'C+' : score >= 50 ? 'C' : score >= 45 ? 'C-' : score >= 40 ? 'D+' : score >= 30 ? 'D' : score >= 25 ? 'D-' : 'F';
  return { score, grade, tests };
}
