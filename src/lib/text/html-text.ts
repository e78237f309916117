/**
 * The words of an HTML fragment from an upstream service (a volunteer's transcription, `format: text/html`) as
 * paragraphs of lines, for the page to render as text: no markup of the fragment ever reaches the page, so
 * nothing in it can run or restyle the page. Block ends (`</p>`, `</div>`, `</li>`, headings) end a paragraph,
 * `<br>` a line; character references are decoded.
 */

const NAMED: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Decodes the character references of HTML text (`&amp;`, `&#228;`, `&#xe4;`); unknown ones stay as written. */
export function decodeCharacterReferences(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref.startsWith('#')) {
      const code = ref[1] === 'x' || ref[1] === 'X' ? Number.parseInt(ref.slice(2), 16) : Number.parseInt(ref.slice(1), 10);
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : whole;
    }
    return NAMED[ref.toLowerCase()] ?? whole;
  });
}

/**
 * Paragraphs of lines of a text: HTML when `html` is true, else plain text whose blank lines part paragraphs.
 * @example textParagraphs('<p>Dear <b>Anna</b>,<br>thank you</p><p>Yours</p>', true) // [['Dear Anna,', 'thank you'], ['Yours']]
 */
export function textParagraphs(text: string, html: boolean): string[][] {
  const plain = html
    ? decodeCharacterReferences(
        text
          .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, '')
          .replace(/<br\s*\/?>/gi, '\n')
          .replace(/<\/(p|div|li|h[1-6]|blockquote|tr)\s*>|<(p|div|li|h[1-6]|blockquote|tr)\b[^>]*>/gi, '\n\n')
          .replace(/<[^>]*>/g, ''),
      )
    : text;
  return plain
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t\u00a0]*\n/)
    .map((paragraph) => paragraph.split('\n').map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trim()).filter((line) => line !== ''))
    .filter((lines) => lines.length > 0);
}
