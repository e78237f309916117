import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { itemMedia, type MediaResource } from '../../../src/lib/edm/media.ts';
import { itemEmbedHtml, OEMBED_MAX_HEIGHT, OEMBED_MAX_WIDTH, type EmbedCodeInput } from '../../../src/lib/oembed/oembed.ts';
import { hammerfluegel, painting } from '../edm/fixtures.ts';

/** The embed code as a browser would read it, pasted into a page. */
function dom(html: string): Document {
  return parseHTML(`<!doctype html><html><head></head><body>${html}</body></html>`).document;
}

function mediaOf(kind: MediaResource['kind'], index = 0): MediaResource {
  const found = itemMedia(kind === 'image' ? painting() : hammerfluegel()).filter((media) => media.kind === kind)[index];
  if (!found) throw new Error(`the fixture has no ${kind} media`);
  return found;
}

const film = (): EmbedCodeInput => ({
  id: '/09102/_GNM_693983',
  locale: 'de',
  portalBase: 'https://www.europeana.eu',
  title: 'Hammerflügel',
  media: mediaOf('video'),
  previewUrl: 'https://api.europeana.eu/thumbnail/v3/400/abc',
  attribution: 'Hammerflügel – Germanisches Nationalmuseum – CC BY-NC-SA',
});

const picture = (): EmbedCodeInput => ({
  id: '/2000001/aic_80604',
  locale: 'en',
  portalBase: 'https://www.europeana.eu',
  title: 'Portrait after a Costume Ball',
  media: mediaOf('image'),
  previewUrl: 'https://api.europeana.eu/thumbnail/v3/400/def',
  attribution: 'Portrait after a Costume Ball – Edgar Degas – Art Institute of Chicago – CC0',
});

function onlyIframe(html: string): HTMLIFrameElement {
  const document = dom(html);
  const frames = document.querySelectorAll('iframe');
  expect(frames).toHaveLength(1);
  expect(document.body.children).toHaveLength(1);
  expect(document.querySelectorAll('script, figure, img, a')).toHaveLength(0);
  const [frame] = frames;
  if (!frame) throw new Error('no iframe');
  return frame;
}

function onlyFigure(html: string): Element {
  const document = dom(html);
  const figures = document.querySelectorAll('figure');
  expect(figures).toHaveLength(1);
  expect(document.body.children).toHaveLength(1);
  expect(document.querySelectorAll('script, iframe, style')).toHaveLength(0);
  const [figure] = figures;
  if (!figure) throw new Error('no figure');
  return figure;
}

/** Every attribute name in the embed code. */
const attributeNames = (html: string): string[] =>
  [...dom(html).querySelectorAll('*')].flatMap((element) => [...element.attributes].map((attribute) => attribute.name));

describe('itemEmbedHtml: sound, film and 3D', () => {
  it('frames the portal\'s media page of a film, with its file, type and item', () => {
    const input = film();
    const frame = onlyIframe(itemEmbedHtml(input));
    const src = new URL(frame.getAttribute('src') ?? '');
    expect(`${src.origin}${src.pathname}`).toBe('https://www.europeana.eu/de/media');
    expect([...src.searchParams.keys()]).toEqual(['url', 'type', 'item']);
    expect(src.searchParams.get('url')).toBe('http://www.mimo-db.eu/media/GNM/VIDEO/MIR1097_Daempfer_Stein.avi');
    expect(src.searchParams.get('type')).toBe('video/x-msvideo');
    expect(src.searchParams.get('item')).toBe('/09102/_GNM_693983');
    expect(frame.getAttribute('title')).toBe('Hammerflügel');
    expect(frame.getAttribute('width')).toBe(String(OEMBED_MAX_WIDTH));
    expect(frame.getAttribute('height')).toBe(String(OEMBED_MAX_HEIGHT));
    expect(frame.hasAttribute('allowfullscreen')).toBe(true);
  });

  it('frames a sound recording and a 3D model the same way', () => {
    const sound = onlyIframe(itemEmbedHtml({ ...film(), media: mediaOf('audio', 1) }));
    const soundSrc = new URL(sound.getAttribute('src') ?? '');
    expect(soundSrc.searchParams.get('url')).toBe('http://www.mimo-db.eu/media/GNM/AUDIO/MIR_1097_Stein_124s_01.mp3');
    expect(soundSrc.searchParams.get('type')).toBe('audio/mpeg');
    const model: MediaResource = { ...mediaOf('audio'), url: 'https://3d.example/vase.glb', mimeType: 'model/gltf-binary', kind: '3d' };
    const modelSrc = new URL(onlyIframe(itemEmbedHtml({ ...film(), media: model })).getAttribute('src') ?? '');
    expect(modelSrc.pathname).toBe('/de/media');
    expect(modelSrc.searchParams.get('type')).toBe('model/gltf-binary');
  });

  it('does not double the slash of a base ending in one', () => {
    for (const portalBase of ['https://www.europeana.eu/', 'https://www.europeana.eu//']) {
      const html = itemEmbedHtml({ ...film(), portalBase });
      expect(onlyIframe(html).getAttribute('src')).toMatch(/^https:\/\/www\.europeana\.eu\/de\/media\?/);
      expect(html).not.toContain('europeana.eu//');
    }
  });

  it('keeps a film\'s title and address inside their attributes', () => {
    const title = '"><script>alert(1)</script><iframe src="https://evil.example/">';
    const url = 'https://x.example/film.mp4?a=1&b="><script>alert(2)</script>';
    const html = itemEmbedHtml({ ...film(), title, media: { ...mediaOf('video'), url } });
    const frame = onlyIframe(html);
    expect(frame.getAttribute('title')).toBe(title);
    expect(new URL(frame.getAttribute('src') ?? '').searchParams.get('url')).toBe(url);
    expect(attributeNames(html).sort()).toEqual(['allowfullscreen', 'height', 'src', 'title', 'width']);
  });

  it('an attribute-breaking title (" onload=) adds no attribute', () => {
    const html = itemEmbedHtml({ ...film(), title: 'x" onload="alert(1)' });
    expect(onlyIframe(html).getAttribute('title')).toBe('x" onload="alert(1)');
    expect(attributeNames(html)).not.toContain('onload');
  });
});

describe('itemEmbedHtml: pictures and everything else', () => {
  it('shows an image as the item\'s picture, linked to its page, with the attribution', () => {
    const input = picture();
    const figure = onlyFigure(itemEmbedHtml(input));
    const links = figure.querySelectorAll('a');
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('href')).toBe('https://www.europeana.eu/en/item/2000001/aic_80604');
    const images = figure.querySelectorAll('a > img');
    expect(images).toHaveLength(1);
    expect(images[0]?.getAttribute('src')).toBe('https://api.europeana.eu/thumbnail/v3/400/def');
    expect(images[0]?.getAttribute('alt')).toBe('Portrait after a Costume Ball');
    expect(figure.querySelector('figcaption')?.textContent).toBe(input.attribution);
  });

  it('links the title when there is no preview', () => {
    const figure = onlyFigure(itemEmbedHtml({ ...picture(), previewUrl: undefined }));
    expect(figure.querySelectorAll('img')).toHaveLength(0);
    expect(figure.querySelector('a')?.textContent).toBe('Portrait after a Costume Ball');
  });

  it.each([
    ['no media', undefined],
    ['a text', { ...mediaOf('image'), kind: 'text', mimeType: 'application/pdf' }],
    ['a platform page', { ...mediaOf('image'), kind: 'embed', url: 'https://vimeo.com/1084537', mimeType: undefined }],
  ] as const)('shows the picture for %s', (_name, media) => {
    const figure = onlyFigure(itemEmbedHtml({ ...picture(), media }));
    expect(figure.querySelector('a')?.getAttribute('href')).toBe('https://www.europeana.eu/en/item/2000001/aic_80604');
  });

  it('does not double the slash of a base ending in one', () => {
    const html = itemEmbedHtml({ ...picture(), portalBase: 'https://www.europeana.eu/' });
    expect(onlyFigure(html).querySelector('a')?.getAttribute('href')).toBe('https://www.europeana.eu/en/item/2000001/aic_80604');
  });

  it('keeps a hostile title, preview and attribution as text and attributes: one figure, no script', () => {
    const title = '"><script>alert(1)</script>';
    const previewUrl = 'https://x.example/p.jpg" onerror="alert(2)';
    const attribution = '</figcaption></figure><script>alert(3)</script><img src=x onerror=alert(4)> & more';
    const html = itemEmbedHtml({ ...picture(), title, previewUrl, attribution });
    const figure = onlyFigure(html);
    const images = figure.querySelectorAll('img');
    expect(images).toHaveLength(1);
    expect(images[0]?.getAttribute('alt')).toBe(title);
    expect(images[0]?.getAttribute('src')).toBe(previewUrl);
    const captions = figure.querySelectorAll('figcaption');
    expect(captions).toHaveLength(1);
    expect(captions[0]?.textContent).toBe(attribution);
    expect(attributeNames(html)).not.toContain('onerror');
  });

  it('keeps a hostile title without a preview as the link\'s text', () => {
    const title = '<script>alert(1)</script></a></figure><iframe src="https://evil.example/">';
    const figure = onlyFigure(itemEmbedHtml({ ...picture(), title, previewUrl: undefined }));
    expect(figure.querySelector('a')?.textContent).toBe(title);
    expect(figure.children).toHaveLength(2);
  });
});
