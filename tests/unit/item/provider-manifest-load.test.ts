import { mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadItemPage } from '../../../src/lib/item/load.ts';
import { loadItemPageModel } from '../../../src/lib/item/page-model.ts';
import { pageRequestFor } from '../pages/page-request.ts';

/**
 * The item page's media from a provider-hosted IIIF manifest (src/lib/edm/provider-manifest.ts), against a stand-in
 * Record API that is also the provider's server: every canvas when the manifest answers; the record's own media
 * when it fails, and when the record names a manifest at an address the server must not reach — saying so, so that
 * the page model keeps such a page out of the route cache.
 */
describe('loadItemPage with a provider-hosted IIIF manifest', () => {
  let server: Server;
  let origin = '';
  const image = 'https://files.library.example/atlas/1.jpg';

  function record(id: string, manifest: string): Record<string, unknown> {
    return {
      about: id,
      type: 'IMAGE',
      proxies: [{ about: `/proxy/provider${id}`, europeanaProxy: false, dcTitle: { en: ['Atlas'] } }],
      aggregations: [{
        about: `/aggregation/provider${id}`,
        edmIsShownBy: image,
        edmRights: { def: ['http://creativecommons.org/publicdomain/mark/1.0/'] },
        webResources: [
          { about: image, ebucoreHasMimeType: 'image/jpeg', dctermsIsReferencedBy: [manifest] },
          { about: manifest, rdfType: 'http://iiif.io/api/presentation/3#Manifest' },
        ],
      }],
    };
  }

  const canvas = (n: number): Record<string, unknown> => ({
    id: `${origin}/provider/canvas/${String(n)}`,
    type: 'Canvas',
    width: 300,
    height: 200,
    label: { en: [`Sheet ${String(n)}`] },
    items: [{ items: [{ motivation: 'painting', body: { id: `https://files.library.example/atlas/${String(n)}.jpg`, type: 'Image', format: 'image/jpeg' } }] }],
  });

  beforeAll(async () => {
    server = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://x');
      res.setHeader('content-type', 'application/json');
      const manifests: Record<string, string> = {
        '/record/v2/1/ok.json': `${origin}/provider/manifest`,
        '/record/v2/1/broken.json': `${origin}/provider/broken`,
        '/record/v2/1/private.json': 'http://10.11.12.13/manifest',
      };
      const manifest = manifests[url.pathname];
      if (url.pathname === '/provider/manifest') {
        res.end(JSON.stringify({ id: `${origin}/provider/manifest`, type: 'Manifest', items: [canvas(1), canvas(2), canvas(3)] }));
      } else if (url.pathname === '/provider/broken') {
        res.writeHead(500).end('{}');
      } else if (url.pathname.startsWith('/record/v2/search.json') || url.pathname.startsWith('/annotation/')) {
        res.end(JSON.stringify({ items: [] }));
      } else if (manifest === undefined) {
        res.writeHead(404).end(JSON.stringify({ success: false, error: 'not found' }));
      } else {
        res.end(JSON.stringify({ object: record(url.pathname.replace('/record/v2', '').replace('.json', ''), manifest) }));
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
    // Read by config() on its first use, which comes after this.
    process.env.EUROPEANA_RECORD_API_URL = `${origin}/record`;
    process.env.EUROPEANA_ANNOTATION_API_URL = `${origin}/annotation`;
    // The page model counts views in the store: a throwaway one.
    process.env.PORTAL_DATA_DIR = mkdtempSync(join(tmpdir(), 'portal-provider-manifest-'));
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('shows every canvas of the manifest, the one chosen by ?page=N, and links the provider\'s manifest', async () => {
    const data = await loadItemPage('/1/ok', { locale: 'en', signedIn: false, mediaParam: '3' });
    expect(data.view.media.map((m) => m.provider?.label)).toEqual(['Sheet 1', 'Sheet 2', 'Sheet 3']);
    expect(data.mediaIndex).toBe(2);
    expect(data.manifestUrl).toBe(`${origin}/provider/manifest`);
    expect(data.downloadHref).toBe('https://files.library.example/atlas/3.jpg');
    expect(data.reader).toBeUndefined();
  });

  it('keeps the record\'s own media when the provider\'s manifest fails or lies at an address the server must not reach', async () => {
    for (const id of ['/1/broken', '/1/private']) {
      const data = await loadItemPage(id, { locale: 'en', signedIn: false });
      expect(data.view.media.map((m) => [m.url, m.provider])).toEqual([[image, undefined]]);
    }
  });

  it('says that the provider\'s manifest was named but not read, and only when it was', async () => {
    expect((await loadItemPage('/1/ok', { locale: 'en', signedIn: false })).providerManifestFailure).toBeUndefined();
    expect((await loadItemPage('/1/broken', { locale: 'en', signedIn: false })).providerManifestFailure).toMatchObject({ status: 502, code: 'upstreamUnavailable' });
    expect((await loadItemPage('/1/private', { locale: 'en', signedIn: false })).providerManifestFailure?.message).toMatch(/not a public address/);
  });

  it('keeps a page whose provider\'s manifest was not read out of the route cache, as one without its annotations', async () => {
    const complete = await loadItemPageModel('/1/ok', pageRequestFor('/en/item/1/ok'));
    expect(complete.kind === 'page' ? complete.routeCache?.tags : undefined).toContain('page:item');
    for (const id of ['/1/broken', '/1/private']) {
      const fallback = await loadItemPageModel(id, pageRequestFor(`/en/item${id}`));
      expect(fallback.kind).toBe('page');
      if (fallback.kind !== 'page') continue;
      expect(fallback.model.data.view.media.map((m) => m.url)).toEqual([image]);
      expect(fallback.routeCache).toBeUndefined();
    }
  });
});
