/**
 * A provider's own IIIF server in the local services (services/iiif/provider.ts, issue 24 item 3): the record names
 * the provider's manifest as real records do (a web resource typed as a manifest, referenced by the record's image)
 * at the services' own origin; the manifest (Presentation 2) is read by the portal's reader into every canvas with its
 * Image API 2 service; the services answer the images at any size and from any origin, and nothing else.
 */
import { describe, expect, it } from 'vitest';
import { parseManifest } from '../../src/lib/apis/iiif.ts';
import { recordSchema } from '../../src/lib/apis/record.ts';
import { manifestMedia, providerManifestUrl } from '../../src/lib/edm/provider-manifest.ts';
import { getJson, servicesUrl } from '../support/services.ts';

const ID = '/2000002/portfolio_monet_coast';

describe('a provider-hosted IIIF manifest', () => {
  it('is named by the record and read into every canvas, with the provider\'s image services', async () => {
    const { body } = await getJson(`/record/v2${ID}.json`);
    const record = recordSchema.parse((body as { object: unknown }).object);
    const manifestUrl = providerManifestUrl(record);
    expect(manifestUrl).toBe(`${servicesUrl()}/provider-iiif/manifests/monet-coast-and-seine`);

    const answer = await fetch(manifestUrl ?? '', { headers: { origin: 'https://portal.example' } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    const manifest = parseManifest(await answer.json());
    const media = manifestMedia(manifest, 'en');
    expect(media.map((m) => m.provider?.label)).toEqual(['The Beach at Sainte-Adresse (1867)', 'The Customs House at Varengeville (1897)', 'Branch of the Seine near Giverny (Mist) (1897)']);
    expect(media.every((m) => m.kind === 'image' && m.mimeType === 'image/jpeg')).toBe(true);

    for (const resource of media) {
      const service = resource.provider?.service;
      expect(service?.serviceUrl).toMatch(new RegExp(`^${servicesUrl()}/provider-iiif/image/monet-\\d+$`));
      const info = (await (await fetch(`${service?.serviceUrl ?? ''}/info.json`)).json()) as Record<string, unknown>;
      expect(info).toMatchObject({ '@id': service?.serviceUrl, protocol: 'http://iiif.io/api/image', width: service?.width, height: service?.height });
      const picture = await fetch(`${service?.serviceUrl ?? ''}/full/200,/0/default.jpg`);
      expect([picture.status, picture.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
      // The whole image as Image API 2 names it (`full`), at the address the canvas gives.
      expect((await fetch(resource.url)).status).toBe(200);
    }
  });

  it('answers 404 for a manifest or a page it does not hold', async () => {
    expect((await fetch(`${servicesUrl()}/provider-iiif/manifests/constructor`)).status).toBe(404);
    expect((await fetch(`${servicesUrl()}/provider-iiif/image/..%2F..%2Fseed.ts/info.json`)).status).toBe(404);
    expect((await fetch(`${servicesUrl()}/provider-iiif/image/monet-1/full/200,/0/default.jpg`)).status).toBe(404);
  });
});
