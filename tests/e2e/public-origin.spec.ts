import { expect, test } from './fixtures.ts';
import { baseURL } from '../../playwright.config.ts';
import { signIn } from './support/signed-in.ts';

/**
 * One public origin (PORTAL_BASE_URL; playwright.config.ts sets it to `baseURL`, for the build and the
 * server): every absolute link of every page names it (issue 26 item 8), and a visitor who opens the
 * portal on another host is sent there before anything starts, sign-in included (issue 18 item 12).
 */

/** The same portal on another host name than the public origin's. */
const OTHER_HOST = baseURL.replace('localhost', '127.0.0.1');
/** The real MIMO record of the seed, with an audio view (tests/e2e/item.spec.ts). */
const HAMMERFLUEGEL = '/09102/_GNM_693983';
const RECORDING = 'http://www.mimo-db.eu/media/GNM/AUDIO/MIR_1097_Stein_54s_01.mp3';

interface HeadLinks {
  readonly canonical: string | undefined;
  readonly ogUrl: string | undefined;
  readonly alternates: string[];
}

function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1]?.replaceAll('&amp;', '&');
}

/** The canonical link, `og:url` and `hreflang` alternates of a page's HTML. */
function headLinks(html: string): HeadLinks {
  const tags = html.match(/<(?:link|meta)\b[^>]*>/g) ?? [];
  const canonical = tags.find((t) => /\srel="canonical"/.test(t));
  const ogUrl = tags.find((t) => /\sproperty="og:url"/.test(t));
  return {
    canonical: canonical === undefined ? undefined : attribute(canonical, 'href'),
    ogUrl: ogUrl === undefined ? undefined : attribute(ogUrl, 'content'),
    alternates: tags.filter((t) => /\srel="alternate"/.test(t) && /\shreflang=/.test(t)).map((t) => attribute(t, 'href') ?? ''),
  };
}

test.describe('links name the public origin', () => {
  for (const [kind, path] of [
    ['pre-rendered home', '/en'],
    ['pre-rendered stories', '/de/stories'],
    ['on-demand search', '/en/search?query=paris'],
    ['on-demand item', `/en/item${HAMMERFLUEGEL}`],
  ] as const) {
    test(`${kind}: canonical, og:url and hreflang start with the public origin, and og:url answers 200`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const links = headLinks(await response.text());
      expect(links.canonical).toBeDefined();
      expect(links.alternates.length).toBeGreaterThan(25);
      for (const href of [links.canonical, links.ogUrl, ...links.alternates]) expect(href, path).toMatch(new RegExp(`^${baseURL}(?:/|$)`));
      expect((await request.get(links.ogUrl ?? '')).status()).toBe(200);
    });
  }

  test("the media page's og:url is the page with its query, which answers 200; a refused one has none", async ({ request }) => {
    const path = `/en/media?${new URLSearchParams({ url: RECORDING, type: 'audio/mpeg', item: HAMMERFLUEGEL }).toString()}`;
    const page = await request.get(path);
    expect(page.status()).toBe(200);
    const links = headLinks(await page.text());
    expect(links.ogUrl).toBe(`${baseURL}${path}`);
    expect((await request.get(links.ogUrl ?? '')).status()).toBe(200);

    const refused = await request.get('/en/media');
    expect(refused.status()).toBe(400);
    expect(headLinks(await refused.text())).toEqual({ canonical: undefined, ogUrl: undefined, alternates: [] });
  });
});

test.describe('another host', () => {
  test('is redirected to the public origin, same path and query; the health probe answers there', async ({ request }) => {
    for (const path of ['/en/search?query=paris&page=2', '/en', '/en/account/login?redirect=%2Fen', '/favicon.svg']) {
      const response = await request.get(`${OTHER_HOST}${path}`, { maxRedirects: 0 });
      expect(response.status(), path).toBe(301);
      expect(response.headers().location, path).toBe(`${baseURL}${path}`);
      expect(response.headers()['content-security-policy'], path).toContain("default-src 'self'");
    }
    const health = await request.get(`${OTHER_HOST}/_api/health`, { maxRedirects: 0 });
    expect(health.status()).toBe(200);
  });

  test('a visitor who opens it signs in and comes back signed in, on the public origin', async ({ page }) => {
    await signIn(page, 'demo-user', `${OTHER_HOST}/en/account`);
    await expect(page.getByTestId('account-page')).toBeVisible();
    expect(page.url()).toBe(`${baseURL}/en/account`);
  });
});
