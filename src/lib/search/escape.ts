/** The characters spec section 5 lists as special in search queries, plus the backslash itself. */
const SPECIALS = /[+\-&|!(){}[\]^"~*?:/\\]/g;

/**
 * Escapes the search special characters `+ - & | ! ( ) { } [ ] ^ " ~ * ? : /` so a value is
 * searched literally.
 * @example escapeLuceneSpecials('AC/DC: 1+1') // 'AC\\/DC\\: 1\\+1'
 */
export function escapeLuceneSpecials(text: string): string {
  return text.replace(SPECIALS, '\\$&');
}

/** A facet value as a quoted phrase: only quotes and backslashes need escaping inside. */
export function quoteValue(value: string): string {
  return `"${value.replace(/["\\]/g, '\\$&')}"`;
}
