import { describe, expect, it } from 'vitest';
import { imageServices, type Manifest } from '../../../src/lib/apis/iiif.ts';

describe('imageServices', () => {
  it('reads Presentation 3 image services with the canvas size', () => {
    const manifest = {
      items: [
        {
          width: 843,
          height: 634,
          items: [{ items: [{ body: { id: 'http://h/iiif/image/abc/full/max/0/default.jpg', width: 843, height: 634, service: [{ id: 'http://h/iiif/image/abc/', type: 'ImageService3' }] } }] }],
        },
        { width: 10, height: 10, items: [{ items: [{ body: { id: 'x', service: [{ id: 'javascript:alert(1)' }] } }] }] },
      ],
    } as unknown as Manifest;
    expect(imageServices(manifest)).toEqual([{ serviceUrl: 'http://h/iiif/image/abc', width: 843, height: 634 }]);
  });

  it('accepts a Presentation 2 style @id and a single service object', () => {
    const manifest = { items: [{ width: 5, height: 6, items: [{ items: [{ body: { service: { '@id': 'https://h/s' } } }] }] }] } as unknown as Manifest;
    expect(imageServices(manifest)).toEqual([{ serviceUrl: 'https://h/s', width: 5, height: 6 }]);
  });
});

describe('manifests and image sizes in the upstream cache', () => {
  it('asks the IIIF services once for a manifest and an info.json that many item renders need', async () => {
    const { createServer } = await import('node:http');
    const asked: string[] = [];
    const server = createServer((req, res) => {
      asked.push((req.url ?? '').split('?')[0] ?? '');
      res.setHeader('content-type', 'application/json');
      res.end(req.url?.includes('info.json') === true ? JSON.stringify({ width: 800, height: 600 }) : JSON.stringify({ items: [] }));
    });
    await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
    const address = server.address();
    const port = typeof address === 'object' && address !== null ? address.port : 0;
    process.env.EUROPEANA_IIIF_PRESENTATION_API_URL = `http://127.0.0.1:${String(port)}/presentation`;
    process.env.EUROPEANA_IIIF_IMAGE_API_URL = `http://127.0.0.1:${String(port)}/image`;
    try {
      const { getImageInfo, getManifest } = await import('../../../src/lib/apis/iiif.ts');
      for (let i = 0; i < 3; i += 1) {
        await getManifest('/9200001/cached');
        await getImageInfo(`http://127.0.0.1:${String(port)}/image/abc`);
      }
      expect(asked).toEqual(['/presentation/9200001/cached/manifest', '/image/abc/info.json']);
    } finally {
      server.close();
    }
  });
});
