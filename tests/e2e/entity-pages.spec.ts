import { expect, test, type Browser, type Page } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';
import { signIn } from './support/signed-in.ts';

/**
 * Entity pages: pinned items first (for everyone, purged from the route cache when pins change),
 * related collections, and the loggable-interaction flag of links to searchable pages.
 */
/** 19th century: 133 seeded records and no best-items set until an editor pins to it (services/seed). */
const TIME_PATH = '/en/collections/time/19-19th-century';
const TIME_URI = 'http://data.europeana.eu/timespan/19';
const DEGAS_PATH = '/en/collections/person/91257422-edgar-degas';

async function newPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

/** Record ids of the item cards on the page, in order. */
async function cardIds(page: Page): Promise<string[]> {
  const hrefs = await page.locator('[data-qa="item-card"] a.card-link').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return hrefs.map((h) => h.replace(/^\/[a-z]{2}\/item/, '').replace(/\?.*$/, ''));
}

const resultsCount = async (page: Page) => Number((await page.getByTestId('results-count').innerText()).replace(/\D/g, ''));

test.describe('entity pages', () => {
  test('pinned items come first on page 1 for anonymous and signed-in visitors; pinning purges the cached page', async ({ browser, baseURL }) => {
    // Sign-ins, several pages and axe: more than the default 30 s on a busy two-core machine.
    test.setTimeout(60_000);
    const anonymous = await newPage(browser);
    // The first visit sets the language cookie; from the second on the page may be cached.
    await anonymous.goto(TIME_PATH);
    await anonymous.goto(TIME_PATH);
    const before = await cardIds(anonymous);
    const total = await resultsCount(anonymous);
    expect(before).toHaveLength(24);
    await anonymous.goto(`${TIME_PATH}?page=2`);
    const secondBefore = await cardIds(anonymous);
    const [first, second] = secondBefore;
    if (!first || !second) throw new Error('page 2 has fewer than two items');
    // The anonymous page is now served from the route cache.
    const cached = await anonymous.goto(TIME_PATH);
    expect(cached?.headers()['x-astro-cache']).toBe('HIT');

    const editor = await newPage(browser);
    await signIn(editor, 'demo-editor', TIME_PATH);
    const headers = { origin: baseURL ?? '' };
    // Each pin goes to the head of the pinned block: pin the second, then the first.
    for (const id of [second, first]) {
      const pinned = await editor.request.post('/_api/pins', { headers, data: { entity: TIME_URI, label: '19th century', id } });
      expect(pinned.status()).toBe(201);
    }
    try {
      // Anonymous: the cached page was purged, page 1 begins with the pinned items in order.
      await anonymous.goto(TIME_PATH);
      const after = await cardIds(anonymous);
      expect(after.slice(0, 2)).toEqual([first, second]);
      expect(after.slice(2)).toEqual(before.slice(0, 22));
      expect(await resultsCount(anonymous)).toBe(total);
      await expect(anonymous.getByTestId('entity-items')).toHaveAttribute('data-pinned-count', '2');
      await expectNoAxeViolations(anonymous);
      // Page 2 continues where page 1 stopped, without the pinned items.
      await anonymous.goto(`${TIME_PATH}?page=2`);
      const secondAfter = await cardIds(anonymous);
      expect(secondAfter.slice(0, 2)).toEqual(before.slice(22, 24));
      expect(secondAfter).not.toContain(first);
      expect(secondAfter).not.toContain(second);
      expect(secondAfter.slice(2)).toEqual(secondBefore.slice(2, 24));

      // Signed in (never cached): the same order.
      await editor.goto(TIME_PATH);
      expect((await cardIds(editor)).slice(0, 2)).toEqual([first, second]);

      // A visitor's own query is theirs: no pinned items forced in.
      await anonymous.goto(`${TIME_PATH}?query=portrait`);
      await expect(anonymous.getByTestId('entity-items')).toHaveAttribute('data-pinned-count', '0');
    } finally {
      for (const id of [first, second]) {
        const unpinned = await editor.request.delete('/_api/pins', { headers, data: { entity: TIME_URI, id } });
        expect(unpinned.status()).toBe(200);
      }
    }
    // Unpinning purges too: the original order is back at once.
    await anonymous.goto(TIME_PATH);
    expect(await cardIds(anonymous)).toEqual(before);
  });

  test('related collections: at most four chips linking to other entity pages', async ({ page }) => {
    await page.goto(DEGAS_PATH);
    const chips = page.getByTestId('related-entities').getByTestId('related-entity-chip');
    const n = await chips.count();
    expect(n).toBeGreaterThan(0);
    expect(n).toBeLessThanOrEqual(4);
    const hrefs = await chips.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    for (const href of hrefs) expect(href).toMatch(/^\/en\/collections\/(topic|person|organisation|place|time)\/\d+-[^/]+$/);
    expect(hrefs).not.toContain(DEGAS_PATH);
    expect(new Set(hrefs).size).toBe(n);
    await expectNoAxeViolations(page);
    await chips.first().click();
    await expect(page).toHaveURL(new RegExp(`${hrefs[0] ?? ''}$`));
    await expect(page.getByTestId('entity-header').locator('h1')).toBeVisible();
    expect(await resultsCount(page)).toBeGreaterThan(0);
  });
});

test.describe('loggable interaction', () => {
  test('a click on a link to a searchable page flags the page it opens, once; typing the URL, reloading or paging does not', async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { loggedInteractions: unknown[] };
      w.loggedInteractions = [];
      window.addEventListener('portal:loggable-interaction', (event) => {
        w.loggedInteractions.push((event as CustomEvent).detail);
      });
    });
    const logged = () => page.evaluate(() => (window as unknown as { loggedInteractions: unknown[] }).loggedInteractions);
    const flag = () => page.locator('html').getAttribute('data-loggable-interaction');

    await page.goto(DEGAS_PATH);
    await expect(page.getByTestId('entity-header')).toBeVisible();
    expect(await logged()).toEqual([]);
    expect(await flag()).toBeNull();

    // A related collection chip opens another entity page: a loggable interaction.
    const chip = page.getByTestId('related-entity-chip').first();
    const href = (await chip.getAttribute('href')) ?? '';
    await chip.click();
    await page.waitForURL(new RegExp(`${href}$`));
    await expect.poll(logged).toEqual([{ kind: 'collection', url: href }]);
    expect(await flag()).toBe('collection');

    // Paging within the same page refines it: not a new interaction.
    const next = page.getByTestId('next-page');
    if ((await next.count()) > 0) {
      await next.click();
      await page.waitForURL(/page=2/);
      await expect(page.getByTestId('entity-header')).toBeVisible();
      expect(await logged()).toEqual([]);
    }
    await page.reload();
    await expect(page.getByTestId('entity-header')).toBeVisible();
    expect(await logged()).toEqual([]);
    expect(await flag()).toBeNull();

    // From an item page, its collection chips (a person's page) and a search link in the header form.
    await page.goto('/en/item/2000001/aic_80604');
    await page.getByTestId('item-entities').getByTestId('entity-chip').first().click();
    await page.waitForURL(/\/en\/collections\/person\/91257422-edgar-degas$/);
    await expect.poll(logged).toEqual([{ kind: 'collection', url: DEGAS_PATH }]);
    await page.evaluate(() => {
      const a = document.createElement('a');
      a.href = '/en/search?query=dance';
      a.textContent = 'dance';
      a.dataset.qa = 'test-search-link';
      document.querySelector('main')?.append(a);
    });
    await page.getByTestId('test-search-link').click();
    await page.waitForURL(/\/en\/search\?query=dance$/);
    await expect.poll(logged).toEqual([{ kind: 'search', url: '/en/search?query=dance' }]);
  });
});
