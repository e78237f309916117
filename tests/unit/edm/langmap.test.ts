import { describe, expect, it } from 'vitest';
import { langMapFirst, langMapValue } from '../../../src/lib/edm/langmap.ts';
import { truncate } from '../../../src/lib/text/truncate.ts';

describe('language maps', () => {
  const map = { de: ['Hafen'], en: ['Harbour'], def: ['Port (def)'], 'fr-x-mt': ['Port'] };
  it('prefers the visitor language, then English, def, und, then any', () => {
    expect(langMapValue(map, 'de')).toEqual({ values: ['Hafen'], lang: 'de', translated: false });
    expect(langMapValue(map, 'nl')).toEqual({ values: ['Harbour'], lang: 'en', translated: false });
    expect(langMapValue({ def: ['x'] }, 'nl')).toEqual({ values: ['x'], lang: undefined, translated: false });
    expect(langMapValue({ und: ['y'] }, 'nl')?.values).toEqual(['y']);
    expect(langMapValue({ sv: ['z'] }, 'nl')).toEqual({ values: ['z'], lang: 'sv', translated: false });
    expect(langMapValue(undefined, 'nl')).toBeUndefined();
    expect(langMapValue({ en: [''] }, 'nl')).toBeUndefined();
  });
  it('uses machine translations only when asked, and says so', () => {
    expect(langMapValue(map, 'fr')?.lang).toBe('en');
    expect(langMapValue(map, 'fr', { translated: true })).toEqual({ values: ['Port'], lang: 'fr', translated: true });
  });
  it('reads single-string maps of the Entity API', () => {
    expect(langMapFirst({ en: 'Claude Monet' }, 'fr')).toBe('Claude Monet');
    expect(langMapValue({ en: ' \u00a0\t', def: 'Monet' }, 'fr')?.values).toEqual(['Monet']);
  });
  it('leaves out blank values (white space of any kind counts as blank), and copies nothing when none is blank', () => {
    const values = ['Harbour', 'Port'];
    expect(langMapValue({ en: values }, 'de')?.values).toBe(values);
    expect(langMapValue({ en: ['Harbour', ' ', '\u3000\n', 'Port'] }, 'de')?.values).toEqual(['Harbour', 'Port']);
    expect(langMapValue({ de: ['\u2003'], en: ['\ufeff'], und: ['x'] }, 'de')).toEqual({ values: ['x'], lang: undefined, translated: false });
    expect(langMapValue({ sv: ['  '], 'nl-x-mt': ['y'], fi: ['z'] }, 'de')?.lang).toBe('fi');
  });
});

describe('truncate (spec section 5)', () => {
  it('keeps short text and cuts long text with an ellipsis at 30 by default', () => {
    expect(truncate('Short')).toBe('Short');
    expect(truncate('The Bay of Naples at sunset over the water')).toBe('The Bay of Naples at sunset…');
    expect(truncate('x'.repeat(300), 256)).toHaveLength(257);
    expect(truncate('é'.repeat(40), 30)).toBe(`${'é'.repeat(30)}…`);
  });

  it('counts what a reader sees as one character: combining accents, flags and family emoji are never cut', () => {
    // Every whole-text segmentation against the cut, on texts longer in UTF-16 units than in characters.
    const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
    const reference = (text: string, max: number): string => {
      const chars = Array.from(graphemes.segment(text), (s) => s.segment);
      if (chars.length <= max) return text;
      const cut = chars.slice(0, max).join('');
      const space = cut.lastIndexOf(' ');
      return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
    };
    const pieces = ['e\u0301', '👨‍👩‍👧', '🇪🇺', 'a', ' ', 'ж', '字', '😀'];
    for (let seed = 1; seed <= 300; seed += 1) {
      let text = '';
      for (let i = 0, x = seed; i < (seed % 45) + 1; i += 1, x = (x * 7919 + 13) % 104729) text += pieces[x % pieces.length] ?? '';
      for (const max of [1, 5, 12, 30]) expect(truncate(text, max), `${JSON.stringify(text)} at ${String(max)}`).toBe(reference(text, max));
    }
    expect(truncate('🇪🇺🇪🇺🇪🇺', 2)).toBe('🇪🇺🇪🇺…');
    expect(truncate('e\u0301'.repeat(3), 3)).toBe('e\u0301'.repeat(3));
  });
});
