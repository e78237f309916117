import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { LANGUAGES } from './config.ts';
import type { Language } from './config.ts';

const MESSAGES_DIR = join(dirname(fileURLToPath(import.meta.url)), 'messages');

const english = JSON.parse(readFileSync(join(MESSAGES_DIR, 'en.json'), 'utf8')) as Record<string, string>;

/** Every language file must have exactly the keys of en.json, each a non-empty string. */
const MessagesSchema = z.strictObject(Object.fromEntries(Object.keys(english).map((key) => [key, z.string().min(1)])));

function load(language: Language): Record<string, string> {
  const file = join(MESSAGES_DIR, `${language}.json`);
  if (!existsSync(file)) throw new Error(`Missing services/identity/messages/${language}.json: every portal language needs its sign-in strings`);
  const parsed = MessagesSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`services/identity/messages/${language}.json does not match en.json: ${parsed.error.message}`);
  return parsed.data;
}

const catalogues = new Map<Language, Record<string, string>>(LANGUAGES.map((language) => [language, load(language)]));

/**
 * The translation of `key` in `language`, with `{name}` placeholders filled in.
 * @example t('de', 'signIn.submit') // 'Anmelden'
 */
export function t(language: Language, key: string, values: Record<string, string | number> = {}): string {
  const text = catalogues.get(language)?.[key] ?? english[key] ?? key;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
