import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';

/**
 * The home page's sections (issue 25): themes carousel, latest stories, latest galleries and trending items
 * beside the content service's hero and calls to action, the hero's attribution as a toggle; in English and in
 * German (long words), at a phone's width. The carousel and the toggle work without JavaScript; the trending
 * items are not in the pre-rendered page but arrive on demand from the portal's view counts.
 */

// Headless Chromium says "HeadlessChrome" in its user agent, whose views isbot rightly does not count: this
// visitor's view of an item makes sure something is trending.
const BROWSER_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
test.use({ userAgent: BROWSER_UA, viewport: { width: 390, height: 844 } });

const ITEM = '/2000001/aic_16413';
/** Consent given (none of the optional services): no banner over the page. */
const CONSENT = { name: 'consent', value: 'analytics%3D0%26heatmap%3D0%26code-sandbox%3D0' };

for (const locale of ['en', 'de'] as const) {
  test(`${locale}: themes, latest stories and galleries, attribution toggle, trending on demand`, async ({ page, request, baseURL }) => {
    await page.context().addCookies([{ ...CONSENT, url: baseURL ?? '' }]);
    const viewed = page.waitForResponse((r) => r.url().endsWith('/_api/views') && r.request().method() === 'POST');
    await page.goto(`/${locale}/item${ITEM}`);
    await viewed;

    // The pre-rendered page holds the sections and the trending placeholder, not the trending items.
    const html = await (await request.get(`/${locale}`)).text();
    expect(html).toContain('data-qa="themes-carousel"');
    expect(html).not.toContain('data-qa="trending-tile"');
    expect(html).toContain('/_server-islands/HomeTrendingItems');

    await page.goto(`/${locale}`);
    const themes = page.getByTestId('home-themes');
    const slides = themes.getByTestId('theme-slide');
    expect(await slides.count()).toBeGreaterThan(3);
    await expect(slides.first().locator('a')).toHaveAttribute('href', new RegExp(`^/${locale}/themes/[a-z0-9-]+$`));
    // A carousel: the row scrolls sideways inside the page, the page itself does not.
    const carousel = themes.getByTestId('themes-carousel');
    expect(await carousel.evaluate((e) => e.scrollWidth > e.clientWidth)).toBe(true);
    await slides.nth(3).locator('a').focus();
    await expect(slides.nth(3)).toBeInViewport();
    // With JavaScript, previous and next buttons scroll the row; previous is off at its start.
    await carousel.evaluate((e) => {
      e.style.scrollBehavior = 'auto';
      e.scrollLeft = 0;
    });
    await expect(themes.getByTestId('themes-previous')).toBeDisabled();
    await themes.getByTestId('themes-next').click();
    await expect.poll(() => carousel.evaluate((e) => e.scrollLeft)).toBeGreaterThan(0);
    await expect(themes.getByTestId('themes-previous')).toBeEnabled();

    const stories = page.getByTestId('home-latest-stories');
    await expect(stories.getByTestId('story-card')).toHaveCount(3);
    await expect(stories.getByTestId('story-card').first().locator('a')).toHaveAttribute('href', new RegExp(`^/${locale}/(stories|exhibitions)/`));

    const galleries = page.getByTestId('home-latest-galleries');
    await expect(galleries.getByTestId('gallery-card').first().locator('a')).toHaveAttribute('href', new RegExp(`^/${locale}/galleries/\\d+`));
    await expect(galleries.getByTestId('see-all-galleries')).toHaveAttribute('href', `/${locale}/galleries`);

    // The hero's attribution: behind an info button, shown and hidden by it.
    const toggle = page.getByTestId('home-hero').getByTestId('attribution-toggle');
    await expect(toggle.getByTestId('attribution')).toBeHidden();
    await toggle.locator('summary').click();
    await expect(toggle.getByTestId('attribution')).toBeVisible();
    await expect(toggle.getByTestId('attribution').locator('a').first()).toBeVisible();
    await toggle.locator('summary').click();
    await expect(toggle.getByTestId('attribution')).toBeHidden();

    // Trending items from the portal's view counts, in the page's language.
    const tiles = page.getByTestId('home-trending').getByTestId('trending-tile');
    await expect(tiles.first()).toBeVisible();
    await expect(tiles.first().locator('a')).toHaveAttribute('href', new RegExp(`^/${locale}/item/`));
    await expect(page.getByTestId('home-trending')).not.toHaveAttribute('aria-busy', 'true');

    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);

    await stories.getByTestId('see-all-stories').click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/stories$`));
  });
}

test('the home page works without JavaScript: carousel, toggle, a link to the trending items', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: baseURL ?? '', viewport: { width: 390, height: 844 } });
  await context.addCookies([{ ...CONSENT, url: baseURL ?? '' }]);
  const page = await context.newPage();
  await page.goto('/de');
  await expect(page.getByTestId('theme-slide').first()).toBeVisible();
  const toggle = page.getByTestId('home-hero').getByTestId('attribution-toggle');
  await toggle.locator('summary').click();
  await expect(toggle.getByTestId('attribution')).toBeVisible();
  await expect(page.getByTestId('home-trending').getByTestId('see-all-trending')).toHaveAttribute('href', '/de/trending');
  await context.close();
});
