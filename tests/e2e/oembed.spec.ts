import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';
import { baseURL } from '../../playwright.config.ts';

/** The portal's oEmbed endpoint for its items and the /debug/oembed page (spec section 2). */

const ITEM = `${baseURL}/en/item/2000001/aic_93784`;

test('oEmbed endpoint: JSON for an item page of the portal, 400 for anything else, 501 for XML', async ({ request }) => {
  const ok = await request.get(`/_api/oembed?${new URLSearchParams({ url: ITEM, format: 'json' }).toString()}`);
  expect(ok.status()).toBe(200);
  const body = (await ok.json()) as Record<string, unknown>;
  expect(body.version).toBe('1.0');
  expect(['photo', 'rich', 'link']).toContain(body.type);
  expect(typeof body.title).toBe('string');
  expect(typeof body.provider_name).toBe('string');
  expect((await request.get(`/_api/oembed?${new URLSearchParams({ url: 'https://example.org/en/item/1/a' }).toString()}`)).status()).toBe(400);
  expect((await request.get(`/_api/oembed?${new URLSearchParams({ url: ITEM, format: 'xml' }).toString()}`)).status()).toBe(501);
});

test('/debug/oembed: Minimal layout, noindex, the response and a preview, accessible', async ({ page }) => {
  await page.goto('/en/debug/oembed');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.getByTestId('footer')).toHaveCount(0);
  await page.getByLabel('URL to embed').fill(ITEM);
  await page.getByRole('button', { name: 'Try it' }).click();
  await expect(page.getByTestId('oembed-json')).toContainText('"version": "1.0"');
  await expect(page.getByTestId('oembed-preview')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('/debug/oembed: a third-party provider only behind the consent gate; nonsense says why', async ({ page }) => {
  const thirdParty: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).hostname.includes('youtube')) thirdParty.push(r.url());
  });
  await page.goto(`/en/debug/oembed?${new URLSearchParams({ url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ' }).toString()}`);
  await expect(page.getByTestId('embed-gate-allow')).toHaveText(/YouTube/);
  expect(thirdParty).toEqual([]);
  await expectNoAxeViolations(page);
  const response = await page.goto(`/en/debug/oembed?${new URLSearchParams({ url: 'https://example.org/x' }).toString()}`);
  expect(response?.status()).toBe(400);
  await expect(page.getByTestId('oembed-error')).toBeVisible();
});
