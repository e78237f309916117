import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { getJson, servicesUrl } from '../support/services.ts';

type Obj = Record<string, unknown>;
const md5 = (text: string): string => createHash('md5').update(text).digest('hex');

async function painting(): Promise<{ id: string; hash: string }> {
  const { body } = await getJson('/record/v2/search.json', { query: '*:*', qf: 'MEDIA:true', rows: '1', sort: 'europeana_id+asc' });
  const item = (body.items as Obj[])[0] ?? {};
  return { id: String(item.id), hash: md5(String((item.edmIsShownBy as string[])[0])) };
}

describe('IIIF and media proxy contract', () => {
  it('describes an image with info.json and renders regions, sizes, rotations and qualities', async () => {
    const { hash } = await painting();
    const info = (await (await fetch(new URL(`/iiif/image/${hash}/info.json`, servicesUrl()))).json()) as Obj;
    expect(info).toMatchObject({ type: 'ImageService3', protocol: 'http://iiif.io/api/image', id: `${servicesUrl()}/iiif/image/${hash}` });
    expect(info.width).toBeGreaterThan(0);
    const tile = await fetch(new URL(`/iiif/image/${hash}/0,0,256,256/128,/0/default.jpg`, servicesUrl()));
    expect(tile.status).toBe(200);
    expect(tile.headers.get('content-type')).toBe('image/jpeg');
    for (const path of ['full/max/90/gray.png', 'square/!100,100/!0/default.webp', 'pct:10,10,50,50/pct:50/0/bitonal.jpg', '0,0,200,200/^400,/0/color.jpg']) {
      expect((await fetch(new URL(`/iiif/image/${hash}/${path}`, servicesUrl()))).status).toBe(200);
    }
    for (const path of ['full/max/0/default.gif', 'full/max/0/sepia.jpg', '99999,0,10,10/max/0/default.jpg', 'full/5000,/0/default.jpg', 'full/^5000,/0/default.jpg', 'full/max/400/default.jpg', 'abc/max/0/default.jpg']) {
      const response = await fetch(new URL(`/iiif/image/${hash}/${path}`, servicesUrl()));
      expect(response.status, path).toBe(400);
    }
    expect((await fetch(new URL(`/iiif/image/${'0'.repeat(32)}/info.json`, servicesUrl()))).status).toBe(404);
  });

  it('builds a Presentation 3 manifest whose canvases point at the local image service', async () => {
    const { id, hash } = await painting();
    const { status, body } = await getJson(`/iiif/presentation${id}/manifest`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ '@context': 'http://iiif.io/api/presentation/3/context.json', type: 'Manifest' });
    const canvas = (body.items as Obj[])[0] ?? {};
    const annotation = (((canvas.items as Obj[])[0]?.items as Obj[])[0] ?? {});
    const service = ((annotation.body as Obj).service as Obj[])[0] ?? {};
    expect(service.id).toBe(`${servicesUrl()}/iiif/image/${hash}`);
    expect((await getJson('/iiif/presentation/09102/_GNM_693983/manifest')).status).toBe(404);
  });

  it('streams media through the proxy with content type and disposition', async () => {
    const { id, hash } = await painting();
    const response = await fetch(new URL(`/media${id}/${hash}?wskey=api2demo`, servicesUrl()));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename=".+\.jpg"$/);
    const data = new Uint8Array(await response.arrayBuffer());
    expect(data.length).toBe(Number(response.headers.get('content-length')));
    expect((await fetch(new URL(`/media/09102/_GNM_693983/${hash}?wskey=api2demo`, servicesUrl()))).status).toBe(404);
  });
});
