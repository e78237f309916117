import { expect, test, type Page } from './fixtures.ts';
import { LOCALE_CODES } from '../../src/lib/i18n/locales.ts';

/**
 * No page scrolls sideways (issue 18 item 0): every page type, in every language, at phone (320, 390),
 * tablet (768) and desktop (1200, 1400) widths; and on a phone the menu, the search and sign-in are
 * reachable. The longest words (German, Hungarian, Slovak, Maltese) are what breaks a layout, so all 25
 * languages run, each loaded once and measured at every width.
 */
const WIDTHS = [320, 390, 768, 1200, 1400] as const;
const PHONE_WIDTHS = [320, 390, 768] as const;

const PAGE_TYPES = [
  '',
  '/stories',
  '/stories/monet-at-etretat',
  '/exhibitions/impressionism-light-and-modern-life',
  '/exhibitions/impressionism-light-and-modern-life/painting-outdoors',
  '/themes',
  '/themes/art',
  '/collections',
  '/collections/topic',
  '/collections/topic/9000001-painting',
  '/collections/person/97129501-claude-monet',
  '/search?query=paris',
  '/search?query=zzzzqqqxxyy',
  '/item/2000001/aic_227532',
  '/galleries',
  '/trending',
  '/feature-ideas',
  '/about-us',
  '/share-your-collections',
  '/apis',
  '/europeana-data-space',
  '/no-such-page-here',
] as const;

/** The outermost elements that stick out to the right of the viewport, for the failure message. */
async function overflow(page: Page): Promise<string | undefined> {
  return page.evaluate(() => {
    const root = document.documentElement;
    if (root.scrollWidth <= root.clientWidth) return undefined;
    const width = root.clientWidth;
    const culprits: string[] = [];
    for (const element of document.querySelectorAll('body *')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.right <= width + 0.5) continue;
      const parentBox = element.parentElement?.getBoundingClientRect();
      if (parentBox && parentBox.right > width + 0.5) continue;
      culprits.push(`<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}"> right ${String(Math.round(box.right))}`);
    }
    return `${String(root.scrollWidth)} px wide: ${culprits.slice(0, 3).join(', ')}`;
  });
}

async function dismissConsent(page: Page): Promise<void> {
  const reject = page.getByTestId('consent-reject-all');
  if (await reject.isVisible()) await reject.click();
}

for (const code of LOCALE_CODES) {
  test(`no page type scrolls sideways in ${code}`, async ({ page }) => {
    test.setTimeout(120_000);
    const failures: string[] = [];
    for (const path of PAGE_TYPES) {
      await page.setViewportSize({ width: WIDTHS[0], height: 800 });
      await page.goto(`/${code}${path}`, { waitUntil: 'domcontentloaded' });
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        const found = await overflow(page);
        if (found !== undefined) failures.push(`/${code}${path} at ${String(width)} px: ${found}`);
      }
    }
    expect(failures).toEqual([]);
  });

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
