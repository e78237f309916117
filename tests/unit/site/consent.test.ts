import { describe, expect, it } from 'vitest';
import {
  allOptional,
  allows,
  consentCookie,
  consentFromCookieHeader,
  grant,
  hasCompleteChoice,
  MEDIA_VIEWING_SERVICES,
  OPTIONAL_SERVICES,
  parseConsent,
  revoked,
  serialiseConsent,
} from '../../../src/lib/site/consent.ts';
import { EMBED_PROVIDERS, PLAYER_PROVIDER_IDS } from '../../../src/lib/embed/providers.ts';

describe('consent gating', () => {
  it('always allows the strictly necessary services: authentication strategy and i18n', () => {
    expect(allows({}, 'auth-strategy')).toBe(true);
    expect(allows(allOptional(false), 'i18n')).toBe(true);
  });

  it('loads an optional service only after an explicit yes', () => {
    for (const service of ['analytics', 'heatmap', 'code-sandbox']) {
      expect(allows({}, service), `${service} undecided`).toBe(false);
      expect(allows(allOptional(false), service), `${service} refused`).toBe(false);
      expect(allows(allOptional(true), service), `${service} allowed`).toBe(true);
    }
  });

  it('never loads a service it does not know', () => {
    expect(allows(allOptional(true), 'tracker')).toBe(false);
  });

  it('counts a choice as made only when every optional service is decided', () => {
    expect(OPTIONAL_SERVICES.slice(0, 3)).toEqual(['analytics', 'heatmap', 'code-sandbox']);
    expect(OPTIONAL_SERVICES).toEqual(expect.arrayContaining(['youTube', 'vimeo', 'soundCloud', 'sketchfab']));
    expect(hasCompleteChoice({})).toBe(false);
    expect(hasCompleteChoice({ analytics: true, heatmap: false })).toBe(false);
    expect(hasCompleteChoice(allOptional(false))).toBe(true);
  });

  it('allows one service from an embed gate and keeps the other decisions', () => {
    const choice = grant({ analytics: false }, 'code-sandbox');
    expect(choice).toEqual({ analytics: false, 'code-sandbox': true });
    expect(hasCompleteChoice(choice)).toBe(false);
  });

  it('asks about media platforms at their gates, not in the banner: a choice without them is complete', () => {
    expect(hasCompleteChoice({ analytics: false, heatmap: false, 'code-sandbox': false })).toBe(true);
    expect(hasCompleteChoice({ youTube: true })).toBe(false);
  });

  it('asks for each media platform on its own: allowing YouTube allows nothing else', () => {
    const choice = grant({}, 'youTube');
    expect(allows(choice, 'youTube')).toBe(true);
    expect(allows(choice, 'vimeo')).toBe(false);
    expect(allows(choice, 'analytics')).toBe(false);
    expect(parseConsent(serialiseConsent(choice))).toEqual({ youTube: true });
  });

  it('lists as media platforms exactly the providers whose player an item page can show, under their titles', () => {
    const embeddable = EMBED_PROVIDERS.filter((p) => p.oembed !== undefined || PLAYER_PROVIDER_IDS.includes(p.id));
    expect(new Map(MEDIA_VIEWING_SERVICES.map((s) => [s.id, s.title]))).toEqual(new Map(embeddable.map((p) => [p.id, p.title])));
  });

  it('tells which services a change of mind revokes', () => {
    expect(revoked({ ...allOptional(false), analytics: true, heatmap: true, 'code-sandbox': true }, { analytics: true, heatmap: false, 'code-sandbox': false })).toEqual(['heatmap', 'code-sandbox']);
    expect(revoked({}, allOptional(false))).toEqual([]);
  });
});

describe('the consent cookie', () => {
  it('round-trips a choice', () => {
    const choice = { analytics: false, heatmap: true, 'code-sandbox': true };
    expect(serialiseConsent(choice)).toBe('analytics=0&heatmap=1&code-sandbox=1');
    expect(parseConsent(serialiseConsent(choice))).toEqual(choice);
  });

  it('is first-party, a year long, SameSite=Lax, Secure on https', () => {
    const cookie = consentCookie({ analytics: true }, true);
    expect(cookie).toBe('consent=analytics%3D1; Path=/; Max-Age=31536000; SameSite=Lax; Secure');
    expect(consentCookie({}, false)).not.toContain('Secure');
  });

  it('is read from a Cookie header or document.cookie among other cookies', () => {
    const header = `i18n_locale_code=de; ${consentCookie(allOptional(true), false).split(';')[0] ?? ''}; other=1`;
    expect(consentFromCookieHeader(header)).toEqual(allOptional(true));
    expect(consentFromCookieHeader(undefined)).toEqual({});
  });

  it('ignores unknown services, odd values and malformed encodings', () => {
    expect(parseConsent('analytics=yes&tracker=1&heatmap=0')).toEqual({ heatmap: false });
    expect(parseConsent('%E0%A4%A')).toEqual({});
    expect(parseConsent('')).toEqual({});
  });
});
