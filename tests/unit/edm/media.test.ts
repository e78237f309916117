import { describe, expect, it } from 'vitest';
import { firstPlayable, itemMedia, itemType, mediaKind, worthDeepZoom, type MediaResource } from '../../../src/lib/edm/media.ts';
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
  ])('%s → %s', (mime, kind) => {
    expect(mediaKind(mime)).toBe(kind);
  });
});

describe('itemMedia', () => {
  it('lists edmIsShownBy with its web resource, never edmIsShownAt', () => {
    const media = itemMedia(painting());
    expect(media).toHaveLength(1);
    expect(media[0]).toMatchObject({ kind: 'image', mimeType: 'image/jpeg', width: 843 });
  });

  it('prefers media browsers play: MP3 before AVI', () => {
    expect(firstPlayable(itemMedia(hammerfluegel()))?.mimeType).toBe('audio/mpeg');
    const avi: MediaResource = { url: 'https://x/a.avi', mimeType: 'video/x-msvideo', kind: 'video', width: undefined, height: undefined, rights: undefined, textAttributionSnippet: undefined };
    expect(firstPlayable([avi])).toBe(avi);
    expect(firstPlayable(itemMedia(painting()))).toBeUndefined();
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
