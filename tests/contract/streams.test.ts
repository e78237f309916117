/**
 * The provider's streaming host of the local services (services/media/streams.ts, issue 24): streamed films are
 * named by their records with the services' own origin, their DASH and HLS manifests and segments load from any
 * origin with their types and byte ranges, nothing outside the stream folder is reachable, and the film's poster
 * is found by the hash of the URL the record names, as the portal asks for it.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { getJson, servicesUrl } from '../support/services.ts';

const shownBy = z.object({ object: z.object({ aggregations: z.array(z.object({ edmIsShownBy: z.string(), webResources: z.array(z.looseObject({ about: z.string(), ebucoreHasMimeType: z.string() })) })) }) });

async function streamUrlOf(id: string): Promise<string> {
  const { body } = await getJson(`/record/v2${id}.json`);
  const [aggregation] = shownBy.parse(body).object.aggregations;
  expect(aggregation?.webResources[0]?.about).toBe(aggregation?.edmIsShownBy);
  return aggregation?.edmIsShownBy ?? '';
}

describe('streamed films', () => {
  it('are named by their records at the services\' own origin, and their manifests and segments load from any origin', async () => {
    const dash = await streamUrlOf('/2000002/film_mandelbrot_stream');
    expect(dash).toBe(`${servicesUrl()}/streams/mandelbrot-dash/manifest.mpd`);
    const manifest = await fetch(dash, { headers: { origin: 'https://portal.example' } });
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('content-type')).toBe('application/dash+xml');
    expect(manifest.headers.get('access-control-allow-origin')).toBe('*');
    const mpd = await manifest.text();
    expect(mpd).toContain('<MPD');
    // Every segment the manifest's template names is there (three of video, four of sound, and their init segments).
    for (const file of ['init-0.webm', 'init-1.webm', 'chunk-0-1.webm', 'chunk-0-3.webm', 'chunk-1-4.webm']) {
      const segment = await fetch(new URL(file, dash), { headers: { range: 'bytes=0-3' } });
      expect([segment.status, segment.headers.get('content-type')]).toEqual([206, 'video/webm']);
    }

    const hls = await streamUrlOf('/2000002/film_life_stream');
    expect(hls).toBe(`${servicesUrl()}/streams/life-hls/index.m3u8`);
    const playlist = await fetch(hls);
    expect(playlist.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    const lines = (await playlist.text()).split('\n');
    expect(lines[0]).toBe('#EXTM3U');
    for (const file of ['init.mp4', ...lines.filter((line) => line.endsWith('.m4s'))]) {
      expect((await fetch(new URL(file, hls))).status).toBe(200);
    }
  });

  it('refuse anything but a file of a stream folder', async () => {
    for (const path of ['/streams/mandelbrot-dash/..%2F..%2Fseed.ts', '/streams/..%2Ffilm/mandelbrot.webm', '/streams/mandelbrot-dash/manifest.txt', '/streams/nothing/manifest.mpd']) {
      const response = await fetch(`${servicesUrl()}${path}`);
      expect(response.status, path).toBe(404);
    }
  });

  it('have a poster found by the hash of the URL the record names', async () => {
    const dash = await streamUrlOf('/2000002/film_mandelbrot_stream');
    const poster = await fetch(`${servicesUrl()}/thumbnail/v3/400/${createHash('md5').update(dash).digest('hex')}`);
    expect([poster.status, poster.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
  });
});
