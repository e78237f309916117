import { expect, test } from './fixtures.ts';
import { LOCALE_CODES } from '../../src/lib/i18n/locales.ts';
import { readFileSync } from 'node:fs';

const messages = (code: string): Record<string, string> =>
  JSON.parse(readFileSync(new URL(`../../i18n/${code}.json`, import.meta.url), 'utf8')) as Record<string, string>;

/** Requests without following redirects, as a crawler or `curl` would send them. */
test.describe('language prefix over HTTP', () => {
  test('the root redirects to the Accept-Language language', async ({ request }) => {
    const response = await request.get('/', { headers: { 'accept-language': 'it-IT,en;q=0.5' }, maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe('/it');
  });

  test('the cookie wins over Accept-Language', async ({ request }) => {
    const response = await request.get('/search?query=x', {
      headers: { 'accept-language': 'it', cookie: 'i18n_locale_code=pl' },
      maxRedirects: 0,
    });
    expect(response.headers().location).toBe('/pl/search?query=x');
  });

  test('an unsupported two-letter segment is removed, keeping the query', async ({ request }) => {
    const response = await request.get('/xx/stories?page=2', { headers: { 'accept-language': 'sv' }, maxRedirects: 0 });
    expect(response.headers().location).toBe('/sv/stories?page=2');
  });

  test('an unsupported segment before a supported one is removed, and the page is there (issue 18)', async ({ request }) => {
    const response = await request.get('/zz/de/stories?type=story', { headers: { 'accept-language': 'sv' }, maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe('/de/stories?type=story');
    const landed = await request.get('/zz/de/stories', { headers: { 'accept-language': 'sv' } });
    expect(landed.status()).toBe(200);
    expect(new URL(landed.url()).pathname).toBe('/de/stories');
  });

  test('a prefixed page stores its language in the cookie', async ({ request }) => {
    const response = await request.get('/hu', { maxRedirects: 0 });
    expect(response.status()).toBe(200);
    expect(response.headers()['set-cookie']).toContain('i18n_locale_code=hu');
    const notFound = await request.get('/lt/nothing-here', { maxRedirects: 0 });
    expect(notFound.headers()['set-cookie']).toContain('i18n_locale_code=lt');
  });

  test('a first visit or a crawler (no cookie) is answered from the route cache, and still stores its language', async ({ baseURL }) => {
    // Plain fetch: no cookie jar, every request arrives as a crawler's does.
    const path = `${baseURL ?? ''}/pl/item/2000001/aic_93784`;
    const ask = async (headers: Record<string, string>) => {
      const response = await fetch(path, { headers, redirect: 'manual' });
      const html = await response.text();
      return { status: response.status, cache: response.headers.get('x-astro-cache'), cookie: response.headers.get('set-cookie'), html };
    };
    const first = await ask({});
    expect(first.status).toBe(200);
    expect(first.cookie).toContain('i18n_locale_code=pl');
    // A page is kept from its second request on (src/lib/cache/anonymous-memory-provider.ts).
    await ask({});
    const second = await ask({});
    expect(second.cache).toBe('HIT');
    expect(second.cookie).toContain('i18n_locale_code=pl');
    expect(second.html).toBe(first.html);
    // Another language in the cookie: the same cached page, and the cookie now says Polish.
    const otherLanguage = await ask({ cookie: 'i18n_locale_code=de' });
    expect(otherLanguage.cache).toBe('HIT');
    expect(otherLanguage.cookie).toContain('i18n_locale_code=pl');
    expect(otherLanguage.html).toContain('<html lang="pl"');
    // A returning visitor: cached, no cookie to write.
    const returning = await ask({ cookie: 'i18n_locale_code=pl' });
    expect(returning.cache).toBe('HIT');
    expect(returning.cookie).toBeNull();
    // A session (or any cookie a page reads) keeps the request out of the cache; the page still stores its language.
    const session = await ask({ cookie: 'portal-session=unknown' });
    expect(session.cache).toBeNull();
    expect(session.cookie).toContain('i18n_locale_code=pl');
    // A legacy redirect is answered before the language step, cookie or not: it stores nothing.
    const legacy = await fetch(`${baseURL ?? ''}/pl/blog/?page=2`, { redirect: 'manual' });
    expect(legacy.status).toBe(301);
    expect(legacy.headers.get('set-cookie')).toBeNull();
  });

  test('the callback and logout routes are not prefixed', async ({ request }) => {
    for (const path of ['/account/callback', '/account/logout']) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBeLessThan(500);
      // They answer themselves (the sign-in flow may redirect onwards), never with a language prefix added.
      expect(response.headers().location ?? '', path).not.toMatch(new RegExp(`^/[a-z]{2}${path}`));
    }
  });

  test('a trailing slash is removed', async ({ request }) => {
    const response = await request.get('/en/', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe('/en');
  });

  test('400 concurrent requests in 25 languages each come back in their own language', async ({ baseURL }) => {
    // Plain fetch: all 400 requests really are in flight together on the server.
    const responses = await Promise.all(
      Array.from({ length: 400 }, async (_, i) => {
        const code = LOCALE_CODES[i % LOCALE_CODES.length] ?? 'en';
        const response = await fetch(`${baseURL ?? ''}/${code}/missing-${String(i)}`, { redirect: 'manual' });
        return { code, status: response.status, html: await response.text() };
      }),
    );
    const wrong = responses.filter(({ code, status, html }) => {
      const message = messages(code)['errorMessage.pageNotFound'] ?? '';
      return status !== 404 || !html.includes(`<html lang="${code}"`) || !html.includes(escapeHtml(message));
    });
    expect(wrong.map((w) => w.code)).toEqual([]);
  });
});

test.describe('bad input never gives a 500', () => {
  const cases: [string, Record<string, string>][] = [
    ['/en', { cookie: 'i18n_locale_code=%%%; ;;=;' }],
    ['/', { cookie: 'i18n_locale_code="de; =;=; i18n_locale_code=%00' }],
    ['/', { 'accept-language': ';;;,,,q=abc' }],
    ['/search', { 'accept-language': 'x'.repeat(4000) }],
    ['/en/a%2Fb', {}],
    ['/en/%00', {}],
    ['/en/%5C..%5C', {}],
    ['/en/%E0%A4%A', {}],
    ['/en/..%2F..%2Fetc%2Fpasswd', {}],
    [`/en/${'x'.repeat(3000)}`, {}],
    ['/en/%2e%2e/%2e%2e/', {}],
    ['/en?page=-1', {}],
  ];
  for (const [path, headers] of cases) {
    test(`${path.slice(0, 40)} ${JSON.stringify(headers).slice(0, 40)}`, async ({ request }) => {
      const response = await request.get(path, { headers, maxRedirects: 0 });
      expect(response.status()).toBeLessThan(500);
      const body = await response.text();
      expect(body).not.toMatch(/\bat .*\.(mjs|ts|js):\d+/);
      if (response.status() >= 400) expect(body).toContain('data-qa="error-view"');
    });
  }
});

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

test('the language menu on a filtered stories page links to the public listing, without page (issue 18)', async ({ page }) => {
  await page.goto('/en/stories?page=2&type=story');
  const german = page.getByTestId('language-select').getByTestId('language-de');
  await expect(german).toHaveAttribute('href', '/de/stories?type=story');
  const hrefs = await page.getByTestId('language-select').locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  expect(hrefs).toHaveLength(24);
  for (const href of hrefs) expect(href).toMatch(/^\/[a-z]{2}\/stories\?type=story$/);
  await page.goto('/en/stories?type=exhibition');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/en\/stories$/);
});

