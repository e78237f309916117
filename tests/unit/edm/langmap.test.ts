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
  });
});

describe('truncate (spec section 5)', () => {
  it('keeps short text and cuts long text with an ellipsis at 30 by default', () => {
    expect(truncate('Short')).toBe('Short');
    expect(truncate('The Bay of Naples at sunset over the water')).toBe('The Bay of Naples at sunset…');
    expect(truncate('x'.repeat(300), 256)).toHaveLength(257);
    expect(truncate('é'.repeat(40), 30)).toBe(`${'é'.repeat(30)}…`);
  });
});
