import { expect, test, type Page } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';
import { api, hydrated, newAccount, signedInPage, tokenFor } from './support/signed-in.ts';

/**
 * The search page's related panels (issue 25) and its pages past the end, in English and German (the language of
 * long words), on the seed of the local services: "monet" has a related collection (Claude Monet) and a story
 * named after it, "tattoo" the published gallery "Tattoos" (English title only).
 */

async function noSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

test('related collections above the results, stories under them, each a way on (en)', async ({ page }) => {
  await page.goto('/en/search?query=monet');
  const collections = page.getByTestId('related-collections');
  await expect(collections.getByRole('heading')).toHaveText('Discover related collections');
  // Above the results: before the first card in the page.
  const order = await page.evaluate(() => {
    const panel = document.querySelector('[data-qa="related-collections"]');
    const card = document.querySelector('[data-qa="item-card"]');
    return panel && card ? panel.compareDocumentPosition(card) & Node.DOCUMENT_POSITION_FOLLOWING : 0;
  });
  expect(order).toBeTruthy();
  const editorial = page.getByTestId('related-editorial');
  await expect(editorial.getByRole('heading')).toHaveText('Stories you may like');
  await expect(editorial.getByTestId('story-card')).toContainText(['Monet at Étretat']);
  await expect(page.getByTestId('related-galleries')).toHaveCount(0);

  await collections.getByTestId('related-collection-chip').filter({ hasText: 'Claude Monet' }).click();
  await expect(page).toHaveURL(/\/en\/collections\/person\/97129501-claude-monet$/);
  await page.goBack();
  await editorial.getByRole('link', { name: /Monet at Étretat/ }).click();
  await expect(page).toHaveURL(/\/en\/stories\/monet-at-etretat$/);
});

test('the panels are in the page the server sends (no script loads them)', async ({ request }) => {
  const html = await (await request.get('/en/search?query=monet')).text();
  for (const panel of ['related-collections', 'related-editorial']) expect(html).toContain(`data-qa="${panel}"`);
  expect(await (await request.get('/en/search?query=tattoo')).text()).toContain('data-qa="related-galleries"');
});

test('the same panels in German, accessible, and no sideways scroll at 390 px', async ({ page }) => {
  await page.goto('/de/search?query=monet');
  await expect(page.getByTestId('related-collections').getByRole('heading')).toHaveText('Entdecken Sie verwandte Sammlungen');
  await expect(page.getByTestId('related-collection-chip').first()).toHaveAttribute('href', /^\/de\/collections\/person\//);
  await expect(page.getByTestId('related-editorial').getByRole('heading')).toHaveText('Geschichten, die Ihnen gefallen könnten');
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await noSidewaysScroll(page);
});

test('related galleries under the results, in the language they are written in', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/en/search?query=tattoo');
  const galleries = page.getByTestId('related-galleries');
  await expect(galleries.getByRole('heading')).toHaveText('Discover related galleries');
  await expect(galleries.getByTestId('gallery-card')).toHaveText([/Tattoos/]);
  await noSidewaysScroll(page);
  await galleries.getByRole('link', { name: /Tattoos/ }).click();
  await expect(page).toHaveURL(/\/en\/galleries\/1-tattoos$/);
  // The gallery is described in English only: no German page lists it.
  await page.goto('/de/search?query=tattoo');
  await expect(page.getByTestId('search-empty')).toBeVisible();
  await expect(page.getByTestId('related-galleries')).toHaveCount(0);
});

test('no panels without words, and only stories past the first page', async ({ page }) => {
  await page.goto('/en/search?query=*');
  await expect(page.getByTestId('item-card').first()).toBeVisible();
  await expect(page.locator('[data-qa^="related-"]')).toHaveCount(0);
  await page.goto('/en/search?query=portrait&page=2');
  await expect(page.getByTestId('pagination').locator('[aria-current="page"]')).toHaveText('2');
  await expect(page.getByTestId('related-collections')).toHaveCount(0);
});

for (const locale of ['en', 'de']) {
  test(`a page past the end of the results lands on the last page (${locale})`, async ({ page }) => {
    // Five results fit on one page: page 2 is past the end.
    const response = await page.goto(`/${locale}/search?query=paris&page=2`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(new RegExp(`/${locale}/search\\?query=paris$`));
    await expect(page.getByTestId('item-card')).toHaveCount(5);
    await expect(page.getByTestId('result-window-notice')).toHaveCount(0);
  });
}

test('full-text hits: the list view shows where each result matched, with the match marked (en)', async ({ page }) => {
  // A full-text rule of the advanced search (the seed film's English subtitles say "… where the boundary never smooths out").
  await page.goto('/en/search?qa=fulltext:(boundary)&view=list');
  const hit = page.getByTestId('item-card').filter({ hasText: 'Into the Mandelbrot set' }).getByTestId('hit-text');
  await expect(hit).toContainText('where the boundary never smooths out');
  await expect(hit.locator('mark')).toHaveText('boundary');
  await expect(hit).not.toHaveAttribute('lang');
  // The grid shows no text under the pictures beyond title, creator and provider.
  await page.goto('/en/search?qa=fulltext:(boundary)&view=grid');
  await expect(page.getByTestId('item-card').first()).toBeVisible();
  await expect(page.getByTestId('hit-text')).toHaveCount(0);
});

test('full-text hits in German, at 390 px without sideways scroll', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/de/search?qa=fulltext:(Rand)&view=list');
  const hit = page.getByTestId('item-card').filter({ hasText: 'In die Mandelbrot-Menge' }).getByTestId('hit-text');
  await expect(hit.locator('mark')).toHaveText('Rand');
  await expect(hit).toContainText('Die Kamera fällt auf den Rand zu');
  await noSidewaysScroll(page);
  // On an English page the German match says its language.
  await page.goto('/en/search?qa=fulltext.de:(Rand)&view=list');
  await expect(page.getByTestId('hit-text').first()).toHaveAttribute('lang', 'de');
});

test.describe('card buttons of a signed-in visitor', () => {
  test('every card adds its item to a gallery, without selecting it first (en); axe', async ({ browser, page: anonymous }) => {
    test.setTimeout(60_000);
    // Anonymous cards have no buttons.
    await anonymous.goto('/en/search?query=portrait');
    await expect(anonymous.getByTestId('item-card').first()).toBeVisible();
    await expect(anonymous.getByTestId('card-add-to-gallery')).toHaveCount(0);

    const account = await newAccount('cardadder');
    const created = await api('POST', '/set/', { token: account.token, body: { type: 'Collection', visibility: 'public', title: { en: 'From the cards' } } });
    expect(created.status).toBe(201);
    const galleryId = String(created.body.id).split('/').pop() ?? '';
    const page = await signedInPage(browser, account.username, `/en/search?query=portrait`, account.password);
    const buttons = page.getByTestId('card-add-to-gallery');
    await expect(buttons).toHaveCount(await page.getByTestId('item-card').count());
    // No dialog waits in the page until a button opens one.
    await expect(page.getByTestId('add-to-gallery-dialog')).toHaveCount(0);
    const itemId = (await buttons.nth(1).getAttribute('data-item-id')) ?? '';
    const second = page.locator(`[data-qa="card-add-to-gallery"][data-item-id="${itemId}"]`);
    await (await hydrated(second)).click();
    const dialog = page.getByTestId('add-to-gallery-dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading')).toHaveText('Add to gallery');
    await expectNoAxeViolations(page);
    await dialog.locator(`[data-qa="add-to-gallery-choice"][data-gallery-id="${galleryId}"]`).click();
    await expect(page.getByTestId('toast').last()).toContainText('Added to From the cards');
    const items = await api('GET', `/set/${galleryId}?profile=items&page=1&pageSize=10`, { token: account.token });
    expect((items.body.items as string[]).map((uri) => uri.replace(/^.*\/item/, ''))).toEqual([itemId]);
    await dialog.getByTestId('add-to-gallery-close').click();
    await expect(page.getByTestId('add-to-gallery-dialog')).toHaveCount(0);
    await expect(second).toBeFocused();
  });

  test('in German the card buttons fit a 390 px phone', async ({ browser }) => {
    const account = await newAccount('cardphone');
    const page = await signedInPage(browser, account.username, `/de/search?query=portrait&view=grid`, account.password);
    await page.setViewportSize({ width: 390, height: 844 });
    const button = page.getByTestId('card-add-to-gallery').first();
    await expect(button).toContainText('Zur Galerie hinzufügen');
    await noSidewaysScroll(page);
    await page.goto('/de/search?query=portrait&view=list');
    await expect(page.getByTestId('card-actions').first()).toBeVisible();
    await noSidewaysScroll(page);
  });
});

test.describe('pinning from the cards of an entity page', () => {
  // Its own entity (the topic "Portrait", three items), so that no other test's pins meet these.
  const ENTITY = 'http://data.europeana.eu/concept/106';
  const PAGE = '/collections/topic/106-portrait';

  async function bestItemsSet(token: string): Promise<string | undefined> {
    const found = await api('GET', `/set/search?query=${encodeURIComponent(`type:EntityBestItemsSet subject:${ENTITY}`)}&profile=items`, { token });
    return (found.body.items as string[] | undefined)?.[0]?.split('/').pop();
  }

  async function pinnedNow(token: string): Promise<string[]> {
    const setId = await bestItemsSet(token);
    if (setId === undefined) return [];
    const meta = await api('GET', `/set/${setId}?profile=meta`, { token });
    const items = await api('GET', `/set/${setId}?profile=items&page=1&pageSize=100`, { token });
    return ((items.body.items ?? []) as string[]).slice(0, Number(meta.body.pinned)).map((uri) => uri.replace(/^.*\/item/, ''));
  }

  test('an editor pins a card, the item then leads the page with an unpin button (en), and unpins it in German', async ({ browser, page: anonymous }) => {
    test.setTimeout(60_000);
    const token = await tokenFor('demo-editor');
    // Nothing pinned to start with (a run stopped halfway may have left a pin).
    const leftOver = await pinnedNow(token);
    if (leftOver.length > 0) expect((await api('DELETE', `/set/${(await bestItemsSet(token)) ?? ''}/items`, { token, body: leftOver })).status).toBe(200);
    // Visitors who are no editors see no pin buttons.
    await anonymous.goto(`/en${PAGE}`);
    await expect(anonymous.getByTestId('item-card')).toHaveCount(3);
    await expect(anonymous.getByTestId('card-pin')).toHaveCount(0);

    const page = await signedInPage(browser, 'demo-editor', `/en${PAGE}`);
    const last = page.getByTestId('card-pin').last();
    const itemId = (await last.getAttribute('data-item-id')) ?? '';
    const button = await hydrated(page.locator(`[data-qa="card-pin"][data-item-id="${itemId}"]`));
    await expect(button).toBeEnabled();
    await expect(button).toHaveText('Pin');
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('toast').last()).toContainText('Pinned to Portrait');
    expect(await pinnedNow(token)).toEqual([itemId]);

    // The pinned item leads the entity's items; its card knows it is pinned before any request.
    await page.goto(`/de${PAGE}`);
    await expect(page.getByTestId('card-pin').first()).toHaveAttribute('data-item-id', itemId);
    const first = page.locator(`[data-qa="card-pin"][data-item-id="${itemId}"]`);
    await expect(first).toHaveText('Lösen');
    await (await hydrated(first)).click();
    await expect(first).toHaveAttribute('aria-pressed', 'false');
    await expect(first).toHaveText('Anheften');
    expect(await pinnedNow(token)).toEqual([]);
  });
});
