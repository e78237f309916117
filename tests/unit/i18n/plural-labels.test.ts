import { describe, expect, it } from 'vitest';
import { LOCALE_CODES } from '../../../src/lib/i18n/locales.ts';
import { createTranslator, MESSAGES } from '../../../src/lib/i18n/messages.ts';
import { countLabel } from '../../../src/islands/content/feature-votes.ts';

/** Count labels with plural forms in every language (i18next JSON v4: `key_one`, `key_few`…). */
const KEYS = ['featureIdeas.votes', 'tools.suggest.results', 'galleries.itemCount'] as const;
const SAMPLES = [0, 1, 2, 3, 5, 11, 21, 100, 1.5, 1_000_000];

describe('plural count labels', () => {
  for (const code of LOCALE_CODES) {
    it(`${code}: every count gets the form of its CLDR category`, () => {
      const t = createTranslator(code);
      const messages = MESSAGES[code] ?? {};
      const rules = new Intl.PluralRules(code);
      for (const key of KEYS) {
        expect(messages[key], `${code} ${key}: a bare key without plural forms`).toBeUndefined();
        for (const count of SAMPLES) {
          const form = messages[`${key}_${rules.select(count)}`];
          expect(form, `${code} ${key}_${rules.select(count)}`).toBeTypeOf('string');
          expect(t(key, { count })).toBe((form ?? '').replace('{{count}}', String(count)));
        }
      }
    });
  }

  it('differ where the language does', () => {
    const en = createTranslator('en');
    expect(en('galleries.itemCount', { count: 1 })).toBe('1 item');
    expect(en('galleries.itemCount', { count: 3 })).toBe('3 items');
    expect(en('tools.suggest.results', { count: 1 })).toBe('1 suggestion');
    expect(en('tools.suggest.results', { count: 0 })).toBe('0 suggestions');
    const pl = createTranslator('pl');
    expect(new Set([1, 2, 5].map((count) => pl('featureIdeas.votes', { count })))).toHaveProperty('size', 3);
    const lv = createTranslator('lv');
    expect(new Set([0, 1, 2].map((count) => lv('tools.suggest.results', { count }).replace(/\d+/, '')))).toHaveProperty('size', 3);
  });

  it('the feature-ideas page picks the vote label of a count in the browser', () => {
    const labels = (code: string) =>
      Object.fromEntries(new Intl.PluralRules(code).resolvedOptions().pluralCategories.map((c) => [c, MESSAGES[code]?.[`featureIdeas.votes_${c}`] ?? '']));
    expect(countLabel(labels('en'), 1, 'en')).toBe('vote');
    expect(countLabel(labels('en'), 0, 'en')).toBe('votes');
    expect(countLabel(labels('cs'), 3, 'cs')).toBe(MESSAGES.cs?.['featureIdeas.votes_few']);
    expect(countLabel(labels('cs'), 7, 'cs')).toBe(MESSAGES.cs?.['featureIdeas.votes_other']);
    expect(countLabel(labels('sl'), 2, 'sl')).toBe(MESSAGES.sl?.['featureIdeas.votes_two']);
    expect(countLabel({ other: 'votes' }, 1, 'en')).toBe('votes');
  });
});
