import { expect, test, watchCspViolations, type Page } from './fixtures.ts';
import { LOCALE_CODES } from '../../src/lib/i18n/locales.ts';
import { PAGE_TYPES } from './support/page-types.ts';

/**
 * No page scrolls sideways (issue 18 item 0): every page type, in every language, at phone (320; 390
 * follows from it, below), tablet (768) and desktop widths; and on a phone the menu, the search and sign-in
 * are reachable. The longest words (German, Hungarian, Slovak, Maltese) are what breaks a layout, so all 25
 * languages run.
 *
 * Widths: every page type in every language at 320, 768 and 1200 px. 390 px is not measured again here: no
 * style changes between 320 and 767 px (the only media queries below 768 px are `max-width: 767px` ones) and
 * the viewport-relative sizes below 768 px are capped fractions of the width (`min(15rem, 78vw)`, `clamp(…,
 * 4vw, …)` at its floor), so a page that fits in 320 px fits in 390 px (the phone test below still opens the
 * menu and the search at 390 px). Each width is a re-layout and re-paint of the page in Chromium (about 60 ms
 * of its CPU on the CI machine), and this file is the end-to-end suite's largest. 1200 px is the narrowest
 * desktop layout: the main links join the header bar there (its room depends on the language: Italian has
 * less left than Greek) and the search filters become a 17rem column. 1400 px is measured in English and
 * the long-word languages only: between 1200 and 1880 px no style changes (the only media queries above
 * 992 px are 1200 px and 1880 px and up), the content column is capped at 75rem = 1200 px and the
 * viewport-relative type sizes reach their caps below 1200 px, so at 1400 px the page is laid out as at
 * 1200 px with more room on either side: a language that fits at 1200 px fits at 1400 px.
 */
const PHONE_WIDTHS = [320, 390, 768] as const;
const ALL_WIDTHS = [320, 768, 1200] as const;
const DESKTOP_WIDTHS = [...ALL_WIDTHS, 1400] as const;
/** English and the languages with the longest words, also measured at 1400 px. */
const DESKTOP_LANGUAGES: ReadonlySet<string> = new Set(['en', 'de', 'hu', 'sk', 'mt', 'fi', 'el']);

/**
 * Tabs of one test that load pages at the same time: while one tab waits for the portal, another lays
 * out; three keep a language's run short without crowding the other worker.
 */
const TABS = Number(process.env.LAYOUT_TABS ?? 3);

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

/**
 * Loads `url` once in `page` and measures it at every width, then leaves the page at the last width.
 * The widths are taken from the one the page is at, so the next page loads at that width and the
 * previous page is never laid out again just to be navigated away from.
 */
async function measure(page: Page, url: string, widths: readonly number[], failures: string[]): Promise<number> {
  const order = page.viewportSize()?.width === widths.at(-1) ? [...widths].reverse() : widths;
  const [first] = order;
  if (first !== undefined && page.viewportSize()?.width !== first) await page.setViewportSize({ width: first, height: 800 });
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  for (const width of order) {
    if (page.viewportSize()?.width !== width) await page.setViewportSize({ width, height: 800 });
    const found = await overflow(page);
    if (found !== undefined) failures.push(`${url} at ${String(width)} px: ${found}`);
  }
  return order.length;
}

async function dismissConsent(page: Page): Promise<void> {
  const reject = page.getByTestId('consent-reject-all');
  if (await reject.isVisible()) await reject.click();
}

for (const code of LOCALE_CODES) {
  test(`no page type scrolls sideways in ${code}`, async ({ page, context, cspViolations }) => {
    test.setTimeout(120_000);
    const widths = DESKTOP_LANGUAGES.has(code) ? DESKTOP_WIDTHS : ALL_WIDTHS;
    const tabs = [page];
    for (let i = 1; i < TABS; i++) {
      const tab = await context.newPage();
      await watchCspViolations(tab, cspViolations);
      tabs.push(tab);
    }
    const failures: string[] = [];
    const queue = PAGE_TYPES.map(({ path }) => `/${code}${path}`);
    let measured = 0;
    await Promise.all(tabs.map(async (tab) => {
      for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
        const widthsMeasured = await measure(tab, url, widths, failures);
        measured += widthsMeasured;
      }
    }));
    expect(failures).toEqual([]);
    // Every page type at every width (the tabs share one queue; none may pass a page it never measured).
    expect(measured).toBe(PAGE_TYPES.length * widths.length);
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
