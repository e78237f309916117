import { describe, expect, it } from 'vitest';
import { plainText, richText, textOfHtml } from '../../../src/lib/content/rich-text.ts';
import { embedSource } from '../../../src/lib/content/embed.ts';
import { englishFallbackLang, fallsBackToEnglish } from '../../../src/lib/content/fallback.ts';
import { contentHref } from '../../../src/lib/content/links.ts';
import { isMediaUrl, responsiveImage } from '../../../src/lib/content/media.ts';

describe('richText', () => {
  it('renders Markdown with headings from h2', () => {
    expect(richText('# Title\n\nA *word* and [a link](/stories).')).toBe('<h2>Title</h2>\n<p>A <em>word</em> and <a href="/stories">a link</a>.</p>\n');
  });

  it('sanitises scripts, handlers, images and javascript: links', () => {
    const html = richText('<script>alert(1)</script><p onclick="x()">Hi</p>![x](http://evil/x.png) [bad](javascript:alert(1))');
    expect(html).not.toMatch(/<script|<p onclick|<img|href="javascript:/);
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain('Hi');
  });

  it('renders a code block as a focusable, escaped block (it scrolls by itself on a phone)', () => {
    expect(richText('```\nGET /x?a=<b>&c\n```')).toBe('<pre tabindex="0"><code>GET /x?a=&lt;b&gt;&amp;c</code></pre>\n');
  });

  it('lets a path or URL in inline code wrap after its slashes and before its query parts, escaped', () => {
    expect(richText('`GET /record/v2/{dataset}/{id}.json`')).toBe('<p><code>GET /record/<wbr>v2/<wbr>{dataset}/<wbr>{id}.json</code></p>\n');
    expect(richText('`https://api.europeana.eu/x?a=<b>&c=1`')).toBe('<p><code>https://api.europeana.eu/<wbr>x<wbr>?a=&lt;b&gt;<wbr>&amp;c=1</code></p>\n');
    expect(richText('`profile=rich`')).toBe('<p><code>profile=rich</code></p>\n');
  });

  it('gives external links rel=noopener', () => {
    expect(richText('[x](https://example.org)')).toContain('rel="noopener noreferrer"');
  });

  it('has a plain-text form for meta descriptions', () => {
    expect(plainText('A *bold* move\n\nnext')).toBe('A bold move next');
    expect(plainText(null)).toBe('');
  });

  it('reads the same text as an HTML parser, for every construct an editor can type', () => {
    const samples = [
      "Monet's *Impression*, \"soleil levant\" & <b>the</b> sea",
      '## Heading\n\n- one\n- two **bold**\n\n1. first\n2. second',
      '> a quote\n\nline one  \nline two',
      '```\nconst a = b < c && d > e;\n```\n\nafter `inline <code>`',
      '[a link](https://example.org "Title & more") and [unsafe](javascript:alert(1)) ![img](https://x/y.jpg)',
      '| a | b |\n|---|---|\n| 1 & 2 | 3 |',
      'Caf&eacute; &#8211; &#x2014; &amp;lt; &copy; &nbsp;end',
      '<script>alert("x")</script><p onclick="x">raw</p>',
      'emoji 🎨 and ~~struck~~ and www.europeana.eu',
      '&#0; &#xFFFFFF; &bogus;',
    ];
    for (const markdown of samples) expect(plainText(markdown), markdown).toBe(textOfHtml(richText(markdown)));
  });
});

describe('embedSource', () => {
  it('keeps only an https frame', () => {
    expect(embedSource('<iframe src="https://www.youtube.com/embed/x" title="Film"></iframe><script>x</script>')).toEqual({ src: 'https://www.youtube.com/embed/x', title: 'Film', provider: 'youtube.com' });
    expect(embedSource('<iframe src="http://insecure.example/x"></iframe>')).toBeUndefined();
    expect(embedSource('<script src="https://x.example/a.js"></script>')).toBeUndefined();
  });
});

describe('fallsBackToEnglish', () => {
  it('is true when name and description are the English ones in another language', () => {
    expect(fallsBackToEnglish('it', { name: 'A', nameEN: 'A', description: 'B', descriptionEN: 'B' })).toBe(true);
    expect(fallsBackToEnglish('de', { name: 'A', nameEN: 'A', description: 'C', descriptionEN: 'B' })).toBe(false);
    expect(fallsBackToEnglish('en', { name: 'A', nameEN: 'A' })).toBe(false);
  });
});

describe('englishFallbackLang', () => {
  it('marks a field shown in English on a page in another language, and nothing else', () => {
    expect(englishFallbackLang('de', 'Art', 'Art')).toBe('en');
    expect(englishFallbackLang('de', 'Kunst', 'Art')).toBeUndefined();
    expect(englishFallbackLang('en', 'Art', 'Art')).toBeUndefined();
    expect(englishFallbackLang('sk', null, null)).toBeUndefined();
    expect(englishFallbackLang('sk', '', '')).toBeUndefined();
  });
});

describe('contentHref', () => {
  it('localises portal paths, item and entity URIs', () => {
    expect(contentHref('/stories', 'de')).toBe('/de/stories');
    expect(contentHref('/fr/stories', 'de')).toBe('/fr/stories');
    expect(contentHref('http://data.europeana.eu/item/2000001/aic_1', 'nl')).toBe('/nl/item/2000001/aic_1');
    expect(contentHref('http://data.europeana.eu/agent/12', 'en', 'Claude Monet')).toBe('/en/collections/person/12-claude-monet');
    expect(contentHref('https://example.org/x', 'en')).toBe('https://example.org/x');
    expect(contentHref('javascript:alert(1)', 'en')).toBeUndefined();
  });
});

describe('media host', () => {
  const host = 'https://images.ctfassets.net';
  it('accepts only images of the content media host', () => {
    expect(isMediaUrl('https://images.ctfassets.net/a/b.jpg', host)).toBe(true);
    expect(isMediaUrl('//images.ctfassets.net/a/b.jpg', host)).toBe(true);
    expect(isMediaUrl('https://evil.example/a.jpg', host)).toBe(false);
    expect(isMediaUrl('http://images.ctfassets.net/a.jpg', host)).toBe(false);
    expect(isMediaUrl(null, host)).toBe(false);
  });

  it('offers widths up to the original in srcset', () => {
    const origin = new URL(process.env.CTF_MEDIA_ORIGIN ?? 'http://127.0.0.1:4400').origin;
    const image = responsiveImage({ url: `${origin}/a.jpg`, width: 700, height: 350, contentType: 'image/jpeg', description: 'A painting' });
    expect(image?.srcset.split(', ').map((s) => s.split(' ')[1])).toEqual(['320w', '640w', '700w']);
    expect(image?.alt).toBe('A painting');
    // Shown at most as wide as it stays sharp on a 1.5× screen (700 ÷ 1.125).
    expect(image?.maxDisplayWidth).toBe(622);
    expect(responsiveImage({ url: `${origin}/b.jpg`, width: null, height: null, contentType: null, description: null })?.maxDisplayWidth).toBeUndefined();
    expect(responsiveImage({ url: 'https://evil.example/a.jpg', width: 1, height: 1, contentType: null, description: null })).toBeUndefined();
  });
});
