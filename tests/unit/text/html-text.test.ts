import { describe, expect, it } from 'vitest';
import { decodeCharacterReferences, textParagraphs } from '../../../src/lib/text/html-text.ts';

describe('textParagraphs', () => {
  it('reads paragraphs and lines of HTML as text, dropping every tag, script and style', () => {
    const html = '<div><h2>Brief</h2><p class="x">Liebe&nbsp;Anna,<br/>danke <b>dir</b></p><style>p{}</style><script>alert("x")</script><p onclick="x()">&lt;img&gt; &#x2013; Dein</p></div>';
    expect(textParagraphs(html, true)).toEqual([['Brief'], ['Liebe Anna,', 'danke dir'], ['<img> – Dein']]);
  });

  it('parts plain text at blank lines, keeping its line breaks', () => {
    expect(textParagraphs('one\r\ntwo\n\n  \nthree <b>', false)).toEqual([['one', 'two'], ['three <b>']]);
  });

  it('gives nothing for markup without words', () => {
    expect(textParagraphs('<p> </p><br>', true)).toEqual([]);
  });
});

describe('decodeCharacterReferences', () => {
  it('decodes named and numeric references and leaves unknown or invalid ones', () => {
    expect(decodeCharacterReferences('&auml; &#228; &#xE4; &#xD800; &amp;amp;')).toBe('&auml; ä ä &#xD800; &amp;');
  });
});
