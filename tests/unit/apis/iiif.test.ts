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
