import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageServiceIndex, selectedMediaIndex, type MediaResource } from '../../../src/lib/edm/media.ts';
import { loadItemPage } from '../../../src/lib/item/load.ts';

const resource = (kind: MediaResource['kind'], n: number): MediaResource => ({
  url: `https://media.example/${String(n)}`,
  mimeType: kind === 'image' ? 'image/jpeg' : kind === 'audio' ? 'audio/mpeg' : undefined,
  kind,
  width: undefined,
  height: undefined,
  rights: undefined,
  textAttributionSnippet: undefined,
});

describe('choosing one of several media resources (?media=N)', () => {
  it('reads a 1-based choice among the resources, anything else is the first', () => {
    expect(selectedMediaIndex('1', 3)).toBe(0);
    expect(selectedMediaIndex('3', 3)).toBe(2);
    for (const bad of [null, undefined, '', '0', '4', '-1', '1.5', '2x', '01', '99999']) expect(selectedMediaIndex(bad, 3)).toBeUndefined();
  });

  it('finds the image service of an image among the manifest canvases, images only', () => {
    const media = [resource('image', 0), resource('audio', 1), resource('image', 2), resource('video', 3), resource('image', 4)];
    expect(imageServiceIndex(media, 0)).toBe(0);
    expect(imageServiceIndex(media, 2)).toBe(1);
    expect(imageServiceIndex(media, 4)).toBe(2);
    expect(imageServiceIndex(media, 1)).toBeUndefined();
    expect(imageServiceIndex(media, 9)).toBeUndefined();
  });
});

describe('loadItemPage with a media choice', () => {
  let server: Server;
  const views = ['https://media.example/b.mp3', 'https://media.example/c.jpg'];
  const record = {
    about: '/1/several',
    type: 'IMAGE',
    proxies: [{ about: 'p', europeanaProxy: false, dcTitle: { en: ['Several'] } }],
    aggregations: [{
      about: 'agg',
      edmIsShownBy: 'https://media.example/a.jpg',
      hasView: views,
      webResources: [
        { about: 'https://media.example/a.jpg', ebucoreHasMimeType: 'image/jpeg' },
        { about: views[0], ebucoreHasMimeType: 'audio/mpeg' },
        { about: views[1], ebucoreHasMimeType: 'image/jpeg' },
      ],
    }],
  };

  beforeAll(async () => {
    server = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://x');
      res.setHeader('content-type', 'application/json');
      if (url.pathname.startsWith('/record/v2/search.json')) {
        res.end(JSON.stringify({ items: [] }));
        return;
      }
      if (url.pathname.startsWith('/record/')) {
        res.end(JSON.stringify({ object: record }));
        return;
      }
      res.statusCode = 404;
      res.end(JSON.stringify({ error: 'no manifest' }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
    process.env.EUROPEANA_RECORD_API_URL = `${origin}/record`;
    process.env.EUROPEANA_IIIF_PRESENTATION_API_URL = `${origin}/iiif`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('lists every media resource and shows the one chosen, the first otherwise', async () => {
    const chosen = await loadItemPage('/1/several', { locale: 'en', signedIn: false, mediaParam: '3' });
    expect(chosen.view.media.map((m) => m.kind)).toEqual(['image', 'audio', 'image']);
    expect(chosen.mediaIndex).toBe(2);
    expect((await loadItemPage('/1/several', { locale: 'en', signedIn: false, mediaParam: '7' })).mediaIndex).toBe(0);
    expect((await loadItemPage('/1/several', { locale: 'en', signedIn: false })).mediaIndex).toBe(0);
  });
});
