/** Alphabetical order of names in a language, one collator a language (src/lib/i18n/collation.ts). */
import { describe, expect, it } from 'vitest';
import { nameCollator } from '../../../src/lib/i18n/collation.ts';

describe('nameCollator', () => {
  it('orders names by the language’s alphabet, numbers by value, accents and case after the letters', () => {
    expect(['Vallás', 'Újságok', 'Természet', 'Tájképek'].sort(nameCollator('hu-HU').compare)).toEqual(['Tájképek', 'Természet', 'Újságok', 'Vallás']);
    expect(['Room 10', 'Room 9'].sort(nameCollator('en').compare)).toEqual(['Room 9', 'Room 10']);
    expect(nameCollator('de').compare('Äpfel', 'apfel')).toBe(0);
  });

  it('makes one collator a language and reuses it', () => {
    expect(nameCollator('sk')).toBe(nameCollator('sk'));
    expect(nameCollator('sk')).not.toBe(nameCollator('sk-SK'));
  });
});
