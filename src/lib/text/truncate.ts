import { TRUNCATE_DEFAULT_LENGTH } from '../constants.ts';

/**
 * Text cut with an ellipsis after at most `max` characters (spec section 5: default 30; 256
 * for search result fields). Cuts at a word boundary when one is near.
 * @example truncate('The Bay of Naples at sunset', 12) // 'The Bay of…'
 */
const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

export function truncate(text: string, max: number = TRUNCATE_DEFAULT_LENGTH): string {
  // Count user-perceived characters, so accents and emoji are never cut in half.
  const chars = Array.from(graphemes.segment(text), (s) => s.segment);
  if (chars.length <= max) return text;
  const cut = chars.slice(0, max).join('');
  const space = cut.lastIndexOf(' ');
  const base = space > max * 0.6 ? cut.slice(0, space) : cut;
  return `${base.trimEnd()}…`;
}
