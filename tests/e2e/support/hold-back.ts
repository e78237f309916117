import type { Page } from '@playwright/test';

/**
 * Holds back the browser's requests for `url` (a glob, e.g. one bundle of the portal's code) until the returned
 * function is called: the page then behaves as on a slow network, with the visitor acting before that code arrives.
 */
export async function holdBack(page: Page, url: string): Promise<() => void> {
  let release = (): void => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
