/**
 * A provider's streaming host, for the seed's streamed films (issue 24): MPEG-DASH and HLS renditions served as a
 * provider's web server serves them, a manifest beside its segments (`/streams/{stream}/{file}`), readable from any
 * origin (players fetch them with CORS). Europeana's media proxy does not carry streams: the portal plays them from
 * the provider, so the records name this host (the seed's `STREAM_HOST`, answered here with the services' own
 * origin by `withStreamHost`).
 */
import { existsSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { ServiceDeps } from '../deps.ts';
import { notFound } from '../http/errors.ts';
import type { Router } from '../http/router.ts';
import { sendMediaFile } from './send.ts';

/** The host the seed's records name for streamed media; only the local services answer it, at `/streams`. */
export const STREAM_HOST = 'https://streams.heritage-portal.example';

const TYPES: Readonly<Record<string, string>> = {
  '.mpd': 'application/dash+xml',
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.webm': 'video/webm',
  '.mp4': 'video/mp4',
  '.m4s': 'video/iso.segment',
};

const STREAM_TYPES: ReadonlySet<string> = new Set(['application/dash+xml', 'application/vnd.apple.mpegurl', 'application/x-mpegurl']);

const NAME = /^[a-z0-9][a-z0-9.-]{0,80}$/i;

/**
 * The record JSON with the seed's stream host replaced by this service's own `/streams` (the text is read as
 * stored, so only records that name it change).
 * @example withStreamHost('{"about":"https://streams.heritage-portal.example/a/manifest.mpd"}', 'http://127.0.0.1:4400') // '{"about":"http://127.0.0.1:4400/streams/a/manifest.mpd"}'
 */
export function withStreamHost(json: string, origin: string): string {
  return json.includes(STREAM_HOST) ? json.replaceAll(STREAM_HOST, `${origin}/streams`) : json;
}

export function registerStreamRoutes(router: Router, deps: ServiceDeps): void {
  router.get(
    '/streams/:stream/:file',
    async ({ req, res, params }) => {
      res.setHeader('access-control-allow-origin', '*');
      const stream = params.stream ?? '';
      const file = params.file ?? '';
      const type = TYPES[extname(file).toLowerCase()];
      // Names only (no separators, no dot-dot): the route never leaves the seed's stream folder.
      if (!NAME.test(stream) || !NAME.test(file) || file.includes('..') || type === undefined) throw notFound(`No stream file ${stream}/${file}`);
      const path = join(deps.seedDir, 'media', 'stream', stream, file);
      if (!existsSync(path)) throw notFound(`No stream file ${stream}/${file}`);
      await sendMediaFile(req, res, path, type);
    },
    { public: true },
  );
}

/** Whether a MIME type is a streaming manifest (MPEG-DASH, HLS), played as a film. */
export function isStream(mime: string): boolean {
  return STREAM_TYPES.has(mime.toLowerCase());
}
