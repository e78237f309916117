/**
 * Automated card groups that read the Search API (src/lib/content/automated-cards.ts), against the real local
 * services and their seed: recent items as europeana.eu picks them (one item from each of the most recently updated
 * datasets of tier-4 items) and the items by media type, each a search for that type.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { search } from '../../src/lib/apis/record.ts';
import { automatedCards, itemCountsByType, recentItems } from '../../src/lib/content/automated-cards.ts';
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
