/**
 * What the media page (`/media?url=…&type=…&item=…`) may play. It is no open proxy and no way to
 * put arbitrary content in front of visitors: the URL must be http(s) and either lie under one
 * of the portal's own media services (media proxy, IIIF image API) or be a media resource of the
 * record named by `item`; the type must be an audio, video or 3D MIME type, or `text/html` for a
 * platform's page whose player the portal can show (src/lib/embed/player.ts; it waits behind consent).
 */
import { mediaKind } from '../edm/media.ts';
import { embedPlayer } from '../embed/player.ts';

export const MAX_MEDIA_URL_LENGTH = 2048;

export type PlayableKind = 'audio' | 'video' | '3d' | 'embed';

export interface MediaPageQuery {
  readonly url: string;
  readonly mimeType: string;
  readonly kind: PlayableKind;
  /** `/dataset/local-id` of the record the media belongs to, when given and well formed. */
  readonly item: string | undefined;
}

const MIME = /^[a-z0-9]+\/[a-z0-9.+-]+$/;
const RECORD_ID = /^\/[0-9]+\/[A-Za-z0-9_.~-]+$/;

function httpUrl(value: string | null): URL | undefined {
  if (!value || value.length > MAX_MEDIA_URL_LENGTH) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
}

/** The query of the media page, or `undefined` when it names nothing the page may play. */
export function parseMediaPageQuery(search: URLSearchParams): MediaPageQuery | undefined {
  const url = httpUrl(search.get('url'));
  const mimeType = (search.get('type') ?? '').trim().toLowerCase();
  if (!url || !MIME.test(mimeType)) return undefined;
  const itemParam = search.get('item');
  const item = itemParam && RECORD_ID.test(itemParam) ? itemParam : undefined;
  const kind = mediaKind(mimeType);
  if (kind === 'audio' || kind === 'video' || kind === '3d') return { url: url.href, mimeType, kind, item };
  if (mimeType === 'text/html' && embedPlayer(url.href)) return { url: url.href, mimeType, kind: 'embed', item };
  return undefined;
}

/** The URL lies under one of the given service base URLs (same origin, path below the base). */
export function isUnderService(url: string, bases: readonly string[]): boolean {
  const target = httpUrl(url);
  if (!target) return false;
  return bases.some((base) => {
    const service = httpUrl(base);
    if (service?.origin !== target.origin) return false;
    const path = service.pathname.replace(/\/+$/, '');
    return target.pathname.startsWith(`${path}/`);
  });
}
