/** A set's title and description in the page's language, and the language they are in otherwise (src/lib/apis/set.ts). */
import { describe, expect, it } from 'vitest';
import { setText, setTextIn } from '../../../src/lib/apis/set.ts';

describe('setTextIn', () => {
  it('gives the page language’s text without a language of its own', () => {
    expect(setTextIn({ en: 'Blue', de: 'Blau' }, 'de')).toEqual({ text: 'Blau', lang: undefined });
  });

  it('falls back to English, then to the first language the set has, and says which', () => {
    expect(setTextIn({ fr: 'Bleu', en: 'Blue' }, 'de')).toEqual({ text: 'Blue', lang: 'en' });
    expect(setTextIn({ fr: 'Bleu', nl: 'Blauw' }, 'de')).toEqual({ text: 'Bleu', lang: 'fr' });
  });

  it('gives nothing for a set without the field', () => {
    expect(setTextIn(undefined, 'de')).toBeUndefined();
    expect(setTextIn({}, 'de')).toBeUndefined();
    expect(setText({ en: 'Blue' }, 'sk')).toBe('Blue');
  });
});
