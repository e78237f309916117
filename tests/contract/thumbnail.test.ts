import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { getJson, servicesUrl } from '../support/services.ts';

const md5 = (text: string): string => createHash('md5').update(text).digest('hex');

async function paintingMediaUrl(): Promise<string> {
  const { body } = await getJson('/record/v2/search.json', { query: '*:*', qf: 'THUMBNAIL:true', rows: '1' });
  return String(((body.items as Record<string, unknown>[])[0]?.edmIsShownBy as string[])[0]);
}

function jpegWidth(data: Uint8Array): number {
  // Walk JPEG markers to the first start-of-frame segment.
  let offset = 2;
  while (offset < data.length) {
    const marker = data[offset + 1] ?? 0;
    const length = ((data[offset + 2] ?? 0) << 8) + (data[offset + 3] ?? 0);
    if (marker >= 0xc0 && marker <= 0xc3) return ((data[offset + 7] ?? 0) << 8) + (data[offset + 8] ?? 0);
    offset += 2 + length;
  }
  return -1;
}

describe('Thumbnail API v3 contract', () => {
  it.each([200, 400])('serves a %i px JPEG by the md5 of the media URL, without a key', async (size) => {
    const hash = md5(await paintingMediaUrl());
    const response = await fetch(new URL(`/thumbnail/v3/${size}/${hash}`, servicesUrl()));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    const data = new Uint8Array(await response.arrayBuffer());
    expect([data[0], data[1]]).toEqual([0xff, 0xd8]);
    expect(jpegWidth(data)).toBe(size);
  });

  it('answers the same bytes warm and accepts a .jpg suffix', async () => {
    const hash = md5(await paintingMediaUrl());
    const first = await (await fetch(new URL(`/thumbnail/v3/200/${hash}`, servicesUrl()))).arrayBuffer();
    const second = await (await fetch(new URL(`/thumbnail/v3/200/${hash}.jpg`, servicesUrl()))).arrayBuffer();
    expect(Buffer.from(second).equals(Buffer.from(first))).toBe(true);
  });

  it('answers 404 for unknown hashes, remote-only media and other sizes', async () => {
    expect((await fetch(new URL(`/thumbnail/v3/200/${md5('http://example.org/none.jpg')}`, servicesUrl()))).status).toBe(404);
    expect((await fetch(new URL(`/thumbnail/v3/200/${md5('http://www.mimo-db.eu/media/GNM/IMAGE/MIR1097_1279787057222_2.jpg')}`, servicesUrl()))).status).toBe(404);
    expect((await fetch(new URL(`/thumbnail/v3/300/${md5(await paintingMediaUrl())}`, servicesUrl()))).status).toBe(404);
    expect((await fetch(new URL('/thumbnail/v3/200/not-a-hash', servicesUrl()))).status).toBe(404);
  });
});
