import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';

/**
 * The collection tables at europeana.eu's URLs (issue 25, src/lib/collections/entity-table.ts): organisations with
 * their country and number of items, filtered and sorted through the URL without JavaScript, topics 40 a page, and
 * the singular URLs of spec section 2 redirecting to them. Seed (Entity API scope `europeana`: entities with items):
 * two organisations, 28 topics, 8 centuries. More than 40 rows: tests/unit/collections/entity-table.test.ts.
 */
test('organisations: a sortable, filterable table, in the visitor\'s language, also without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/de/collections/organisations');
  const rows = page.getByTestId('entity-table-row');
  await expect(rows).toHaveCount(2);
  await expect(page.locator('th')).toHaveText([/Name/, /Land/, /Objekte/]);
  await expect(rows.first().locator('td')).toHaveText(['Art Institute of Chicago', 'Vereinigte Staaten', '267']);
  await expect(rows.nth(1).locator('td')).toHaveText(['Institute of Historical Research', 'Griechenland', '12']);
  // On a narrow screen the table scrolls in its own region, which a keyboard reaches and a screen reader names.
  const region = page.getByRole('region', { name: await page.locator('h1').innerText() });
  await expect(region).toHaveAttribute('tabindex', '0');
  await expect(region.locator('table')).toHaveCount(1);

  await page.getByTestId('sort-count').click();
  await expect(page).toHaveURL(/\/de\/collections\/organisations\?sort=count$/);
  await expect(page.locator('th[aria-sort="ascending"]')).toContainText('Objekte');
  await expect(rows.first().locator('td').first()).toHaveText('Institute of Historical Research');
  await page.getByTestId('sort-count').click();
  await expect(page).toHaveURL(/sort=count&order=desc$/);
  await expect(page.locator('th[aria-sort="descending"]')).toContainText('Objekte');

  await page.getByTestId('entity-table-filter-input').fill('chicago');
  await page.getByTestId('entity-table-filter-input').press('Enter');
  await expect(page).toHaveURL(/filter=chicago&sort=count&order=desc$/);
  await expect(rows).toHaveCount(1);
  await rows.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/de\/collections\/organisation\/9300001/);
  await context.close();
});

test('topics: 40 a page, the singular URL redirects with its query, no axe violations at 390 px', async ({ page, request }) => {
  const singular = await request.get('/en/collections/topic?page=2', { maxRedirects: 0 });
  expect(singular.status()).toBe(301);
  expect(singular.headers().location).toBe('/en/collections/topics?page=2');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/en/collections/topics');
  const count = Number((await page.getByTestId('listing-count').innerText()).replace(/\D/g, ''));
  expect(count).toBeGreaterThan(20);
  await expect(page.getByTestId('entity-table-row')).toHaveCount(Math.min(count, 40));
  // Sorted by name by default, in the page language.
  const names = await page.getByTestId('entity-table-row').locator('td:first-child').allTextContents();
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true })));
  await expectNoAxeViolations(page);
  const none = await page.goto('/en/collections/topics?filter=zzzz');
  expect(none?.status()).toBe(200);
  await expect(page.getByTestId('entity-table-none')).toContainText('zzzz');
});
