/**
 * An HTML fragment read as a browser's parser reads it: its text, and the attributes of its frames. htmlparser2 is
 * the parser linkedom is built on; without linkedom's DOM (its classes, selector engine and CSS property tables) a
 * server process holds about 1.5 MB for it instead of 13 MB of RSS (measured; docs/decisions/0014-on-demand-render-cost.md).
 */
import { getElementsByTagName, textContent } from 'domutils';
import { parseDocument } from 'htmlparser2';

/**
 * The text of an HTML fragment: tags dropped, character references decoded, whitespace as written.
 * @example fragmentText('<p>Caf&eacute; <b>Noir</b></p>') // 'Café Noir'
 */
export function fragmentText(html: string): string {
  return textContent(parseDocument(html));
}

/**
 * The attributes of each `<iframe>` of an HTML fragment, in document order (names in lower case, values decoded).
 * @example fragmentFrames('<iframe SRC="https://a.org/?x=1&amp;y=2"></iframe>') // [{ src: 'https://a.org/?x=1&y=2' }]
 */
export function fragmentFrames(html: string): Readonly<Record<string, string>>[] {
  return getElementsByTagName('iframe', parseDocument(html)).map((frame) => frame.attribs);
}
