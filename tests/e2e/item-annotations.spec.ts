import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';

/**
 * The item's annotations (issue 22, item 2) on records the services seed with volunteers' annotations
 * (services/seed/volunteer-annotations.ts): Anton Hanak's drawing with its hand-written inscription transcribed,
 * and the Iviron monastery's letter with tags and links; its sibling letter on Europeana Transcribe.
 */
const INSCRIBED_DRAWING = '/15508/36080_4_225';
const LETTER = '/12/https___www_searchculture_gr_aggregator_edm_pandektis_monastery_000084_10442_125747';
const LETTER_SIBLING = '/12/https___www_searchculture_gr_aggregator_edm_pandektis_monastery_000084_10442_121918';

test.describe('item annotations', () => {
  for (const width of [1400, 390]) {
    test(`opens the transcription in English with its source and rights, axe clean at ${String(width)} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      expect((await page.goto(`/en/item${INSCRIBED_DRAWING}`))?.status()).toBe(200);
      const section = page.getByTestId('item-annotations');
      await expect(section.getByRole('heading', { level: 2, name: 'Annotations' })).toBeVisible();
      const transcription = section.getByTestId('item-transcription');
      const text = transcription.getByTestId('item-transcription-text');
      await expect(text).toBeHidden();
      await transcription.getByText('Transcription (German)').click();
      await expect(text).toBeVisible();
      await expect(text).toHaveAttribute('lang', 'de');
      await expect(text).toContainText('Aller Mittel entblöst stehe ich nun wieder vor neuen Überraschungen');
      await expect(transcription.getByTestId('item-annotation-source')).toHaveText('Feder1933 · Europeana Transcribe');
      await expect(transcription.getByTestId('item-annotation-rights').getByRole('link', { name: 'CC0' })).toHaveAttribute('href', 'http://creativecommons.org/publicdomain/zero/1.0/');
      // Volunteers' tags search for themselves; where they come from and their rights stand under them.
      const tags = section.getByTestId('item-annotation-tags');
      await expect(tags.getByRole('link', { name: 'Denkmal' })).toHaveAttribute('href', '/en/search?query=%22Denkmal%22');
      await expect(tags.getByRole('link', { name: 'Denkmal' })).toHaveAttribute('lang', 'de');
      await expect(tags.getByTestId('item-annotation-source')).toHaveText('Feder1933 via CrowdHeritage, ArchiveOwl via CrowdHeritage');
      await expectNoAxeViolations(page);
    });
  }

  test('opens the transcription in German without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    expect((await page.goto(`/de/item${INSCRIBED_DRAWING}`))?.status()).toBe(200);
    const section = page.getByTestId('item-annotations');
    await expect(section.getByRole('heading', { level: 2, name: 'Annotationen' })).toBeVisible();
    const transcription = section.getByTestId('item-transcription');
    await transcription.getByText('Transkription (Deutsch)').click();
    await expect(transcription.getByTestId('item-transcription-text')).toBeVisible();
    await expect(transcription.getByTestId('item-transcription-text').locator('p').last()).toHaveText('AntonHanak1933');
    await expect(transcription.getByTestId('item-annotation-rights')).toHaveText('CC0');
    await context.close();
  });

  test("shows the letter's tags and links in Slovak, entities named in Slovak or by the fallback, each link leading to its page", async ({ page }) => {
    expect((await page.goto(`/sk/item${LETTER}`))?.status()).toBe(200);
    const section = page.getByTestId('item-annotations');
    await expect(section.getByTestId('item-transcription')).toHaveCount(0);
    const tags = section.getByTestId('item-annotation-tags');
    await expect(tags.getByTestId('item-annotation-link')).toHaveText(['water supply', 'Άγιον Όρος', 'seal', /.+/]);
    await expect(tags.getByRole('link', { name: 'Άγιον Όρος' })).toHaveAttribute('lang', 'el');
    await expect(tags.locator('[data-kind="entity"]')).toHaveAttribute('href', /^\/sk\/collections\/topic\/2090-/);
    await expect(tags.getByTestId('item-annotation-source')).toHaveText('ArchiveOwl prostredníctvom CrowdHeritage, Kellion prostredníctvom CrowdHeritage');
    const links = section.getByTestId('item-annotation-links');
    await expect(links.locator('[data-kind="entity"]')).toHaveAttribute('href', /^\/sk\/collections\/topic\/17-/);
    await expectNoAxeViolations(page);

    await tags.locator('[data-kind="entity"]').click();
    await expect(page).toHaveURL(/\/sk\/collections\/topic\/2090-/);
    await page.goBack();
    await links.locator('[data-kind="item"]').click();
    await expect(page).toHaveURL(new RegExp(`/sk/item${LETTER_SIBLING}$`));
    await expect(page.getByTestId('item-title')).toBeVisible();
    // A link joins two items: the other one shows it too, back to the letter.
    await expect(page.getByTestId('item-annotation-links').locator(`a[href="/sk/item${LETTER}"]`)).toHaveCount(1);
  });

  test('invites to transcribe an item that is on Europeana Transcribe, and only such an item (de, 390 px)', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto(`/de/item${LETTER_SIBLING}`);
    const invitation = page.getByTestId('item-transcribe');
    await expect(invitation.getByRole('heading', { level: 3 })).toHaveText('Transkribieren Sie dieses Objekt');
    await expect(invitation).toContainText('Europeana Transcribe');
    await expect(invitation.getByTestId('item-transcribe-link')).toHaveText('Jetzt transkribieren');
    await expect(invitation.getByTestId('item-transcribe-link')).toHaveAttribute('href', 'https://europeana.transcribathon.eu/documents/story/?story=121918');
    await expectNoAxeViolations(page);
    // Transcribed already, and not on Europeana Transcribe: no invitation.
    await page.goto(`/de/item${INSCRIBED_DRAWING}`);
    await expect(page.getByTestId('item-annotations')).toBeVisible();
    await expect(page.getByTestId('item-transcribe')).toHaveCount(0);
  });

  test('an item without annotations has no annotations section', async ({ page }) => {
    await page.goto('/en/item/09102/_GNM_693983');
    await expect(page.getByTestId('item-title')).toBeVisible();
    await expect(page.getByTestId('item-annotations')).toHaveCount(0);
  });
});
