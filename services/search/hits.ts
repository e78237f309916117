/**
 * The Search API's `hits` profile: where in a result's full text the query matched, as Web Annotation text-quote
 * selectors (europeana/api2 `HighlightHit` and `HitSelector`: `hits: [{ scope: "/ds/id", selectors: [{ field,
 * prefix, exact, suffix }] }]`, one entry per result with a match; the portal shows the first selector in its list
 * view). Which fields are looked at comes from `hit.fl` (default `fulltext.*`), how many selectors a result gets
 * from `hit.selectors` (default 1).
 */
import type { DatabaseSync, StatementSync } from 'node:sqlite';
import { badRequest } from '../http/errors.ts';
import { fulltextField } from './fields.ts';
import type { QueryNode } from './query-parser.ts';

/** Characters of context kept before and after a match, cut back to a whole word. */
export const HIT_CONTEXT_CHARS = 120;
/** Most selectors a result may ask for (`hit.selectors`). */
export const MAX_HIT_SELECTORS = 10;

export interface HitSelector {
  readonly field: string;
  readonly prefix: string;
  readonly exact: string;
  readonly suffix: string;
}

export interface Hit {
  readonly scope: string;
  readonly selectors: readonly HitSelector[];
}

/** A word or phrase of the query to look for: unfielded or on a full-text field, not negated. */
export interface HitTerm {
  readonly text: string;
  readonly prefix: boolean;
}

/**
 * The terms of a query that highlighting looks for: the positive terms without a field or on `fulltext`
 * (`fulltext:(edge)`, `fulltext.en:"the edge"`); terms under NOT, on other fields and `*` are not highlighted.
 */
export function hitTerms(clauses: readonly QueryNode[]): HitTerm[] {
  const terms: HitTerm[] = [];
  const walk = (node: QueryNode): void => {
    if (node.kind === 'and' || node.kind === 'or') node.children.forEach(walk);
    if (node.kind === 'term' && node.text !== '*' && (node.field === undefined || node.field === 'text' || fulltextField(node.field) !== undefined)) {
      // A word with escaped spaces (`fulltext:(harbour\ ship)`, the advanced search's "contains") matches its words
      // anywhere (services/search/compile.ts), so each is looked for; a quoted phrase is looked for whole.
      const words = node.phrase || node.prefix ? [node.text] : node.text.split(/\s+/).filter(Boolean);
      for (const text of words) terms.push({ text, prefix: node.prefix });
    }
  };
  clauses.forEach(walk);
  return terms;
}

/**
 * The languages `hit.fl` asks for: `undefined` for every language (`fulltext.*`, the default), else the codes of
 * `fulltext.{lang}` fields. Fields other than full text are not highlighted.
 */
export function hitLanguages(hitFl: string | null): readonly string[] | undefined {
  if (hitFl === null || hitFl.trim() === '') return undefined;
  const langs: string[] = [];
  for (const name of hitFl.split(/[,\s]+/).filter(Boolean)) {
    const field = fulltextField(name);
    if (field === undefined) continue;
    if (field.lang === undefined) return undefined;
    langs.push(field.lang);
  }
  return langs;
}

/** `hit.selectors`: 1 to MAX_HIT_SELECTORS, 1 when absent. */
export function hitSelectorCount(value: string | null): number {
  if (value === null || value === '') return 1;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1 || count > MAX_HIT_SELECTORS) throw badRequest(`Invalid parameter hit.selectors: use a whole number from 1 to ${String(MAX_HIT_SELECTORS)}`);
  return count;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A pattern finding any of the terms as whole words (a phrase's words with any spacing between them), ignoring case. */
function termPattern(terms: readonly HitTerm[]): RegExp | undefined {
  const alternatives = terms
    .map((term) => {
      const words = term.text.split(/[^\p{L}\p{N}]+/u).filter(Boolean).map(escapeRegExp);
      if (words.length === 0) return undefined;
      return `${words.join('[^\\p{L}\\p{N}]+')}${term.prefix ? '[\\p{L}\\p{N}]*' : ''}`;
    })
    .filter((alternative): alternative is string => alternative !== undefined);
  if (alternatives.length === 0) return undefined;
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join('|')})(?![\\p{L}\\p{N}])`, 'giu');
}

/** Up to HIT_CONTEXT_CHARS before a match, starting at a word. */
function before(text: string, end: number): string {
  const start = Math.max(0, end - HIT_CONTEXT_CHARS);
  const slice = text.slice(start, end);
  return start === 0 ? slice : slice.replace(/^\S*\s/, '');
}

/** Up to HIT_CONTEXT_CHARS after a match, ending at a word. */
function after(text: string, start: number): string {
  const end = Math.min(text.length, start + HIT_CONTEXT_CHARS);
  const slice = text.slice(start, end);
  return end === text.length ? slice : slice.replace(/\s\S*$/, '');
}

/** Finds the hits of a page of results in their full text. */
export class HitFinder {
  readonly #fulltext: StatementSync;

  constructor(db: DatabaseSync) {
    this.#fulltext = db.prepare('SELECT lang, text FROM fulltext_fts WHERE rid = ? ORDER BY lang');
  }

  /**
   * The hits of the results (`rid`, item `id`) for the query's terms, in result order; results without a match
   * have none.
   */
  find(results: readonly { rid: number; id: string }[], terms: readonly HitTerm[], options: { langs: readonly string[] | undefined; selectors: number }): Hit[] {
    const pattern = termPattern(terms);
    if (pattern === undefined) return [];
    const hits: Hit[] = [];
    for (const { rid, id } of results) {
      const selectors: HitSelector[] = [];
      for (const row of this.#fulltext.all(rid)) {
        const lang = String(row.lang);
        if (options.langs !== undefined && !options.langs.includes(lang)) continue;
        const text = String(row.text);
        for (const match of text.matchAll(pattern)) {
          if (selectors.length >= options.selectors) break;
          selectors.push({ field: `fulltext.${lang}`, prefix: before(text, match.index), exact: match[0], suffix: after(text, match.index + match[0].length) });
        }
        if (selectors.length >= options.selectors) break;
      }
      if (selectors.length > 0) hits.push({ scope: id, selectors });
    }
    return hits;
  }
}
