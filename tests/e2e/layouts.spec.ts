import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';

/** The data-space and API landing layouts (spec section 2 "Layouts"). */

test('data-space landing page: header anchors to its sections, footer links, accessible', async ({ page }) => {
  await page.goto('/en/europeana-data-space');
  const header = page.getByTestId('data-space-header');
  await expect(page.getByTestId('footer')).toHaveCount(0);
  for (const anchor of ['about-the-data-space', 'consortium-partners', 'explore-the-data-offer']) {
    await expect(header.locator(`a[href="#${anchor}"]`)).toHaveCount(1);
    await expect(page.locator(`[id="${anchor}"]`)).toHaveCount(1);
  }
  const footer = page.getByTestId('data-space-footer');
  for (const name of ['Terms of use', 'Privacy statement', 'Accessibility', 'Cookies']) {
    await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await header.locator('a[href="#consortium-partners"]').click();
  await expect(page).toHaveURL(/#consortium-partners$/);
  await expectNoAxeViolations(page);
});

test('API landing page: header anchors to its sections, footer links, accessible', async ({ page }) => {
  await page.goto('/en/apis');
  const header = page.getByTestId('api-landing-header');
  for (const anchor of ['apis-overview', 'try-it-out', 'find-inspiration', 'frequently-asked-questions-faq']) {
    await expect(header.locator(`a[href="#${anchor}"]`)).toHaveCount(1);
    await expect(page.locator(`[id="${anchor}"]`)).toHaveCount(1);
  }
  const footer = page.getByTestId('api-landing-footer');
  for (const name of ['API documentation', 'Request an API key', 'FAQ', 'Contact', 'Terms of use', 'Privacy statement']) {
    await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(footer.getByRole('link', { name: 'Request an API key' })).toHaveAttribute('href', '/en/account/api-keys');
  await expectNoAxeViolations(page);
});

test('API landing page: its card groups in rows of three (six cards, three) with even heights, titles whole (1400 px)', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto('/en/apis');
  for (const [anchor, count] of [['apis-overview', 6], ['find-inspiration', 3]] as const) {
    const boxes = await page.locator(`[id="${anchor}"] .card`).evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect()).map(({ x, y, height }) => ({ x, y, height })));
    expect(boxes).toHaveLength(count);
    // Three columns, as many rows as it takes (the overview was five cards and one alone), every card of a row as tall.
    expect(new Set(boxes.map((box) => Math.round(box.x))).size).toBe(3);
    const rows = Map.groupBy(boxes, (box) => Math.round(box.y));
    expect(rows.size).toBe(count / 3);
    for (const row of rows.values()) expect(new Set(row.map((box) => Math.round(box.height))).size).toBe(1);
  }
  // A card's title is its heading, whole: not clamped to two lines as a linked card's title is ("Colour and composition…").
  const title = page.locator('[id="find-inspiration"] .card-title').filter({ hasText: 'Colour and composition research' });
  expect(await title.evaluate((el) => getComputedStyle(el).getPropertyValue('-webkit-line-clamp'))).toBe('none');
});

test('other landing pages keep the Default layout', async ({ page }) => {
  await page.goto('/en/share-your-collections');
  await expect(page.getByTestId('footer')).toBeVisible();
  await expect(page.getByTestId('api-landing-header')).toHaveCount(0);
  await expect(page.getByTestId('data-space-header')).toHaveCount(0);
});

/**
 * The layout's fixed parts are rendered once per language and reused (src/components/site/Memo.astro): what belongs to
 * the request must still be each page's own — the log-in link's way back, the language links, which navigation link
 * is current, this request's API calls in the footer — however often the fixed parts were reused before.
 */
test('reused layout parts keep each page its own links, current link and API requests', async ({ request }) => {
  const pages = ['/en/item/2000001/aic_93784', '/en/search?query=portrait', '/en/collections/person/91257422-edgar-degas', '/en/collections'];
  for (const round of [1, 2]) {
    for (const path of pages) {
      const html = await (await request.get(path)).text();
      const pathOnly = path.split('?')[0] ?? path;
      const login = /href="([^"]+)" data-qa="log-in-button"/.exec(html)?.[1] ?? '';
      expect(decodeURIComponent(login.replaceAll('&amp;', '&')), `${path}, round ${String(round)}`).toContain(`redirect=${path}`);
      expect(html).toContain(`href="${pathOnly.replace(/^\/en/, '/de')}`);
      const current = [...html.matchAll(/<a href="([^"]+)" aria-current="page"/g)].map((m) => m[1]);
      expect(current, path).toEqual(path === '/en/collections' ? ['/en/collections', '/en/collections'] : []);
      // This request's own calls to the APIs are listed (the first upstream request of an item page is its record).
      if (path.startsWith('/en/item/')) expect(html).toMatch(/data-request-url="[^"]*\/record\/v2\/2000001\/aic_93784/);
    }
  }
});
