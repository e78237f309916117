import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';
import { uniqueName } from './support/signed-in.ts';

/** Sign-up (issue 8): a new account through the identity provider's registration page, back signed in. */
test('sign up through the identity provider and land back signed in; axe on the account page', async ({ page, baseURL }) => {
  const first = await page.goto('/en/account');
  expect(first?.url()).toContain('/auth/realms/europeana');
  await page.getByTestId('sign-up-link').click();
  await expect(page.getByTestId('sign-up-submit')).toBeVisible();
  const name = uniqueName('newcomer');
  await page.locator('input[name="email"]').fill(`${name}@example.org`);
  await page.locator('input[name="username"]').fill(name);
  await page.locator('input[name="password"]').fill('newcomer-password-1');
  await page.locator('input[name="password-confirm"]').fill('newcomer-password-1');
  await page.getByTestId('sign-up-submit').click();
  await page.waitForURL(`${baseURL ?? ''}/en/account`);
  await expect(page.getByTestId('account-page')).toBeVisible();
  await expect(page.getByTestId('account-link')).toBeVisible();
  await expect(page.getByTestId('log-in-button')).toBeHidden();
  await expectNoAxeViolations(page);

  // The new account signs in again with its password.
  await page.getByTestId('log-out-button').click();
  await page.waitForURL((url) => url.pathname === '/en');
  await page.goto('/en/account');
  await page.locator('input[name="username"]').fill(name);
  await page.locator('input[name="password"]').fill('newcomer-password-1');
  await page.locator('[data-qa="sign-in-submit"]').click();
  await page.waitForURL(`${baseURL ?? ''}/en/account`);
  await expect(page.getByTestId('account-link')).toBeVisible();
});
