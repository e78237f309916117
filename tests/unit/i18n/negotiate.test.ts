import { describe, expect, it } from 'vitest';
import { firstAcceptLanguage, negotiateLanguage } from '../../../src/lib/i18n/negotiate.ts';

describe('negotiateLanguage (spec section 2: cookie, browser, Accept-Language, en)', () => {
  it('prefers a valid stored cookie over everything else', () => {
    expect(negotiateLanguage({ cookie: 'fr', browserLanguage: 'de-DE', acceptLanguage: 'nl' })).toBe('fr');
  });

  it('ignores an unsupported or malformed cookie', () => {
    expect(negotiateLanguage({ cookie: 'xx', acceptLanguage: 'nl-BE' })).toBe('nl');
    expect(negotiateLanguage({ cookie: '"><script>', acceptLanguage: 'pl' })).toBe('pl');
    expect(negotiateLanguage({ cookie: 'EN' })).toBe('en');
  });

  it('uses the first two letters of the browser language, lower-cased', () => {
    expect(negotiateLanguage({ browserLanguage: 'PT-br', acceptLanguage: 'de' })).toBe('pt');
  });

  it('uses the first entry of Accept-Language, not the heaviest', () => {
    expect(negotiateLanguage({ acceptLanguage: 'sv-SE,de;q=1.0' })).toBe('sv');
    expect(negotiateLanguage({ acceptLanguage: 'ja,de;q=0.9' })).toBe('en');
  });

  it('falls back to en on nonsense', () => {
    for (const header of ['', '*', ';;;', 'q=0.5', '12345', 'ü-ü', 'x'.repeat(5000), '\u0000de']) {
      expect(negotiateLanguage({ acceptLanguage: header })).toBe('en');
    }
    expect(negotiateLanguage({})).toBe('en');
  });

  it('reads the first entry of a header', () => {
    expect(firstAcceptLanguage('de-AT, de;q=0.9')).toBe('de-AT');
    expect(firstAcceptLanguage(null)).toBeUndefined();
  });
});
