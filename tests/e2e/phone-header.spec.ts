import { expect, test, type Page } from './fixtures.ts';
import { LOCALE_CODES } from '../../src/lib/i18n/locales.ts';
import { overflow } from './support/overflow.ts';

/**
 * On a phone the menu, the search and sign-in are reachable in every language (issue 18 item 0), at 320 and 390 px and at
 * 768 px, where sign-in moves from the menu to the bar; and opening them makes nothing scroll sideways. (Every page
 * type's overflow at every width is tests/e2e/layout-overflow.spec.ts.)
 */
const PHONE_WIDTHS = [320, 390, 768] as const;

async function dismissConsent(page: Page): Promise<void> {
  const reject = page.getByTestId('consent-reject-all');
  if (await reject.isVisible()) await reject.click();
}

for (const code of LOCALE_CODES) {
  test(`menu, search and sign-in are reachable on a phone in ${code}`, async ({ page }) => {
    await page.goto(`/${code}/about-us`);
    await dismissConsent(page);
    for (const width of PHONE_WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      const inView = async (selector: string): Promise<void> => {
        const target = page.locator(selector);
        await expect(target).toBeVisible();
        const box = await target.boundingBox();
        expect(box, selector).not.toBeNull();
        expect(box?.x ?? -1, `${selector} at ${String(width)} px`).toBeGreaterThanOrEqual(0);
        expect((box?.x ?? 0) + (box?.width ?? Infinity), `${selector} at ${String(width)} px`).toBeLessThanOrEqual(width);
      };

      const menu = page.getByTestId('sidebar');
      await menu.locator('summary').click();
      await inView(`[data-qa="sidebar"] a[href="/${code}/help"]`);
      await inView(`[data-qa="sidebar"] a[href="/${code}/classroom"]`);
      // Sign-in: in the menu below 768 px, in the bar from there on.
      await inView(width < 768 ? '[data-qa="sidebar-log-in-button"]' : '[data-qa="log-in-button"]');
      await menu.locator('summary').click();
      await expect(page.locator(`[data-qa="sidebar"] a[href="/${code}/help"]`)).toBeHidden();

      const search = page.getByTestId('search-toggle');
      await search.locator('summary').click();
      await inView('#header-search');
      await inView('[data-qa="search-toggle"] button[type="submit"]');
      await search.locator('summary').click();
      expect(await overflow(page)).toBeUndefined();
    }
  });
}

/**
 * From 1,200 px the main links join the bar and the log-in link sits beside them: it keeps one line where the bar has
 * room (it wrapped at a fixed 12rem in 16 of the 25 languages at every desktop width, "Bejelentkezés / Regisztráció"
 * in two lines beside a half-empty bar), in every language at the narrowest such width.
 */
test('from 1,200 px the log-in link keeps one line in every language', async ({ page }) => {
  await page.setViewportSize({ width: 1200, height: 800 });
  for (const code of LOCALE_CODES) {
    await page.goto(`/${code}/about-us`);
    const lines = await page.getByTestId('log-in-button').evaluate((link) => {
      const range = document.createRange();
      range.selectNodeContents(link);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    });
    expect(lines, `the log-in link's lines in ${code}`).toBe(1);
    expect(await overflow(page), code).toBeUndefined();
  }
});
