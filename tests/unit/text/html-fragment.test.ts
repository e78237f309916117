import { describe, expect, it } from 'vitest';
import { fragmentFrames, fragmentText } from '../../../src/lib/text/html-fragment.ts';

describe('an HTML fragment read as a parser reads it', () => {
  it('gives its text: tags dropped, named and numeric character references decoded', () => {
    expect(fragmentText('<p>Caf&eacute; <b>Noir</b> &#8211; &#x263A; &amp; &lt;b&gt;</p>')).toBe('Café Noir – ☺ & <b>');
    expect(fragmentText('')).toBe('');
    expect(fragmentText('no markup')).toBe('no markup');
  });

  it('gives the attributes of every frame, in document order, names in lower case and values decoded', () => {
    expect(fragmentFrames('<div><IFRAME SRC="https://a.example/?x=1&amp;y=2" Title="A &quot;film&quot;"></IFRAME></div><iframe src="https://b.example/"></iframe>')).toEqual([
      { src: 'https://a.example/?x=1&y=2', title: 'A "film"' },
      { src: 'https://b.example/' },
    ]);
  });

  it('finds frames only as elements: not in attributes, comments or script text', () => {
    expect(fragmentFrames('<p title="<iframe src=x>">a</p><!-- <iframe src="https://c.example/"> --><script>"<iframe src=y></iframe>"</script>')).toEqual([]);
    expect(fragmentFrames('<p>no frame</p>')).toEqual([]);
  });
});
