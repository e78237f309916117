import { describe, expect, it } from 'vitest';
import { resolveEmbed, type EmbedResolution } from '../../../src/lib/embed/resolve.ts';

/**
 * The resolution if it settles before the event loop's next turn: a request to a platform (network I/O) never
 * can, so `'pending'` means resolveEmbed asked someone.
 */
async function withoutRequest(pageUrl: string): Promise<EmbedResolution | 'pending'> {
  const nextTurn = new Promise<'pending'>((settle) => setImmediate(() => { settle('pending'); }));
  return Promise.race([resolveEmbed(pageUrl), nextTurn]);
}

const SKETCHFAB_UID = '0123456789abcdef0123456789abcdef';

describe('resolveEmbed without asking the platform', () => {
  it.each([
    ['https://vimeo.com/1084537', 'https://player.vimeo.com/video/1084537', 'Vimeo'],
    ['https://www.youtube.com/watch?v=aqz-KE-bpKQ', 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ', 'YouTube'],
    ['https://youtu.be/aqz-KE-bpKQ', 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ', 'YouTube'],
    ['https://soundcloud.com/forss/flickermood', 'https://w.soundcloud.com/player/?url=https%3A%2F%2Fsoundcloud.com%2Fforss%2Fflickermood', 'SoundCloud'],
    [`https://sketchfab.com/3d-models/roman-vase-${SKETCHFAB_UID}`, `https://sketchfab.com/models/${SKETCHFAB_UID}/embed`, 'Sketchfab'],
    ['https://archive.org/embed/popeye_taxi-turvey', 'https://archive.org/embed/popeye_taxi-turvey', 'Archive.org'],
  ])('derives the player of %s', async (pageUrl, src, provider) => {
    expect(await withoutRequest(pageUrl)).toEqual({ kind: 'player', frame: { src }, provider });
  });

  it('answers the same again (nothing kept in between changes it)', async () => {
    const first = await withoutRequest('https://vimeo.com/76979871/8272103f6e');
    const second = await withoutRequest('https://vimeo.com/76979871/8272103f6e');
    expect(first).toEqual({ kind: 'player', frame: { src: 'https://player.vimeo.com/video/76979871?h=8272103f6e' }, provider: 'Vimeo' });
    expect(second).toEqual(first);
  });

  it.each([
    'https://example.org/film.mp4',
    'https://evil.example/?https://vimeo.com/1',
    'https://evil.example/https://www.euscreen.eu/item.html?id=EUS_123',
    'https://www.euscreen.eu.evil.example/item.html?id=EUS_123',
    'https://gallica.bnf.fr/ark:/12148/btv1b8449691v',
    'https://archive.org/embed/a/b',
    'https://docs.google.com/presentation/d/abc',
    'javascript:alert(1)',
    'not a url',
    '',
  ])('%s is no platform\'s media page: unknown, and no platform is asked', async (pageUrl) => {
    expect(await withoutRequest(pageUrl)).toEqual({ kind: 'unknown' });
  });
});
