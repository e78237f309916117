/**
 * Astro writes the style rule of its islands (`astro-island, astro-slot, astro-static-slot
 * { display: contents }`) as a `<style>` element right before the first island of a page, inside
 * `<body>`. HTML allows `<style>` only in `<head>` (the Nu HTML checker fails such a page unless
 * the element happens to be the first child of its parent, issue 26). This moves those elements to
 * the end of `<head>`, once, where the rule applies just the same. Only Astro's own island rule is
 * moved: other `<style>` elements in the body (an SVG's own) stay where their scope is.
 * It works on the page's text or on its UTF-8 bytes (the on-demand path holds bytes: issue 21).
 */
import { markupOf } from '../security/headers.ts';

const ISLAND_STYLE = /<style>astro-island,[^<]*<\/style>/g;

export function hoistIslandStyles(html: string): string;
export function hoistIslandStyles(html: Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer>;
export function hoistIslandStyles(html: string | Uint8Array<ArrayBuffer>): string | Uint8Array<ArrayBuffer> {
  const markup = markupOf(html);
  const head = markup.indexOf('</head>');
  const matches = head === -1 ? [] : [...markup.matchAll(ISLAND_STYLE)];
  const [first] = matches;
  if (first === undefined) return html;
  // The parts kept: the head as it is, then everything after it but the island style elements.
  const kept: [number, number][] = [[0, head]];
  let from = head;
  for (const match of matches) {
    if (match.index < head) continue;
    kept.push([from, match.index]);
    from = match.index + match[0].length;
  }
  kept.push([from, markup.length]);
  // Already in the head (nothing to move there), or moved: the first copy is kept.
  const insert = markup.slice(0, head).includes(first[0]) ? '' : first[0];
  if (typeof html === 'string') {
    const [headPart, ...rest] = kept.map(([start, end]) => html.slice(start, end));
    return `${headPart ?? ''}${insert}${rest.join('')}`;
  }
  const bytes = Buffer.from(html.buffer, html.byteOffset, html.byteLength);
  const [headPart, ...rest] = kept.map(([start, end]) => bytes.subarray(start, end));
  return Buffer.concat([...(headPart === undefined ? [] : [headPart]), Buffer.from(insert, 'latin1'), ...rest]);
}
