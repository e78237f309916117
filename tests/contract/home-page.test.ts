/**
 * The home page's model (src/lib/content/load-home.ts) against the real local services: the themes, the newest
 * three stories and exhibitions, the newest published galleries; and what the page read, from which incremental
 * publication re-renders it when a story or theme it lists changes (src/lib/publication/reads.ts).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { contentLocale } from '../../src/lib/content/client.ts';
import { HOME_LATEST_GALLERIES, HOME_LATEST_STORIES, loadHomePage } from '../../src/lib/content/load-home.ts';
import { getStoriesMinimal } from '../../src/lib/content/stories-minimal.ts';
import { keyReadPrefix, readsOfChange, recordReads } from '../../src/lib/publication/reads.ts';
import { GALLERY_CONTENT_TYPE, PUBLISHED_GALLERIES_ENTRY } from '../../src/lib/sets/published-galleries.ts';
import { servicesUrl } from '../support/services.ts';

beforeAll(() => {
  // The portal's configuration points at these services (src/lib/config.ts reads it on first use).
  process.env.SERVICES_PORT = new URL(servicesUrl()).port;
});

describe('the home page model', () => {
  it.each(['en', 'de'] as const)('%s: every theme, the newest three stories and exhibitions, the newest published galleries', async (locale) => {
    const home = await loadHomePage(locale);
    expect(home).toBeDefined();
    if (home === undefined) return;
    expect(home.page.headline).toBeTruthy();
    expect(home.themes.length).toBeGreaterThan(5);
    expect(home.themes.every((theme) => theme.identifier !== '')).toBe(true);

    // The newest entries of both kinds, newest first: the stories listing's first cards.
    const newest = (await getStoriesMinimal(contentLocale(locale))).slice(0, HOME_LATEST_STORIES).map((e) => e.sys.id);
    expect(home.latestStories.map((card) => card.sys.id)).toEqual(newest);
    expect(home.latestStories).toHaveLength(HOME_LATEST_STORIES);
    const dates = home.latestStories.map((card) => card.datePublished ?? '');
    expect([...dates].sort().reverse()).toEqual(dates);

    expect(home.latestGalleries.length).toBeGreaterThan(0);
    expect(home.latestGalleries.length).toBeLessThanOrEqual(HOME_LATEST_GALLERIES);
    for (const gallery of home.latestGalleries) {
      expect(gallery.visibility).toBe('published');
      expect(gallery.type).toBe('Collection');
    }
  });

  it('records what the publisher needs to re-render it: the listed stories, themes and galleries, and every story\'s place', async () => {
    const { value: home, reads } = await recordReads(() => loadHomePage('en'));
    expect(home).toBeDefined();
    if (home === undefined) return;
    const read = new Set(reads);
    // A new story or theme: listings of its type (the publisher adds `list:<type>` for an entry no page read).
    for (const type of ['story', 'exhibitionPage', 'themePage', 'homePage']) expect(read).toContain(`list:${type}`);
    // An edited story or theme that the page shows.
    for (const card of home.latestStories) expect(read).toContain(`entry:${card.sys.id}`);
    for (const theme of home.themes) expect(read).toContain(`entry:${theme.sys.id}`);
    // A story that moves among the newest (a new date) changes its key read: every story has one.
    const entries = await getStoriesMinimal(contentLocale('en'));
    for (const entry of entries) expect(reads.some((r) => r.startsWith(keyReadPrefix(entry.sys.id)))).toBe(true);
    // A new story touches the home page.
    const change = readsOfChange({ entryId: 'new-story', contentType: 'story' }, true);
    expect(change.some((r) => read.has(r))).toBe(true);
    // A gallery published or depublished (src/api/sets/[id]/publication.ts logs it as a change of the list).
    expect(read).toContain(`entry:${PUBLISHED_GALLERIES_ENTRY}`);
    for (const known of [true, false]) {
      const gallery = readsOfChange({ entryId: PUBLISHED_GALLERIES_ENTRY, contentType: GALLERY_CONTENT_TYPE }, !known);
      expect(gallery.some((r) => read.has(r))).toBe(true);
    }
  });
});
