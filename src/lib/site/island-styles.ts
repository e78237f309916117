/**
 * Astro writes the style rule of its islands (`astro-island, astro-slot, astro-static-slot
 * { display: contents }`) as a `<style>` element right before the first island of a page, inside
 * `<body>`. HTML allows `<style>` only in `<head>` (the Nu HTML checker fails such a page unless
 * the element happens to be the first child of its parent, issue 26). This moves those elements to
 * the end of `<head>`, once, where the rule applies just the same. Only Astro's own island rule is
 * moved: other `<style>` elements in the body (an SVG's own) stay where their scope is.
 * It works on the page's text or on its UTF-8 bytes alike (the on-demand path holds bytes, issue 21): the markup
 * it looks for is ASCII, which a `Buffer` finds at its byte offset without decoding anything.
 */
const OPEN = '<style>astro-island,';
const CLOSE = '</style>';

/** Where Astro's island style elements are, `[start, end)`: the rule's opening, no other `<`, then `</style>`. */
function islandStyles(html: string | Buffer): [number, number][] {
  const found: [number, number][] = [];
  let at = html.indexOf(OPEN);
  while (at !== -1) {
    const next = html.indexOf('<', at + OPEN.length);
    if (next === -1) break;
    const closes = html.indexOf(CLOSE, next) === next;
    if (closes) found.push([at, next + CLOSE.length]);
    at = html.indexOf(OPEN, closes ? next + CLOSE.length : next);
  }
  return found;
}

export function hoistIslandStyles(html: string): string;
export function hoistIslandStyles(html: Uint8Array): Uint8Array;
export function hoistIslandStyles(html: string | Uint8Array): string | Uint8Array {
  const text = typeof html === 'string' ? html : Buffer.from(html.buffer, html.byteOffset, html.byteLength);
  const head = text.indexOf('</head>');
  const styles = head === -1 ? [] : islandStyles(text);
  const [first] = styles;
  if (first === undefined) return html;
  // The head as it is, the first island style unless the head has it already, then the rest without any.
  const parts: [number, number][] = first[0] < head ? [[0, head]] : [[0, head], first];
  let from = head;
  for (const [start, end] of styles) {
    if (start < head) continue;
    parts.push([from, start]);
    from = end;
  }
  parts.push([from, text.length]);
  if (typeof text === 'string') return parts.map(([start, end]) => text.slice(start, end)).join('');
  return Buffer.concat(parts.map(([start, end]) => text.subarray(start, end)));
}
