import { spawn, type ChildProcess } from 'node:child_process';
import { expect, test, type Page } from './fixtures.ts';
import { baseURL } from '../../playwright.config.ts';
import { expectNoAxeViolations } from './axe.ts';
import { allOptional, serialiseConsent, type ConsentChoice } from '../../src/lib/site/consent.ts';

/**
 * Site-wide behaviours (consent, feedback, banners, header, toasts, debug panel, navigation
 * accessibility). playwright.config.ts builds the portal with FEATURE_FEEDBACK on, a
 * notification banner and a new-feature notice for Swedish pages.
 */

const CONSENT_ALL_NO = 'analytics%3D0%26heatmap%3D0%26code-sandbox%3D0';
/** The cookie a saved form or "only necessary" stores: every optional service decided, media platforms too. */
const cookieOf = (choice: ConsentChoice): string => encodeURIComponent(serialiseConsent({ ...allOptional(false), ...choice }));

/** Stores a complete consent choice before the page loads, so the banner stays away. */
async function withConsent(page: Page, value = CONSENT_ALL_NO): Promise<void> {
  await page.context().addCookies([{ name: 'consent', value, url: baseURL }]);
}

test.describe('cookie consent', () => {
  test('first visit: banner without stealing focus, accessible widget, Escape only after a choice', async ({ page, context }) => {
    await page.goto('/en');
    const banner = page.getByTestId('consent-banner');
    await expect(banner).toBeVisible();
    // The sentence and the policy link are two words apart, not run together ("may load.Read the cookies policy").
    await expect(banner.locator('p').first()).toContainText('may load. Read the cookies policy');
    await page.keyboard.press('Tab');
    await expect(page.locator('.skip-link')).toBeFocused();
    await expectNoAxeViolations(page);

    await page.getByTestId('consent-customise').click();
    const dialog = page.getByTestId('consent-dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('aria-labelledby', 'consent-dialog-title');
    await expect(dialog.locator('#consent-dialog-intro')).toContainText(/\. Read the cookies policy$/);
    await expect(dialog.getByTestId('consent-service-auth-strategy')).toBeDisabled();
    await expect(dialog.getByTestId('consent-service-i18n')).toBeChecked();
    await expect(dialog.getByTestId('consent-service-analytics')).not.toBeChecked();
    await expectNoAxeViolations(page);
    // No choice yet: Escape (even twice) keeps the dialog open.
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();

    await dialog.getByTestId('consent-service-heatmap').check();
    await dialog.getByTestId('consent-save').click();
    await expect(dialog).toBeHidden();
    await expect(banner).toBeHidden();
    const cookie = (await context.cookies()).find((c) => c.name === 'consent');
    expect(cookie?.value).toBe(cookieOf({ heatmap: true }));
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie?.expires).toBeGreaterThan(Date.now() / 1000 + 360 * 24 * 3600);

    // Remembered; the footer's "Cookie settings" reopens it, and now Escape closes it.
    await page.reload();
    await expect(banner).toBeHidden();
    await page.getByTestId('cookie-settings').click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('consent-service-heatmap')).toBeChecked();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('cookie-settings')).toBeFocused();
  });

  test('a gated embed stays unloaded until its service is allowed, and goes on a change of mind', async ({ page }) => {
    const embedRequests: string[] = [];
    await page.route('https://sandbox.example.org/**', async (route) => {
      embedRequests.push(route.request().url());
      await route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Pen</title><p>Embedded pen</p>' });
    });
    await page.goto('/en');
    await page.getByTestId('consent-reject-all').click();
    await expect(page.getByTestId('consent-banner')).toBeHidden();

    // The markup of src/components/consent/EmbedGate.astro (tests/unit/site/components.test.ts checks it).
    await page.evaluate(() => {
      const gate = document.createElement('div');
      gate.innerHTML = `<div class="embed-gate" data-embed-gate data-consent-service="code-sandbox" data-src="https://sandbox.example.org/embed/1" data-title="A pen" data-qa="embed-gate">
        <div class="embed-gate-notice" data-embed-notice><p>Gated</p>
        <button type="button" data-consent-action="allow" data-service="code-sandbox" data-qa="embed-gate-allow">Allow</button></div></div>`;
      document.getElementById('main')?.prepend(gate);
    });
    const gate = page.getByTestId('embed-gate');
    await expect(gate.getByTestId('embed-gate-allow')).toBeVisible();
    await expect(gate.locator('iframe')).toHaveCount(0);

    // Change of mind in the settings: allow code-sandbox embeds.
    await page.getByTestId('cookie-settings').click();
    const dialog = page.getByTestId('consent-dialog');
    await dialog.getByTestId('consent-service-code-sandbox').check();
    await dialog.getByTestId('consent-save').click();
    await expect(gate.getByTestId('embed-gate-frame')).toHaveAttribute('title', 'A pen');
    // The frame loads lazily: once it is in view (the settings button left the page at the footer).
    await gate.getByTestId('embed-gate-frame').scrollIntoViewIfNeeded();
    await expect(page.frameLocator('[data-qa="embed-gate-frame"]').locator('p')).toHaveText('Embedded pen');
    await expect(gate.getByTestId('embed-gate-allow')).toBeHidden();
    expect(embedRequests).toEqual(['https://sandbox.example.org/embed/1']);

    // And back: the embed goes, the gate returns.
    await page.getByTestId('cookie-settings').click();
    await dialog.getByTestId('consent-service-code-sandbox').uncheck();
    await dialog.getByTestId('consent-save').click();
    await expect(gate.locator('iframe')).toHaveCount(0);
    await expect(gate.getByTestId('embed-gate-allow')).toBeVisible();

    // The gate's own button allows the service and loads the embed.
    await gate.getByTestId('embed-gate-allow').click();
    await expect(gate.getByTestId('embed-gate-frame')).toBeVisible();
    expect((await page.context().cookies()).find((c) => c.name === 'consent')?.value).toBe(cookieOf({ 'code-sandbox': true }));
  });
});

test.describe('feedback', () => {
  test('the widget validates, posts through /_api/feedback and says what happened', async ({ page }) => {
    await withConsent(page);
    await page.goto('/en');
    await page.getByTestId('feedback-button').click();
    const widget = page.getByTestId('feedback-widget');
    await expect(widget).toBeVisible();
    await expect(widget.getByTestId('feedback-faq-link')).toHaveAttribute('href', '/en/faq');
    await expectNoAxeViolations(page);

    await widget.getByTestId('feedback-send').click();
    const status = widget.getByTestId('feedback-status');
    await expect(status).toHaveAttribute('data-state', 'error');
    await expect(widget.getByTestId('feedback-text')).toHaveAttribute('aria-invalid', 'true');
    await expect(widget.getByTestId('feedback-text')).toBeFocused();

    const posted = page.waitForRequest((r) => r.url().endsWith('/_api/feedback') && r.method() === 'POST');
    await widget.getByTestId('feedback-text').fill('The new search is great.');
    await widget.getByTestId('feedback-email').fill('visitor@example.org');
    await widget.getByTestId('feedback-send').click();
    const request = await posted;
    expect(request.postDataJSON()).toEqual({ text: 'The new search is great.', email: 'visitor@example.org', pageUrl: `${baseURL}/en` });
    expect((await request.response())?.status()).toBe(201);
    await expect(status).toHaveAttribute('data-state', 'success');
    await expect(widget.getByTestId('feedback-text')).toHaveValue('');
  });

  test('the endpoint checks the origin, the content type and the length', async ({ request }) => {
    const post = (data: string, headers: Record<string, string> = {}) =>
      request.post('/_api/feedback', { data, headers: { origin: baseURL, 'content-type': 'application/json', ...headers } });
    expect((await post(JSON.stringify({ text: 'Hello' }), { origin: 'https://evil.example' })).status()).toBe(403);
    expect((await post('text=Hello', { 'content-type': 'application/x-www-form-urlencoded' })).status()).toBe(415);
    expect((await post(JSON.stringify({ text: '   ' }))).status()).toBe(400);
    expect((await post(JSON.stringify({ text: 'x'.repeat(2001) }))).status()).toBe(400);
    expect((await post(JSON.stringify({ text: 'ok', email: 'nope' }))).status()).toBe(400);
    expect((await post('{"text": ')).status()).toBe(400);
    expect((await post(JSON.stringify({ text: 'x'.repeat(2000) }))).status()).toBe(201);
  });

  test.describe('with the flag off', () => {
    const port = Number(new URL(baseURL).port) + 17;
    let server: ChildProcess | undefined;

    test.beforeAll(async () => {
      server = spawn(process.execPath, ['src/runtime/serve.ts'], { stdio: 'ignore', env: { ...process.env, PORT: String(port), FEATURE_FEEDBACK: 'false' } });
      const deadline = Date.now() + 30_000;
      for (;;) {
        try {
          if ((await fetch(`http://localhost:${String(port)}/_api/health`)).ok) break;
        } catch {
          if (Date.now() > deadline) throw new Error('the second portal did not start');
          await new Promise((r) => setTimeout(r, 200));
        }
      }
    });
    test.afterAll(() => {
      server?.kill('SIGTERM');
    });

    test('the endpoint answers 404', async ({ request }) => {
      const origin = `http://localhost:${String(port)}`;
      const response = await request.post(`${origin}/_api/feedback`, { data: { text: 'Hello' }, headers: { origin } });
      expect(response.status()).toBe(404);
    });
  });
});

test.describe('banners and notices', () => {
  test('the notification banner shows in the page language, is dismissed and stays dismissed', async ({ page }) => {
    await withConsent(page);
    await page.goto('/de');
    const banner = page.getByTestId('notification-banner');
    await expect(banner).toContainText('Geplante Wartung am Sonntag.');
    await page.goto('/fr');
    await expect(banner.locator('p')).toHaveAttribute('lang', 'en');
    await expect(banner).toContainText('Planned maintenance on Sunday.');
    await banner.getByTestId('notification-banner-dismiss').click();
    await expect(banner).toBeHidden();
    await page.goto('/en');
    await expect(banner).toBeHidden();
  });

  test('the new-feature notice shows only in its configured languages and can be dismissed', async ({ page }) => {
    await withConsent(page);
    await page.goto('/en');
    await expect(page.getByTestId('feature-notice')).toHaveCount(0);
    await page.goto('/sv');
    const notice = page.getByTestId('feature-notice');
    await expect(notice).toBeVisible();
    await expect(notice.getByTestId('feature-notice-link')).toHaveAttribute('href', '/sv/galleries');
    await expectNoAxeViolations(page);
    await notice.getByTestId('feature-notice-dismiss').click();
    await expect(notice).toBeHidden();
    await page.reload();
    await expect(notice).toBeHidden();
  });
});

test.describe('header', () => {
  const scrollTo = async (page: Page, y: number) => {
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
    await page.waitForTimeout(100);
  };

  test('hides when scrolling down past 150 px at 992 px and reappears on scrolling up', async ({ page }) => {
    await withConsent(page);
    await page.setViewportSize({ width: 992, height: 400 });
    await page.goto('/en');
    const header = page.getByTestId('header');
    await scrollTo(page, 140);
    await expect(header).not.toHaveClass(/is-hidden/);
    await scrollTo(page, 300);
    await expect(header).toHaveClass(/is-hidden/);
    await scrollTo(page, 296);
    await expect(header).toHaveClass(/is-hidden/);
    await scrollTo(page, 280);
    await expect(header).not.toHaveClass(/is-hidden/);
    await scrollTo(page, 500);
    await expect(header).toHaveClass(/is-hidden/);
    await scrollTo(page, 0);
    await expect(header).not.toHaveClass(/is-hidden/);
  });

  test('does not hide at 768 px', async ({ page }) => {
    await withConsent(page);
    await page.setViewportSize({ width: 768, height: 400 });
    await page.goto('/en');
    await scrollTo(page, 100);
    await scrollTo(page, 600);
    await expect(page.getByTestId('header')).not.toHaveClass(/is-hidden/);
    await expect(page.getByTestId('header')).toBeInViewport();
  });
});

test.describe('toasts and errors', () => {
  test('a toast shows bottom-left, is announced and hides after 5,000 ms', async ({ page }) => {
    await page.clock.install();
    await withConsent(page);
    await page.goto('/en');
    // Stop the page's clock so only runFor moves it.
    await page.clock.pauseAt(Date.now() + 2_000);
    const toaster = page.getByTestId('toaster');
    await expect(toaster).toHaveAttribute('aria-live', 'polite');
    await page.evaluate(() => window.dispatchEvent(new CustomEvent('portal:toast', { detail: { message: 'Saved to your likes' } })));
    const toast = toaster.getByTestId('toast');
    await expect(toast).toHaveText(/Saved to your likes/);
    const box = await toast.boundingBox();
    const viewport = page.viewportSize();
    expect(box && viewport && box.x < viewport.width / 2 && box.y > viewport.height / 2).toBe(true);
    await page.clock.runFor(4_900);
    await expect(toast).toBeVisible();
    await page.clock.runFor(200);
    await expect(toast).toHaveCount(0);
  });

  test('errors: the modal for titled errors, the generic notice otherwise', async ({ page }) => {
    await withConsent(page);
    await page.goto('/en');
    await page.evaluate(() => window.dispatchEvent(new CustomEvent('portal:error', { detail: { message: 'x', title: 'Gallery locked', description: 'Try again later.' } })));
    const modal = page.getByTestId('error-modal');
    await expect(modal.locator('h2')).toHaveText('Gallery locked');
    await expect(modal.locator('p')).toHaveText('Try again later.');
    await modal.getByTestId('error-modal-close').click();
    await expect(modal).toBeHidden();

    await page.evaluate(() => window.dispatchEvent(new CustomEvent('portal:error', { detail: { message: 'Network down', title: 'T', description: 'D', pageFetch: true } })));
    const prefix = await page.getByTestId('toaster').getAttribute('data-error-prefix');
    await expect(page.getByTestId('toast').locator('p')).toHaveText(`${prefix ?? ''} Network down`);
    await expect(modal).toBeHidden();
  });
});

test.describe('debug panel', () => {
  test('lists the API requests of a search page, keys removed, and links them with the debug apiKey', async ({ page }) => {
    await withConsent(page);
    await page.goto('/en/search?query=portrait');
    const panel = page.getByTestId('api-requests');
    await expect(panel).not.toHaveAttribute('open');
    // One "Show API requests" per page (issue 26, item 13): the panel's own summary, no second link to it.
    await expect(page.getByText('Show API requests', { exact: true })).toHaveCount(1);
    await page.getByTestId('show-api-requests').click();
    await expect(panel).toHaveAttribute('open');
    const entries = panel.locator('li');
    expect(await entries.count()).toBeGreaterThan(0);
    const texts = await entries.allTextContents();
    expect(texts.some((t) => /^GET http:\/\/127\.0\.0\.1:\d+\/record\/v2\/search\.json\?.*query=portrait/.test(t))).toBe(true);
    expect(texts.join('\n')).not.toContain('wskey');

    await page.evaluate(() => localStorage.setItem('debugSettings', JSON.stringify({ apiKey: 'my-debug-key' })));
    // A link to the panel (`#api-requests`) opens it, on a fresh load too.
    await page.goto('/en/search?query=portrait#api-requests');
    await page.reload();
    await expect(panel).toHaveAttribute('open');
    const link = panel.getByTestId('api-request-link').first();
    await expect(link).toHaveAttribute('href', /wskey=my-debug-key/);
  });
});

test.describe('navigation', () => {
  test('skip link, then focus at the top and the new page announced after navigating', async ({ page }) => {
    await withConsent(page);
    await page.goto('/en');
    await page.keyboard.press('Tab');
    const skip = page.locator('.skip-link');
    await expect(skip).toBeFocused();
    await skip.press('Enter');
    await expect(page.locator('#main')).toBeFocused();

    await page.getByTestId('header').getByRole('link', { name: /collections/i }).first().click();
    await expect(page).toHaveURL(/\/en\/collections$/);
    await expect(page.getByTestId('route-announcer')).toHaveText(new RegExp(await page.title()));
    await page.keyboard.press('Tab');
    await expect(skip).toBeFocused();
  });

  test('the progress bar shows on a page load slower than 200 ms', async ({ page }) => {
    await withConsent(page);
    await page.goto('/en');
    const states: (string | null)[] = [];
    await page.exposeFunction('reportProgressState', (state: string | null) => states.push(state));
    await page.evaluate(() => {
      const bar = document.querySelector('[data-progress-bar]');
      const report = (window as unknown as { reportProgressState: (s: string | null) => void }).reportProgressState;
      if (bar) new MutationObserver(() => report(bar.getAttribute('data-state'))).observe(bar, { attributes: true });
    });
    await page.route('**/en/collections', async (route) => {
      await new Promise((r) => setTimeout(r, 1_000));
      await route.continue();
    });
    // The click waits for the slow navigation to commit.
    await page.getByTestId('header').getByRole('link', { name: /collections/i }).first().click();
    await expect(page).toHaveURL(/\/en\/collections$/);
    expect(states).toEqual(['loading']);
    await expect(page.getByTestId('progress-bar')).not.toHaveAttribute('data-state');
  });
});
