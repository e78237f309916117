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

/** The locales a call to action's name, text or link text is missing. */
function missingCallToAction(id: string): string[] {
  const link = byId.get(id)?.fields.relatedLink?.['en-GB'];
  return [...missingLocales(id, ['name', 'text']), ...(typeof link === 'string' ? missingLocales(link, ['text']) : [`${id}: no link`])];
}

const themes = seed.entries.filter((entry) => entry.contentType === 'themePage');

describe('the editorial seed in all 25 languages', () => {
  it('has the home page’s name, headline and description in every language', () => {
    expect(missingLocales('home', ['name', 'headline', 'description'])).toEqual([]);
  });

  it('has each of the home page’s calls to action, and its link text, in every language', () => {
    const home = byId.get('home');
    const sections = home?.fields.sections?.['en-GB'];
    expect(Array.isArray(sections) && sections.length).toBe(3);
    expect((sections as string[]).flatMap(missingCallToAction)).toEqual([]);
  });

  it('has the stories page’s name, headline and description, and its call to action, in every language', () => {
    expect(missingLocales('stories-page', ['name', 'headline', 'description'])).toEqual([]);
    expect(missingCallToAction('stories-cta-themes')).toEqual([]);
  });

  it('has every theme’s name and description in every language', () => {
    expect(themes.length).toBeGreaterThan(5);
    expect(themes.flatMap((theme) => missingLocales(theme.id, ['name', 'description']))).toEqual([]);
  });

  it('has every theme’s call to action, and its link text, in every language', () => {
    expect(themes.length).toBeGreaterThan(5);
    const missing = themes.flatMap((theme) => {
      const parts = theme.fields.hasPart?.['en-GB'];
      const ids = Array.isArray(parts) ? (parts as string[]) : [];
      const ctaId = ids.find((id) => byId.get(id)?.contentType === 'primaryCallToAction');
      return ctaId === undefined ? [`${theme.id}: no call to action`] : missingCallToAction(ctaId);
    });
    expect(missing).toEqual([]);
  });

  it('has every story and exhibition tag in every language (the tag chips and the stories page’s filter)', () => {
    const categories = seed.entries.filter((entry) => entry.contentType === 'category');
    expect(categories.length).toBeGreaterThan(5);
    expect(categories.flatMap((category) => missingLocales(category.id, ['name']))).toEqual([]);
  });

  it('gives a language its own words, not a copy of the English (beyond names the languages share)', () => {
    const headline = byId.get('home')?.fields.headline ?? {};
    const english = headline['en-GB'];
    const copies = CONTENT_LOCALES.filter((locale) => locale !== 'en-GB' && headline[locale] === english);
    expect(copies).toEqual([]);
  });
});
