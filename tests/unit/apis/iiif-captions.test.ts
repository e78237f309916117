import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canvasCaptions, getManifest, manifestUrl, type Manifest } from '../../../src/lib/apis/iiif.ts';

type Canvas = Manifest['items'][number];
type Page = Canvas['annotations'][number];
type Annotation = Page['items'][number];
/** A captions body as Presentation 3 and the Web Annotation model shape it. */
interface TextBody {
  readonly id: string;
  readonly type?: string;
  readonly format?: string;
  readonly language?: string | readonly string[];
  readonly label?: Readonly<Record<string, string | readonly string[]>> | undefined;
}

const captionsBase = 'https://iiif.europeana.eu/presentation/9200396/BibliographicResource_3000118436165/captions';

/** A WebVTT body as Presentation 3 shapes it. */
function vtt(language: string, label: string, overrides: Partial<TextBody> = {}): TextBody {
  return { id: `${captionsBase}/${language}.vtt`, type: 'Text', format: 'text/vtt', language, label: { [language]: [label] }, ...overrides };
}

function supplementing(body: Annotation['body']): Annotation {
  return { id: `${captionsBase}/annotation/${String(Math.random()).slice(2)}`, type: 'Annotation', motivation: 'supplementing', body };
}

const page = (...items: Annotation[]): Page => ({ type: 'AnnotationPage', items });

/** A Video canvas (with a duration) or, with `null`, an Image canvas (none), as a Manifest's parsed canvas. */
function canvas(annotations: Page[], duration: number | null = 61.5): Canvas {
  return {
    id: 'https://iiif.europeana.eu/presentation/9200396/x/canvas/p1',
    type: 'Canvas',
    width: 640,
    height: 360,
    ...(duration === null ? {} : { duration }),
    items: [{ items: [{ motivation: 'painting', body: { id: 'https://x.example/film.mp4', type: duration === null ? 'Image' : 'Video', width: 640, height: 360 } }] }],
    annotations,
  };
}

const manifest = (...items: Canvas[]): Manifest => ({ type: 'Manifest', items });

describe('canvasCaptions', () => {
  it('keeps the good bodies of a list with an unreadable one, reads Choice items, language lists, format parameters and string labels', () => {
    const film = canvas([
      page(
        supplementing([vtt('en', 'English'), { type: 'TextualBody', value: 'x', language: 'en' }]),
        supplementing({ type: 'Choice', items: [vtt('fr', 'Français'), vtt('nl', 'Nederlands')] }),
        supplementing(vtt('de', 'Deutsch', { language: ['de', 'en'], format: 'text/vtt; charset=utf-8' })),
        supplementing(vtt('it', 'Italiano', { label: { it: 'Italiano' } })),
      ),
    ]);
    expect(canvasCaptions(manifest(film), 0).map((c) => `${c.lang}:${c.label}`)).toEqual(['en:English', 'fr:Français', 'nl:Nederlands', 'de:Deutsch', 'it:Italiano']);
  });

  it('lists the WebVTT captions of a film canvas in order, with src, language and label', () => {
    const film = manifest(canvas([page(supplementing(vtt('en', 'English')), supplementing(vtt('nl', 'Nederlands')))]));
    expect(canvasCaptions(film, 0)).toEqual([
      { src: `${captionsBase}/en.vtt`, lang: 'en', label: 'English' },
      { src: `${captionsBase}/nl.vtt`, lang: 'nl', label: 'Nederlands' },
    ]);
  });

  it('keeps the order across annotation pages', () => {
    const film = manifest(canvas([page(supplementing(vtt('fr', 'Français'))), page(supplementing(vtt('de', 'Deutsch')), supplementing(vtt('en', 'English')))]));
    expect(canvasCaptions(film, 0).map((caption) => caption.lang)).toEqual(['fr', 'de', 'en']);
  });

  it('reads the captions of the canvas asked for, not of another', () => {
    const two = manifest(canvas([page(supplementing(vtt('en', 'English')))]), canvas([page(supplementing(vtt('it', 'Italiano')))]));
    expect(canvasCaptions(two, 1)).toEqual([{ src: `${captionsBase}/it.vtt`, lang: 'it', label: 'Italiano' }]);
    expect(canvasCaptions(two, 0)).toEqual([{ src: `${captionsBase}/en.vtt`, lang: 'en', label: 'English' }]);
  });

  it('gives a canvas without a duration (an image) none', () => {
    expect(canvasCaptions(manifest(canvas([page(supplementing(vtt('en', 'English')))], null)), 0)).toEqual([]);
  });

  it('gives none past the last canvas, before the first, or of an empty manifest', () => {
    const film = manifest(canvas([page(supplementing(vtt('en', 'English')))]));
    expect(canvasCaptions(film, 1)).toEqual([]);
    expect(canvasCaptions(film, 99)).toEqual([]);
    expect(canvasCaptions(film, -1)).toEqual([]);
    expect(canvasCaptions(manifest(), 0)).toEqual([]);
  });

  it('reads every body of a body array', () => {
    const film = manifest(canvas([page(supplementing([vtt('en', 'English'), vtt('sv', 'Svenska')]))]));
    expect(canvasCaptions(film, 0)).toEqual([
      { src: `${captionsBase}/en.vtt`, lang: 'en', label: 'English' },
      { src: `${captionsBase}/sv.vtt`, lang: 'sv', label: 'Svenska' },
    ]);
  });

  it('skips bodies that are not WebVTT', () => {
    const film = manifest(canvas([page(
      supplementing(vtt('en', 'English', { format: 'application/x-subrip', id: `${captionsBase}/en.srt` })),
      supplementing(vtt('de', 'Deutsch', { format: 'text/plain' })),
      supplementing({ id: `${captionsBase}/fr.vtt`, type: 'Text', language: 'fr' }),
      supplementing(vtt('nl', 'Nederlands')),
    )]));
    expect(canvasCaptions(film, 0)).toEqual([{ src: `${captionsBase}/nl.vtt`, lang: 'nl', label: 'Nederlands' }]);
  });

  it('skips annotations that do not supplement the canvas (painting, commenting, none)', () => {
    const film = manifest(canvas([page(
      { motivation: 'painting', body: vtt('en', 'English') },
      { motivation: 'commenting', body: vtt('de', 'Deutsch') },
      { body: vtt('fr', 'Français') },
      { motivation: ['commenting', 'supplementing'], body: vtt('nl', 'Nederlands') },
    )]));
    expect(canvasCaptions(film, 0)).toEqual([{ src: `${captionsBase}/nl.vtt`, lang: 'nl', label: 'Nederlands' }]);
  });

  it('skips captions whose address is not http(s)', () => {
    const film = manifest(canvas([page(
      supplementing(vtt('en', 'English', { id: 'javascript:alert(1)' })),
      supplementing(vtt('de', 'Deutsch', { id: 'data:text/vtt,WEBVTT' })),
      supplementing(vtt('fr', 'Français', { id: 'ftp://iiif.example/fr.vtt' })),
      supplementing(vtt('it', 'Italiano', { id: 'captions/it.vtt' })),
      supplementing(vtt('nl', 'Nederlands', { id: 'http://iiif.example/nl.vtt' })),
    )]));
    expect(canvasCaptions(film, 0)).toEqual([{ src: 'http://iiif.example/nl.vtt', lang: 'nl', label: 'Nederlands' }]);
  });

  it('skips captions without a language', () => {
    const film = manifest(canvas([page(
      supplementing({ id: `${captionsBase}/x.vtt`, type: 'Text', format: 'text/vtt', label: { en: ['Unknown'] } }),
      supplementing(vtt('', 'Empty')),
      supplementing(vtt('pl', 'Polski')),
    )]));
    expect(canvasCaptions(film, 0)).toEqual([{ src: `${captionsBase}/pl.vtt`, lang: 'pl', label: 'Polski' }]);
  });

  it('labels captions in their own language, else by any label, else by the language code', () => {
    const film = manifest(canvas([page(
      supplementing(vtt('de', 'ignored', { label: { en: ['German'], de: ['Deutsch'] } })),
      supplementing(vtt('fi', 'ignored', { label: { none: ['Suomi'] } })),
      supplementing(vtt('ga', 'ignored', { label: undefined })),
    )]));
    expect(canvasCaptions(film, 0).map((caption) => caption.label)).toEqual(['Deutsch', 'Suomi', 'ga']);
  });
});

describe('canvasCaptions of a manifest read by getManifest (the module\'s own schema)', () => {
  let server: Server;
  let base = '';
  const saved = process.env.EUROPEANA_IIIF_PRESENTATION_API_URL;

  /** A Presentation 3 manifest as the IIIF Presentation API serves it: an image, a film with captions, a sound recording. */
  const served = {
    '@context': 'http://iiif.io/api/presentation/3/context.json',
    id: 'https://iiif.europeana.eu/presentation/9200396/spec/manifest',
    type: 'Manifest',
    label: { en: ['A film'] },
    items: [
      {
        id: 'https://iiif.europeana.eu/presentation/9200396/spec/canvas/p1',
        type: 'Canvas',
        width: 843,
        height: 634,
        items: [{ id: 'p1/page', type: 'AnnotationPage', items: [{ id: 'p1/a', type: 'Annotation', motivation: 'painting', body: { id: 'https://x.example/a.jpg', type: 'Image', format: 'image/jpeg', width: 843, height: 634, service: [{ id: 'https://iiif.example/image/a', type: 'ImageService3', profile: 'level1' }] }, target: 'p1' }] }],
        // An image canvas has no duration: whatever it names is no caption.
        annotations: [{ type: 'AnnotationPage', items: [{ motivation: 'supplementing', body: { id: `${captionsBase}/image.vtt`, type: 'Text', format: 'text/vtt', language: 'en' } }] }],
      },
      {
        id: 'https://iiif.europeana.eu/presentation/9200396/spec/canvas/p2',
        type: 'Canvas',
        width: 640,
        height: 360,
        duration: 61.5,
        items: [{ id: 'p2/page', type: 'AnnotationPage', items: [{ id: 'p2/a', type: 'Annotation', motivation: 'painting', body: { id: 'https://x.example/film.mp4', type: 'Video', format: 'video/mp4', width: 640, height: 360, duration: 61.5 }, target: 'p2' }] }],
        annotations: [
          {
            id: 'p2/captions',
            type: 'AnnotationPage',
            items: [
              { id: 'p2/en', type: 'Annotation', motivation: 'supplementing', body: { id: `${captionsBase}/en.vtt`, type: 'Text', format: 'text/vtt', language: 'en', label: { en: ['English'] } }, target: 'p2' },
              // A transcript as an embedded TextualBody (no id): not a captions file, and no reason to lose the others.
              { id: 'p2/transcript', type: 'Annotation', motivation: 'supplementing', body: { type: 'TextualBody', value: 'Hello', format: 'text/plain', language: 'en' }, target: 'p2' },
              { id: 'p2/nl', type: 'Annotation', motivation: 'supplementing', body: { id: `${captionsBase}/nl.vtt`, type: 'Text', format: 'text/vtt', language: 'nl', label: { nl: ['Nederlands'] } }, target: 'p2' },
            ],
          },
          // An unreadable page is dropped, not fatal.
          { id: 'p2/broken', type: 'AnnotationPage', items: 'not a list' },
        ],
      },
      {
        id: 'https://iiif.europeana.eu/presentation/9200396/spec/canvas/p3',
        type: 'Canvas',
        duration: 180,
        items: [{ id: 'p3/page', type: 'AnnotationPage', items: [{ id: 'p3/a', type: 'Annotation', motivation: 'painting', body: { id: 'https://x.example/sound.mp3', type: 'Sound', format: 'audio/mpeg', duration: 180 }, target: 'p3' }] }],
        annotations: [{ type: 'AnnotationPage', items: [{ type: 'Annotation', motivation: 'supplementing', body: [
          { id: `${captionsBase}/de.vtt`, type: 'Text', format: 'text/vtt', language: 'de', label: { de: ['Deutsch'] } },
          { id: `${captionsBase}/es.vtt`, type: 'Text', format: 'text/vtt', language: 'es', label: { es: ['Español'] } },
        ] }] }],
      },
      // A canvas without any annotations.
      { id: 'https://iiif.europeana.eu/presentation/9200396/spec/canvas/p4', type: 'Canvas', duration: 10, items: [] },
    ],
  };

  beforeAll(async () => {
    server = createServer((request, response) => {
      response.setHeader('content-type', 'application/ld+json');
      response.end(JSON.stringify(request.url?.startsWith('/presentation/9200396/spec/manifest') === true ? served : { items: [] }));
    });
    await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
    base = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}/presentation`;
    // Read when the first API call asks for the configuration (nothing in this file asks before).
    process.env.EUROPEANA_IIIF_PRESENTATION_API_URL = base;
  });

  afterAll(() => {
    server.close();
    if (saved === undefined) delete process.env.EUROPEANA_IIIF_PRESENTATION_API_URL;
    else process.env.EUROPEANA_IIIF_PRESENTATION_API_URL = saved;
  });

  it('reads the film canvas\'s captions in order, skipping the transcript and the unreadable page', async () => {
    const parsed = await getManifest('/9200396/spec');
    expect(canvasCaptions(parsed, 1)).toEqual([
      { src: `${captionsBase}/en.vtt`, lang: 'en', label: 'English' },
      { src: `${captionsBase}/nl.vtt`, lang: 'nl', label: 'Nederlands' },
    ]);
  });

  it('reads a sound canvas\'s body array; an image canvas, a canvas without annotations and no canvas have none', async () => {
    const parsed = await getManifest('/9200396/spec');
    expect(canvasCaptions(parsed, 2)).toEqual([
      { src: `${captionsBase}/de.vtt`, lang: 'de', label: 'Deutsch' },
      { src: `${captionsBase}/es.vtt`, lang: 'es', label: 'Español' },
    ]);
    expect(canvasCaptions(parsed, 0)).toEqual([]);
    expect(canvasCaptions(parsed, 3)).toEqual([]);
    expect(canvasCaptions(parsed, 4)).toEqual([]);
  });

  it('manifestUrl is the configured Presentation API\'s address of the record\'s manifest, without the key', () => {
    const url = manifestUrl('/9200396/BibliographicResource_3000118436165');
    expect(url).toBe(`${base}/9200396/BibliographicResource_3000118436165/manifest`);
    expect(url).not.toContain('wskey');
  });

  it('manifestUrl ignores a request\'s API address override while overrides are off', () => {
    const requestHeaders = new Headers({ 'x-iiif-presentation-api-url': 'https://evil.example/presentation' });
    expect(manifestUrl('/1/x', { context: { requestHeaders } })).toBe(`${base}/1/x/manifest`);
  });
});
