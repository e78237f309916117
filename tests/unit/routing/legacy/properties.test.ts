import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOCALE_CODES, type LocaleCode } from '../../../../src/lib/i18n/locales.ts';
import { ALLOWED_EXTERNAL_TARGETS, legacyRedirect } from '../../../../src/lib/routing/legacy/index.ts';
import { localePrefix } from '../../../../src/lib/routing/locale-prefix.ts';
import { sanitisedPageLocation } from '../../../../src/lib/routing/page-param.ts';
import { isSafeRedirectTarget } from '../../../../src/lib/routing/redirect-target.ts';

const ORIGIN = 'https://portal.test';

/** Segments the rules know, mixed with languages (valid, invalid, upper case) and free text. */
const segment = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(
    'portal', 'record', 'explore', 'people', 'topics', 'periods', 'newcontent', 'colours', 'sources',
    'galleries', 'exhibitions', 'foyer', 'search', 'collections', 'art', 'world-war-I', 'migration',
    'collection-days', 'about', 'contact', 'rights', 'privacy', 'privacy-policy', 'public-domain-charter',
    'terms', 'blog', 'set', 'themes', 'maps', 'professionals', 'share-your-data', 'privacy-policy-newsletter',
    'cats', 'ballet', 'anna-boberg', '1914-1918-serbia', 'item', 'stories', '123', '60305-william-shakespeare',
    'xx', 'EN', 'De', '', '.', '..', '%2F', '%5C', '%2e', 'evil.example', '@evil', 'a b', 'été',
  ) },
  { weight: 2, arbitrary: fc.constantFrom(...LOCALE_CODES) },
  { weight: 1, arbitrary: fc.stringMatching(/^[A-Za-z0-9._~@%-]{0,12}$/) },
);
const suffix = fc.constantFrom('', '', '.html', '.HTML', '/', '//', '.html/');
const legacyPath = fc
  .tuple(fc.array(segment, { minLength: 0, maxLength: 6 }), suffix, fc.boolean())
  .map(([segments, end, double]) => `${double ? '/' : ''}/${segments.join('/')}${end}`);
const anyPath = fc.oneof(legacyPath, legacyPath, fc.webPath());

const queryValue = fc.oneof(fc.constantFrom('0', '1', '2', '-1', 'x', '1.5', '', '//evil.example', 'a b'), fc.string({ maxLength: 8 }));
const queryKey = fc.constantFrom('q', 'page', 'per_page', 'view', 'qf[]', 'f[TYPE][]', 'f[REUSABILITY][]', 'f[api][]', 'range[YEAR][begin]', 'type', 'redirect');
const query = fc
  .array(fc.tuple(queryKey, queryValue), { maxLength: 4 })
  .map((pairs) => (pairs.length === 0 ? '' : `?${new URLSearchParams(pairs).toString()}`));

const locale = fc.constantFrom(...LOCALE_CODES);

function answer(path: string, search: string, negotiated: LocaleCode): ReturnType<typeof legacyRedirect> {
  let url: URL;
  try {
    // As a server sees it: `//host/x` is a path here, not a protocol-relative reference.
    url = new URL(`${ORIGIN}${path}${search}`);
  } catch {
    return undefined;
  }
  return legacyRedirect(url, negotiated);
}

const RUNS = { numRuns: 3000 };

describe('legacy redirects, properties', () => {
  it('never redirect to another host, except to the targets the spec names', () => {
    fc.assert(
      fc.property(anyPath, query, locale, (path, search, negotiated) => {
        const decision = answer(path, search, negotiated);
        if (decision === undefined || decision.status === 410) return;
        if (ALLOWED_EXTERNAL_TARGETS.has(decision.location)) {
          expect(path.toLowerCase()).toContain('/rights/public-domain-charter');
          return;
        }
        expect(isSafeRedirectTarget(decision.location)).toBe(true);
        expect(new URL(decision.location, ORIGIN).origin).toBe(ORIGIN);
      }),
      RUNS,
    );
  });

  it('answer in one hop: the target is final for every step of the pipeline', () => {
    fc.assert(
      fc.property(anyPath, query, locale, (path, search, negotiated) => {
        const decision = answer(path, search, negotiated);
        if (decision === undefined || decision.status === 410) return;
        if (ALLOWED_EXTERNAL_TARGETS.has(decision.location)) return;
        const target = new URL(decision.location, ORIGIN);
        // No further legacy rule (a gone gallery's 410 is an answer, not a hop) …
        const again = legacyRedirect(target, negotiated);
        expect(again === undefined || again.status === 410, `${path}${search} → ${decision.location} → ${JSON.stringify(again)}`).toBe(true);
        // … nor the language step, the trailing-slash step or the page rule.
        expect(localePrefix(target.pathname, target.search, negotiated).kind).not.toBe('redirect');
        expect(target.pathname === '/' || !target.pathname.endsWith('/')).toBe(true);
        expect(sanitisedPageLocation(target)).toBeUndefined();
      }),
      RUNS,
    );
  });

  it('a redirect never depends on the language unless it says so', () => {
    fc.assert(
      fc.property(anyPath, query, (path, search) => {
        const de = answer(path, search, 'de');
        const fr = answer(path, search, 'fr');
        if (de && 'varies' in de && !de.varies) expect(fr).toEqual(de);
      }),
      RUNS,
    );
  });
});

describe('the generators', () => {
  it('reach the rules often enough for the properties to mean something', () => {
    const samples = fc.sample(fc.tuple(anyPath, query), { numRuns: 2000, seed: 42 });
    const redirected = samples.filter(([path, search]) => answer(path, search, 'en') !== undefined).length;
    expect(redirected / samples.length).toBeGreaterThan(0.15);
  });
});

describe('dot segments (found by the one-hop property)', () => {
  it('leaves /portal/..html alone: a dot segment names no page', () => {
    for (const pathname of ['/portal/..html', '/portal/..html/', '/portal/a/..html', '/portal/.html']) {
      expect(legacyRedirect({ pathname, search: '?page=0' }, 'bg'), pathname).toBeUndefined();
    }
    const decision = legacyRedirect({ pathname: '/portal/x.html/', search: '' }, 'bg');
    expect(decision && 'location' in decision ? decision.location : undefined).toBe('/bg/x');
  });
});
