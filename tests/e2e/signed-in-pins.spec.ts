import { expect, test, type Page } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';
import { api, hydrated, recordIds, signedInPage, tokenFor } from './support/signed-in.ts';

/**
 * Pinning as an editor (issue 8, spec sections 4 and 5): at most 24 items pinned to an entity's
 * best-items set; the 25th is refused with the pin-limit notice; unpin; reposition (a delete then
 * an insert at the new position). 23 pins are prepared through the real Set API.
 */
const ENTITY = 'http://data.europeana.eu/concept/9000005';

async function bestItemsSet(token: string): Promise<string> {
  const found = await api('GET', `/set/search?query=${encodeURIComponent(`type:EntityBestItemsSet subject:${ENTITY}`)}&profile=items`, { token });
  const existing = (found.body.items as string[] | undefined)?.[0];
  if (existing !== undefined) return existing.split('/').pop() ?? '';
  const created = await api('POST', '/set/', { token, body: { type: 'EntityBestItemsSet', title: { en: 'Best items' }, subject: [ENTITY] } });
  expect(created.status).toBe(201);
  return String(created.body.id).split('/').pop() ?? '';
}

async function pinned(token: string, setId: string): Promise<string[]> {
  const meta = await api('GET', `/set/${setId}?profile=meta`, { token });
  const items = await api('GET', `/set/${setId}?profile=items&page=1&pageSize=100`, { token });
  return ((items.body.items ?? []) as string[]).slice(0, Number(meta.body.pinned)).map((uri) => uri.replace(/^.*\/item/, ''));
}

/** The pin control of an item page, on the test's entity, once it knows the item's state. */
async function pinControl(page: Page, itemId: string): Promise<ReturnType<Page['getByTestId']>> {
  await page.goto(`/en/item${itemId}`);
  const button = await hydrated(page.getByTestId('item-pin'));
  const choose = page.getByTestId('pin-entity');
  if ((await choose.count()) > 0) await choose.selectOption(ENTITY);
  await expect(button).toHaveAttribute('data-entity', ENTITY);
  await expect(button).toBeEnabled();
  return button;
}

test('pin as an editor up to 24, the 25th is refused with the notice; reposition and unpin; axe', async ({ browser }) => {
  test.setTimeout(60_000);
  const token = await tokenFor('demo-editor');
  const setId = await bestItemsSet(token);
  const items = await recordIds(30, ENTITY);
  expect(items.length).toBeGreaterThanOrEqual(25);
  const [target = '', refused = ''] = items;
  const prefilled = items.slice(2, 25);
  // Start from exactly 23 pins (none of them the two items the test pins).
  const current = await api('GET', `/set/${setId}?profile=items&page=1&pageSize=100`, { token });
  const existing = ((current.body.items ?? []) as string[]).map((uri) => uri.replace(/^.*\/item/, ''));
  if (existing.length > 0) expect((await api('DELETE', `/set/${setId}/items`, { token, body: existing })).status).toBe(200);
  expect((await api('PUT', `/set/${setId}/items?position=pin`, { token, body: prefilled })).status).toBe(200);
  expect(await pinned(token, setId)).toEqual(prefilled);

  const page = await signedInPage(browser, 'demo-editor', `/en/item${target}`);
  const pin = await pinControl(page, target);
  await expect(pin).toHaveAttribute('aria-pressed', 'false');
  await pin.click();
  await expect(pin).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('toast').last()).toContainText('Pinned to');
  expect(await pinned(token, setId)).toEqual([target, ...prefilled]);

  // Reposition: from the first place to the fourth.
  const position = page.getByTestId('pin-position');
  await expect(position).toHaveValue('0');
  await expect(page.getByTestId('pin-move')).toBeDisabled();
  await position.selectOption({ label: '4' });
  await page.getByTestId('pin-move').click();
  await expect(page.getByTestId('toast').last()).toContainText('Moved to position 4');
  await expect(page.getByTestId('pin-move')).toHaveAttribute('data-position', '3');
  expect(await pinned(token, setId)).toEqual([...prefilled.slice(0, 3), target, ...prefilled.slice(3)]);
  await expectNoAxeViolations(page);

  // The 25th is refused with the pin-limit notice.
  const other = await pinControl(page, refused);
  await other.click();
  await expect(page.getByTestId('toast').last()).toContainText('already has 24 pinned items');
  await expect(other).toHaveAttribute('aria-pressed', 'false');
  expect(await pinned(token, setId)).toHaveLength(24);

  // Unpin: room for another.
  const again = await pinControl(page, target);
  await expect(again).toHaveAttribute('aria-pressed', 'true');
  await again.click();
  await expect(again).toHaveAttribute('aria-pressed', 'false');
  expect(await pinned(token, setId)).toEqual(prefilled);
  const last = await pinControl(page, refused);
  await last.click();
  await expect(last).toHaveAttribute('aria-pressed', 'true');
  expect(await pinned(token, setId)).toEqual([refused, ...prefilled]);
  // Leave the entity as it was found: nothing pinned by this test.
  expect((await api('DELETE', `/set/${setId}/items`, { token, body: [refused, ...prefilled] })).status).toBe(200);
});
