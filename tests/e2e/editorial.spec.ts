import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';

/** Editorial pages: pre-rendered from the local content service's seed in every language. */

test.describe('editorial pages', () => {
  test('home: calls to action, image of the day (the sections: tests/e2e/home.spec.ts)', async ({ page }) => {
    await page.goto('/en');
    await expect(page.getByTestId('home-hero').locator('h1')).toBeVisible();
    await expect(page.getByTestId('call-to-action')).toHaveCount(3);
    await expect(page.getByTestId('home-hero').locator('img[fetchpriority="high"]')).toHaveCount(1);
  });

  test('stories listing filters by type and tag, and pages', async ({ page }) => {
    await page.goto('/en/stories');
    const cards = page.getByTestId('stories-cards').getByTestId('story-card');
    const all = await cards.count();
    expect(all).toBeGreaterThan(2);
    await page.getByTestId('type-filter').locator('a[href*="type=exhibition"]').click();
    await expect(page).toHaveURL(/type=exhibition/);
    await expect(page.getByTestId('stories-cards').locator('[data-type="story"]')).toHaveCount(0);
    await expect(page.getByTestId('stories-cards').locator('[data-type="exhibition"]')).not.toHaveCount(0);
    await page.getByTestId('type-filter').locator('a[href*="type=story"]').click();
    const tag = page.getByTestId('tag-filter').locator('a').first();
    const tagId = await tag.getAttribute('data-tag');
    await tag.click();
    await expect(page).toHaveURL(new RegExp(`tags=${tagId ?? ''}`));
    expect(await page.getByTestId('stories-cards').getByTestId('story-card').count()).toBeLessThanOrEqual(all);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(canonical).toMatch(/\/en\/stories$/);
  });

  test('a story: parts, authors, tags, content warning, OpenGraph', async ({ page }) => {
    await page.goto('/en/stories/saints-and-their-signs');
    await expect(page.getByTestId('page-title')).toBeVisible();
    // The warning is a modal over the page until the visitor continues, once a session.
    const warning = page.getByTestId('content-warning');
    await expect(warning).toBeVisible();
    expect(await warning.evaluate((el) => el.matches(':modal'))).toBe(true);
    await expect(warning.getByRole('heading', { level: 2 })).toHaveText('Depictions of martyrdom');
    await expect(warning.getByTestId('content-warning-continue')).toBeFocused();
    await expect(warning.getByTestId('content-warning-home')).toHaveAttribute('href', '/en');
    await expectNoAxeViolations(page);
    // Not continued yet: shown again.
    await page.reload();
    await expect(page.getByTestId('content-warning')).toBeVisible();
    expect(await warning.evaluate((el) => el.matches(':modal'))).toBe(true);
    await warning.getByTestId('content-warning-continue').click();
    await expect(warning).toBeHidden();
    await page.reload();
    await expect(page.getByTestId('page-title')).toBeVisible();
    await expect(page.getByTestId('content-warning')).toBeHidden();
    await expect(page.getByTestId('authors')).toBeVisible();
    await expect(page.getByTestId('categories').locator('a').first()).toHaveAttribute('href', /\/en\/stories\?tags=/);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^http/);
    await expect(page.locator('link[rel="alternate"][hreflang="de"]')).toHaveAttribute('href', /\/de\/stories\/saints-and-their-signs$/);
    const lazy = await page.locator('article img[loading="lazy"]').count();
    expect(lazy).toBeGreaterThan(0);
  });

  test('with JavaScript the warning is never in the page before its script makes it a modal', async ({ page }) => {
    // The page's scripts held back: the first paint, as a visitor on a slow connection sees it until they arrive.
    let release = (): void => undefined;
    const held = new Promise<void>((resolve) => { release = resolve; });
    await page.route(/\/_astro\/.*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/en/stories/saints-and-their-signs', { waitUntil: 'commit' });
    await expect(page.getByTestId('page-title')).toBeVisible();
    const warning = page.getByTestId('content-warning');
    await expect(warning).toBeHidden();
    release();
    await expect(warning).toBeVisible();
    expect(await warning.evaluate((el) => el.matches(':modal'))).toBe(true);
  });

  test('a content warning without JavaScript: read in the page before the story, closed by "Continue" (sk, 390 px)', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 900 }, baseURL: baseURL ?? '' });
    const page = await context.newPage();
    await page.goto('/sk/stories/myths-on-canvas');
    const warning = page.getByTestId('content-warning');
    await expect(warning).toBeVisible();
    expect(await warning.evaluate((el) => el.matches(':modal'))).toBe(false);
    await expect(warning.getByTestId('content-warning-continue')).toHaveText('Pokračovať');
    // In the page's flow, above the story's text, within the screen's width.
    const [box, text] = [await warning.boundingBox(), await page.locator('.reading > .flow p').first().boundingBox()];
    expect(box && text && box.y + box.height <= text.y && box.x + box.width <= 390).toBe(true);
    await warning.getByTestId('content-warning-continue').click();
    await expect(warning).toBeHidden();
    await context.close();
  });

  for (const [locale, left] of [['en', 'Left:'], ['de', 'Links:']] as const) {
    test(`an image comparison: a divider moved by dragging or the arrow keys, each image attributed (${locale})`, async ({ page }) => {
      await page.goto(`/${locale}/stories/monet-at-etretat`);
      const comparison = page.getByTestId('image-comparison');
      const handle = comparison.getByTestId('image-comparison-handle');
      await expect(handle).toBeVisible();
      await expect(comparison.locator('figcaption').first()).toContainText(left);
      // The attributions stand under the frame, within its edges, also when a tall frame narrows to fit the screen.
      const frame = await comparison.locator('.frame').boundingBox();
      const captions = await comparison.locator('.side-by-side').boundingBox();
      if (frame === null || captions === null) throw new Error('no frame or attributions box');
      expect(captions.x).toBeGreaterThanOrEqual(frame.x - 1);
      expect(captions.x + captions.width).toBeLessThanOrEqual(frame.x + frame.width + 1);
      const position = (): Promise<string> => comparison.evaluate((el) => (el as HTMLElement).style.getPropertyValue('--position'));
      expect(await position()).toBe('50%');
      await handle.focus();
      for (let i = 0; i < 10; i += 1) await page.keyboard.press('ArrowLeft');
      expect(await position()).toBe('40%');
      // Pointing at three quarters of the frame's width moves the divider there.
      const box = await handle.boundingBox();
      if (box === null) throw new Error('no slider box');
      await page.mouse.click(box.x + box.width * 0.75, box.y + box.height / 2);
      expect(Number.parseFloat(await position())).toBeGreaterThan(70);
      // The first image is cut at the divider, the second whole beneath it.
      await expect(comparison.locator('img.over')).toHaveCSS('clip-path', /inset/);
      await expectNoAxeViolations(page);
    });
  }

  test('an image comparison without JavaScript: the two images side by side, each attributed', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/en/stories/monet-at-etretat');
    const comparison = page.getByTestId('image-comparison');
    await expect(comparison.getByTestId('image-comparison-handle')).toBeHidden();
    await expect(comparison.getByTestId('attributed-image')).toHaveCount(2);
    await expect(comparison.getByTestId('attributed-image').locator('img')).toHaveCount(2);
    await expect(comparison.locator('figcaption').nth(1)).toContainText('Right:');
    await context.close();
  });

  for (const [width, height] of [[390, 844], [1400, 900]] as const) {
    test(`a story's image-text slides: each picture holds still while its text scrolls over it, then the next comes up (${String(width)} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await page.goto('/de/stories/monet-at-etretat');
      const slides = page.getByTestId('image-text-slide');
      expect(await slides.count()).toBeGreaterThan(1);
      const [first, second] = [slides.nth(0), slides.nth(1)];
      const top = await first.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
      const boxes = async (y: number) => {
        await page.evaluate((to) => { window.scrollTo(0, to); }, y);
        await page.waitForFunction((to) => Math.abs(window.scrollY - to) < 1, y);
        const of = (locator: typeof first) => locator.evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect);
        return { picture: await of(first.locator('.picture')), card: await of(first.getByTestId('image-text-slide-card')), next: await of(second.locator('.picture')) };
      };
      const a = await boxes(top + 10);
      const b = await boxes(top + 210);
      expect(Math.abs(a.picture.top)).toBeLessThan(1);
      expect(Math.abs(b.picture.top)).toBeLessThan(1);
      expect(a.picture.height).toBeCloseTo(height, -1);
      expect(b.card.top).toBeCloseTo(a.card.top - 200, 0);
      // The card is over the picture, within the screen; the next picture is still below it.
      expect(a.card.top).toBeGreaterThan(0);
      expect(a.card.bottom).toBeLessThan(height);
      expect(a.card.left).toBeGreaterThanOrEqual(a.picture.left);
      expect(a.card.right).toBeLessThanOrEqual(a.picture.right);
      expect(a.next.top).toBeGreaterThanOrEqual(height);
      // Further on, the next picture has come up to the top of the screen.
      const secondTop = await second.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
      expect((await boxes(secondTop + 10)).next.top).toBeCloseTo(0, 0);
    });
  }

  test('on a phone a story’s pictures (hero, parts, slides, comparison) start at the column’s edge: no figure margins of their own', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/en/stories/monet-at-etretat');
    const edge = Math.round((await page.locator('h1').boundingBox())?.x ?? 0);
    const lefts = await page.locator('figure[data-qa="attributed-image"]').evaluateAll((figures) => figures.map((f) => Math.round(f.getBoundingClientRect().x)));
    expect(lefts.length).toBeGreaterThan(5);
    expect(lefts.filter((left) => Math.abs(left - edge) > 1)).toEqual([]);
  });

  test('an exhibition, its chapters and credits', async ({ page }) => {
    await page.goto('/en/exhibitions/impressionism-light-and-modern-life');
    const nav = page.getByTestId('chapter-nav');
    await expect(nav.locator('li')).toHaveCount(5);
    await nav.getByTestId('next-chapter').click();
    await expect(page.getByTestId('exhibition-chapter')).toBeVisible();
    await expect(page.getByTestId('chapter-nav').locator('[aria-current="page"]')).toHaveCount(1);
    await page.getByTestId('chapter-nav').locator('a[href$="/credits"]').first().click();
    await expect(page.getByTestId('exhibition-credits')).toBeVisible();
  });

  test('a theme and the themes page', async ({ page }) => {
    await page.goto('/en/themes');
    await page.getByTestId('themes').locator('a[href="/en/themes/art"]').click();
    await expect(page.getByTestId('theme')).toBeVisible();
    await expect(page.getByTestId('page-title')).toBeVisible();
  });

  test('a static page with related links, and unknown slugs 404', async ({ page }) => {
    await page.goto('/en/rights/privacy-statement');
    await expect(page.getByTestId('static-page')).toBeVisible();
    const response = await page.goto('/en/no-such-page-here');
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('error-view')).toBeVisible();
  });

  test('a page without a translation shows English with a notice; a translated one does not', async ({ page }) => {
    await page.goto('/it/stories/monet-at-etretat');
    await expect(page.getByTestId('fallback-notice')).toBeVisible();
    // The language named as a sentence names it, not as the language menu lists it ("Italiano").
    await expect(page.getByTestId('fallback-notice')).toContainText('(italiano)');
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
    await page.goto('/de/stories/monet-at-etretat');
    await expect(page.getByTestId('fallback-notice')).toHaveCount(0);
  });

  test('preview: drafts only for the preview secret holder, noindex, never cached', async ({ page, request }) => {
    const anonymous = await request.get('/en/stories/monet-at-etretat?mode=preview', { maxRedirects: 0 });
    expect(anonymous.status()).toBe(302);
    expect(anonymous.headers().location).toBe('/en/stories/monet-at-etretat');
    await page.goto('/en/stories/monet-at-etretat?mode=preview&secret=e2e-preview-secret-0123456789');
    await expect(page.getByTestId('preview-banner')).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    const again = await page.request.get('/en/stories/monet-at-etretat?mode=preview');
    expect(again.headers()['cache-control']).toContain('no-store');
    expect(await again.text()).toContain('data-qa="preview-banner"');
  });

  test('sitemap with hreflang alternates and robots.txt', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/^Sitemap: .*\/sitemap-index\.xml$/m);
    // Served at run time from the stored files (src/lib/sitemaps/), without a language prefix.
    const index = await request.get('/sitemap-index.xml', { maxRedirects: 0 });
    expect(index.status()).toBe(200);
    const editorial = [...(await index.text()).matchAll(/<loc>[^<]*(\/sitemap-editorial-\d+\.xml)<\/loc>/g)].map((m) => m[1] ?? '');
    const files = await Promise.all(editorial.map(async (path) => (await request.get(path)).text()));
    const story = files.find((xml) => xml.includes('/en/stories/monet-at-etretat<'));
    expect(story).toBeDefined();
    expect(story).toMatch(/hreflang="de" href="[^"]*\/de\/stories\/monet-at-etretat"/);
  });
});

test.describe('editorial pages are accessible', () => {
  const pages = ['', '/stories', '/stories/monet-at-etretat', '/exhibitions/gold-and-devotion', '/exhibitions/gold-and-devotion/credits', '/themes/art', '/help', '/apis', '/classroom', '/feature-ideas'];
  for (const locale of ['en', 'de', 'it']) {
    for (const path of pages) {
      test(`${locale}${path || ' home'}`, async ({ page }) => {
        await page.goto(`/${locale}${path}`);
        await expectNoAxeViolations(page);
      });
    }
  }
});
