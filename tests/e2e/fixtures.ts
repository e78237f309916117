import { expect, test as base, type Page } from '@playwright/test';

/**
 * Reports the page's Content-Security-Policy violations into `violations`: every
 * `securitypolicyviolation` event and every "Refused to …" console message of the browser.
 */
export async function watchCspViolations(page: Page, violations: string[]): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      // Code the test tools evaluate in the page (axe-core) has no source file: not the portal's.
      if (event.sourceFile === '') return;
      console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI} (${event.sourceFile}:${String(event.lineNumber)})`);
    });
  });
  page.on('console', (message) => {
    const text = message.text();
    if (text.includes('CSP violation')) violations.push(`${page.url()}: ${text}`);
  });
}

/**
 * Playwright's `test` with one automatic check: a page of the portal must never violate its
 * Content-Security-Policy (docs/decisions/0003-content-security-policy.md). Every violation on the
 * test's `page` fails the test that caused it; a test that opens more tabs watches them with
 * `watchCspViolations(tab, cspViolations)`.
 */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      await watchCspViolations(page, violations);
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
export type { Browser, Locator, Page } from '@playwright/test';
