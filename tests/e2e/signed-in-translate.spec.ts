import { expect, test } from './fixtures.ts';
import { newAccount, signedInPage } from './support/signed-in.ts';

/**
 * An item in another language (spec section 6, the Record API's translate profile): a signed-in visitor chooses
 * the language, sees the values machine-translated and marked so, and goes back to the provider's own words with
 * "stop viewing this item in …" (the same address without `lang`, other parameters kept). In two page languages.
 */
const ITEM = '/item/2000001/aic_93784';

for (const [locale, target, stop] of [['en', 'de', /Stop viewing this item in German/], ['de', 'fr', /Dieses Objekt nicht mehr anzeigen in Französisch/]] as const) {
  test(`a signed-in visitor views an item in another language and stops (${locale})`, async ({ browser }) => {
    const account = await newAccount(`translator-${locale}`);
    const page = await signedInPage(browser, account.username, `/${locale}${ITEM}?media=1`, account.password);
    await page.goto(`/${locale}${ITEM}?media=1`);
    await page.locator('#item-lang').selectOption(target);
    await page.getByTestId('item-translate').getByRole('button').click();
    await expect(page).toHaveURL(new RegExp(`/${locale}${ITEM}\\?media=1&lang=${target}$`));
    await expect(page.locator('[data-qa="translated-marker"]').first()).toBeVisible();
    const stopLink = page.getByTestId('item-translate-stop');
    await expect(stopLink).toHaveText(stop);
    await stopLink.click();
    await expect(page).toHaveURL(new RegExp(`/${locale}${ITEM}\\?media=1$`));
    await expect(page.getByTestId('item-translate-stop')).toHaveCount(0);
    await expect(page.locator('[data-qa="translated-marker"]')).toHaveCount(0);
    await page.context().close();
  });
}
