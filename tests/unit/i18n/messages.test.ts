import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { LOCALE_CODES } from '../../../src/lib/i18n/locales.ts';
import i18next from 'i18next';
import { createTranslator, I18NEXT_OPTIONS, MESSAGES } from '../../../src/lib/i18n/messages.ts';

const english = MESSAGES.en ?? {};
const englishKeys = Object.keys(english).sort();
const placeholders = (value: string) => [...value.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

/** Values that stay the same in every language. */
const SAME_EVERYWHERE = new Set(['site.name']);

describe('message files (i18n/<code>.json)', () => {
  it('exist for all 25 languages', () => {
    expect(Object.keys(MESSAGES).sort()).toEqual([...LOCALE_CODES].sort());
  });

  /** Plural bases of en.json: `search.resultsCount` for `search.resultsCount_one`/`_other`. */
  const pluralBases = new Set(englishKeys.filter((k) => k.endsWith('_other')).map((k) => k.slice(0, -'_other'.length)));
  const pluralKey = /^(.*)_(zero|one|two|few|many|other)$/;

  /** Keys a language must have: en.json's, with each plural in that language's own categories. */
  const schemaFor = (code: string) => {
    const categories = new Intl.PluralRules(code).resolvedOptions().pluralCategories;
    const required = new Set([
      ...englishKeys.filter((k) => !pluralBases.has(pluralKey.exec(k)?.[1] ?? '')),
      ...[...pluralBases].flatMap((base) => categories.map((c) => `${base}_${c}`)),
    ]);
    return z.record(z.string(), z.string().min(1)).superRefine((messages, ctx) => {
      const keys = new Set(Object.keys(messages));
      for (const key of required) if (!keys.has(key)) ctx.addIssue({ code: 'custom', message: `missing key ${key}` });
      for (const key of keys) {
        const plural = pluralKey.exec(key);
        const allowedPlural = plural?.[1] !== undefined && pluralBases.has(plural[1]) && (categories as string[]).includes(plural[2] ?? '');
        if (!(key in english) && !allowedPlural) ctx.addIssue({ code: 'custom', message: `extra key ${key}` });
      }
    });
  };

  for (const code of LOCALE_CODES) {
    describe(code, () => {
      const messages = MESSAGES[code] ?? {};

      it('has the keys of en.json (plurals in its own categories), each a non-empty string', () => {
        const result = schemaFor(code).safeParse(messages);
        expect(result.success ? [] : result.error.issues.map((i) => i.message)).toEqual([]);
      });

      it('keeps every placeholder of the English message', () => {
        for (const key of Object.keys(messages)) {
          const base = pluralKey.exec(key)?.[1];
          const source = english[key] ?? (base !== undefined ? english[`${base}_other`] : undefined) ?? '';
          expect(placeholders(messages[key] ?? ''), `${code} ${key}`).toEqual(placeholders(source));
        }
      });

      if (code !== 'en') {
        it('is a translation, not an English copy', () => {
          const copies = englishKeys.filter((k) => !SAME_EVERYWHERE.has(k) && messages[k] === english[k]);
          // Short labels may be the same in both languages ("Menu", "Video", "Sport"); a sentence
          // of four words or more may not, and copies stay a small share of the file.
          const words = (text: string) => text.replace(/\{\{\w+\}\}/g, '').trim().split(/\s+/).filter(Boolean).length;
          const sentences = copies.filter((k) => words(english[k] ?? '') >= 4);
          expect(sentences, 'sentences identical to English').toEqual([]);
          expect(copies.length, `identical to English: ${copies.join(', ')}`).toBeLessThanOrEqual(Math.ceil(englishKeys.length * 0.1));
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

describe('createTranslator answers exactly as i18next does', () => {
  // A fresh i18next instance per language, as before the map of plain messages (src/lib/i18n/messages.ts).
  const reference = (code: string) => {
    const instance = i18next.createInstance();
    void instance.init({ ...I18NEXT_OPTIONS, lng: code, initAsync: false, resources: Object.fromEntries(Object.entries(MESSAGES).map(([c, m]) => [c, { translation: m }])) });
    return instance.t.bind(instance);
  };

  it('for every key in every language, asked without options, with options, and for keys nobody has', () => {
    for (const code of LOCALE_CODES) {
      const t = createTranslator(code);
      const expected = reference(code);
      for (const key of [...englishKeys, 'no.such.key']) {
        expect(t(key), `${code} ${key}`).toBe(expected(key));
        expect(t(key, {}), `${code} ${key} with no values`).toBe(expected(key, {}));
        expect(t(key, { count: 3, formatted: '3', value: 'x' }), `${code} ${key} with options`).toBe(expected(key, { count: 3, formatted: '3', value: 'x' }));
      }
    }
  });

  it('fills {{values}} as i18next does: every value given, one left out, null and numbers, an option it does not know', () => {
    let filled = 0;
    for (const code of LOCALE_CODES) {
      const t = createTranslator(code);
      const expected = reference(code);
      for (const key of englishKeys) {
        const names = [...new Set([...(MESSAGES.en?.[key] ?? '').matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] ?? ''))];
        if (names.length === 0) continue;
        const [first = '', ...rest] = names;
        const variants: Record<string, unknown>[] = [
          Object.fromEntries(names.map((name) => [name, `«${name}» $& <b>{{x}}</b>`])),
          Object.fromEntries(rest.map((name) => [name, name])),
          { [first]: null, ...Object.fromEntries(rest.map((name, i) => [name, i])) },
          { [first]: undefined },
          { [first]: true, ...Object.fromEntries(rest.map((name) => [name, { toString: () => name }])) },
          { ...Object.fromEntries(names.map((name) => [name, name])), defaultValue: 'other' },
        ];
        for (const options of variants) {
          expect(t(key, options), `${code} ${key} ${JSON.stringify(options)}`).toBe(expected(key, options));
          filled += 1;
        }
      }
    }
    expect(filled).toBeGreaterThan(25 * 50);
  });
});
