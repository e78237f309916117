import { expect, test, type Page } from './fixtures.ts';

/**
 * Analytics (A23; europeana.eu's Matomo with `requireCookieConsent`): a page view goes to the configured Matomo (the
 * local services' one here, services/analytics/routes.ts) only once the visitor allows "Analytics", with an item
 * page's custom dimensions and a search's site search; a visitor who said no sends nothing. Each test marks its pages
 * with a query parameter of its own and reads the visits back from Matomo's Reporting API.
 */
const servicesPort = process.env.E2E_SERVICES_PORT ?? '4490';

interface Action {
  readonly type: string;
  readonly url: string;
  readonly pageTitle: string | null;
  readonly siteSearchKeyword: string | null;
  readonly siteSearchCategory: string | null;
  readonly siteSearchCount: number | null;
  readonly [dimension: `dimension${number}`]: string | undefined;
}

async function actionsFor(page: Page, marker: string): Promise<Action[]> {
  const query = new URLSearchParams({ module: 'API', method: 'Live.getLastVisitsDetails', idSite: '1', format: 'JSON', token_auth: 'local-matomo-token', filter_limit: '1000' });
  const response = await page.request.get(`http://127.0.0.1:${servicesPort}/matomo/index.php?${query.toString()}`);
  const visits = (await response.json()) as { actionDetails: Action[] }[];
  return visits.flatMap((visit) => visit.actionDetails).filter((action) => action.url.includes(marker));
}

test('a page view reaches Matomo once "Analytics" is allowed, with an item\'s dimensions and a search\'s words', async ({ page }) => {
  const marker = `e2e${String(Date.now())}`;
  await page.goto(`/de/item/2000001/aic_16571?${marker}=1`);
  // Nothing before a choice.
  await page.waitForLoadState('networkidle');
  expect(await actionsFor(page, marker)).toEqual([]);
  // Allowed on this page: its page view is sent then.
  await page.getByTestId('consent-accept-all').click();
  await expect.poll(() => actionsFor(page, marker)).toEqual([
    expect.objectContaining({
      type: 'action',
      pageTitle: expect.stringContaining('Ankunft des Zuges'),
      dimension1: 'United States of America',
      dimension2: 'Art Institute of Chicago',
      dimension3: 'Art Institute of Chicago',
      dimension4: 'http://creativecommons.org/publicdomain/zero/1.0/',
    }),
  ]);
  // Later pages are sent at once: a site search with its words and its number of results.
  await page.goto(`/en/search?query=monet&${marker}=2`);
  const total = Number((await page.getByTestId('results-count').innerText()).replace(/\D/g, ''));
  await expect.poll(async () => (await actionsFor(page, `${marker}=2`))[0]).toMatchObject({ type: 'search', siteSearchKeyword: 'monet', siteSearchCount: total });
  // A search within an entity names the collection it searched; filters alone are a page view.
  await page.goto(`/en/collections/person/91257422-edgar-degas?query=dancers&${marker}=3`);
  await expect.poll(async () => (await actionsFor(page, `${marker}=3`))[0]).toMatchObject({ type: 'search', siteSearchKeyword: 'dancers', siteSearchCategory: 'person 91257422-edgar-degas' });
  await page.goto(`/en/search?qf=TYPE%3A%22IMAGE%22&${marker}=4`);
  await expect.poll(async () => (await actionsFor(page, `${marker}=4`))[0]).toMatchObject({ type: 'action', siteSearchKeyword: null });
});

test('a visitor who said no sends nothing and keeps no visitor id', async ({ page }) => {
  const marker = `e2e${String(Date.now())}no`;
  await page.goto(`/en?${marker}=1`);
  await page.getByTestId('consent-reject-all').click();
  await page.goto(`/en/stories?${marker}=2`);
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => localStorage.getItem('portal.analytics.visitor'))).toBeNull();
  // Give a beacon time to arrive, had one been sent.
  await page.waitForTimeout(500);
  expect(await actionsFor(page, marker)).toEqual([]);
});
