import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';
import { api, hydrated, newAccount, recordIds, signedInPage } from './support/signed-in.ts';

/**
 * Galleries of a signed-in user (issue 8): several search results added to a gallery at once with
 * the multi-select toolbar; recommendations on the owner's gallery (accept, reject).
 */
const idOf = (body: Record<string, unknown>): string => String(body.id).split('/').pop() ?? '';

async function galleryItems(token: string, id: string): Promise<string[]> {
  const answer = await api('GET', `/set/${id}?profile=items&page=1&pageSize=100`, { token });
  return ((answer.body.items ?? []) as string[]).map((uri) => uri.replace(/^.*\/item/, ''));
}

test.describe('galleries', () => {
  test('multi-select toolbar: select several search results and add them to a gallery at once; anonymous pages unchanged; axe', async ({ browser, page: anonymous }) => {
    // Sign-ins, several pages and axe: more than the default 30 s on a busy two-core machine.
    test.setTimeout(60_000);
    // Anonymous visitors get no select boxes, no toolbar and no island on the search page.
    await anonymous.goto('/en/search?query=*');
    await expect(anonymous.getByTestId('item-card').first()).toBeVisible();
    await expect(anonymous.getByTestId('card-select')).toHaveCount(0);
    await expect(anonymous.getByTestId('search-selection-toolbar')).toHaveCount(0);
    await expect(anonymous.locator('astro-island')).toHaveCount(0);

    const account = await newAccount('selector');
    const created = await api('POST', '/set/', { token: account.token, body: { type: 'Collection', visibility: 'public', title: { en: 'Chosen ones' } } });
    expect(created.status).toBe(201);
    const galleryId = idOf(created.body);

    const page = await signedInPage(browser, account.username, `/en/account/login?redirect=${encodeURIComponent('/en/search?query=*')}`, account.password);
    const toolbar = await hydrated(page.getByTestId('search-selection-toolbar'));
    await expect(toolbar).toContainText('Tick items');
    const boxes = page.getByTestId('card-select');
    await expect(boxes.first()).toBeVisible();
    const chosen = await boxes.evaluateAll((inputs) => inputs.slice(0, 3).map((i) => (i as HTMLInputElement).value));
    for (const index of [0, 1, 2, 3]) await boxes.nth(index).click();
    await expect(page.getByTestId('selection-count')).toHaveText('4 selected');
    await boxes.nth(3).click();
    await expect(page.getByTestId('selection-count')).toHaveText('3 selected');
    await expectNoAxeViolations(page);

    await toolbar.getByTestId('item-add-to-gallery').click();
    const dialog = page.getByTestId('add-to-gallery-dialog');
    await expect(dialog).toBeVisible();
    await dialog.locator(`[data-qa="add-to-gallery-choice"][data-gallery-id="${galleryId}"]`).click();
    await expect(page.getByTestId('toast').last()).toContainText('Added to Chosen ones');
    expect(await galleryItems(account.token, galleryId)).toEqual(chosen);
    await dialog.getByTestId('add-to-gallery-close').click();

    await page.getByTestId('selection-clear').click();
    await expect(page.getByTestId('selection-count')).toHaveText(/Tick items/);
    await expect(boxes.nth(0)).not.toBeChecked();
  });

  test('recommendations on a gallery: the owner accepts one into the gallery and rejects one, which is replaced or removed', async ({ browser }) => {
    const account = await newAccount('recommended');
    const items = await recordIds(4);
    const created = await api('POST', '/set/', { token: account.token, body: { type: 'Collection', visibility: 'public', title: { en: 'Recommend me' }, items } });
    expect(created.status).toBe(201);
    const galleryId = idOf(created.body);

    const page = await signedInPage(browser, account.username, `/en/account/login?redirect=${encodeURIComponent(`/en/galleries/${galleryId}-recommend-me`)}`, account.password);
    const section = page.getByTestId('gallery-recommendations');
    await section.scrollIntoViewIfNeeded();
    const recommended = section.getByTestId('recommended-item');
    await expect(recommended.first()).toBeVisible({ timeout: 15_000 });
    await hydrated(section.getByTestId('recommendation-accept').first());
    const ids = async () => recommended.evaluateAll((rows) => rows.map((r) => r.getAttribute('data-item-id') ?? ''));
    const shown = await ids();
    expect(shown.length).toBeGreaterThan(1);
    for (const id of shown) expect(items).not.toContain(id);

    // Accept: the item joins the gallery and leaves the recommendations.
    const accepted = shown[0] ?? '';
    await recommended.first().getByTestId('recommendation-accept').click();
    await expect(page.getByTestId('toast').last()).toBeVisible();
    await expect(section.locator(`[data-qa="recommended-item"][data-item-id="${accepted}"]`)).toHaveCount(0);
    expect(await galleryItems(account.token, galleryId)).toEqual([...items, accepted]);

    // Reject: the item is replaced by the first item returned that is not shown yet, or removed.
    const before = await ids();
    const rejected = before[0] ?? '';
    await section.locator(`[data-qa="recommended-item"][data-item-id="${rejected}"]`).getByTestId('recommendation-reject').click();
    await expect(section.locator(`[data-qa="recommended-item"][data-item-id="${rejected}"]`)).toHaveCount(0);
    const after = await ids();
    if (after.length === before.length) {
      expect(after.slice(1)).toEqual(before.slice(1));
      expect(before).not.toContain(after[0]);
    } else {
      expect(after).toEqual(before.slice(1));
    }
    // A rejected item does not join the gallery.
    expect(await galleryItems(account.token, galleryId)).toEqual([...items, accepted]);
    await expectNoAxeViolations(page);
  });

  test('reorder with the keyboard alternative: a delete then an insert at the new position, kept by the Set API', async ({ browser }) => {
    const account = await newAccount('reorder');
    const items = await recordIds(3);
    const created = await api('POST', '/set/', { token: account.token, body: { type: 'Collection', visibility: 'private', title: { en: 'Order' }, items } });
    expect(created.status).toBe(201);
    const galleryId = idOf(created.body);
    const page = await signedInPage(browser, account.username, `/en/account/login?redirect=${encodeURIComponent(`/en/galleries/${galleryId}-order`)}`, account.password);
    const first = page.locator(`[data-qa="gallery-item"][data-item-id="${items[0] ?? ''}"]`);
    await (await hydrated(first.getByTestId('gallery-item-down'))).click();
    await expect(page.getByTestId('gallery-item').nth(1)).toHaveAttribute('data-item-id', items[0] ?? '');
    expect(await galleryItems(account.token, galleryId)).toEqual([items[1], items[0], items[2]]);
    await page.getByTestId('gallery-item').nth(2).getByTestId('gallery-item-up').click();
    await expect(page.getByTestId('gallery-item').nth(1)).toHaveAttribute('data-item-id', items[2] ?? '');
    expect(await galleryItems(account.token, galleryId)).toEqual([items[1], items[2], items[0]]);
    await page.reload();
    await expect(page.getByTestId('gallery-item').nth(0)).toHaveAttribute('data-item-id', items[1] ?? '');
    await expect(page.getByTestId('gallery-item').nth(2)).toHaveAttribute('data-item-id', items[0] ?? '');
  });
});
