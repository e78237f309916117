/**
 * Automated card groups (src/lib/content/automated-cards.ts), against the real local services and their seed:
 * recent items as europeana.eu picks them (one item from each of the most recently updated datasets of tier-4
 * items), the items by media type, each a search for that type, the day's featured themes and the latest published
 * galleries; and the collections page, whose browse page's groups are loaded with it, so that incremental
 * publication knows what they read.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { search } from '../../src/lib/apis/record.ts';
import { automatedCards, dailySubset, itemCountsByType, recentItems } from '../../src/lib/content/automated-cards.ts';
import { contentLocale } from '../../src/lib/content/client.ts';
import { COLLECTIONS_PAGE, loadCollectionsPage } from '../../src/lib/content/collections-page.ts';
import { getThemes } from '../../src/lib/content/themes.ts';
import { itemsOf } from '../../src/lib/content/types.ts';
import { recordReads, readsOfChange } from '../../src/lib/publication/reads.ts';
import { GALLERY_CONTENT_TYPE, PUBLISHED_GALLERIES_ENTRY, publishedGalleries } from '../../src/lib/sets/published-galleries.ts';
import { servicesUrl } from '../support/services.ts';

beforeAll(() => {
  process.env.SERVICES_PORT = new URL(servicesUrl()).port;
});

describe('recent items (portal.js cachers/items/recent.js)', () => {
  it('are one item from each of the most recently updated datasets of tier-4 items, newest dataset first', async () => {
    const cards = await recentItems('de', 4, undefined, new Date('2026-11-28T12:00:00Z'));
    expect(cards.length).toBeGreaterThan(1);
    expect(cards.length).toBeLessThanOrEqual(4);
    const datasets: string[] = [];
    let previousUpdate = Number.POSITIVE_INFINITY;
    for (const card of cards) {
      expect(card.href).toMatch(/^\/de\/item\//);
      const { items } = await search({ query: `europeana_id:"${card.id}"`, rows: 1, profile: 'standard' });
      const dataset = items[0]?.edmDatasetName?.[0] ?? '';
      expect(datasets, card.id).not.toContain(dataset);
      datasets.push(dataset);
      // Each dataset was updated no later than the one before it.
      const newest = await search({ query: `edm_datasetName:"${dataset}"`, qf: ['contentTier:4'], rows: 1, sort: 'timestamp_update+desc', profile: 'standard' });
      const updated = Date.parse((newest.items[0] as { timestamp_update?: string } | undefined)?.timestamp_update ?? '');
      expect(updated).toBeLessThanOrEqual(previousUpdate);
      previousUpdate = updated;
    }
    // The same day picks the same items.
    expect((await recentItems('de', 4, undefined, new Date('2026-11-28T18:00:00Z'))).map((card) => card.id)).toEqual(cards.map((card) => card.id));
  });

  it('are what "Recent items" and "Latest items" groups show', async () => {
    const cards = await automatedCards('Recent items', 'en');
    expect(cards?.kind).toBe('items');
    expect((await automatedCards(' latest ITEMS', 'en'))?.kind).toBe('items');
  });
});

describe('item counts by media type (portal.js InfoCard group)', () => {
  it('count each media type, largest first, each a search for that type, as the search page counts them', async () => {
    const counts = await itemCountsByType('sk');
    expect(counts.map((count) => count.type)).toContain('IMAGE');
    for (const [index, count] of counts.entries()) {
      expect(count.count).toBeGreaterThan(0);
      if (index > 0) expect(count.count).toBeLessThanOrEqual(counts[index - 1]?.count ?? 0);
      expect(count.href).toBe(`/sk/search?qf=TYPE%3A%22${count.type}%22`);
      const { totalResults } = await search({ query: '*:*', qf: ['contentTier:(1 OR 2 OR 3 OR 4)', `TYPE:${count.type}`], rows: 0, profile: 'minimal' });
      expect(totalResults, count.type).toBe(count.count);
    }
    expect(await automatedCards('Item counts by media type', 'sk')).toEqual({ kind: 'type-counts', cards: counts });
  });
});

describe('featured themes and latest galleries (portal.js BrowseAutomatedCardGroup)', () => {
  it('featured themes are the day\'s four themes, another four the next day', async () => {
    const themes = await getThemes(contentLocale('de'));
    expect(themes.length).toBeGreaterThan(4);
    const today = new Date('2026-11-28T09:00:00Z');
    const cards = await automatedCards('Featured themes', 'de', undefined, today);
    expect(cards?.kind).toBe('themes');
    if (cards?.kind !== 'themes') return;
    expect(cards.cards).toHaveLength(4);
    expect(cards.cards.map((theme) => theme.identifier)).toEqual(dailySubset(themes, 4, today).map((theme) => theme.identifier));
    const tomorrow = await automatedCards('featured THEMES', 'de', undefined, new Date('2026-11-29T09:00:00Z'));
    expect(tomorrow?.kind === 'themes' ? tomorrow.cards.map((theme) => theme.identifier) : []).not.toEqual(cards.cards.map((theme) => theme.identifier));
  });

  it('latest galleries are the four newest published galleries', async () => {
    const cards = await automatedCards('Latest galleries', 'en');
    expect(cards?.kind).toBe('galleries');
    if (cards?.kind !== 'galleries') return;
    const newest = await publishedGalleries({ page: 1, pageSize: 4 });
    expect(cards.cards.length).toBeGreaterThan(0);
    expect(cards.cards.map((set) => set.id)).toEqual(newest.sets.map((set) => set.id));
    for (const set of cards.cards) expect(set.visibility).toBe('published');
  });

  it('a genre the portal does not know has no cards', async () => {
    expect(await automatedCards('Featured spaceships', 'en')).toBeUndefined();
  });
});

describe('the collections page (europeana.eu: the browse page "collections")', () => {
  it('is the browse page with every automated group\'s cards loaded, and records what they read', async () => {
    const { value: page, reads } = await recordReads(() => loadCollectionsPage('sk'));
    expect(page?.identifier).toBe(COLLECTIONS_PAGE);
    const groups = itemsOf(page?.hasPartCollection).filter((part) => part.__typename === 'AutomatedCardGroup');
    expect(groups.map((group) => group.cards?.kind).sort()).toEqual(['galleries', 'themes', 'trending']);
    for (const group of groups) if (group.cards?.kind === 'themes' || group.cards?.kind === 'galleries') expect(group.cards.cards.length).toBeGreaterThan(0);
    const read = new Set(reads);
    // A theme edited, a theme added: the page is rendered again.
    const themes = groups.find((group) => group.cards?.kind === 'themes');
    for (const theme of themes?.cards?.kind === 'themes' ? themes.cards.cards : []) expect(read).toContain(`entry:${theme.sys.id}`);
    expect(read).toContain('list:themePage');
    // A gallery published or depublished.
    expect(readsOfChange({ entryId: PUBLISHED_GALLERIES_ENTRY, contentType: GALLERY_CONTENT_TYPE }, false).some((r) => read.has(r))).toBe(true);
    // The browse page itself.
    expect(read).toContain(`entry:${page?.sys.id ?? ''}`);
  });
});
