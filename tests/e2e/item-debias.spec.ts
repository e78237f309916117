import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';

/**
 * DE-BIAS's notes on contentious words (src/lib/item/debias.ts, src/lib/debias/term-page.ts) on the records the
 * services seed with them (services/seed/debias-annotations.ts): "African Chief" and "… Coffee in the Harem".
 */
const CHIEF = '/2000001/aic_100352';
const HAREM = '/2000001/aic_20598';

test.describe('DE-BIAS notes', () => {
  for (const width of [1400, 390]) {
    test(`marks a title's word, opens its note beside it and leads to the term's page, axe clean at ${String(width)} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      expect((await page.goto(`/en/item${CHIEF}`))?.status()).toBe(200);
      const title = page.getByTestId('item-title');
      await expect(title).toHaveText('African Chief');
      await expect(title.locator('dfn')).toHaveText('Chief');
      const toggle = title.getByRole('button', { name: 'Read the full explanation provided by DE-BIAS' });
      const note = page.locator(`#${(await toggle.getAttribute('popovertarget')) ?? 'none'}`);
      await expect(note).toBeHidden();
      await toggle.click();
      await expect(note).toBeVisible();
      await expect(note).toContainText('carries a colonial view');
      // Beside the word (below it, or above where there is no room below), within the screen.
      const [box, buttonBox] = [await note.boundingBox(), await toggle.boundingBox()];
      if (!box || !buttonBox) throw new Error('the note or its button has no box');
      const gap = Math.min(Math.abs(box.y - (buttonBox.y + buttonBox.height)), Math.abs(buttonBox.y - (box.y + box.height)));
      expect(gap, JSON.stringify({ box, buttonBox })).toBeLessThan(16);
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(note).toBeHidden();
      // The same word in the metadata list has its own note.
      await page.getByText('Show all metadata').click();
      const listed = page.getByTestId('metadata-dcTitle').getByTestId('debias-toggle');
      await expect(listed).toHaveCount(1);
      expect(await listed.getAttribute('popovertarget')).not.toBe(await toggle.getAttribute('popovertarget'));
      await toggle.click();
      await note.getByTestId('debias-link').click();
      await expect(page).toHaveURL(/\/en\/debias\/2101-chief$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('chief');
      await expect(page.getByTestId('debias-term-page').getByRole('heading', { level: 2 })).toHaveText(['Source', 'Recommendations for use', 'Suggested alternatives']);
      await expect(page.getByTestId('debias-alternatives')).toHaveText('leader; ruler; head of the community');
      await expect(page.getByRole('link', { name: 'DE-BIAS project' })).toHaveAttribute('href', 'https://pro.europeana.eu/project/de-bias');
      await expect(page.getByTestId('debias-other-language')).toHaveCount(0);
      await expectNoAxeViolations(page);
    });
  }

  test('an English word read in German: marked, explained in English, its page in German around it (no JavaScript)', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 900 } });
    const page = await context.newPage();
    await page.goto(`/de/item${HAREM}`);
    const toggle = page.getByTestId('item-title').getByRole('button', { name: 'Lesen Sie die vollständige Erklärung von DE-BIAS' });
    await toggle.click();
    const note = page.locator('[data-qa="debias-note"]:popover-open');
    await expect(note).toHaveCount(1);
    await expect(note.locator('[lang="en"]')).toContainText('imagined, often sexualised scene');
    await note.getByTestId('debias-link').click();
    await expect(page).toHaveURL(/\/de\/debias\/2102-harem$/);
    await expect(page.getByTestId('debias-other-language')).toHaveText('Diese Seite ist nur in der Sprache des verzerrten Begriffs verfügbar.');
    await expect(page.locator('article')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 2, name: 'Empfehlungen für die Verwendung' })).toHaveAttribute('lang', 'de');
    await context.close();
  });

  test('a term nobody has is a 404; an item without notes has no marks', async ({ page }) => {
    expect((await page.goto('/en/debias/999999-nothing'))?.status()).toBe(404);
    expect((await page.goto('/en/debias/chief'))?.status()).toBe(404);
    // Another word after the number, or none, is moved to the term's own address.
    for (const path of ['/en/debias/2101', '/en/debias/2101-chieftain?x=1']) {
      const moved = await page.request.get(path, { maxRedirects: 0 });
      expect(moved.status()).toBe(301);
      expect(moved.headers().location).toBe(path.includes('?') ? '/en/debias/2101-chief?x=1' : '/en/debias/2101-chief');
    }
    expect((await page.goto('/en/debias/2101'))?.status()).toBe(200);
    await expect(page).toHaveURL(/\/en\/debias\/2101-chief$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('chief');
    await page.goto('/en/item/2000001/aic_93784');
    await expect(page.getByTestId('item-title')).toBeVisible();
    await expect(page.getByTestId('debias-toggle')).toHaveCount(0);
  });
});
