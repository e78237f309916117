import { LRUCache } from 'lru-cache';
import { Marked, type Tokens } from 'marked';
import { fragmentText } from '../text/html-fragment.ts';

/**
 * Markdown of the content service's rich text fields to HTML, safe by construction: the renderer escapes any
 * raw HTML an editor typed (it is shown as text, never interpreted), drops images (images come as image parts
 * from the content media host), keeps only http(s), mailto, tel, site-path and anchor links, and starts
 * headings at `h2` (the page has the `h1`).
 *
 * Why not DOMPurify on linkedom: DOMPurify needs `document.implementation` and a full NodeIterator, which
 * linkedom lacks; it then reports `isSupported: false` and returns its input unchanged, so it would silently
 * sanitise nothing (tests/unit/content/rich-text.test.ts guards the behaviour).
 */
const SAFE_URL = /^(?:https?:|mailto:|tel:|\/(?!\/)|#)/i;

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/**
 * Where a path or URL in inline code may wrap: after a slash inside it (not after its first one, nor between the
 * two of `//`) and before a query's `?` and `&`, as the Chicago Manual of Style breaks URLs. Without these a
 * narrow card broke `/entity/{type}/{id}.json` inside `json` (global.css's `overflow-wrap: anywhere` is only the
 * last resort).
 */
const PATH_BREAK = /(?<=[^\s/]\/)(?!\/)|(?=[?&])/;

const marked = new Marked({
  gfm: true,
  async: false,
  renderer: {
    html: ({ text }: Tokens.HTML | Tokens.Tag) => escapeHtml(text),
    image: () => '',
    // A code block keeps its lines and scrolls sideways by itself on a narrow screen; focusable, so a keyboard scrolls it too.
    code: ({ text }: Tokens.Code) => `<pre tabindex="0"><code>${escapeHtml(text)}</code></pre>\n`,
    codespan: ({ text }: Tokens.Codespan) => `<code>${text.split(PATH_BREAK).map(escapeHtml).join('<wbr>')}</code>`,
    heading({ tokens, depth }: Tokens.Heading) {
      const level = Math.min(6, Math.max(2, depth));
      return `<h${String(level)}>${this.parser.parseInline(tokens)}</h${String(level)}>\n`;
    },
    link({ href, title, tokens }: Tokens.Link) {
      const text = this.parser.parseInline(tokens);
      if (!SAFE_URL.test(href.trim())) return text;
      const rel = /^https?:/i.test(href) ? ' rel="noopener noreferrer"' : '';
      return `<a href="${escapeHtml(href.trim())}"${title ? ` title="${escapeHtml(title)}"` : ''}${rel}>${text}</a>`;
    },
  },
});

/**
 * Texts already rendered: an entry not translated into a language shows its default text there, so a build
 * renders the same Markdown for most of the 25 pages of an entry (marked was 5 % of a volume build). Bounded by
 * the characters held (Markdown and HTML), about 2 MB: the pages of one entry are rendered one after the other.
 */
const rendered = new LRUCache<string, string>({ maxSize: 1_000_000, sizeCalculation: (html, markdown) => html.length + markdown.length + 1 });

/**
 * Safe HTML of a Markdown text.
 *
 * @example richText('A *word*') // '<p>A <em>word</em></p>\n'
 */
export function richText(markdown: string | null | undefined): string {
  if (markdown === null || markdown === undefined || markdown.trim() === '') return '';
  let html = rendered.get(markdown);
  if (html === undefined) {
    html = marked.parse(markdown, { async: false });
    rendered.set(markdown, html);
  }
  return html;
}

/** The character references the renderer writes itself (escapeHtml, marked's own escaping). */
const OWN_REFERENCES: Readonly<Record<string, string>> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
const REFERENCE = /&[#\w]+;/g;

/**
 * Plain text of a Markdown text (meta descriptions, card texts). The HTML is the renderer's own (raw HTML is
 * escaped), so dropping its tags and reading back its own escapes is exact; an editor's character reference
 * (`&eacute;`, `&#8211;`) is read by an HTML parser. The parser for every text cost 2 % of a volume build.
 */
export function plainText(markdown: string | null | undefined): string {
  const html = richText(markdown);
  if (html === '') return '';
  const references = html.match(REFERENCE) ?? [];
  if (references.some((ref) => OWN_REFERENCES[ref] === undefined)) return textOfHtml(html);
  return html.replace(/<[^>]*>/g, '').replace(REFERENCE, (ref) => OWN_REFERENCES[ref] ?? ref).replace(/\s+/g, ' ').trim();
}

/** Text content of HTML, as a browser reads it. */
export function textOfHtml(html: string): string {
  return fragmentText(html).replace(/\s+/g, ' ').trim();
}
