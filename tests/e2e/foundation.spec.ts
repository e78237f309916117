import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';

const LANGUAGES = ['en', 'de', 'fr', 'ga'] as const;

test.describe('home page', () => {
  for (const code of LANGUAGES) {
    test(`renders in ${code} with the chrome and no accessibility violations`, async ({ page }) => {
      const response = await page.goto(`/${code}`);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', code);
      await expect(page.getByTestId('home-hero').locator('h1')).toBeVisible();
      await expect(page.locator(`link[rel="canonical"]`)).toHaveAttribute('href', new RegExp(`/${code}$`));
      await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(26);
      const footerLinks = await page.getByTestId('footer').locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      for (const path of ['/help', '/rights', '/rights/privacy-statement', '/rights/accessibility-policy', '/rights/cookies-policy', '/faq', '/about-us']) {
        expect(footerLinks).toContain(`/${code}${path}`);
      }
      await expectNoAxeViolations(page);
    });
  }

  test('ships no React and only small scripts before interaction', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await page.goto('/en', { waitUntil: 'networkidle' });
    // The byte budget itself is measured by tests/bench/js-bytes.ts; here: nothing big or framework-sized.
    expect(scripts.filter((url) => /react|client\.[\w-]+\.js/.test(url))).toEqual([]);
    expect(scripts.length).toBeLessThanOrEqual(8);
  });

  test('skip link moves focus to the main content', async ({ page, context, baseURL }) => {
    // A stored consent choice keeps the first-visit banner away, so the skip link is the first stop.
    await context.addCookies([{ name: 'consent', value: 'analytics%3D0%26heatmap%3D0%26code-sandbox%3D0', url: baseURL ?? '' }]);
    await page.goto('/en');
    await page.keyboard.press('Tab');
    const skip = page.locator('.skip-link');
    await expect(skip).toBeFocused();
    await skip.press('Enter');
    await expect(page).toHaveURL(/#main$/);
  });

  test('the log-in link carries the current path as redirect', async ({ page }) => {
    await page.goto('/de');
    await expect(page.getByTestId('log-in-button')).toHaveAttribute('href', '/de/account/login?redirect=%2Fde');
  });

  test('the search toggle shows the search bar, which searches in the page language', async ({ page }) => {
    await page.goto('/fr');
    const input = page.locator('#header-search');
    await expect(input).toBeHidden();
    await page.getByTestId('search-toggle').locator('summary').click();
    await expect(input).toBeVisible();
    await expect(page.locator('form.search-bar')).toHaveAttribute('action', '/fr/search');
  });

  test('the language dropdown lists every other language and switches, storing the cookie', async ({ page, context }) => {
    await page.goto('/en');
    const select = page.getByTestId('language-select');
    await select.locator('summary').click();
    const links = select.locator('a');
    await expect(links).toHaveCount(24);
    await expect(select.getByTestId('language-en')).toHaveCount(0);
    await select.getByTestId('language-nl').click();
    await expect(page).toHaveURL(/\/nl$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'i18n_locale_code')?.value).toBe('nl');
  });
});

test.describe('not-found page', () => {
  for (const code of LANGUAGES) {
    test(`answers 404 in ${code} with the error layout and no accessibility violations`, async ({ page }) => {
      const response = await page.goto(`/${code}/no-such-page`);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', code);
      await expect(page.getByTestId('illustration-page-not-found')).toBeVisible();
      await expect(page.getByTestId('error-message')).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      if (code === 'en') {
        await expect(page.getByTestId('error-message')).toHaveText('This page could not be found');
        await expect(page).toHaveTitle(/^Page not found/);
      }
      await expectNoAxeViolations(page);
    });
  }
});
