import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PortalError } from '../../../src/lib/errors/catalogue.ts';
import { itemPageError, loadItemPage } from '../../../src/lib/item/load.ts';

describe('itemPageError', () => {
  it('keeps catalogue codes and turns unknown upstream 5xx into upstreamUnavailable with the status', () => {
    expect(itemPageError(new PortalError('gone', { status: 410, scope: 'item' })).code).toBe('itemGone');
    expect(itemPageError(new PortalError('nf', { status: 404, scope: 'item' })).code).toBe('itemNotFound');
    const down = itemPageError(new PortalError('down', { status: 503 }));
    expect({ code: down.code, status: down.status }).toEqual({ code: 'upstreamUnavailable', status: 503 });
  });
});

/**
 * The translated view against a stand-in Record API: a quota refusal (502, code 502-TS) shows
 * the item untranslated with translateQuotaError; otherwise values from `xx-x-mt` are marked.
 */
describe('loadItemPage translated view', () => {
  let server: Server;
  let quota = false;
  const record = {
    about: '/1/a',
    type: 'IMAGE',
    proxies: [{ about: 'p', europeanaProxy: false, dcTitle: { en: ['Dance'] } }],
    aggregations: [{ about: 'agg', webResources: [] }],
  };

  beforeAll(async () => {
    server = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://x');
      res.setHeader('content-type', 'application/json');
      // The Annotation API is down: the item page stands without annotations.
      if (url.pathname.startsWith('/annotation/')) {
        res.statusCode = 503;
        res.end(JSON.stringify({ success: false, error: 'annotation index unavailable' }));
        return;
      }
      if (url.searchParams.get('profile') === 'translate') {
        if (quota) {
          res.statusCode = 502;
          res.end(JSON.stringify({ success: false, error: 'quota', code: '502-TS' }));
          return;
        }
        const translated = { ...record, proxies: [{ ...record.proxies[0], dcTitle: { en: ['Dance'], 'de-x-mt': ['Tanz'] } }] };
        res.end(JSON.stringify({ object: translated }));
        return;
      }
      if (url.pathname.startsWith('/record/v2/search.json')) {
        res.end(JSON.stringify({ items: [] }));
        return;
      }
      res.end(JSON.stringify({ object: record }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    // Read by config() on its first use, which comes after this.
    process.env.EUROPEANA_RECORD_API_URL = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}/record`;
    process.env.EUROPEANA_ANNOTATION_API_URL = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}/annotation`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('marks translated values', async () => {
    quota = false;
    const data = await loadItemPage('/1/a', { locale: 'en', translateTo: 'de', signedIn: true });
    expect(data.view.title).toEqual({ text: 'Tanz', lang: 'de', translated: true });
    expect(data.translateFailed).toBe(false);
  });

  it('falls back to the untranslated item on a quota error', async () => {
    quota = true;
    const data = await loadItemPage('/1/a', { locale: 'en', translateTo: 'de', signedIn: true });
    expect(data.translateFailed).toBe(true);
    expect(data.view.title).toMatchObject({ text: 'Dance', translated: false });
  });

  it('leaves the annotations out when the Annotation API fails, saying why', async () => {
    quota = false;
    const data = await loadItemPage('/1/a', { locale: 'en', signedIn: false });
    expect(data.view.title).toMatchObject({ text: 'Dance' });
    expect(data.annotations).toBeUndefined();
    expect(data.annotationsFailure).toMatchObject({ status: 503, message: 'annotation index unavailable' });
  });
});
