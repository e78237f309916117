import { describe, expect, it } from 'vitest';
import { isUnderService, parseMediaPageQuery } from '../../../src/lib/item/media-page.ts';

const query = (params: Record<string, string>) => parseMediaPageQuery(new URLSearchParams(params));

describe('parseMediaPageQuery', () => {
  it('accepts http(s) audio, video and 3D media', () => {
    expect(query({ url: 'https://a.example/x.mp3', type: 'audio/mpeg', item: '/1/a' })).toEqual({
      url: 'https://a.example/x.mp3', mimeType: 'audio/mpeg', kind: 'audio', item: '/1/a',
    });
    expect(query({ url: 'http://a.example/x.mp4', type: 'VIDEO/MP4' })?.kind).toBe('video');
    expect(query({ url: 'http://a.example/x.glb', type: 'model/gltf-binary' })?.kind).toBe('3d');
  });

  it.each([
    [{ url: 'javascript:alert(1)', type: 'audio/mpeg' }],
    [{ url: 'data:text/html,<script>alert(1)</script>', type: 'video/mp4' }],
    [{ url: 'https://a.example/x.jpg', type: 'image/jpeg' }],
    [{ url: 'https://a.example/x', type: 'text/html' }],
    [{ url: 'https://a.example/x', type: 'audio/"><script>' }],
    [{ url: `https://a.example/${'a'.repeat(10_000)}`, type: 'audio/mpeg' }],
    [{ type: 'audio/mpeg' }],
    [{}],
  ])('refuses %j', (params) => {
    expect(query(params)).toBeUndefined();
  });

  it('drops a malformed item id', () => {
    expect(query({ url: 'https://a.example/x.mp3', type: 'audio/mpeg', item: '/../etc' })?.item).toBeUndefined();
  });

  it('accepts text/html only for a known third-party player', () => {
    expect(query({ url: 'https://www.youtube.com/watch?v=abc_123', type: 'text/html' })?.kind).toBe('embed');
  });
});

describe('isUnderService', () => {
  const bases = ['http://127.0.0.1:4400/media', 'http://127.0.0.1:4400/iiif/image'];
  it('accepts paths below a service base of the same origin only', () => {
    expect(isUnderService('http://127.0.0.1:4400/media/1/a/0123', bases)).toBe(true);
    expect(isUnderService('http://127.0.0.1:4400/mediaevil/1', bases)).toBe(false);
    expect(isUnderService('http://127.0.0.1:4400/media/../record/v2/1/a.json', bases)).toBe(false);
    expect(isUnderService('http://127.0.0.1:4401/media/1/a/0123', bases)).toBe(false);
    expect(isUnderService('http://evil.example/media/1', bases)).toBe(false);
  });
});
