import { expect, test, type Browser, type Page } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';
import { hydrated, PASSWORD, signIn } from './support/signed-in.ts';

/**
 * Sign-in and what signed-in users do, through the local identity provider's real sign-in page
 * (services/identity): demo accounts of services/README.md, password portal-demo-1.
 */
const ITEM = '/2000001/aic_93784';

async function newUser(browser: Browser, username: string, start?: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, username, start);
  return page;
}

async function itemIds(page: Page, count: number): Promise<string[]> {
  await page.goto('/en/search?query=*');
  const hrefs = await page.locator('[data-qa="item-card"] a.card-link').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  const ids = hrefs.map((h) => h.replace(/^\/[a-z]{2}\/item/, '').replace(/\?.*$/, '')).filter((h) => /^\/\d+\/[\w.~-]+$/.test(h));
  return ids.slice(0, count);
}

test.describe('accounts', () => {
  test('sign in through the identity provider, header state, protected pages, sign out and cross-tab logout', async ({ page, context, baseURL }) => {
    const first = await page.goto('/en/account');
    expect(first?.url()).toContain('/auth/realms/europeana');
    await page.locator('input[name="username"]').fill('demo-user');
    await page.locator('input[name="password"]').fill(PASSWORD);
    await page.locator('[data-qa="sign-in-submit"]').click();
    await page.waitForURL(`${baseURL ?? ''}/en/account`);
    await expect(page.getByTestId('account-page')).toBeVisible();
    await expect(page.getByTestId('account-link')).toBeVisible();
    await expect(page.getByTestId('log-out-button')).toBeVisible();
    await expect(page.getByTestId('log-in-button')).toBeHidden();
    const cookies = await context.cookies();
    const session = cookies.find((c) => c.name === 'portal-session');
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe('Lax');
    expect(JSON.stringify(cookies)).not.toMatch(/eyJ[\w-]+\.eyJ/);

    // Signed in, the login page goes home.
    await page.goto('/en/account/login');
    expect(new URL(page.url()).pathname).toBe('/en');
    // A pre-rendered page shows the signed-in header from the hint cookie.
    await expect(page.getByTestId('account-link')).toBeVisible();

    const other = await context.newPage();
    await other.goto('/en');
    await expect(other.getByTestId('account-link')).toBeVisible();
    await page.getByTestId('log-out-button').click();
    await page.waitForURL((url) => url.pathname === '/en');
    await expect(page.getByTestId('log-in-button')).toBeVisible();
    await expect(other.getByTestId('log-in-button')).toBeVisible();
    await expect(other.getByTestId('account-link')).toBeHidden();
    const again = await page.goto('/en/account');
    expect(again?.url()).toContain('/auth/realms/europeana');
  });

  test('a forged callback, a tampered session cookie and a cross-site POST change nothing', async ({ page, context, baseURL }) => {
    await page.goto('/account/callback?code=forged&state=forged');
    expect(new URL(page.url()).pathname).toMatch(/^\/[a-z]{2}$/);
    await expect(page.getByTestId('log-in-button')).toBeVisible();
    await context.addCookies([{ name: 'portal-session', value: '00000000-0000-4000-8000-000000000000', url: baseURL ?? '' }]);
    const account = await page.goto('/en/account');
    expect(account?.url()).toContain('/auth/realms/europeana');
    const crossSite = await page.request.post('/_api/likes', { headers: { origin: 'https://evil.example', 'content-type': 'application/json' }, data: { id: ITEM } });
    expect(crossSite.status()).toBe(403);
    const anonymous = await page.request.post('/_api/likes', { headers: { origin: baseURL ?? '', 'content-type': 'application/json' }, data: { id: ITEM } });
    expect(anonymous.status()).toBe(401);
  });

  test('the redirect target survives sign-in and an external target is refused', async ({ page }) => {
    await page.goto(`/en/account/login?redirect=${encodeURIComponent('//evil.example/x')}`);
    await page.locator('input[name="username"]').fill('demo-user');
    await page.locator('input[name="password"]').fill(PASSWORD);
    await page.locator('[data-qa="sign-in-submit"]').click();
    await page.waitForURL((url) => !url.pathname.startsWith('/auth/'));
    expect(new URL(page.url()).pathname).toBe('/en/account');
    await page.getByTestId('log-out-button').click();
    await page.waitForURL((url) => url.pathname === '/en');
    await signIn(page, 'demo-user', `/en/item${ITEM}`);
    expect(new URL(page.url()).pathname).toBe(`/en/item${ITEM}`);
  });

  test('like and unlike on the item page', async ({ browser }) => {
    const page = await newUser(browser, 'demo-editor', `/en/item${ITEM}`);
    const like = await hydrated(page.getByTestId('item-like'));
    await expect(like).toBeEnabled();
    const before = await like.getAttribute('aria-pressed');
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', before === 'true' ? 'false' : 'true');
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', before ?? 'false');
  });

  test("the project keys the API provider granted: by project name, apart from the personal keys (de, 390 px)", async ({ browser }) => {
    const page = await newUser(browser, 'demo-user', '/de/account/api-keys');
    await page.setViewportSize({ width: 390, height: 900 });
    const section = page.getByTestId('project-keys');
    const table = section.getByTestId('project-keys-table');
    await expect(table.getByRole('columnheader')).toHaveText(['Name des Projekts', 'API-Schlüssel', 'Erstellt', 'Status', 'Aktionen']);
    const row = table.getByTestId('api-key');
    await expect(row).toHaveCount(1);
    await expect(row.locator('td').nth(0)).toHaveText('Classroom slideshows');
    await expect(row.locator('code')).toHaveText('classroomslides25');
    await expect(row.locator('td').nth(2)).toHaveText(new Date('2025-10-02T09:30:00Z').toLocaleDateString('de'));
    // Not among the personal keys, and no way to create one here: they are asked for with the form below.
    await expect(page.getByTestId('api-keys-manager').locator('code', { hasText: 'classroomslides25' })).toHaveCount(0);
    await expect(section.getByTestId('api-key-create')).toHaveCount(0);
    await expect(section.getByTestId('project-key-form')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page);
    await page.context().close();
  });

  test('API key lifecycle with its messages; axe on the page', async ({ browser }) => {
    const page = await newUser(browser, 'demo-publisher', '/en/account/api-keys');
    await expect(page.getByTestId('api-keys-page')).toBeVisible();
    const create = page.getByTestId('api-key-create');
    await expect(create).toBeDisabled();
    await (await hydrated(page.getByTestId('api-key-terms'))).check();
    const disabledBefore = await page.locator('[data-qa="api-key"][data-state="disabled"]').count();
    await create.click();
    await expect(page.locator('[data-qa="api-key"][data-state="enabled"]')).toHaveCount(1);
    await page.getByTestId('api-key-terms').check();
    await page.getByTestId('api-key-create').click();
    // A refusal is the generic error notice, "Error:" and the catalogue message (spec section 8).
    await expect(page.getByTestId('toast').last().locator('p')).toHaveText(/^Error: You can only have one enabled personal API key\./);
    await page.getByTestId('api-key-disable').click();
    await page.getByTestId('api-key-disable-confirm').click();
    await expect(page.locator('[data-qa="api-key"][data-state="enabled"]')).toHaveCount(0);
    await expect(page.locator('[data-qa="api-key"][data-state="disabled"]')).toHaveCount(disabledBefore + 1);
    await expectNoAxeViolations(page);
  });

  test('galleries: create with 15 items, submit, publish as a publisher; a private gallery is refused to another user; axe', async ({ browser, baseURL }) => {
    // Three signed-in users and four axe runs: more than the default 30 s on a busy two-core machine.
    test.setTimeout(60_000);
    const owner = await newUser(browser, 'demo-user');
    const ids = await itemIds(owner, 15);
    expect(ids).toHaveLength(15);
    const created = await owner.request.post('/_api/sets', {
      headers: { origin: baseURL ?? '' },
      data: { title: 'E2E gallery', description: 'Fifteen items for publication', items: ids },
    });
    expect(created.status()).toBe(201);
    const { path } = (await created.json()) as { path: string };
    await owner.goto(path);
    await expect(owner.getByTestId('gallery-item')).toHaveCount(15);
    await (await hydrated(owner.getByTestId('gallery-submit-publication'))).click();
    await expect(owner.getByTestId('toast').last()).toBeVisible();
    await expectNoAxeViolations(owner);

    const publisher = await newUser(browser, 'demo-publisher', path);
    await (await hydrated(publisher.getByTestId('gallery-publish'))).click();
    await expect(publisher.getByTestId('gallery-unpublish')).toBeVisible();
    await publisher.goto('/en/galleries');
    await expect(publisher.getByTestId('published-galleries')).toContainText('E2E gallery');

    // The account page lists it (its private galleries tab); a private one of someone else is refused.
    await owner.goto('/en/account?tab=private');
    await (await hydrated(owner.getByTestId('gallery-create-open'))).click();
    await owner.getByTestId('gallery-title-input').fill('Secret gallery');
    await owner.getByTestId('gallery-private-input').check();
    await owner.getByTestId('gallery-create-submit').click();
    await owner.waitForURL(/\/en\/galleries\/\d+-secret-gallery$/);
    const privatePath = new URL(owner.url()).pathname;
    await owner.goto('/en/account?tab=private');
    await expect(owner.getByTestId('galleries-list')).toContainText('Secret gallery');
    await expectNoAxeViolations(owner);
    const refused = await publisher.goto(privatePath);
    expect(refused?.status()).toBe(403);
    await expect(publisher.locator('main')).toContainText('private to the person who made it');
  });
});
