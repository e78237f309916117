import { escapeLuceneSpecials } from './escape.ts';
import { BOOLEAN_FILTERS, FACET_NAMES } from './facets.ts';

/**
 * What a visitor types in the search box, as the Search API receives it (spec section 5: the
 * search special characters `+ - & | ! ( ) { } [ ] ^ " ~ * ? : /` are escaped). A stray bracket,
 * colon or quotation mark is searched as the character it is, instead of failing the search.
 *
 * Two forms of the documented query syntax keep their meaning, because visitors write them on
 * purpose and the spec's escaping would otherwise turn them into nonsense:
 * - a quoted phrase whose quotation marks come in pairs: `"mona lisa"`;
 * - a field query on a field the Search API documents: `who:rembrandt`, `title:"night watch"`,
 *   `TYPE:IMAGE` (any other `word:` is text: `a:b` searches for "a:b").
 * The words AND, OR and NOT stay operators (they are not special characters). A query they leave
 * incomplete (`paris AND`, a lone `NOT`) is refused by the Search API; the search page says how to
 * fix it (catalogue `searchQueryInvalid`, src/lib/search/run.ts).
 *
 * @example searchQueryText('a (b') // 'a \\(b'
 * @example searchQueryText('who:"van gogh" 1+1') // 'who:"van gogh" 1\\+1'
 */

/** Query fields of the Search API a visitor may name (its "Query syntax" documentation). */
export const QUERY_FIELDS: ReadonlySet<string> = new Set([
  'who', 'what', 'when', 'where', 'title', 'subject', 'creator', 'description', 'text',
  'proxy_dc_title', 'proxy_dc_creator', 'proxy_dc_subject', 'proxy_dc_type', 'proxy_dc_date', 'proxy_dc_description',
  'europeana_id', 'YEAR',
  // The dataset a record came in with (the item page links its name to this search; the older name still works).
  'edm_datasetName', 'europeana_collectionName',
  ...FACET_NAMES.filter((name) => name !== 'collection' && name !== 'contentTier'),
  ...BOOLEAN_FILTERS,
]);

const OPERATORS = new Set(['AND', 'OR', 'NOT']);
const FIELD = /^([A-Za-z_]+):(?=\S)/;

/** A balanced phrase starting at `start` (a quotation mark): its text and where it ends, if it closes. */
function phraseAt(text: string, start: number): { phrase: string; end: number } | undefined {
  const close = text.indexOf('"', start + 1);
  if (close <= start + 1) return undefined;
  return { phrase: `"${text.slice(start + 1, close).replace(/\\/g, '\\\\')}"`, end: close + 1 };
}

/** The visitor's query, escaped for the Search API (see the module comment); `''` searches everything. */
export function searchQueryText(text: string): string {
  const query = text.trim();
  if (query === '*' || query === '*:*') return '';
  let out = '';
  let index = 0;
  while (index < query.length) {
    const char = query.charAt(index);
    if (/\s/.test(char)) {
      out += char;
      index += 1;
      continue;
    }
    const field = FIELD.exec(query.slice(index));
    const fielded = field?.[1] !== undefined && QUERY_FIELDS.has(field[1]);
    if (fielded) {
      out += `${field[1] ?? ''}:`;
      index += field[0].length;
    }
    const phrase = query.charAt(index) === '"' ? phraseAt(query, index) : undefined;
    if (phrase) {
      out += phrase.phrase;
      index = phrase.end;
      continue;
    }
    let end = index;
    while (end < query.length && !/\s/.test(query.charAt(end))) end += 1;
    const word = query.slice(index, end);
    // An operator word is one only on its own: `who:AND` searches for the word "AND".
    if (OPERATORS.has(word)) out += fielded ? `"${word}"` : word;
    else out += escapeLuceneSpecials(word);
    index = end;
  }
  return out;
}
