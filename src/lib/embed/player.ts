/**
 * The third-party player of a media resource (issue 24 item 2): which platform plays it, under which consent
 * service, and the player's address when the portal can derive it from the page URL (YouTube, Vimeo, SoundCloud,
 * Sketchfab, archive.org). For platforms that only answer oEmbed (EUscreen, INA, …) the address comes from
 * `/_api/embed` once the visitor has allowed the platform (src/api/embed.ts): nothing is asked of the platform before.
 */
import { isMediaViewingService, type MediaViewingServiceId } from '../site/consent.ts';
import { playerUrl, providerForUrl } from './providers.ts';

export interface EmbedPlayer {
  /** The consent service of the platform (its id in the reference's definitions). */
  readonly service: MediaViewingServiceId;
  /** The platform's name, e.g. "YouTube". */
  readonly provider: string;
  /** The media's page on the platform (what the record names). */
  readonly pageUrl: string;
  /** The platform's player (https), when derived without asking the platform; else resolved by `/_api/embed`. */
  readonly src: string | undefined;
}

/**
 * @example embedPlayer('https://vimeo.com/1084537') // { service: 'vimeo', provider: 'Vimeo', src: 'https://player.vimeo.com/video/1084537', … }
 * @example embedPlayer('https://example.org/film.mp4') // undefined
 */
export function embedPlayer(url: string): EmbedPlayer | undefined {
  const provider = providerForUrl(url);
  if (provider === undefined || !isMediaViewingService(provider.id)) return undefined;
  const src = playerUrl(url);
  if (src === undefined && provider.oembed === undefined) return undefined;
  return { service: provider.id, provider: provider.title, pageUrl: url, src };
}

/** Whether a platform's player can show the resource on the item page. */
export function embeddable(url: string): boolean {
  return embedPlayer(url) !== undefined;
}
