/**
 * The editorial seed's pages that every visitor meets first are written in every language the portal speaks, as
 * europeana.eu's are: the home page (its headline, description and calls to action) and the themes (their names,
 * descriptions and group headings). A language without its own value would show English there.
 */
import { describe, expect, it } from 'vitest';
import { CONTENT_LOCALES } from '../../../services/content/locales.ts';
import { buildContentSeed } from '../../../services/content/seed/index.ts';

const seed = buildContentSeed();
const byId = new Map(seed.entries.map((entry) => [entry.id, entry]));

/** The locales a localised field of an entry is missing, as `field: locale`. */
function missingLocales(id: string, fields: readonly string[]): string[] {
  const entry = byId.get(id);
  if (entry === undefined) throw new Error(`no seed entry ${id}`);
  return fields.flatMap((field) => {
    const values = entry.fields[field] ?? {};
    return CONTENT_LOCALES.filter((locale) => typeof values[locale] !== 'string' || values[locale] === '').map((locale) => `${id}.${field}: ${locale}`);
  });
}

describe('the editorial seed in all 25 languages', () => {
  it('has the home page’s name, headline and description in every language', () => {
    expect(missingLocales('home', ['name', 'headline', 'description'])).toEqual([]);
  });

  it('has each of the home page’s calls to action, and its link text, in every language', () => {
    const home = byId.get('home');
    const sections = home?.fields.sections?.['en-GB'];
    expect(Array.isArray(sections) && sections.length).toBe(3);
    const ids = sections as string[];
    const missing = ids.flatMap((id) => {
      const link = byId.get(id)?.fields.relatedLink?.['en-GB'];
      return [...missingLocales(id, ['name', 'text']), ...(typeof link === 'string' ? missingLocales(link, ['text']) : [`${id}: no link`])];
    });
    expect(missing).toEqual([]);
  });

  it('has every theme’s name and description in every language', () => {
    const themes = seed.entries.filter((entry) => entry.contentType === 'themePage');
    expect(themes.length).toBeGreaterThan(5);
    expect(themes.flatMap((theme) => missingLocales(theme.id, ['name', 'description']))).toEqual([]);
  });

  it('gives a language its own words, not a copy of the English (beyond names the languages share)', () => {
    const headline = byId.get('home')?.fields.headline ?? {};
    const english = headline['en-GB'];
    const copies = CONTENT_LOCALES.filter((locale) => locale !== 'en-GB' && headline[locale] === english);
    expect(copies).toEqual([]);
  });
});
