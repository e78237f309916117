import type { Response } from '@playwright/test';
import { expect, test, type Page } from './fixtures.ts';
import { crawl, htmlcsCheck, nuCheck, requestAll, type HtmlcsMessage, type NuDocument } from './support/outside-checkers.ts';
import { PASSWORD, SERVICES } from './support/signed-in.ts';

/**
 * Checkers nobody here wrote (issue 26, items 5 and 6; docs/decisions/0006-outside-checkers.md), over
 * the built portal and the real local services:
 * - the W3C Nu HTML checker over the markup as served of one page of every page type, in English
 *   and German, and over the stylesheets they link: no error (warnings are listed in the test's
 *   annotations, not failed);
 * - HTML_CodeSniffer, the engine pa11y runs, with WCAG 2 AA over the same pages once loaded: no
 *   error-level message;
 * - a same-origin link crawl with linkinator from /en: every link and image answers below 400.
 */

interface PageType {
  readonly name: string;
  /** The path without the language prefix, or a function that finds it on the (English) site. */
  readonly path: string | ((page: Page) => Promise<string>);
}

/** The first link on a listing page that leads to one of its entries. */
const firstEntry = (listing: string, prefix: string) => async (page: Page): Promise<string> => {
  await page.goto(`/en${listing}`);
  const href = await page.locator(`main a[href^="/en${prefix}"]`).first().getAttribute('href');
  if (href === null) throw new Error(`No link to /en${prefix}… on /en${listing}`);
  return href.slice('/en'.length);
};

const PUBLIC: readonly PageType[] = [
  { name: 'home', path: '' },
  { name: 'stories list', path: '/stories' },
  { name: 'story', path: '/stories/monet-at-etretat' },
  { name: 'exhibition', path: '/exhibitions/impressionism-light-and-modern-life' },
  { name: 'chapter', path: '/exhibitions/impressionism-light-and-modern-life/painting-outdoors' },
  { name: 'themes', path: '/themes' },
  { name: 'theme', path: '/themes/art' },
  { name: 'collections', path: '/collections' },
  { name: 'entity listing', path: '/collections/persons' },
  { name: 'entity page', path: '/collections/person/91257422-edgar-degas' },
  { name: 'search with results', path: '/search?query=portrait' },
  { name: 'search without results', path: '/search?query=zzzzqqqxxyy' },
  { name: 'item', path: '/item/2000001/aic_93784' },
  { name: 'galleries', path: '/galleries' },
  { name: 'gallery', path: firstEntry('/galleries', '/galleries/') },
  { name: 'trending', path: '/trending' },
  { name: 'feature ideas', path: '/feature-ideas' },
  { name: 'about us', path: '/about-us' },
  { name: 'apis', path: '/apis' },
  { name: 'europeana data space', path: '/europeana-data-space' },
  { name: '404 page', path: '/no-such-page-here' },
  // The item page with each kind of media and the reader (issues 22 and 24), the advanced search and a second page.
  { name: 'newspaper item, page 2, searched inside', path: '/item/2000004/newspaper_harbour_courier_1912?page=2&find=harbour' },
  { name: 'PDF item', path: '/item/2000004/pamphlet_public_baths' },
  { name: 'sound item', path: '/item/2000002/sound_carillon' },
  { name: 'film item', path: '/item/2000002/film_mandelbrot' },
  { name: 'streamed film item', path: '/item/2000002/film_mandelbrot_stream' },
  { name: '3D item', path: '/item/2000002/model_amphora' },
  { name: 'embed item behind consent', path: '/item/2000002/embed_youtube_bbb' },
  { name: 'item from a provider\'s IIIF manifest', path: '/item/2000002/portfolio_monet_coast?page=2' },
  { name: 'advanced search', path: '/search?query=portrait&qa=who%3Amonet&qa=-proxy_dc_title%3Abeach' },
  { name: 'galleries, page 2', path: '/galleries?page=2' },
  // DE-BIAS's notes on a title's word (popups in the heading's and the metadata's values) and the term's page.
  { name: 'item with DE-BIAS notes', path: '/item/2000001/aic_100352' },
  { name: 'DE-BIAS term', path: '/debias/2101-chief' },
  // A story with a content warning (a dialog open in the page until a script makes it modal).
  { name: 'story with a content warning', path: '/stories/saints-and-their-signs' },
];
/** Visited after signing in through the identity provider's page, which is checked too. */
const SIGNED_IN: readonly PageType[] = [
  { name: 'account', path: '/account' },
  { name: 'account, private galleries', path: '/account?tab=private' },
  { name: 'api keys', path: '/account/api-keys' },
];

interface Checked {
  /** Pages and the stylesheets they link, for the Nu checker. */
  readonly documents: Map<string, NuDocument>;
  readonly htmlcs: Map<string, HtmlcsMessage[]>;
}

async function check(page: Page, name: string, response: Response | null, checked: Checked): Promise<void> {
  if (response === null) throw new Error(`${name}: no response`);
  checked.documents.set(`${name} (${page.url()})`, { type: 'html', text: await response.text() });
  await page.waitForLoadState('load');
  const stylesheets = await page.locator('link[rel="stylesheet"][href]').evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  for (const href of stylesheets) {
    if (checked.documents.has(href)) continue;
    const stylesheet = await page.request.get(href);
    expect(stylesheet.status(), href).toBe(200);
    checked.documents.set(href, { type: 'css', text: await stylesheet.text() });
  }
  checked.htmlcs.set(`${name} (${page.url()})`, await htmlcsCheck(page));
}

// The longest test first: it starts while the other worker still has tests to run, not at the end.
test('a same-origin link crawl from /en finds no link or image answering 400 or above', async ({ baseURL }) => {
  test.setTimeout(300_000);
  const portal = new URL(baseURL ?? '').origin;
  // The query variants are requested and their answers read (the crawl's first version skipped them all).
  expect(await requestAll([`${portal}/en/no-such-page-here?view=grid`, `${portal}/en/collections?view=grid`], 2)).toEqual([{ url: `${portal}/en/no-such-page-here?view=grid`, status: 404 }]);
  const report = await crawl({ portal, checked: [new URL(SERVICES).origin] });
  test.info().annotations.push({ type: 'crawl', description: `${String(report.pages)} pages crawled, ${String(report.requested)} URLs requested, ${String(report.ignored)} not requested` });
  // The crawl reached the page types of the navigation (a crawl that stopped at the home page passes nothing).
  expect(report.pages).toBeGreaterThan(100);
  expect(report.broken.map((b) => `${String(b.status)} ${b.url} (on ${b.on.join(', ')})`)).toEqual([]);
});

test('the checkers find what they are there to find (a harness that reads nothing would pass everything)', async ({ page }) => {
  const broken = '<!doctype html><html lang="en"><head><title>t</title></head><body><h2></h2><input role="combobox" type="search"><p style="line-clamp: 2">x</p></body></html><script src="/x.js"></script>';
  const nu = await nuCheck(new Map([['broken', { type: 'html', text: broken }], ['broken.css', { type: 'css', text: 'p { line-clamp: 2; }' }]]));
  const errors = nu.filter((m) => m.severity === 'error').map((m) => `${m.document}: ${m.text}`);
  expect(errors.some((e) => e.startsWith('broken: Stray start tag “script”'))).toBe(true);
  expect(errors.some((e) => e.startsWith('broken.css:') && e.includes('line-clamp'))).toBe(true);
  await page.setContent(broken);
  expect((await htmlcsCheck(page)).filter((m) => m.type === 1).map((m) => m.code)).toContain('WCAG2AA.Principle1.Guideline1_3.1_3_1.H42.2');
});

for (const locale of ['en', 'de']) {
  test(`every page type passes the Nu HTML checker and HTML_CodeSniffer WCAG2AA (${locale})`, async ({ page }) => {
    test.setTimeout(300_000);
    const checked: Checked = { documents: new Map(), htmlcs: new Map() };
    for (const type of PUBLIC) {
      const path = typeof type.path === 'string' ? type.path : await type.path(page);
      await check(page, type.name, await page.goto(`/${locale}${path}`), checked);
    }
    // The identity provider's sign-in page (in the portal's language), then the signed-in pages.
    const signInPage = await page.goto(`/${locale}/account/login?redirect=${encodeURIComponent(`/${locale}/account`)}`);
    expect(page.url()).toContain(`${SERVICES}/auth/realms/`);
    await check(page, 'sign-in page', signInPage, checked);
    await page.locator('input[name="username"]').fill('user@example.org');
    await page.locator('input[name="password"]').fill(PASSWORD);
    await page.locator('[data-qa="sign-in-submit"]').click();
    await page.waitForURL((url) => url.pathname === `/${locale}/account`);
    for (const type of SIGNED_IN) {
      await check(page, type.name, await page.goto(`/${locale}${String(type.path)}`), checked);
    }
    // The identity provider's own account page (Keycloak's `{issuer}/account`), where the account menu leads.
    await check(page, 'identity provider account page', await page.goto(`${SERVICES}/auth/realms/europeana/account`), checked);

    const nu = await nuCheck(checked.documents);
    const warnings = nu.filter((m) => m.severity === 'warning');
    if (warnings.length > 0) test.info().annotations.push({ type: 'Nu warnings', description: warnings.map((m) => `${m.document}: ${m.text}`).join('\n') });
    const errors = nu.filter((m) => m.severity === 'error').map((m) => `${m.document}: ${m.text}`);
    expect.soft(errors, 'Nu HTML checker errors').toEqual([]);

    const htmlcsErrors = [...checked.htmlcs].flatMap(([name, messages]) =>
      messages.filter((m) => m.type === 1).map((m) => `${name}: ${m.code}: ${m.msg} — ${m.element}`),
    );
    expect(htmlcsErrors, 'HTML_CodeSniffer WCAG2AA errors').toEqual([]);
  });
}
