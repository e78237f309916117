import type { CDPSession } from '@playwright/test';
import { expect, test, watchCspViolations, type Page } from './fixtures.ts';
import config from '../../playwright.config.ts';
import { LOCALE_CODES } from '../../src/lib/i18n/locales.ts';
import { FRAMELESS_CAPABLE } from './support/browser.ts';
import { overflow } from './support/overflow.ts';
import { PAGE_TYPES } from './support/page-types.ts';

/**
 * No page scrolls sideways (issue 18 item 0): every page type, in every language, at phone (320; 390
 * follows from it, below), tablet (768) and desktop widths (on a phone the menu, the search and sign-in are
 * reachable: tests/e2e/phone-header.spec.ts). The longest words (German, Hungarian, Slovak, Maltese) are what
 * breaks a layout, so all 25 languages run.
 *
 * Widths: every page type in every language at 320, 768 and 1200 px. 390 px is not measured again here: no
 * style changes between 320 and 767 px (the only media queries below 768 px are `max-width: 767px` ones) and
 * the viewport-relative sizes below 768 px are capped fractions of the width (`min(15rem, 78vw)`, `clamp(…,
 * 4vw, …)` at its floor), so a page that fits in 320 px fits in 390 px (the phone test still opens the menu
 * and the search at 390 px). Each width is a re-layout of the page in Chromium, and this file is the
 * end-to-end suite's largest. 1200 px is the narrowest
 * desktop layout: the main links join the header bar there (its room depends on the language: Italian has
 * less left than Greek) and the search filters become a 17rem column. 1400 px is measured in English and
 * the long-word languages only: between 1200 and 1880 px no style changes (the only media queries above
 * 992 px are 1200 px and 1880 px and up), the content column is capped at 75rem = 1200 px and the
 * viewport-relative type sizes reach their caps below 1200 px, so at 1400 px the page is laid out as at
 * 1200 px with more room on either side: a language that fits at 1200 px fits at 1400 px.
 */
const ALL_WIDTHS = [320, 768, 1200] as const;
const DESKTOP_WIDTHS = [...ALL_WIDTHS, 1400] as const;
/** English and the languages with the longest words, also measured at 1400 px. */
const DESKTOP_LANGUAGES: ReadonlySet<string> = new Set(['en', 'de', 'hu', 'sk', 'mt', 'fi', 'el']);

/**
 * Tabs of one test that load pages at the same time: while one tab waits for the portal, another lays
 * out; three keep a language's run short without crowding the other worker.
 */
const TABS = Number(process.env.LAYOUT_TABS ?? 3);

/**
 * Without painting. What is measured is layout (`scrollWidth`, element boxes), which reading it forces; nothing here
 * is looked at. So in the headless shell the browser runs with begin-frame control (`--deterministic-mode`): it makes
 * no frames of its own, and after a load and after each resize the test asks for one frame without display updates
 * (`HeadlessExperimental.beginFrame`), which runs the page's rendering steps (resize and media-query events, animation
 * frames, resize and intersection observers) as a visitor's browser would, but paints nothing. Half of Chromium's CPU
 * for the same sweep (18 page types, 3 languages, 3 widths: 20.1–20.6 against 9.8–10.0 s); the page's scripts see the
 * same events. Not for tests that click (Playwright's actionability checks wait for frames) or take screenshots.
 */
if (FRAMELESS_CAPABLE) {
  const launchOptions = config.use?.launchOptions ?? {};
  test.use({ launchOptions: { ...launchOptions, args: [...(launchOptions.args ?? []), '--deterministic-mode'] } });
}

/** The frame asked for last in this worker's browser: the GPU process takes one at a time (two at once crash it). */
let lastFrame: Promise<unknown> = Promise.resolve();

/** Runs the page's rendering steps once, without painting (a no-op when the browser makes its own frames). */
async function renderingSteps(cdp: CDPSession | undefined): Promise<void> {
  if (cdp === undefined) return;
  const frame = lastFrame.then(() => cdp.send('HeadlessExperimental.beginFrame', { noDisplayUpdates: true }));
  lastFrame = frame.catch(() => undefined);
  await frame;
}

/**
 * Loads `url` once in `page` and measures it at every width, then leaves the page at the last width.
 * The widths are taken from the one the page is at, so the next page loads at that width and the
 * previous page is never laid out again just to be navigated away from.
 */
async function measure(page: Page, cdp: CDPSession | undefined, url: string, widths: readonly number[], failures: string[]): Promise<number> {
  const order = page.viewportSize()?.width === widths.at(-1) ? [...widths].reverse() : widths;
  const [first] = order;
  if (first !== undefined && page.viewportSize()?.width !== first) await page.setViewportSize({ width: first, height: 800 });
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  for (const width of order) {
    if (page.viewportSize()?.width !== width) await page.setViewportSize({ width, height: 800 });
    await renderingSteps(cdp);
    const found = await overflow(page);
    if (found !== undefined) failures.push(`${url} at ${String(width)} px: ${found}`);
  }
  return order.length;
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
      const cdp = FRAMELESS_CAPABLE ? await context.newCDPSession(tab) : undefined;
      for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
        const widthsMeasured = await measure(tab, cdp, url, widths, failures);
        measured += widthsMeasured;
      }
    }));
    expect(failures).toEqual([]);
    // Every page type at every width (the tabs share one queue; none may pass a page it never measured).
    expect(measured).toBe(PAGE_TYPES.length * widths.length);
  });
}

test('the sweep finds what a style or a script makes overflow at one width', async ({ page, context }) => {
  // A rule that widens the main column from 1000 px, and a script that widens it when a media query starts to match (its
  // `change` event, which a browser without frames of its own dispatches only in the frame the sweep asks for).
  await page.addInitScript(() => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('@media (min-width: 1000px) { main { min-width: 1500px } } @media (max-width: 999px) { .wide-by-script { min-width: 900px } }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    matchMedia('(min-width: 700px)').addEventListener('change', (event) => {
      if (event.matches) document.querySelector('main')?.classList.add('wide-by-script');
    });
  });
  const cdp = FRAMELESS_CAPABLE ? await context.newCDPSession(page) : undefined;
  const failures: string[] = [];
  await page.setViewportSize({ width: 1280, height: 800 });
  expect(await measure(page, cdp, '/en/about-us', ALL_WIDTHS, failures)).toBe(ALL_WIDTHS.length);
  expect(failures).toEqual([expect.stringMatching(/ at 768 px: 900 px wide/), expect.stringMatching(/ at 1200 px: 1500 px wide/)]);
});
