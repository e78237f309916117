/**
 * The local services' Matomo (services/analytics/routes.ts): the HTTP Tracking API the portal's tracker sends to
 * (src/islands/site/analytics.ts, with the same parameters: src/lib/site/analytics.ts) and the Reporting API's
 * `Live.getLastVisitsDetails` that reads the visits back.
 */
import { describe, expect, it } from 'vitest';
import { pageViewParams } from '../../src/lib/site/analytics.ts';
import { servicesUrl } from '../support/services.ts';

const visits = async (token = 'local-matomo-token'): Promise<Response> =>
  fetch(`${servicesUrl()}/matomo/index.php?${new URLSearchParams({ module: 'API', method: 'Live.getLastVisitsDetails', idSite: '1', format: 'JSON', token_auth: token }).toString()}`);

interface Visit {
  readonly visitorId: string;
  readonly actionDetails: readonly Record<string, unknown>[];
}

describe('the local Matomo', () => {
  it('records a page view sent as a beacon sends it (a form-encoded POST) and a site search sent by GET', async () => {
    const visitor = Array.from({ length: 16 }, () => Math.floor(Math.random() * 16).toString(16)).join('');
    const view = pageViewParams({ siteId: 1, url: 'http://localhost:4321/en/item/2000001/aic_16571', title: 'Arrival | Europeana', visitorId: visitor, page: { dimensions: { 2: 'Art Institute of Chicago' } } });
    const posted = await fetch(`${servicesUrl()}/matomo/matomo.php`, { method: 'POST', body: view });
    expect(posted.status).toBe(204);
    const search = pageViewParams({ siteId: 1, url: 'http://localhost:4321/en/search?query=monet', title: 'monet', visitorId: visitor, page: { search: { keyword: 'monet', count: 9 } } });
    search.delete('send_image');
    const got = await fetch(`${servicesUrl()}/matomo/matomo.php?${search.toString()}`);
    expect([got.status, got.headers.get('content-type')]).toEqual([200, 'image/gif']);

    const answer = await visits();
    expect(answer.status).toBe(200);
    const mine = ((await answer.json()) as Visit[]).find((visit) => visit.visitorId === visitor);
    expect(mine?.actionDetails).toEqual([
      expect.objectContaining({ type: 'action', url: 'http://localhost:4321/en/item/2000001/aic_16571', pageTitle: 'Arrival | Europeana', dimension2: 'Art Institute of Chicago' }),
      expect.objectContaining({ type: 'search', siteSearchKeyword: 'monet', siteSearchCount: 9 }),
    ]);
  });

  it('ignores a request without rec=1, and refuses a malformed one saying what was wrong', async () => {
    expect((await fetch(`${servicesUrl()}/matomo/matomo.php?idsite=1&url=x&send_image=0`)).status).toBe(204);
    for (const [query, problem] of [
      ['idsite=2&rec=1&url=http://localhost/en', 'idsite'],
      ['idsite=1&rec=1&url=javascript:alert(1)', 'url'],
      ['idsite=1&rec=1', 'url'],
      ['idsite=1&rec=1&url=http://localhost/en&_id=XYZ', '_id'],
    ] as const) {
      const response = await fetch(`${servicesUrl()}/matomo/matomo.php?${query}`);
      expect(response.status, query).toBe(400);
      expect(JSON.stringify(await response.json()), query).toContain(problem);
    }
  });

  it('reads the visits back with its token only', async () => {
    expect((await visits('wrong')).status).toBe(401);
  });
});
