import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';
import { api, hydrated, newAccount, recordIds, signedInPage } from './support/signed-in.ts';

/**
 * Likes of a signed-in user (issue 8, spec sections 4 and 5), through the identity provider's real
 * sign-in page; likes prepared through the real Set API with the user's own token.
 */
const LIKES_FOLDER = { type: 'BookmarkFolder', visibility: 'private', title: { en: 'LIKES' } };

test.describe('likes', () => {
  test('after login the likes are loaded: like buttons show the liked state at once, even before any script runs', async ({ browser }) => {
    const account = await newAccount('liker');
    // The items of the first search results page; the user liked the second one.
    const anonymous = await browser.newPage();
    await anonymous.goto('/en/search?query=*');
    const cardIds = await anonymous.locator('[data-qa="item-card"] a.card-link').evaluateAll((links) => links.map((a) => (a.getAttribute('href') ?? '').replace(/^\/[a-z]{2}\/item/, '')));
    await anonymous.close();
    const liked = cardIds[1] ?? '';
    expect(liked).toMatch(/^\/\d+\/\w+/);
    expect((await api('POST', '/set/', { token: account.token, body: { ...LIKES_FOLDER, items: [liked] } })).status).toBe(201);

    // Without JavaScript, only the server knows the likes: it loaded them at login.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/en/account/login?redirect=${encodeURIComponent('/en/search?query=*')}`);
    await page.locator('input[name="username"]').fill(account.username);
    await page.locator('input[name="password"]').fill(account.password);
    await page.locator('[data-qa="sign-in-submit"]').click();
    await page.waitForURL((url) => url.pathname === '/en/search');
    await expect(page.locator(`[data-qa="card-like"][data-item-id="${liked}"]`)).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator(`[data-qa="card-like"][data-item-id="${cardIds[0] ?? ''}"]`)).toHaveAttribute('aria-pressed', 'false');
    // The item page's like button too.
    await page.goto(`/en/item${liked}`);
    await expect(page.getByTestId('item-like')).toHaveAttribute('aria-pressed', 'true');
    await context.close();

    // With JavaScript the same, and an unlike from a card is kept by the next page.
    const js = await signedInPage(browser, account.username, `/en/account/login?redirect=${encodeURIComponent('/en/search?query=*')}`, account.password);
    const button = js.locator(`[data-qa="card-like"][data-item-id="${liked}"]`);
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await (await hydrated(button)).click();
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await js.reload();
    await expect(js.locator(`[data-qa="card-like"][data-item-id="${liked}"]`)).toHaveAttribute('aria-pressed', 'false');
    await expectNoAxeViolations(js);
  });

  test('like up to the limit of 100: the 101st is refused with the notice, unlike works', async ({ browser }) => {
    test.setTimeout(60_000);
    const account = await newAccount('limit');
    const ids = await recordIds(101);
    expect(ids).toHaveLength(101);
    const prefilled = ids.slice(0, 99);
    const created = await api('POST', '/set/', { token: account.token, body: { ...LIKES_FOLDER, items: prefilled } });
    expect(created.status).toBe(201);
    expect(created.body.total).toBe(99);

    const hundredth = ids[99] ?? '';
    const page = await signedInPage(browser, account.username, `/en/item${hundredth}`, account.password);
    const like = await hydrated(page.getByTestId('item-like'));
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(like).toHaveAttribute('aria-busy', 'false');

    await page.goto(`/en/item${ids[100] ?? ''}`);
    const refused = await hydrated(page.getByTestId('item-like'));
    await refused.click();
    await expect(page.getByTestId('toast').last()).toContainText('100 likes');
    await expect(refused).toHaveAttribute('aria-pressed', 'false');
    await expect(refused).toHaveAttribute('aria-busy', 'false');

    // Unliking makes room again.
    await page.goto(`/en/item${hundredth}`);
    const unlike = await hydrated(page.getByTestId('item-like'));
    await expect(unlike).toHaveAttribute('aria-pressed', 'true');
    await unlike.click();
    await expect(unlike).toHaveAttribute('aria-pressed', 'false');
    await page.goto(`/en/item${ids[100] ?? ''}`);
    const again = await hydrated(page.getByTestId('item-like'));
    await again.click();
    await expect(again).toHaveAttribute('aria-pressed', 'true');
    const folder = await api('GET', `/set/${String(created.body.id).split('/').pop() ?? ''}?profile=meta`, { token: account.token });
    expect(folder.body.total).toBe(100);
  });
});
