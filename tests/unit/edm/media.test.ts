import { describe, expect, it } from 'vitest';
import { THUMBNAIL_SIZE_SMALL } from '../../../src/lib/constants.ts';
import { canvasIndex, downloadPath, iiifStillSrcset, imageServiceIndex, itemMedia, itemType, mediaAvailable, mediaKind, mediaThumbnail, playbackPath, streamFormat, worthDeepZoom, type MediaResource } from '../../../src/lib/edm/media.ts';
import type { EdmRecord } from '../../../src/lib/apis/record.ts';
import { rightsStatement } from '../../../src/lib/edm/rights.ts';
import { hammerfluegel, painting } from './fixtures.ts';

describe('mediaKind', () => {
  it.each([
    ['image/jpeg', 'image'],
    ['audio/mpeg', 'audio'],
    ['video/mp4; codecs="avc1"', 'video'],
    ['model/gltf-binary', '3d'],
    ['application/pdf', 'text'],
    ['text/html', 'text'],
    ['application/octet-stream', 'other'],
    [undefined, 'other'],
    ['application/dash+xml', 'video'],
    ['application/vnd.apple.mpegurl', 'video'],
    ['Application/X-MpegURL', 'video'],
  ])('%s → %s', (mime, kind) => {
    expect(mediaKind(mime)).toBe(kind);
  });

  it('names the streaming format of a DASH or HLS manifest, and of nothing else', () => {
    expect(streamFormat('application/dash+xml')).toBe('dash');
    expect(streamFormat('application/vnd.apple.mpegurl; charset=utf-8')).toBe('hls');
    expect(streamFormat('application/x-mpegURL')).toBe('hls');
    expect(streamFormat('video/webm')).toBeUndefined();
    expect(streamFormat(undefined)).toBeUndefined();
  });
});

describe('itemMedia', () => {
  it('lists edmIsShownBy with its web resource, never edmIsShownAt', () => {
    const media = itemMedia(painting());
    expect(media).toHaveLength(1);
    expect(media[0]).toMatchObject({ kind: 'image', mimeType: 'image/jpeg', width: 843 });
  });

  it('names a platform\'s page an embed (a YouTube page without a file type), a file it cannot tell other', () => {
    const youtube = itemMedia(withShownBy(painting(), 'https://www.youtube.com/watch?v=aqz-KE-bpKQ', undefined));
    expect(youtube[0]?.kind).toBe('embed');
    const html = itemMedia(withShownBy(painting(), 'https://vimeo.com/1084537', 'text/html'));
    expect(html[0]?.kind).toBe('embed');
    const unknown = itemMedia(withShownBy(painting(), 'https://example.org/file', undefined));
    expect(unknown[0]?.kind).toBe('other');
  });
});

describe('worthDeepZoom', () => {
  it('only when the service is wider than the 400 px still image', () => {
    expect(worthDeepZoom({ serviceUrl: 'http://x/i', width: 843, height: 634, info: {} })).toBe(true);
    expect(worthDeepZoom({ serviceUrl: 'http://x/i', width: 400, height: 457, info: {} })).toBe(false);
    expect(worthDeepZoom(undefined)).toBe(false);
  });
});

describe('itemType', () => {
  it('knows the five EDM types and defaults to IMAGE', () => {
    expect(itemType('sound')).toBe('SOUND');
    expect(itemType('3D')).toBe('3D');
    expect(itemType('nonsense')).toBe('IMAGE');
  });
});

describe('media Europeana holds (issue 26, item 2)', () => {
  const held: MediaResource = { url: 'https://x/a.jpg', mimeType: 'image/jpeg', kind: 'image', width: 843, height: 600, rights: rightsStatement('http://creativecommons.org/publicdomain/zero/1.0/'), textAttributionSnippet: undefined };
  const remote: MediaResource = { ...held, url: 'https://x/b.jpg', mimeType: undefined, kind: 'other' };

  it('is a resource with technical metadata; only such resources have thumbnails and downloads', () => {
    expect(mediaAvailable(held)).toBe(true);
    expect(mediaAvailable(remote)).toBe(false);
    expect(mediaThumbnail(held, THUMBNAIL_SIZE_SMALL)).toMatch(/\/200\/[0-9a-f]{32}$/);
    expect(mediaThumbnail(remote, THUMBNAIL_SIZE_SMALL)).toBeUndefined();
    expect(downloadPath('/1/x', held, held.rights)).toMatch(/^\/_api\/media\/1\/x\/[0-9a-f]{32}$/);
    expect(downloadPath('/1/x', remote, held.rights)).toBeUndefined();
    expect(downloadPath('/1/x', held, rightsStatement('http://rightsstatements.org/vocab/InC/1.0/'))).toBeUndefined();
  });

  it('asks for no manifest canvas for a resource Europeana does not hold', () => {
    expect(imageServiceIndex([remote, held], 0)).toBeUndefined();
    expect(imageServiceIndex([remote, held], 1)).toBe(0);
  });

  it('the real sample record offers no picture or download once its files are not held', () => {
    const record = hammerfluegel();
    const stripped = { ...record, aggregations: record.aggregations.map((a) => ({ ...a, webResources: a.webResources.map((w) => ({ about: w.about })) })) };
    const media = itemMedia(stripped);
    expect(media.length).toBeGreaterThan(1);
    expect(media.map((m) => mediaThumbnail(m, THUMBNAIL_SIZE_SMALL)).filter(Boolean)).toEqual([]);
  });
});

describe('iiifStillSrcset', () => {
  const service = (width: number, info: Record<string, unknown> = {}) => ({ serviceUrl: 'https://iiif.example/img/1', width, height: width, info });

  it('offers the stage widths below the image width and the whole image last', () => {
    expect(iiifStillSrcset(service(1400))).toBe(
      'https://iiif.example/img/1/full/800,/0/default.jpg 800w, https://iiif.example/img/1/full/1200,/0/default.jpg 1200w, https://iiif.example/img/1/full/1400,/0/default.jpg 1400w',
    );
  });

  it('never asks for more than the service allows (maxWidth) nor upscales a small image', () => {
    expect(iiifStillSrcset(service(5000, { maxWidth: 1000 }))).toBe('https://iiif.example/img/1/full/800,/0/default.jpg 800w, https://iiif.example/img/1/full/1000,/0/default.jpg 1000w');
    expect(iiifStillSrcset(service(600))).toBe('https://iiif.example/img/1/full/600,/0/default.jpg 600w');
  });
});

/** The record with one media resource as edmIsShownBy, of the given MIME type (none: not held by Europeana). */
function withShownBy(record: EdmRecord, url: string, mimeType: string | undefined): EdmRecord {
  const [aggregation] = record.aggregations;
  if (!aggregation) throw new Error('fixture without aggregation');
  return {
    ...record,
    aggregations: [{ ...aggregation, edmIsShownBy: url, hasView: [], webResources: [{ about: url, ...(mimeType === undefined ? {} : { ebucoreHasMimeType: mimeType }) }] }],
  };
}

describe('canvasIndex and playbackPath', () => {
  const resource = (kind: MediaResource['kind'], mimeType: string | undefined): MediaResource => ({
    url: `https://x.example/${kind}/${mimeType ?? 'none'}`, mimeType, kind, width: undefined, height: undefined, rights: undefined, textAttributionSnippet: undefined,
  });
  const media = [resource('image', 'image/jpeg'), resource('3d', 'model/gltf-binary'), resource('video', 'video/webm'), resource('audio', undefined), resource('audio', 'audio/ogg')];

  it('counts the canvases of images, sound and film Europeana holds, not 3D nor remote files', () => {
    expect(media.map((_, index) => canvasIndex(media, index))).toEqual([0, undefined, 1, undefined, 2]);
  });

  it('plays what Europeana holds from the portal\'s media route, whatever the rights', () => {
    expect(playbackPath('/2000002/x', media[2] ?? resource('video', undefined))).toMatch(/^\/_api\/media\/2000002\/x\/[0-9a-f]{32}$/);
    expect(playbackPath('/2000002/x', media[3] ?? resource('audio', undefined))).toBeUndefined();
  });

  it('plays a stream from its provider (the media proxy carries single files, not a manifest and its segments)', () => {
    const dash = { ...resource('video', 'application/dash+xml'), url: 'https://streams.example/film/manifest.mpd' };
    expect(playbackPath('/2000002/x', dash)).toBe('https://streams.example/film/manifest.mpd');
    expect(playbackPath('/2000002/x', { ...dash, url: 'ftp://streams.example/film/manifest.mpd' })).toBeUndefined();
  });
});
