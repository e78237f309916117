import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures.ts';
import { signIn } from './support/signed-in.ts';

const german = JSON.parse(readFileSync(new URL('../../i18n/de.json', import.meta.url), 'utf8')) as Record<string, string>;

/**
 * The welcome toasts on login and logout (spec section 2, Default layout). The header's script raises them
 * from a one-shot flash cookie before the layout's toast area listens; they must still show
 * (src/islands/site/events.ts keeps them until it does).
 */
test('signing in through the sign-in page and signing out each show their toast once', async ({ page }) => {
  const toasts = page.getByTestId('toaster').getByTestId('toast').locator('p');
  await signIn(page, 'user@example.org', '/en');
  await expect(page.getByTestId('account-link')).toBeVisible();
  await expect(toasts).toHaveText(['Welcome! You are logged in.']);
  await expect(toasts.first()).toBeVisible();
  // One-shot: the next page shows no toast.
  await page.reload();
  await expect(page.getByTestId('account-link')).toBeVisible();
  await expect(toasts).toHaveCount(0);

  await page.getByTestId('log-out-button').click();
  await page.waitForURL((url) => url.pathname === '/en');
  await expect(page.getByTestId('log-in-button')).toBeVisible();
  await expect(toasts).toHaveText(['You are logged out. See you soon!']);
  await expect(toasts.first()).toBeVisible();
});

test('the welcome toast shows in the page language', async ({ page }) => {
  await signIn(page, 'editor@example.org', '/de');
  await expect(page).toHaveURL(/\/de$/);
  await expect(page.getByTestId('toaster').getByTestId('toast').locator('p')).toHaveText([german['account.toast.welcome'] ?? '']);
});
