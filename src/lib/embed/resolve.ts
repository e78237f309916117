/**
 * The player of a platform's media page, asked of the platform's oEmbed endpoint (issue 24 item 2) for platforms
 * whose player the portal cannot derive itself (EUscreen, INA, the CNRS sound archives, EUreka3D…). europeana.eu asks
 * from the browser and inserts the HTML the platform returns; here the server asks, keeps only the https address of
 * the one `<iframe>` (src/lib/embed/providers.ts `iframeSrcOfOEmbed`) and never passes markup on. Only the endpoints
 * of the known platforms are ever called. Answers are kept a day in memory, failures a minute (lru-cache, with one
 * call in flight per page).
 */
import { LRUCache } from 'lru-cache';
import { HTTP_TIMEOUT_MS } from '../constants.ts';
import { embedPlayer } from './player.ts';
import { iframeSrcOfOEmbed, oEmbedRequestUrl, providerForUrl, type OEmbedFrame } from './providers.ts';

export type EmbedResolution =
  | { readonly kind: 'player'; readonly frame: OEmbedFrame; readonly provider: string }
  /** Not a media page of a platform whose player the item page can show. */
  | { readonly kind: 'unknown' }
  /** The platform did not answer, or not with a player. */
  | { readonly kind: 'failed'; readonly provider: string };

const ANSWER_TTL_MS = 24 * 60 * 60 * 1000;
const FAILURE_TTL_MS = 60 * 1000;
const MAX_OEMBED_BYTES = 200_000;

const cache = new LRUCache<string, EmbedResolution>({
  max: 2000,
  fetchMethod: async (pageUrl, _stale, { options }) => {
    const result = await askPlatform(pageUrl);
    if (result.kind === 'failed') options.ttl = FAILURE_TTL_MS;
    return result;
  },
  ttl: ANSWER_TTL_MS,
});

async function askPlatform(pageUrl: string): Promise<EmbedResolution> {
  const provider = providerForUrl(pageUrl);
  const endpoint = provider === undefined ? undefined : oEmbedRequestUrl(provider, pageUrl);
  if (provider === undefined || endpoint === undefined) return { kind: 'unknown' };
  try {
    const response = await fetch(endpoint, { headers: { accept: 'application/json' }, redirect: 'follow', signal: AbortSignal.timeout(HTTP_TIMEOUT_MS) });
    const length = Number(response.headers.get('content-length') ?? '0');
    if (!response.ok || length > MAX_OEMBED_BYTES) {
      await response.body?.cancel();
      return { kind: 'failed', provider: provider.title };
    }
    const text = await response.text();
    if (text.length > MAX_OEMBED_BYTES) return { kind: 'failed', provider: provider.title };
    const frame = iframeSrcOfOEmbed(JSON.parse(text) as unknown);
    return frame === undefined ? { kind: 'failed', provider: provider.title } : { kind: 'player', frame, provider: provider.title };
  } catch {
    return { kind: 'failed', provider: provider.title };
  }
}

/**
 * The player of a media page: derived when the portal knows the platform's player address, else from the
 * platform's oEmbed answer.
 * @example await resolveEmbed('https://vimeo.com/1084537') // { kind: 'player', frame: { src: 'https://player.vimeo.com/video/1084537' }, provider: 'Vimeo' }
 */
export async function resolveEmbed(pageUrl: string): Promise<EmbedResolution> {
  const player = embedPlayer(pageUrl);
  if (player === undefined) return { kind: 'unknown' };
  if (player.src !== undefined) return { kind: 'player', frame: { src: player.src }, provider: player.provider };
  return (await cache.fetch(player.pageUrl)) ?? { kind: 'failed', provider: player.provider };
}
