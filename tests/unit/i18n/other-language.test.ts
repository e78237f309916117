import { describe, expect, it } from 'vitest';
import { otherLanguage } from '../../../src/lib/i18n/locales.ts';

describe('otherLanguage: the lang attribute of a value inside a page', () => {
  it('names a language other than the page’s', () => {
    expect(otherLanguage('de', 'en')).toBe('de');
    expect(otherLanguage('pt-BR', 'en')).toBe('pt-BR');
    expect(otherLanguage('zxx', 'fr')).toBe('zxx');
  });

  it('says nothing for the page’s own language, a regional tag of it included, in any case', () => {
    expect(otherLanguage('en', 'en')).toBeUndefined();
    expect(otherLanguage('en-GB', 'en')).toBeUndefined();
    expect(otherLanguage('DE', 'de')).toBeUndefined();
  });

  it('says nothing for a value without a language or with a key that is not a language tag', () => {
    expect(otherLanguage(undefined, 'en')).toBeUndefined();
    expect(otherLanguage('', 'en')).toBeUndefined();
    expect(otherLanguage('english', 'de')).toBeUndefined();
    expect(otherLanguage('"><b', 'de')).toBeUndefined();
    expect(otherLanguage('de x', 'en')).toBeUndefined();
  });
});
