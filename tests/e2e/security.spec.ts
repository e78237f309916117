import { expect, test } from './fixtures.ts';

/**
 * Every page type under its Content-Security-Policy: the automatic check of ./fixtures.ts fails
 * the test on any violation; this file makes sure each page type is visited with its scripts run.
 */
const PAGES = [
  '/en',
  '/en/stories/monet-at-etretat',
  '/en/search?query=portrait',
  '/en/item/2000001/aic_93784',
  '/en/collections/person/91257422',
  '/en/galleries',
  '/en/no-such-page-here',
];

test.describe('Content-Security-Policy', () => {
  for (const path of PAGES) {
    test(`${path} runs its scripts without a violation`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.headers()['content-security-policy']).toContain("object-src 'none'");
      await page.waitForLoadState('networkidle');
    });
  }

  test('the deep-zoom viewer opens under the policy', async ({ page }) => {
    await page.goto('/en/item/2000001/aic_93784');
    const open = page.getByTestId('deep-zoom-open');
    if (await open.count()) {
      await open.first().click();
      await page.waitForLoadState('networkidle');
    }
  });
});
