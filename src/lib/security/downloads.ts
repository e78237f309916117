/**
 * Headers of a provider file the portal passes on as a download (`/_api/media/…`, issue 18 item 11):
 * a hostile upstream must never get a file rendered as a page of the portal's origin. The media
 * type is kept only when it is one of the types that cannot carry script or markup a browser would
 * run (images but SVG, audio, video, PDF, plain text, 3D models); anything else, and anything
 * unparseable, goes out as `application/octet-stream`. The file name is ours, never the upstream's.
 * With them go nosniff and the sandbox policy of src/lib/security/headers.ts.
 */

/** Media types passed on as they are; parameters are dropped. */
const SAFE_TYPES: ReadonlySet<string> = new Set([
  'image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/avif', 'image/tiff', 'image/bmp', 'image/jp2',
  'audio/mpeg', 'audio/mp4', 'audio/ogg', 'audio/wav', 'audio/x-wav', 'audio/webm', 'audio/flac', 'audio/x-flac', 'audio/aac',
  'video/mp4', 'video/webm', 'video/ogg', 'video/quicktime', 'video/mpeg', 'video/x-msvideo',
  'application/pdf', 'text/plain',
  'model/gltf-binary', 'model/gltf+json', 'model/obj', 'model/stl',
]);

export const FALLBACK_DOWNLOAD_TYPE = 'application/octet-stream';

/** The media type a download is sent with: the upstream's when it is safe, else octet-stream. */
export function downloadType(upstream: string | null | undefined): string {
  const essence = (upstream ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return SAFE_TYPES.has(essence) ? essence : FALLBACK_DOWNLOAD_TYPE;
}

const EXTENSIONS: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg', 'image/png': 'png', 'image/gif': 'gif', 'image/webp': 'webp', 'image/avif': 'avif', 'image/tiff': 'tif', 'image/bmp': 'bmp', 'image/jp2': 'jp2',
  'audio/mpeg': 'mp3', 'audio/mp4': 'm4a', 'audio/ogg': 'ogg', 'audio/wav': 'wav', 'audio/x-wav': 'wav', 'audio/webm': 'weba', 'audio/flac': 'flac', 'audio/x-flac': 'flac', 'audio/aac': 'aac',
  'video/mp4': 'mp4', 'video/webm': 'webm', 'video/ogg': 'ogv', 'video/quicktime': 'mov', 'video/mpeg': 'mpeg', 'video/x-msvideo': 'avi',
  'application/pdf': 'pdf', 'text/plain': 'txt', 'model/gltf-binary': 'glb', 'model/gltf+json': 'gltf', 'model/obj': 'obj', 'model/stl': 'stl',
};

/**
 * `Content-Disposition: attachment` with a file name made of `base` (letters, digits, `_ . -` only)
 * and the extension of the type; an octet-stream gets `.bin`, so it never opens as a page.
 * @example attachment('2000001_aic_93784', 'image/jpeg') // 'attachment; filename="2000001_aic_93784.jpg"'
 */
export function attachment(base: string, type: string): string {
  const name = base.replace(/[^A-Za-z0-9_.-]/g, '_').replace(/^\.+/, '').slice(0, 120) || 'download';
  return `attachment; filename="${name}.${EXTENSIONS[type] ?? 'bin'}"`;
}
