/**
 * Issue 25, themes and discovery, against the real local services through the portal's loaders: a theme page's
 * newest stories and exhibitions (themeRelatedContent), theme badges of stories, exhibitions and chapters
 * (themesById), the one newest-first related-editorial function the search, entity and theme panels share, and
 * the pictures of the search page's related-collection chips.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { getEntityRelatedContent } from '../../src/lib/content/entity-related-content.ts';
import { getExhibitionChapters } from '../../src/lib/content/exhibition-chapter-page.ts';
import { getExhibitionPage } from '../../src/lib/content/exhibition-landing-page.ts';
import { getRelatedContent } from '../../src/lib/content/related-content.ts';
import { getStoryPage } from '../../src/lib/content/story-page.ts';
import { getThemeBadges } from '../../src/lib/content/theme-badges.ts';
import { getThemePage } from '../../src/lib/content/theme-page.ts';
import { CONTENT_LIMITS } from '../../src/lib/constants.ts';
import { recordReads } from '../../src/lib/publication/reads.ts';
import { loadRelatedPanels } from '../../src/lib/related/panels.ts';
import { parseSearchState } from '../../src/lib/search/state.ts';
import { servicesUrl } from '../support/services.ts';

beforeAll(() => {
  process.env.SERVICES_PORT = new URL(servicesUrl()).port;
});

const published = (card: { datePublished: string | null }): number => (card.datePublished ? Date.parse(card.datePublished) : 0);

describe('theme pages', () => {
  it('show the newest stories and exhibitions naming the theme in genre, up to six', async () => {
    const theme = await getThemePage('landscapes', 'en-GB');
    const names = theme?.relatedEditorial.map((card) => card.identifier) ?? [];
    expect(names).toContain('monet-at-etretat');
    expect(names).toContain('the-barbizon-painters');
    expect(names.length).toBeLessThanOrEqual(CONTENT_LIMITS.themeRelatedItems);
    const dates = theme?.relatedEditorial.map(published) ?? [];
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    // A theme no story names has none.
    expect((await getThemePage('map', 'en-GB'))?.relatedEditorial).toEqual([]);
  });

  it('record the stories they show, so a publication of one re-renders the theme (docs/decisions/0008)', async () => {
    const { value, reads } = await recordReads(() => getThemePage('landscapes', 'en-GB'));
    expect(value?.relatedEditorial.length).toBeGreaterThan(0);
    const storyIds = await recordReads(() => getStoryPage('monet-at-etretat', 'en-GB'));
    const storyEntry = storyIds.reads.find((read) => read.startsWith('entry:') && reads.includes(read));
    expect(storyEntry).toBeDefined();
  });

  it('answer nothing for a theme that does not exist', async () => {
    await expect(getThemePage('no-such-theme', 'en-GB')).resolves.toBeUndefined();
  });
});

describe('theme badges', () => {
  it('name a story\'s themes by name in the page language, with a small picture', async () => {
    const story = await getStoryPage('monet-at-etretat', 'de-DE');
    expect(story?.themes.map((t) => t.identifier).sort()).toEqual([...(story?.genre ?? [])].sort());
    const names = story?.themes.map((t) => t.name) ?? [];
    expect([...names].sort((a, b) => a.localeCompare(b, 'de-DE'))).toEqual(names);
    for (const theme of story?.themes ?? []) expect(theme.image).toMatch(/\/content\/assets\/.*[?&]w=56/);
  });

  it('are on exhibitions and their chapters too', async () => {
    const exhibition = await getExhibitionPage('impressionism-light-and-modern-life', 'en-GB');
    expect(exhibition?.themes.map((t) => t.identifier).sort()).toEqual(['art', 'landscapes', 'portraits']);
    const chapters = await getExhibitionChapters('impressionism-light-and-modern-life', 'en-GB');
    expect(chapters?.themes.length).toBe(3);
  });

  it('ask nothing for no genre and ignore what is not a theme identifier', async () => {
    await expect(getThemeBadges([], 'en-GB')).resolves.toEqual([]);
    await expect(getThemeBadges(null, 'en-GB')).resolves.toEqual([]);
    await expect(getThemeBadges(['Not A Theme!', 'nowhere'], 'en-GB')).resolves.toEqual([]);
  });
});

describe('related editorial: one newest-first merge for search, entity and theme', () => {
  it('keeps the search and entity panels as they were', async () => {
    const search = await getRelatedContent('monet', 'en-GB');
    expect(search.map((card) => card.name)).toContain('Monet at Étretat');
    const entity = await getEntityRelatedContent('http://data.europeana.eu/agent/97129501', 'en');
    expect(entity.map((card) => card.identifier).sort()).toEqual(['impressionism-light-and-modern-life', 'monet-at-etretat']);
    expect(entity.length).toBeLessThanOrEqual(CONTENT_LIMITS.relatedItems);
  });
});

describe('related collections of a search', () => {
  it('show the entity\'s picture on its chip where it has one', async () => {
    const panels = await loadRelatedPanels(parseSearchState(new URLSearchParams('query=monet')), 'en');
    const monet = panels.collections.find((c) => c.label === 'Claude Monet');
    expect(monet?.image).toMatch(/thumbnail\/v3\/200\//);
  });
});
