import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ManifestCaption } from '../../../src/lib/apis/iiif.ts';
import { itemMedia, type MediaResource } from '../../../src/lib/edm/media.ts';
import { stagePlayer } from '../../../src/lib/item/media-stage.ts';
import { hammerfluegel, painting } from '../edm/fixtures.ts';

const recordId = '/2000002/sound_drone';

/** The media route's address of a file Europeana holds, computed here independently of the module. */
const mediaRoute = (url: string): string => `/_api/media/2000002/sound_drone/${createHash('md5').update(url).digest('hex')}`;

function resource(kind: MediaResource['kind'], url: string, mimeType: string | undefined): MediaResource {
  return { url, mimeType, kind, width: undefined, height: undefined, rights: undefined, textAttributionSnippet: undefined };
}

const captions: ManifestCaption[] = [
  { src: 'https://iiif.europeana.eu/captions/en.vtt', lang: 'en', label: 'English' },
  { src: 'https://iiif.europeana.eu/captions/nl.vtt', lang: 'nl', label: 'Nederlands' },
];

describe('stagePlayer: images', () => {
  it('keeps the image viewer for an image, held or not', () => {
    expect(stagePlayer({ recordId, resource: resource('image', 'https://x.example/a.jpg', 'image/jpeg') })).toEqual({ kind: 'image' });
    expect(stagePlayer({ recordId, resource: resource('image', 'https://x.example/a.jpg', undefined) })).toEqual({ kind: 'image' });
  });

  it('shows the image (placeholder) when the item has no media resource', () => {
    expect(stagePlayer({ recordId, resource: undefined })).toEqual({ kind: 'image' });
  });

  it('shows the real painting record\'s first media as an image', () => {
    const [first] = itemMedia(painting());
    expect(stagePlayer({ recordId: '/2000001/aic_80604', resource: first })).toEqual({ kind: 'image' });
  });
});

describe('stagePlayer: sound, film and 3D Europeana holds', () => {
  it('plays a sound recording from the portal\'s media route with its MIME type', () => {
    const url = 'https://archive.example/drone.mp3';
    expect(stagePlayer({ recordId, resource: resource('audio', url, 'audio/mpeg') })).toEqual({ kind: 'audio', src: mediaRoute(url), mimeType: 'audio/mpeg' });
  });

  it('plays a film with its poster and captions carried through, in order', () => {
    const url = 'https://archive.example/film.mp4';
    const poster = 'https://api.europeana.eu/thumbnail/v3/400/abc';
    expect(stagePlayer({ recordId, resource: resource('video', url, 'video/mp4'), poster, captions })).toEqual({
      kind: 'video',
      src: mediaRoute(url),
      mimeType: 'video/mp4',
      poster,
      captions,
    });
  });

  it('gives a film without poster or captions an undefined poster and no captions', () => {
    const url = 'https://archive.example/film.webm';
    expect(stagePlayer({ recordId, resource: resource('video', url, 'video/webm') })).toEqual({
      kind: 'video',
      src: mediaRoute(url),
      mimeType: 'video/webm',
      poster: undefined,
      captions: [],
    });
  });

  it('shows a 3D model from the media route with its MIME type', () => {
    const url = 'https://archive.example/vase.glb';
    expect(stagePlayer({ recordId, resource: resource('3d', url, 'model/gltf-binary') })).toEqual({ kind: '3d', src: mediaRoute(url), mimeType: 'model/gltf-binary' });
  });

  it('gives each medium of the real Hammerflügel record its player: picture, films, sound recordings, a link', () => {
    const id = '/09102/_GNM_693983';
    const route = (url: string): string => `/_api/media/09102/_GNM_693983/${createHash('md5').update(url).digest('hex')}`;
    const players = itemMedia(hammerfluegel()).map((medium) => stagePlayer({ recordId: id, resource: medium }));
    expect(players.slice(0, 5)).toEqual([
      { kind: 'image' },
      { kind: 'video', src: route('http://www.mimo-db.eu/media/GNM/VIDEO/MIR1097_Daempfer_Stein.avi'), mimeType: 'video/x-msvideo', poster: undefined, captions: [] },
      { kind: 'video', src: route('http://www.mimo-db.eu/media/GNM/VIDEO/MI_669_nMIR1097_PrellzM_GNM.avi'), mimeType: 'video/x-msvideo', poster: undefined, captions: [] },
      { kind: 'audio', src: route('http://www.mimo-db.eu/media/GNM/AUDIO/MIR_1097_Stein_54s_01.mp3'), mimeType: 'audio/mpeg' },
      { kind: 'audio', src: route('http://www.mimo-db.eu/media/GNM/AUDIO/MIR_1097_Stein_124s_01.mp3'), mimeType: 'audio/mpeg' },
    ]);
    expect(players[5]).toMatchObject({ kind: 'link' });
  });

  it('addresses each file by the md5 of its own URL', () => {
    const a = stagePlayer({ recordId, resource: resource('audio', 'https://archive.example/a.mp3', 'audio/mpeg') });
    const b = stagePlayer({ recordId, resource: resource('audio', 'https://archive.example/b.mp3', 'audio/mpeg') });
    expect(a.kind === 'audio' && b.kind === 'audio' && a.src !== b.src).toBe(true);
  });
});

describe('stagePlayer: sound, film and 3D Europeana does not hold (no MIME type)', () => {
  it.each(['audio', 'video', '3d'] as const)('a %s file without a MIME type is a link to the file, not a player', (kind) => {
    const url = `https://archive.example/file-${kind}`;
    expect(stagePlayer({ recordId, resource: resource(kind, url, undefined), captions })).toEqual({ kind: 'link', url });
  });

  it('a non-http file without a MIME type falls back to the image', () => {
    expect(stagePlayer({ recordId, resource: resource('video', 'ftp://archive.example/film.mp4', undefined) })).toEqual({ kind: 'image' });
  });
});

describe('stagePlayer: a platform\'s page', () => {
  it('plays a YouTube page in YouTube\'s privacy-enhanced player under the youTube consent service', () => {
    const pageUrl = 'https://www.youtube.com/watch?v=aqz-KE-bpKQ';
    expect(stagePlayer({ recordId, resource: resource('embed', pageUrl, undefined) })).toEqual({
      kind: 'embed',
      service: 'youTube',
      provider: 'YouTube',
      src: 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
      pageUrl,
    });
  });

  it('plays a Vimeo page Europeana holds as text/html in the Vimeo player, not from the media route', () => {
    const pageUrl = 'https://vimeo.com/1084537';
    expect(stagePlayer({ recordId, resource: resource('embed', pageUrl, 'text/html') })).toEqual({
      kind: 'embed',
      service: 'vimeo',
      provider: 'Vimeo',
      src: 'https://player.vimeo.com/video/1084537',
      pageUrl,
    });
  });

  it('leaves the player of an oEmbed-only platform (EUscreen) to be resolved later', () => {
    const pageUrl = 'https://www.euscreen.eu/item.html?id=EUS_123';
    expect(stagePlayer({ recordId, resource: resource('embed', pageUrl, undefined) })).toEqual({
      kind: 'embed',
      service: 'euscreen',
      provider: 'EUscreen',
      src: undefined,
      pageUrl,
    });
  });

  it('the real record with a YouTube edmIsShownBy gets the YouTube player', () => {
    const record = painting();
    const [aggregation] = record.aggregations;
    if (!aggregation) throw new Error('the fixture has an aggregation');
    const pageUrl = 'https://youtu.be/aqz-KE-bpKQ';
    const withFilm = { ...record, aggregations: [{ ...aggregation, edmIsShownBy: pageUrl, webResources: [{ about: pageUrl }] }] };
    const [first] = itemMedia(withFilm);
    expect(first?.kind).toBe('embed');
    expect(stagePlayer({ recordId: '/2000001/aic_80604', resource: first })).toMatchObject({ kind: 'embed', service: 'youTube', src: 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ', pageUrl });
  });

  it('an embed whose page is no player\'s (unknown host or prefix attack) is a link, never a frame', () => {
    for (const url of ['https://example.org/viewer/1', 'https://evil.example/?https://vimeo.com/1']) {
      expect(stagePlayer({ recordId, resource: resource('embed', url, undefined) })).toEqual({ kind: 'link', url });
    }
  });
});

describe('stagePlayer: other files', () => {
  it('a PDF Europeana holds shows in the browser\'s own viewer, from the PDF route (issue 22 item 1)', () => {
    const player = stagePlayer({ recordId, resource: resource('text', 'https://archive.example/book.pdf', 'application/pdf') });
    expect(player.kind).toBe('pdf');
    expect(player.kind === 'pdf' ? player.src : '').toMatch(/^\/_api\/pdf\/[0-9]+\/[^/]+\/[0-9a-f]{32}$/);
  });

  it.each([
    ['text', 'https://archive.example/page.html', undefined],
    ['other', 'https://archive.example/data.bin', 'application/octet-stream'],
    ['other', 'http://archive.example/data', undefined],
  ] as const)('a %s resource with an http URL (%s) is a link to the file', (kind, url, mimeType) => {
    expect(stagePlayer({ recordId, resource: resource(kind, url, mimeType) })).toEqual({ kind: 'link', url });
  });

  it('a text resource naming a YouTube page is a link, not a player (only embed resources get frames)', () => {
    const url = 'https://www.youtube.com/watch?v=aqz-KE-bpKQ';
    expect(stagePlayer({ recordId, resource: resource('text', url, 'text/html') })).toEqual({ kind: 'link', url });
  });

  it.each([
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'ftp://archive.example/file.pdf',
    '/relative/file.pdf',
  ])('a resource with the non-http URL %s falls back to the image', (url) => {
    expect(stagePlayer({ recordId, resource: resource('other', url, undefined) })).toEqual({ kind: 'image' });
  });
});
