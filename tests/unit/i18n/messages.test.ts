import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { LOCALE_CODES } from '../../../src/lib/i18n/locales.ts';
import { createTranslator, MESSAGES } from '../../../src/lib/i18n/messages.ts';
import { loadMessages } from '../../../src/islands/i18n.ts';

const english = MESSAGES.en ?? {};
const englishKeys = Object.keys(english).sort();
const placeholders = (value: string) => [...value.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

/** Values that stay the same in every language. */
const SAME_EVERYWHERE = new Set(['site.name']);

describe('message files (i18n/<code>.json)', () => {
  it('exist for all 25 languages', () => {
    expect(Object.keys(MESSAGES).sort()).toEqual([...LOCALE_CODES].sort());
  });

  const schema = z.record(z.string(), z.string().min(1)).superRefine((messages, ctx) => {
    const keys = new Set(Object.keys(messages));
    for (const key of englishKeys) if (!keys.has(key)) ctx.addIssue({ code: 'custom', message: `missing key ${key}` });
    for (const key of keys) if (!(key in english)) ctx.addIssue({ code: 'custom', message: `extra key ${key}` });
  });

  for (const code of LOCALE_CODES) {
    describe(code, () => {
      const messages = MESSAGES[code] ?? {};

      it('has exactly the keys of en.json, each a non-empty string', () => {
        const result = schema.safeParse(messages);
        expect(result.success ? [] : result.error.issues.map((i) => i.message)).toEqual([]);
      });

      it('keeps every placeholder of the English message', () => {
        for (const key of englishKeys) {
          expect(placeholders(messages[key] ?? ''), `${code} ${key}`).toEqual(placeholders(english[key] ?? ''));
        }
      });

      if (code !== 'en') {
        it('is a translation, not an English copy', () => {
          const copies = englishKeys.filter((k) => !SAME_EVERYWHERE.has(k) && messages[k] === english[k]);
          // A single word may be the same in both languages ("Menu", "Collections"); a sentence may not.
          const sentences = copies.filter((k) => (english[k] ?? '').trim().includes(' ') && !/^\S+ \{\{\w+\}\}$/.test(english[k] ?? ''));
          expect(sentences, 'sentences identical to English').toEqual([]);
          expect(copies.length, `identical to English: ${copies.join(', ')}`).toBeLessThanOrEqual(6);
        });
      }
    });
  }
});

describe('createTranslator', () => {
  it('translates in its own language and falls back to English', () => {
    expect(createTranslator('en')('header.home')).toBe('Home');
    expect(createTranslator('de')('header.home')).not.toBe('Home');
    expect(createTranslator('de')('no.such.key')).toBe('no.such.key');
  });

  it('gives every request its own instance: interleaved async use never mixes languages', async () => {
    const results = await Promise.all(
      Array.from({ length: 200 }, async (_, i) => {
        const code = LOCALE_CODES[i % LOCALE_CODES.length] ?? 'en';
        const t = createTranslator(code);
        await new Promise((r) => setTimeout(r, (i * 7) % 5));
        const first = t('errorMessage.pageNotFound');
        await new Promise((r) => setTimeout(r, (i * 3) % 4));
        return { code, first, second: t('errorMessage.pageNotFound') };
      }),
    );
    for (const { code, first, second } of results) {
      expect(first).toBe(MESSAGES[code]?.['errorMessage.pageNotFound']);
      expect(second).toBe(first);
    }
  });
});

describe('island message loading', () => {
  it("loads the page language's messages on demand", async () => {
    const { locale, messages } = await loadMessages('fr');
    expect(locale).toBe('fr');
    expect(messages['header.home']).toBe(MESSAGES.fr?.['header.home']);
  });

  it('falls back to English for an unknown language', async () => {
    const { locale } = await loadMessages('xx');
    expect(locale).toBe('en');
  });
});
