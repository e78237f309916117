import { fileURLToPath } from 'node:url';
import { expect, test, type Locator, type Page } from './fixtures.ts';
import { PAGE_TYPES } from './support/page-types.ts';
import { newAccount, signIn } from './support/signed-in.ts';

/**
 * Visual checks (issue 26, "Tests"): every page type (tests/e2e/support/page-types.ts), the sign-in page
 * and the signed-in account pages, in English and German, at a phone's 390 px and a desktop's 1400 px,
 * compared with the screenshots committed in tests/e2e/visual.spec.ts-snapshots/. A change that moves a
 * page fails here until its baselines are regenerated, on purpose, with the change:
 *
 *   E2E_PORT=4393 E2E_SERVICES_PORT=4493 npx playwright test tests/e2e/visual.spec.ts --update-snapshots
 *
 * (the ports are any free pair), then look at every changed PNG before committing it. The baselines are
 * those of the CI image: Debian's chromium-headless-shell and its fonts (DejaVu); another browser build
 * or font set draws text differently, so regenerate them there.
 *
 * What keeps the pixels the same run after run (the same build, the same local seed data):
 * - a real phone and desktop viewport, compared from the top of the page down to a capped height (see
 *   VIEWPORTS), not the whole page: the baselines stay small and a page's long tail stays out;
 * - the consent cookie is set (no banner), light colour scheme, fixed locale and time zone, animations
 *   stopped, the caret hidden, toasts and the progress bar hidden (tests/e2e/support/visual.css);
 * - the screenshot waits until the network is idle, the fonts are ready and every picture in the
 *   compared part is loaded and decoded (its size settles the layout);
 * - pictures are masked: their box is compared, not their pixels (the sample images are content, and
 *   photographs would make the baselines ten times larger);
 * - MASKED: numbers that other tests or visitors change (views, votes, story counts) keep their box;
 * - VOLATILE: regions whose content changes by itself (the home page's picture, trending items and latest entries,
 *   trending lists, galleries and stories other tests publish) get a fixed height and are masked.
 */

const LANGUAGES = ['en', 'de'] as const;
/**
 * The widths, each with the height compared from the top of the page (`cap`): the fold and what follows
 * it (the item page's metadata under its media, a listing's first rows), not the long tail of a page.
 * About two phone screens and one and a third desktop screens keep the baselines near 9 MB in all.
 */
const VIEWPORTS = [
  { width: 390, height: 844, cap: 1600 },
  { width: 1400, height: 900, cap: 1200 },
] as const;
type Viewport = (typeof VIEWPORTS)[number];

/** Regions whose content changes by itself: a fixed height (set inline by `settle`), masked. */
const VOLATILE = [
  // The home page's picture of the day and its attribution (HomeView.astro: the day number of the build).
  '[data-qa="home-hero"] [data-qa="attributed-image"]',
  // The home page's trending items follow the views other tests record; its latest stories and galleries the
  // stories and galleries other tests publish (src/components/home/).
  '[data-qa="home-trending"]',
  '[data-qa="home-latest-stories"]',
  '[data-qa="home-latest-galleries"]',
  '[data-qa="automated-card-group"]:has([data-qa="item-card"])',
  // A browse page's featured themes are the day's four; its latest galleries those other tests publish.
  '[data-qa="automated-themes"]',
  '[data-qa="automated-galleries"]',
  // Trending items follow the views other tests record (tests/e2e/portal-data.spec.ts): the whole page body,
  // as the empty state and the list differ in more than one element (trending.astro).
  '[data-qa="trending"]',
  // Public galleries other tests publish (tests/e2e/signed-in-galleries.spec.ts).
  '[data-qa="published-galleries"]',
  // The stories listing's cards: tests/e2e/rebuild.spec.ts edits a listed story's English headline for
  // good and publishes a new story (the newest: the first card) for a few seconds.
  '[data-qa="stories-cards"]',
];

/** Content that changes by itself inside a box of a fixed size: masked. */
const MASKED = [
  // Pictures (their box is compared; SVG icons and illustrations are design, compared as they are).
  'img:not([src*=".svg"])',
  'video',
  'canvas',
  // An error page's support reference: a new request id at every load.
  '[data-qa="request-id"]',
  // View counts and votes other tests add (tests/e2e/portal-data.spec.ts).
  '[data-qa="item-views"]',
  '[data-qa="feature-vote"]',
  // The story count: tests/e2e/rebuild.spec.ts publishes a story for a few seconds.
  '[data-qa="stories-count"]',
  // The new account's random name.
  '[data-qa="account-page"] > h1',
];

const STYLE = fileURLToPath(new URL('support/visual.css', import.meta.url));

test.use({ colorScheme: 'light', locale: 'en-GB', timezoneId: 'Europe/Brussels', deviceScaleFactor: 1 });

test.beforeEach(async ({ context, baseURL }) => {
  // Consent given (all optional services off): no banner over the page.
  await context.addCookies([{ name: 'consent', value: 'analytics%3D0%26heatmap%3D0%26code-sandbox%3D0', url: baseURL ?? '' }]);
});

/**
 * Waits until the part of the page that is compared is still: no requests, fonts ready, every picture
 * in it loaded and decoded (lazy ones below the fold are started: their size settles the layout), then
 * gives the volatile regions their fixed height (inline, so the page's height is measured with it).
 */
async function settle(page: Page, cap: number): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(async ({ cap, volatile, masked }) => {
    await document.fonts.ready;
    // A decoded picture can push others up into the compared part: until a round finds nothing new.
    for (let round = 0; round < 5; round++) {
      const pending = [...document.images].filter((img) => {
        const box = img.getBoundingClientRect();
        return box.top + scrollY < cap && !(img.complete && img.naturalWidth > 0);
      });
      if (pending.length === 0) break;
      for (const img of pending) img.loading = 'eager';
      await Promise.all(pending.map((img) => img.decode().catch(() => undefined)));
    }
    for (const element of document.querySelectorAll<HTMLElement>(volatile)) {
      element.setAttribute('data-visual-volatile', '');
      const fixed = { 'box-sizing': 'border-box', height: '400px', 'min-height': '0', 'max-height': 'none', overflow: 'hidden' };
      for (const [property, value] of Object.entries(fixed)) element.style.setProperty(property, value, 'important');
      // The hero's picture takes the width its picture of the day is sharp at (AttributedImage.astro): the width of
      // its column instead, as the picture changes at midnight.
      if (element.matches('[data-qa="home-hero"] [data-qa="attributed-image"]')) element.style.setProperty('width', '100%', 'important');
    }
    // Playwright draws a mask over an element's whole box, even where an overflow hides it: what lies in a
    // volatile region (its pictures below the fixed height) is left to the region's own mask.
    for (const element of document.querySelectorAll(masked)) {
      if (!element.closest('[data-visual-volatile]')) element.setAttribute('data-visual-masked', '');
    }
  }, { cap, volatile: VOLATILE.join(', '), masked: MASKED.join(', ') });
}

async function compare(page: Page, name: string, { width, cap }: Viewport): Promise<void> {
  const masks: Locator[] = [page.locator('[data-visual-masked], [data-visual-volatile]')];
  await expect.soft(page, `${name} at ${String(width)} px`).toHaveScreenshot(`${name}-${String(width)}.png`, {
    // The page from its top down to `cap` (or its end): Playwright trims the clip to the page.
    fullPage: true,
    clip: { x: 0, y: 0, width, height: cap },
    animations: 'disabled',
    caret: 'hide',
    mask: masks,
    maskColor: '#9a9a9a',
    stylePath: STYLE,
    // Antialiasing noise passes; a moved block of a page does not.
    maxDiffPixelRatio: 0.01,
  });
}

/** Loads `url` at each width (a fresh load: a visitor's layout, not a resized one) and compares it. */
async function compareAtEachWidth(page: Page, url: string, name: string): Promise<void> {
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.goto(url);
    await settle(page, viewport.cap);
    await compare(page, name, viewport);
  }
}

for (const code of LANGUAGES) {
  for (const { name, path } of PAGE_TYPES) {
    test(`${name} in ${code}`, async ({ page }) => {
      await compareAtEachWidth(page, `/${code}${path}`, `${code}-${name}`);
    });
  }

  test(`sign-in page in ${code}`, async ({ page }) => {
    // The identity provider's page, reached the way a visitor reaches it.
    await compareAtEachWidth(page, `/${code}/account/login?redirect=%2F${code}%2Faccount`, `${code}-sign-in`);
  });

  test(`account pages signed in, in ${code}`, async ({ page }) => {
    // A new account: no likes or galleries from other tests.
    const account = await newAccount('visual');
    await signIn(page, account.username, `/${code}/account`, account.password);
    await compareAtEachWidth(page, `/${code}/account`, `${code}-account`);
    await compareAtEachWidth(page, `/${code}/account/api-keys`, `${code}-api-keys`);
  });
}
