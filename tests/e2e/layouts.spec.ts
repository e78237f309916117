import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';

/** The data-space and API landing layouts (spec section 2 "Layouts"). */

test('data-space landing page: header anchors to its sections, footer links, accessible', async ({ page }) => {
  await page.goto('/en/europeana-data-space');
  const header = page.getByTestId('data-space-header');
  await expect(page.getByTestId('footer')).toHaveCount(0);
  for (const anchor of ['about-the-data-space', 'consortium-partners', 'explore-the-data-offer']) {
    await expect(header.locator(`a[href="#${anchor}"]`)).toHaveCount(1);
    await expect(page.locator(`[id="${anchor}"]`)).toHaveCount(1);
  }
  const footer = page.getByTestId('data-space-footer');
  for (const name of ['Terms of use', 'Privacy statement', 'Accessibility', 'Cookies']) {
    await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await header.locator('a[href="#consortium-partners"]').click();
  await expect(page).toHaveURL(/#consortium-partners$/);
  await expectNoAxeViolations(page);
});

test('API landing page: header anchors to its sections, footer links, accessible', async ({ page }) => {
  await page.goto('/en/apis');
  const header = page.getByTestId('api-landing-header');
  for (const anchor of ['apis-overview', 'try-it-out', 'find-inspiration', 'frequently-asked-questions-faq']) {
    await expect(header.locator(`a[href="#${anchor}"]`)).toHaveCount(1);
    await expect(page.locator(`[id="${anchor}"]`)).toHaveCount(1);
  }
  const footer = page.getByTestId('api-landing-footer');
  for (const name of ['API documentation', 'Request an API key', 'FAQ', 'Contact', 'Terms of use', 'Privacy statement']) {
    await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(footer.getByRole('link', { name: 'Request an API key' })).toHaveAttribute('href', '/en/account/api-keys');
  await expectNoAxeViolations(page);
});

test('other landing pages keep the Default layout', async ({ page }) => {
  await page.goto('/en/share-your-collections');
  await expect(page.getByTestId('footer')).toBeVisible();
  await expect(page.getByTestId('api-landing-header')).toHaveCount(0);
  await expect(page.getByTestId('data-space-header')).toHaveCount(0);
});
