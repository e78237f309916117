import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/**
 * Every page the site itself sends visitors to exists in the local stack (issue 18, items 1 and 13): each link
 * of the header, the sidebar and the footers of every layout, and the target of every legacy rule with a fixed
 * target (the 336 retired gallery slugs included), followed to its end, answers 200. Against the built portal and the real local services with their
 * seed, so a link to a page the seed lacks (`/europeana-classroom`, `/rights/terms-of-use`, `/themes/ww1`)
 * fails here.
 */

const table = (name: string): Readonly<Record<string, string>> =>
  JSON.parse(readFileSync(new URL(`../../src/lib/routing/legacy/data/${name}.json`, import.meta.url), 'utf8')) as Record<string, string>;

/** A request followed to its end: the final status and where it landed. */
async function land(request: APIRequestContext, path: string): Promise<{ status: number; at: string }> {
  const response = await request.get(path, { maxRedirects: 20 });
  const url = new URL(response.url());
  return { status: response.status(), at: url.pathname + url.search };
}

async function expectAllLand(request: APIRequestContext, paths: readonly string[]): Promise<void> {
  const failures: string[] = [];
  for (const path of paths) {
    const { status, at } = await land(request, path);
    if (status !== 200) failures.push(`${path} → ${at}: ${String(status)}`);
  }
  expect(failures, 'pages the site links to that do not answer 200').toEqual([]);
}

/** Links of the site's own navigation on a page: header (with the sidebar), footer, and the microsite layouts' own. */
const NAVIGATION = ['header', 'footer', 'data-space-header', 'data-space-footer', 'api-landing-header', 'api-landing-footer']
  .map((qa) => `[data-qa="${qa}"] a[href]`)
  .concat('[data-qa*="sidebar"] a[href]')
  .join(', ');

test.describe('header, sidebar and footer links', () => {
  for (const locale of ['en', 'de']) {
    test(`every link of the default layout resolves to a page (${locale})`, async ({ page, request }) => {
      await page.goto(`/${locale}`);
      const hrefs = await page.locator(NAVIGATION).evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
      const internal = [...new Set(hrefs.filter((h) => h.startsWith('/') && !h.startsWith('//')).map((h) => h.split('#')[0] ?? h))];
      // The navigation of spec section 2: header main links, the sidebar's additions, the footer's pages.
      const spec = ['', '/collections', '/stories', '/share-your-collections', '/classroom', '/about-us', '/help', '/feature-ideas',
        '/rights', '/rights/privacy-statement', '/rights/accessibility-policy', '/rights/cookies-policy', '/faq'];
      for (const path of spec) expect(internal, `a link to /${locale}${path}`).toContain(`/${locale}${path}`);
      await expectAllLand(request, internal);
    });
  }

  for (const path of ['/en/europeana-data-space', '/en/apis']) {
    test(`every link of the landing layout on ${path} resolves to a page`, async ({ page, request }) => {
      await page.goto(path);
      const hrefs = await page.locator(NAVIGATION).evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
      const internal = [...new Set(hrefs.filter((h) => h.startsWith('/') && !h.startsWith('//')))];
      expect(internal.length).toBeGreaterThan(2);
      await expectAllLand(request, internal);
    });
  }
});

test.describe('legacy rule targets', () => {
  test('every retired gallery slug lands on its gallery; the gone ones answer 410', async ({ request }) => {
    // data/retired-gallery-slugs.json → `/galleries/{8950…9285}-{slug}`: the local Set API holds them as the production
    // one does (services/set/retired-galleries.ts), through both the old `/portal/…/explore/galleries/…` address and
    // the slug alone.
    const retired = Object.keys(table('retired-gallery-slugs'));
    expect(retired).toHaveLength(336);
    await expectAllLand(request, retired.map((slug, index) => (index % 2 === 0 ? `/en/galleries/${slug}` : `/portal/de/explore/galleries/${slug}.html`)));
    const gone = JSON.parse(readFileSync(new URL('../../src/lib/routing/legacy/data/gone-gallery-slugs.json', import.meta.url), 'utf8')) as string[];
    for (const slug of gone.slice(0, 5)) expect((await request.get(`/en/galleries/${slug}`, { maxRedirects: 0 })).status(), slug).toBe(410);
  });

  test('every renamed static page, old collection and old theme name lands on a page', async ({ request }) => {
    const staticPages = Object.keys(table('static-pages')).map((from) => `/en${from}`);
    const themes = Object.keys(table('theme-names')).map((name) => `/en/themes/${name}`);
    const prefixed = Object.entries(table('locale-prefixed'))
      .filter(([, to]) => !to.startsWith('https://'))
      .map(([from]) => (from.endsWith('/*') ? `/en${from.slice(0, -2)}/monet-at-etretat` : `/en${from}`));
    const sources = [...staticPages, ...themes, ...prefixed];
    // Each is a rule's source: it must redirect (the rule fires) and then land.
    for (const path of sources) {
      const first = await request.get(path, { maxRedirects: 0 });
      expect([301, 302], path).toContain(first.status());
    }
    await expectAllLand(request, sources);
  });

  test('the /portal rules land on pages, with ids the local store holds', async ({ request }) => {
    await expectAllLand(request, [
      '/portal/en/record/2000001/aic_16571.html',
      '/portal/en/explore/people/97129501-claude-monet.html',
      '/portal/en/explore/topics/190-art.html',
      '/portal/en/explore/periods/19-19th-century.html',
      '/portal/en/explore/newcontent.html',
      '/portal/en/exhibitions/foyer',
      '/portal/en/exhibitions/impressionism-light-and-modern-life',
      '/portal/en/search?q=monet',
      '/portal/en/collections/world-war-I?q=1914',
      '/portal/en/about.html',
      '/portal/en/rights/terms.html',
      '/en/portal',
      '/en/set/1',
    ]);
  });
});
