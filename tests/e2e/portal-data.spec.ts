import { expect, test, type Page } from '@playwright/test';

/**
 * The portal's own data (issue "The portal's own data"): item views feed /trending and the item's
 * view count; signed-in visitors vote for feature ideas, one vote per idea.
 */
const ITEM = '/2000001/aic_16413';

// Headless Chromium says "HeadlessChrome" in its user agent, which isbot rightly treats as a bot
// whose views are not counted; these visitors present an ordinary desktop browser.
const BROWSER_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
test.use({ userAgent: BROWSER_UA });

async function signIn(page: Page, username: string, start: string): Promise<void> {
  await page.goto(start);
  await page.getByTestId('vote-login').first().click();
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill('portal-demo-1');
  await page.locator('[data-qa="sign-in-submit"]').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/auth/'));
}

test('a viewed item shows up on /trending with its view count', async ({ page, browser }) => {
  const recorded = page.waitForResponse((r) => r.url().endsWith('/_api/views') && r.request().method() === 'POST');
  await page.goto(`/en/item${ITEM}`);
  expect((await recorded).status()).toBeLessThan(300);
  // A second visitor (another browsing session) adds a second view.
  const other = await browser.newPage({ userAgent: BROWSER_UA });
  const second = other.waitForResponse((r) => r.url().endsWith('/_api/views') && r.request().method() === 'POST');
  await other.goto(`/en/item${ITEM}`);
  await second;
  await other.close();

  await page.goto('/en/trending');
  const trending = page.getByTestId('trending-items');
  await expect(trending.locator(`a[href="/en/item${ITEM}"]`).first()).toBeVisible();
  await page.goto(`/en/item${ITEM}`);
  await expect(page.getByTestId('item-views')).toContainText(/[2-9]/);
});

test('a story and an exhibition count their views beside the share button, as items do', async ({ page, browser }) => {
  for (const path of ['/en/stories/monet-at-etretat', '/de/exhibitions/impressionism-light-and-modern-life']) {
    const id = path.replace(/^\/[a-z]{2}\//, '');
    const recorded = page.waitForResponse((r) => r.url().endsWith('/_api/views') && r.request().method() === 'POST');
    await page.goto(path);
    const response = await recorded;
    expect(response.request().postDataJSON()).toMatchObject({ id });
    const count = page.getByTestId('page-views');
    await expect(count).toBeVisible();
    const first = Number((await count.locator('strong').textContent())?.replace(/\D/g, ''));
    expect(first).toBeGreaterThan(0);
    // Another browsing session adds one; the same session does not.
    const other = await browser.newPage({ userAgent: BROWSER_UA });
    const second = other.waitForResponse((r) => r.url().endsWith('/_api/views') && r.request().method() === 'POST');
    await other.goto(path);
    await second;
    // Other tests may count this page meanwhile: at least one more.
    await expect.poll(async () => Number((await other.getByTestId('page-views').locator('strong').textContent())?.replace(/\D/g, ''))).toBeGreaterThan(first);
    await other.close();
  }
  // Pages are never ranked among the items.
  await page.goto('/en/trending');
  await expect(page.getByTestId('trending-items').locator('a[href*="/stories/"], a[href*="/exhibitions/"]')).toHaveCount(0);
});

test('feature ideas: anonymous visitors are offered login; a signed-in vote counts once and can be taken back', async ({ page }) => {
  await page.goto('/en/feature-ideas');
  const vote = page.getByTestId('feature-vote').first();
  await expect(vote).toBeVisible();
  await expect(vote.getByTestId('vote-login')).toBeVisible();

  await signIn(page, 'demo-user', '/en/feature-ideas');
  await page.waitForURL((url) => url.pathname === '/en/feature-ideas');
  const first = page.getByTestId('feature-vote').first();
  const button = first.locator('[data-vote-button]');
  await expect(button).toBeVisible();
  const count = first.locator('[data-vote-count]');
  const before = Number(await count.innerText());
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await expect(count).toHaveText(String(before + 1));
  await page.reload();
  await expect(page.getByTestId('feature-vote').first().locator('[data-vote-button]')).toHaveAttribute('aria-pressed', 'true');
  await page.getByTestId('feature-vote').first().locator('[data-vote-button]').click();
  await expect(page.getByTestId('feature-vote').first().locator('[data-vote-count]')).toHaveText(String(before));
});

test('bots record no views', async ({ browser }) => {
  const bot = await browser.newPage({ userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
  let posted = false;
  bot.on('request', (r) => {
    if (r.url().endsWith('/_api/views') && r.method() === 'POST') posted = true;
  });
  await bot.goto(`/en/item${ITEM}`, { waitUntil: 'networkidle' });
  await bot.waitForTimeout(2500);
  expect(posted).toBe(false);
  await bot.close();
});
