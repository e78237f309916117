import { expect, test, type Page } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';
import { api, hydrated, newAccount, recordIds, signedInPage, tokenFor, uniqueName } from './support/signed-in.ts';

/**
 * Gallery pages and the account page (issue 25, europeana.eu's pages/galleries/_.vue and pages/account/index.vue):
 * 48 items a page with the search page's pagination and view switch, "curated by @nickname", an entity's curated
 * best items as a gallery page (its editors unpin there); the account tabs as links, multi-select on liked items.
 * In English and in German (long words), at 390 px without horizontal overflow, with axe.
 */
const idOf = (body: Record<string, unknown>): string => String(body.id).split('/').pop() ?? '';
const LIKES_FOLDER = { type: 'BookmarkFolder', visibility: 'private', title: { en: 'LIKES' } };

/** The consent choice made, so the banner covers nothing the test clicks. */
async function consented(page: Page): Promise<void> {
  const url = new URL(page.url() === 'about:blank' ? (process.env.E2E_BASE_URL ?? 'http://localhost:4390') : page.url()).origin;
  await page.context().addCookies([{ name: 'consent', value: 'analytics%3D0%26heatmap%3D0%26code-sandbox%3D0', url }]);
}

async function noOverflowAt390(page: Page): Promise<void> {
  await page.setViewportSize({ width: 390, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
}

async function galleryItems(token: string, id: string): Promise<string[]> {
  const answer = await api('GET', `/set/${id}?profile=items&page=1&pageSize=100`, { token });
  return ((answer.body.items ?? []) as string[]).map((uri) => uri.replace(/^.*\/item/, ''));
}

for (const { locale, curated, next } of [
  { locale: 'en', curated: 'Curated by', next: 'Next' },
  { locale: 'de', curated: 'Kuratiert von', next: 'Weiter' },
]) {
  test(`[${locale}] a 60-item gallery shows 48, then 12 on page 2; the view switch; curated by @nickname; 390 px; axe`, async ({ page }) => {
    test.setTimeout(60_000);
    const account = await newAccount('sixty');
    const items = await recordIds(60);
    expect(items).toHaveLength(60);
    const created = await api('POST', '/set/', { token: account.token, body: { type: 'Collection', visibility: 'public', title: { en: 'Sixty things' }, items } });
    expect(created.status).toBe(201);
    const id = idOf(created.body);
    await consented(page);
    const meta = await api('GET', `/set/${id}?profile=meta`, { token: account.token });
    const nickname = String((meta.body.creator as { nickname?: string } | undefined)?.nickname);

    await page.goto(`/${locale}/galleries/${id}`);
    await expect(page).toHaveURL(new RegExp(`/${locale}/galleries/${id}-sixty-things$`));
    await expect(page.getByTestId('gallery-curator')).toHaveText(`${curated} @${nickname}`);
    const cards = page.getByTestId('gallery-items').getByTestId('item-card');
    await expect(cards).toHaveCount(48);
    await expect(page.getByTestId('gallery-page-range')).toContainText('48');
    await expect(page.getByTestId('pagination')).toBeVisible();
    await noOverflowAt390(page);
    await expectNoAxeViolations(page);

    await page.getByTestId('next-page').click();
    await expect(page).toHaveURL(/\?page=2$/);
    await expect(cards).toHaveCount(12);
    await expect(page.getByTestId('previous-page')).toBeVisible();
    // The last page: "next" is there, not a link (on a phone an arrow, its word kept for screen readers).
    await expect(page.getByTestId('pagination').locator('[aria-disabled="true"]', { hasText: next })).toHaveCount(1);
    await expect(page.getByTestId('next-page')).toHaveCount(0);
    // The cards of page 2 are the gallery's items 49 to 60, in order.
    const hrefs = await cards.locator('a.card-link').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.map((h) => h.replace(/^\/[a-z]{2}\/item/, '').replace(/\?.*$/, ''))).toEqual(items.slice(48));

    // The search page's view switch: links, so it works without JavaScript; the view is kept on the next pages.
    await page.getByTestId('view-list').click();
    await expect(page).toHaveURL(/view=list/);
    await expect(page.getByTestId('gallery-items')).toHaveAttribute('data-view', 'list');
    await expect(page.getByTestId('view-list')).toHaveAttribute('aria-current', 'true');
    await page.getByTestId('previous-page').click();
    await expect(page.getByTestId('gallery-items')).toHaveAttribute('data-view', 'list');
    await expect(cards).toHaveCount(48);
    await page.getByTestId('view-mosaic').click();
    await expect(page.getByTestId('gallery-items')).toHaveAttribute('data-view', 'mosaic');
    await noOverflowAt390(page);

    // A page past the end goes to the last one.
    await page.goto(`/${locale}/galleries/${id}-sixty-things?page=9`);
    await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  });

  test(`[${locale}] account tabs are links (?tab=…), also without JavaScript; select two liked items and add them to a gallery; 390 px; axe`, async ({ browser }) => {
    test.setTimeout(90_000);
    const account = await newAccount('tabs');
    const liked = await recordIds(3);
    expect((await api('POST', '/set/', { token: account.token, body: { ...LIKES_FOLDER, items: liked } })).status).toBe(201);
    const title = uniqueName('Chosen');
    const gallery = await api('POST', '/set/', { token: account.token, body: { type: 'Collection', visibility: 'private', title: { en: title } } });
    expect(gallery.status).toBe(201);
    const galleryId = idOf(gallery.body);

    const page = await signedInPage(browser, account.username, `/${locale}/account`, account.password);
    await consented(page);
    await page.reload();
    await expect(page.getByTestId('account-tabs')).toBeVisible();
    await expect(page.getByTestId('account-tab-likes')).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('account-tab-curated')).toHaveCount(0);
    await expect(page.getByTestId('likes-list').getByTestId('item-card')).toHaveCount(3);
    // The identity provider's account page: the account signed in there, in the page's language, and the way back.
    const accountHref = (await page.getByTestId('identity-account-link').getAttribute('href')) ?? '';
    expect(accountHref).toMatch(/\/auth\/realms\/europeana\/account\?/);
    const provider = await page.context().newPage();
    await provider.goto(accountHref);
    await expect(provider.getByTestId('account-details')).toContainText(account.username);
    await expect(provider.locator('html')).toHaveAttribute('lang', locale);
    await expect(provider.getByTestId('sign-in-back')).toHaveAttribute('href', new RegExp(`/${locale}/account$`));
    await expect(provider.getByTestId('account-sign-out')).toBeVisible();
    await provider.close();

    // Multi-select on the liked items: the search page's toolbar.
    const toolbar = await hydrated(page.getByTestId('search-selection-toolbar'));
    const boxes = page.getByTestId('card-select');
    await expect(boxes.first()).toBeVisible();
    const chosen = await boxes.evaluateAll((inputs) => inputs.slice(0, 2).map((i) => (i as HTMLInputElement).value));
    await boxes.nth(0).click();
    await boxes.nth(1).click();
    await expect(page.getByTestId('selection-count')).toHaveText(locale === 'en' ? '2 selected' : /2/);
    await noOverflowAt390(page);
    await expectNoAxeViolations(page);
    await toolbar.getByTestId('item-add-to-gallery').click();
    const dialog = page.getByTestId('add-to-gallery-dialog');
    await expect(dialog).toBeVisible();
    await dialog.locator(`[data-qa="add-to-gallery-choice"][data-gallery-id="${galleryId}"]`).click();
    await expect(page.getByTestId('toast').last()).toContainText(title);
    await expect.poll(async () => galleryItems(account.token, galleryId)).toEqual(chosen);
    await dialog.getByTestId('add-to-gallery-close').click();

    // The galleries tabs: each its own URL.
    await page.getByTestId('account-tab-private').click();
    await expect(page).toHaveURL(/\?tab=private$/);
    await expect(page.getByTestId('account-tab-private')).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('galleries-list')).toContainText(title);
    await expectNoAxeViolations(page);
    await page.getByTestId('account-tab-public').click();
    await expect(page).toHaveURL(/\?tab=public$/);
    await expect(page.getByTestId('galleries-empty')).toBeVisible();
    await page.getByTestId('account-tab-published').click();
    await expect(page.getByTestId('galleries-empty')).toBeVisible();
    await expect(page.getByTestId('gallery-create-open')).toHaveCount(0);
    await noOverflowAt390(page);

    // Without JavaScript the tabs are the same links.
    const noScript = await page.context().browser()?.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() });
    const plain = await noScript?.newPage();
    if (plain === undefined) throw new Error('no page');
    await plain.goto(`/${locale}/account?tab=private`);
    await expect(plain.getByTestId('galleries-list')).toContainText(title);
    await plain.getByTestId('account-tab-likes').click();
    await expect(plain.getByTestId('likes-list').getByTestId('item-card')).toHaveCount(3);
    await noScript?.close();
  });
}

test('an entity editor sees the curated tab, opens a best-items set as a gallery page and unpins an item there; anonymous visitors see it without the buttons', async ({ browser, page: anonymous }) => {
  test.setTimeout(90_000);
  const token = await tokenFor('demo-editor');
  const items = await recordIds(3);
  // A best-items set of an entity of its own, so that unpinning here changes no other test's entity.
  const entity = `http://data.europeana.eu/concept/${String(900_000 + Math.floor(Math.random() * 99_999))}`;
  const label = uniqueName('Curated');
  const created = await api('POST', '/set/', { token, body: { type: 'EntityBestItemsSet', title: { en: label }, subject: [entity] } });
  expect(created.status).toBe(201);
  const id = idOf(created.body);
  // Pinned, as editors pin from entity pages (src/lib/sets/pins.ts).
  expect((await api('PUT', `/set/${id}/items?position=pin`, { token, body: items })).status).toBe(200);
  expect(await galleryItems(token, id)).toEqual(items);

  await consented(anonymous);
  await anonymous.goto(`/en/galleries/${id}`);
  await expect(anonymous.getByTestId('gallery-title')).toHaveText(label);
  await expect(anonymous.getByTestId('gallery-curator')).toContainText('Curated by @');
  await expect(anonymous.getByTestId('item-card')).toHaveCount(3);
  await expect(anonymous.getByTestId('card-pin')).toHaveCount(0);

  const page = await signedInPage(browser, 'demo-editor', '/en/account?tab=curated');
  await consented(page);
  await expect(page.getByTestId('account-tab-curated')).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('galleries-list')).toBeVisible();
  await page.goto(`/en/galleries/${id}`);
  await expect(page.getByTestId('gallery-editor')).toHaveCount(0);
  const unpin = page.locator(`[data-qa="card-pin"][data-item-id="${items[0] ?? ''}"]`);
  await expect(await hydrated(unpin)).toHaveAttribute('aria-pressed', 'true');
  await unpin.click();
  await expect.poll(async () => galleryItems(token, id)).toEqual(items.slice(1));
  await expectNoAxeViolations(page);
});

test('[de] the project API key request form works without JavaScript: refused without its fields, then sent; 390 px; axe', async ({ browser }) => {
  test.setTimeout(60_000);
  const account = await newAccount('project');
  const page = await signedInPage(browser, account.username, '/de/account/api-keys', account.password);
  await consented(page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('API-Schlüssel');
  const form = page.getByTestId('project-key-form');
  await expect(form).toBeVisible();
  await noOverflowAt390(page);
  await expectNoAxeViolations(page);
  // The browser's own checks aside (a crafted post), an empty purpose is refused by the server, the fields kept.
  await form.getByTestId('project-key-name').fill('Kulturerbe-Datenvisualisierungsprojekt');
  await form.getByTestId('project-key-purpose').fill('   ');
  await form.getByTestId('project-key-terms').check();
  await form.evaluate((element) => { (element as HTMLFormElement).noValidate = true; });
  await form.getByTestId('project-key-submit').click();
  await expect(page.getByTestId('project-key-problem')).toBeVisible();
  await expect(page.getByTestId('project-key-name')).toHaveValue('Kulturerbe-Datenvisualisierungsprojekt');

  const noScript = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() });
  const plain = await noScript.newPage();
  await plain.goto('/de/account/api-keys');
  const plainForm = plain.getByTestId('project-key-form');
  await plainForm.getByTestId('project-key-name').fill('Kulturerbe-Datenvisualisierungsprojekt');
  await plainForm.getByTestId('project-key-purpose').fill('Eine Zeitleiste europäischer Plakate für den Schulunterricht.');
  await plainForm.getByTestId('project-key-terms').check();
  await plainForm.getByTestId('project-key-submit').click();
  await expect(plain).toHaveURL(/\?requested=1#project-keys$/);
  await expect(plain.getByTestId('project-key-requested')).toBeVisible();
  await noScript.close();
});

test("a gallery of Europeana's own curators is credited with Europeana's logo and can go to WEAVEx (sk, 390 px)", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/sk/galleries/8950-highlights-of-swedish-art');
  const curator = page.getByTestId('gallery-curator');
  await expect(curator).toContainText(/\S/);
  await expect(curator).not.toContainText('@');
  await expect(curator.getByRole('img', { name: 'Europeana' })).toBeVisible();
  // A public gallery can be shared, and taken into WEAVEx (europeana.eu's gallery page).
  await page.getByTestId('share-button').locator('summary').click();
  const weavex = page.getByTestId('share-weavex');
  await expect(weavex).toHaveAttribute('href', 'https://experience.weave-culture.eu/import/europeana/set/8950');
  await expect(weavex).toHaveAttribute('title', /^WEAVExperience \(WEAVEx\) je webový nástroj/);
  await expectNoAxeViolations(page);
});
