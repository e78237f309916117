/**
 * Wikimedia Commons thumbnails: an organisation's Entity API `logo` is a Commons FilePath URL
 * (`http://commons.wikimedia.org/wiki/Special:FilePath/Naturalis%20logo.svg`), which europeana.eu shows through
 * Commons' thumbnail host at a fixed width (portal.js `getWikimediaThumbnailUrl`). The host is configuration
 * (`WIKIMEDIA_UPLOAD_URL`), so the local services can stand in for it.
 */
import { createHash } from 'node:crypto';

const FILE_PATH = /^https?:\/\/commons\.wikimedia\.org\/wiki\/Special:FilePath\/([^/?#]+)$/;

/**
 * The thumbnail URL of a Commons file at `width` pixels, on the host `uploadBase`; `undefined` for anything that
 * is not a Commons FilePath URL. An SVG's thumbnail is a PNG.
 * @example wikimediaThumbnailUrl('http://commons.wikimedia.org/wiki/Special:FilePath/A%20b.svg', 120, 'https://upload.wikimedia.org')
 *   // → 'https://upload.wikimedia.org/wikipedia/commons/thumb/d/d3/A_b.svg/120px-A_b.svg.png'
 */
export function wikimediaThumbnailUrl(fileUrl: string, width: number, uploadBase: string): string | undefined {
  const encoded = FILE_PATH.exec(fileUrl)?.[1];
  if (encoded === undefined) return undefined;
  let name: string;
  try {
    name = decodeURIComponent(encoded).replace(/ /g, '_');
  } catch {
    return undefined;
  }
  const hash = createHash('md5').update(name).digest('hex');
  const file = encodeURIComponent(name);
  const suffix = name.toLowerCase().endsWith('.svg') ? '.png' : '';
  return `${uploadBase.replace(/\/$/, '')}/wikipedia/commons/thumb/${hash.slice(0, 1)}/${hash.slice(0, 2)}/${file}/${String(width)}px-${file}${suffix}`;
}
