/**
 * Issue 25, theme pages and discovery: the day's set of curated items (portal.js `daily`), the theme page's
 * layout, theme badges by name, the browse pages' trending group and the pictures of related-collection chips.
 */
import { describe, expect, it } from 'vitest';
import type { Entity } from '../../../src/lib/apis/entity.ts';
import { automatedCards, dailySubset } from '../../../src/lib/content/automated-cards.ts';
import { sortThemeBadges } from '../../../src/lib/content/theme-badges.ts';
import { themeLayout, type ThemeSection } from '../../../src/lib/content/theme-page.ts';
import { entityChipImage } from '../../../src/lib/edm/entity-view.ts';

const DAY = 86_400_000;
const day = (n: number): Date => new Date(n * DAY + 3_600_000);

describe('dailySubset (portal.js daily/dailyOffset)', () => {
  const set = Array.from({ length: 20 }, (_, i) => i);

  it('takes `size` consecutive entries from an offset that moves by `size` a day', () => {
    expect(dailySubset(set, 8, day(0))).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(dailySubset(set, 8, day(1))).toEqual([8, 9, 10, 11, 12, 13, 14, 15]);
    // (2 × 8) % 20 = 16, past the end: the last eight, as dailyOffset does.
    expect(dailySubset(set, 8, day(2))).toEqual([12, 13, 14, 15, 16, 17, 18, 19]);
    expect(dailySubset(set, 8, day(3))).toEqual([4, 5, 6, 7, 8, 9, 10, 11]);
  });

  it('is the same all day long (UTC) and changes the next day', () => {
    const morning = new Date(Date.UTC(2026, 10, 26, 0, 1));
    const evening = new Date(Date.UTC(2026, 10, 26, 23, 59));
    expect(dailySubset(set, 8, morning)).toEqual(dailySubset(set, 8, evening));
    expect(dailySubset(set, 8, new Date(evening.getTime() + 2 * 60_000))).not.toEqual(dailySubset(set, 8, evening));
  });

  it('keeps a set not larger than the subset whole', () => {
    expect(dailySubset([1, 2, 3], 8, day(5))).toEqual([1, 2, 3]);
    expect(dailySubset([], 8, day(5))).toEqual([]);
  });
});

describe('themeLayout (portal.js themes/_.vue)', () => {
  const record = (n: number): { __typename: 'AutomatedRecordCard'; identifier: string; encoding: unknown } => ({ __typename: 'AutomatedRecordCard', identifier: `/r/${String(n)}`, encoding: {} });
  const curated: ThemeSection = {
    __typename: 'CardGroup',
    headline: 'Highlights',
    hasPartCollection: { items: Array.from({ length: 12 }, (_, i) => record(i)) },
    moreButton: { url: '/en/search?query=art', text: 'See all' },
  };
  const second: ThemeSection = { __typename: 'CardGroup', headline: 'Other', hasPartCollection: { items: [record(99)] }, moreButton: null };
  const topics: ThemeSection = { __typename: 'TopicGroup', headline: 'Topics', hasPartCollection: { items: [] } };
  const cta: ThemeSection = { __typename: 'PrimaryCallToAction', name: 'Share', text: null, relatedLink: null, image: null };

  it('shows the groups and calls to action in order, and eight of the first card group for the day', () => {
    const layout = themeLayout({ hasPartCollection: { items: [topics, curated, cta, second, null] } }, day(1));
    expect(layout.sections.map((s) => s.__typename)).toEqual(['TopicGroup', 'PrimaryCallToAction']);
    expect(layout.dailyItems?.headline).toBe('Highlights');
    expect(layout.dailyItems?.moreButton?.text).toBe('See all');
    // (1 × 8) % 12 = 8, past the end: the last eight.
    expect(layout.dailyItems?.hasPartCollection?.items.map((c) => (c && 'identifier' in c ? c.identifier : null))).toEqual(
      [4, 5, 6, 7, 8, 9, 10, 11].map((n) => `/r/${String(n)}`),
    );
  });

  it('has no daily set without a card group', () => {
    expect(themeLayout({ hasPartCollection: { items: [topics] } }).dailyItems).toBeUndefined();
    expect(themeLayout({ hasPartCollection: null }).sections).toEqual([]);
  });
});

describe('sortThemeBadges (ThemeBadges.vue alphabeticallySortedThemes)', () => {
  it('sorts by name in the page language', () => {
    const badges = [
      { identifier: 'z', name: 'Zeitgeschichte', image: undefined },
      { identifier: 'a', name: 'Ästhetik', image: undefined },
      { identifier: 'k', name: 'Kunst', image: undefined },
    ];
    expect(sortThemeBadges(badges, 'de').map((b) => b.identifier)).toEqual(['a', 'k', 'z']);
  });
});

describe('automatedCards: trending items', () => {
  it('are the portal\'s own trending items, asked when the page is shown, not items fetched at build time', async () => {
    // No API is asked: the answer only says which kind the view renders (a server island over src/lib/store/trending.ts).
    await expect(automatedCards('Trending items', 'en')).resolves.toEqual({ kind: 'trending' });
    await expect(automatedCards(' trending ITEMS ', 'de')).resolves.toEqual({ kind: 'trending' });
    await expect(automatedCards('no such genre', 'en')).resolves.toBeUndefined();
  });
});

describe('entityChipImage (EntityBadges → $apis.entity.imageUrl)', () => {
  const base = { id: 'http://data.europeana.eu/agent/1', type: 'Agent', prefLabel: { en: 'Someone' } } as unknown as Entity;

  it('is the entity\'s isShownBy thumbnail at the small size', () => {
    const entity = { ...base, isShownBy: { id: 'https://example.org/a.jpg', type: 'WebResource', source: 'http://data.europeana.eu/item/1/a', thumbnail: 'https://api.europeana.eu/thumbnail/v2/url.json?size=w400&uri=https%3A%2F%2Fexample.org%2Fa.jpg&type=IMAGE' } } as unknown as Entity;
    const image = entityChipImage(entity, 'https://upload.wikimedia.org');
    expect(image).toMatch(/200/);
    expect(image).not.toMatch(/w400|\/400\//);
  });

  it('is an organisation\'s logo from Wikimedia Commons when it has no picture', () => {
    const entity = { ...base, id: 'http://data.europeana.eu/organization/1', logo: { id: 'http://commons.wikimedia.org/wiki/Special:FilePath/Logo%20x.png', type: 'WebResource' } } as unknown as Entity;
    expect(entityChipImage(entity, 'https://upload.wikimedia.org')).toMatch(/^https:\/\/upload\.wikimedia\.org\/.*Logo_x\.png/);
  });

  it('is none without either', () => {
    expect(entityChipImage(base, 'https://upload.wikimedia.org')).toBeUndefined();
  });
});
