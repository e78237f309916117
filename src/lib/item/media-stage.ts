/**
 * What the item page's media stage shows for the chosen media resource (issue 24 items 2–3): the right player for
 * its kind, on the page itself. Images keep the deep-zoom viewer or the still; sound and film play in the
 * browser's own elements from the portal's media route, with the captions the IIIF manifest gives; a 3D model in
 * `<model-viewer>` (loaded when the visitor asks); a platform's page (YouTube, Vimeo, SoundCloud, Sketchfab,
 * EUscreen…) in that platform's player behind its consent; anything else as a link to the file.
 */
import type { ManifestCaption } from '../apis/iiif.ts';
import { embedPlayer, type EmbedPlayer } from '../embed/player.ts';
import { playbackPath, type MediaResource } from '../edm/media.ts';

/** The PDF route (`/_api/pdf/…`) of a file the media route (`/_api/media/…`) serves. */
export function pdfViewPath(mediaPath: string): string {
  return mediaPath.replace(/^\/_api\/media\//, '/_api/pdf/');
}

export type StagePlayer =
  | { readonly kind: 'image' }
  | { readonly kind: 'audio'; readonly src: string; readonly mimeType: string }
  | { readonly kind: 'video'; readonly src: string; readonly mimeType: string; readonly poster: string | undefined; readonly captions: readonly ManifestCaption[] }
  | { readonly kind: '3d'; readonly src: string; readonly mimeType: string }
  /** A PDF in the browser's own viewer, from the portal's PDF route (inline, framed by the portal only). */
  | { readonly kind: 'pdf'; readonly src: string }
  | ({ readonly kind: 'embed' } & EmbedPlayer)
  | { readonly kind: 'link'; readonly url: string };

export interface StageInput {
  readonly recordId: string;
  readonly resource: MediaResource | undefined;
  /** The film's poster: the resource's thumbnail (Europeana makes one of a frame). */
  readonly poster?: string | undefined;
  readonly captions?: readonly ManifestCaption[] | undefined;
}

/**
 * @example stagePlayer({ recordId: '/2000002/sound_drone', resource: { kind: 'audio', mimeType: 'audio/mpeg', … } })
 * // { kind: 'audio', src: '/_api/media/2000002/sound_drone/…', mimeType: 'audio/mpeg' }
 */
export function stagePlayer({ recordId, resource, poster, captions = [] }: StageInput): StagePlayer {
  if (resource === undefined || resource.kind === 'image') return { kind: 'image' };
  const src = playbackPath(recordId, resource);
  const mimeType = resource.mimeType;
  if (src !== undefined && mimeType !== undefined) {
    if (resource.kind === 'audio') return { kind: 'audio', src, mimeType };
    if (resource.kind === 'video') return { kind: 'video', src, mimeType, poster, captions };
    if (resource.kind === '3d') return { kind: '3d', src, mimeType };
    if (mimeType.split(';')[0]?.trim().toLowerCase() === 'application/pdf') return { kind: 'pdf', src: pdfViewPath(src) };
  }
  const embed = resource.kind === 'embed' ? embedPlayer(resource.url) : undefined;
  if (embed !== undefined) return { kind: 'embed', ...embed };
  if (/^https?:\/\//i.test(resource.url)) return { kind: 'link', url: resource.url };
  return { kind: 'image' };
}
