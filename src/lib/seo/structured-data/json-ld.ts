/**
 * JSON-LD in a page (issue 20, item 2): one serialiser for every page kind's structured data, safe inside an HTML
 * `<script type="application/ld+json">` whatever the text of the data (a title that says `</script>` or `<!--`
 * cannot end the element or open a comment: `<`, `>` and `&` are written as JSON escapes, which a JSON parser reads
 * back as the same characters; U+2028 and U+2029 too, for older script parsers).
 */
import type { Thing, WithContext } from 'schema-dts';

const UNSAFE = /[<>&\u2028\u2029]/g;

/** The text of the script element for a schema.org graph. */
export function jsonLdText(data: WithContext<Thing>): string {
  return JSON.stringify(data).replace(UNSAFE, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
