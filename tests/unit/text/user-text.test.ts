import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { galleryFormSchema } from '../../../src/lib/sets/galleries.ts';
import { cleanUserText, hasForbiddenCharacters, userText, userTextProblem } from '../../../src/lib/text/user-text.ts';

/** Control and invisible characters in what people type (issue 18 item 10): one schema for every field. */
describe('userText', () => {
  const title = userText({ field: 'title', max: 10 });
  const problem = (schema: z.ZodType, value: unknown) => {
    const result = schema.safeParse(value);
    return result.success ? undefined : userTextProblem(result.error.issues[0]);
  };

  it('refuses NUL, other controls, DEL, C1, text-direction overrides and isolates, lone surrogates', () => {
    for (const bad of ['a\u0000b', 'a\u0007', 'a\u001Bb', 'a\u007F', 'a\u0085', 'x\u202Eevil', '\u202Ax', '\u2066x\u2069', 'a\uD800b', 'a\uFFFF']) {
      expect(hasForbiddenCharacters(bad), JSON.stringify(bad)).toBe(true);
      expect(problem(title, bad), JSON.stringify(bad)).toEqual({ userText: 'inputControlCharacters', field: 'title' });
    }
  });

  it('removes invisible characters that change nothing a reader sees', () => {
    expect(title.parse('De\u200Blft\u2060 \uFEFF')).toBe('Delft');
    expect(cleanUserText('a\u200Db')).toBe('a\u200Db'); // joins two letters: kept (Indic scripts)
    expect(cleanUserText('\u200Dab \u200C')).toBe('ab');
    expect(cleanUserText('👨\u200D👩\u200D👧')).toBe('👨\u200D👩\u200D👧'); // an emoji family stays one
    expect(cleanUserText('hi\u{E0068}\u{E0069}')).toBe('hi'); // hidden tag text
    const england = '\u{1F3F4}\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}';
    expect(cleanUserText(`flag ${england}`)).toBe(`flag ${england}`);
  });

  it('normalises: NFC, line breaks, single-line fields on one line, trimmed', () => {
    expect(cleanUserText('Cafe\u0301')).toBe('Café');
    expect(cleanUserText(' a\r\nb\tc ')).toBe('a b c');
    expect(cleanUserText('a\r\nb\u2028c', true)).toBe('a\nb\nc');
  });

  it('names the problem and the field: empty, too long', () => {
    expect(problem(title, '  \u200B ')).toEqual({ userText: 'inputRequired', field: 'title' });
    expect(problem(title, 'x'.repeat(11))).toEqual({ userText: 'inputTooLong', field: 'title', max: 10 });
    expect(title.parse(` ${'x'.repeat(10)} `)).toBe('x'.repeat(10));
    expect(problem(z.string(), 1)).toBeUndefined();
  });

  it('is the gallery form: title and description', () => {
    expect(galleryFormSchema.parse({ title: ' Delft\u200B ', description: 'one\r\ntwo' })).toEqual({ title: 'Delft', description: 'one\ntwo' });
    const refused = galleryFormSchema.safeParse({ title: 'ok', description: 'evil\u202Etxt.exe' });
    expect(refused.success ? undefined : userTextProblem(refused.error.issues[0])).toEqual({ userText: 'inputControlCharacters', field: 'description' });
    const long = galleryFormSchema.safeParse({ title: 'x'.repeat(201) });
    expect(long.success ? undefined : userTextProblem(long.error.issues[0])).toEqual({ userText: 'inputTooLong', field: 'title', max: 200 });
  });
});
