import { expect, test, type Page } from './fixtures.ts';
import { SYNTHETIC_ITEMS, SYNTHETIC_RECORD_API } from './support/synthetic-store.ts';

/**
 * The 1000-result window (spec sections 5 and 9) over a store large enough to reach it: the portal's Search
 * API calls of these pages go to the synthetic store of tests/e2e/support/synthetic-store.ts (the allowed
 * `x-record-api-url` override), every other call to the e2e services as usual.
 */
test.use({ extraHTTPHeaders: SYNTHETIC_RECORD_API });

const count = async (page: Page): Promise<number> => Number((await page.getByTestId('results-count').innerText()).replace(/\D/g, ''));

test('a search reaches its last page at result 1000, says so there, and refuses the page beyond', async ({ page }) => {
  // Every synthetic record says it is synthetic.
  await page.goto('/en/search?query=synthetic');
  const total = await count(page);
  expect(total).toBeGreaterThan(1000);
  expect(total).toBeLessThanOrEqual(SYNTHETIC_ITEMS);
  await expect(page.getByTestId('result-window-notice')).toHaveCount(0);

  // Page 41 (results 961 to 984) is still inside the window, with a next page and no notice.
  await page.goto('/en/search?query=synthetic&page=41');
  await expect(page.getByTestId('item-card')).toHaveCount(24);
  await expect(page.getByTestId('result-window-notice')).toHaveCount(0);
  await page.getByTestId('next-page').click();

  // Page 42 (results 985 to 1000) is the last: its 16 results, the window notice, no next page.
  await expect(page).toHaveURL(/page=42/);
  await expect(page.getByTestId('item-card')).toHaveCount(16);
  await expect(page.getByTestId('result-window-notice')).toHaveText('Only the first 1000 search results can be viewed. Refine your search to see other results.');
  const pagination = page.getByTestId('pagination');
  await expect(pagination.locator('[aria-current="page"]')).toHaveText('42');
  await expect(pagination.getByTestId('next-page')).toHaveCount(0);
  await expect(pagination.getByTestId('last-page')).toHaveCount(0);
  expect(await count(page)).toBe(total);

  // First and last, and the page-number field (a form: the query kept, a number past the end lands on the last).
  await pagination.getByTestId('first-page').click();
  await expect(page).toHaveURL(/\/en\/search\?query=synthetic$/);
  await page.getByTestId('pagination').getByTestId('last-page').click();
  await expect(page).toHaveURL(/page=42/);
  await page.getByTestId('page-input').fill('17');
  await page.getByTestId('page-input').press('Enter');
  await expect(page).toHaveURL(/\/en\/search\?query=synthetic&page=17$/);
  await expect(page.getByTestId('pagination').locator('[aria-current="page"]')).toHaveText('17');
  await expect(page.getByTestId('page-input')).toHaveAttribute('max', '42');

  // The page beyond the window is refused (400) with the catalogue's message, the query kept in the box.
  const beyond = await page.goto('/en/search?query=synthetic&page=43');
  expect(beyond?.status()).toBe(400);
  await expect(page.getByTestId('error-message')).toContainText('Only the first 1000 search results can be viewed');
  await expect(page.getByTestId('item-card')).toHaveCount(0);
  await expect(page.getByTestId('search-input')).toHaveValue('synthetic');
});
