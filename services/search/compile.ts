import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import { badRequest } from '../http/errors.ts';
import { normalise } from '../seed/langmap.ts';
import { ENTITY_FIELDS, ENTITY_URI, ENTITY_URI_COLUMNS, ISSUED_FIELD, TEXT_FIELDS, facetName, fulltextField } from './fields.ts';
import type { QueryNode } from './query-parser.ts';

/** A SQL boolean expression over `records r` with its parameters. */
export interface SqlFilter {
  readonly sql: string;
  readonly params: SQLInputValue[];
  /** The FTS5 expression when the filter is nothing but a full-text match (so that and/or of such filters can be one match). */
  readonly fts?: string;
}

const FTS_FILTER = 'r.rid IN (SELECT rowid FROM records_fts WHERE records_fts MATCH ?)';

export interface CompileOptions {
  /** Also match query terms through the multilingual labels of the entities they name (translate profile). */
  readonly multilingual: boolean;
}

export interface CompiledQuery extends SqlFilter {
  /** FTS5 expression of the positive text terms, for relevance ranking; undefined when the query has none. */
  readonly rankMatch: string | undefined;
  /** True when the query or filters already constrain contentTier (then no default tier filter applies). */
  readonly mentionsContentTier: boolean;
}

const MAX_EXPANSION = 50;

/**
 * Facets whose one value per record is also a column of `records` (written from the same input by
 * services/seed/index-record.ts), with the column value a query value stands for. A value that is no column value
 * (`contentTier:x`) matches nothing, as its facet term would not exist.
 */
const COLUMN_FACETS: Readonly<Record<string, { readonly name: string; readonly value: (text: string) => SQLInputValue }>> = {
  contentTier: { name: 'content_tier', value: (text) => (/^(?:0|[1-9]\d?)$/.test(text.trim()) ? Number(text.trim()) : -1) },
  TYPE: { name: 'type', value: (text) => normalise(text).toUpperCase() },
};

function ftsPhrase(text: string): string | undefined {
  if (!/[\p{L}\p{N}]/u.test(text)) return undefined;
  return `"${text.replace(/"/g, '""')}"`;
}

/**
 * A term's FTS5 expression: a phrase for a quoted term; for a word with escaped spaces (`title:mona\ lisa`, as the
 * advanced search writes "contains"), every one of its words, in any order, as the Search API's analyser splits
 * the term into tokens that must all match (q.op AND).
 */
function ftsTerm(text: string, phrase: boolean): string | undefined {
  const words = text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word));
  if (phrase || words.length < 2) return ftsPhrase(text);
  return `(${words.map((word) => `"${word.replace(/"/g, '""')}"`).join(' AND ')})`;
}

/** A `fulltext:` or `fulltext.{lang}:` term: records whose full text (in that language) has it; `*` any full text. */
function fulltextTerm(lang: string | undefined, text: string, phrase: boolean, prefix: boolean): SqlFilter {
  const inLang = lang === undefined ? '' : ' AND lang = ?';
  const langParams = lang === undefined ? [] : [lang];
  if (text === '*') return { sql: `r.rid IN (SELECT rid FROM fulltext_fts WHERE 1${inLang})`, params: langParams };
  const quoted = prefix ? ftsPhrase(text) : ftsTerm(text, phrase);
  if (quoted === undefined) return { sql: '0', params: [] };
  return { sql: `r.rid IN (SELECT rid FROM fulltext_fts WHERE fulltext_fts MATCH ?${inLang})`, params: [`${quoted}${prefix ? ' *' : ''}`, ...langParams] };
}

function likePattern(value: string, prefix: boolean): string {
  const escaped = normalise(value).replace(/[\\%_]/g, (char) => `\\${char}`).replace(/\*/g, '%').replace(/\?/g, '_');
  return prefix ? `${escaped}%` : escaped;
}

/** `NOW`, `NOW-1DAY`, `2014-05-01T00:00:00.000Z` or `2014-05-01` → ISO timestamp. */
function parseTimestamp(value: string): string {
  const now = /^NOW(?:([+-])(\d{1,6})(YEAR|MONTH|DAY|HOUR|MINUTE|SECOND)S?)?(?:\/DAY)?$/.exec(value);
  if (now !== null) {
    const date = new Date();
    if (now[1] !== undefined) {
      const amount = Number(now[2]) * (now[1] === '-' ? -1 : 1);
      const unit = now[3];
      if (unit === 'YEAR') date.setUTCFullYear(date.getUTCFullYear() + amount);
      else if (unit === 'MONTH') date.setUTCMonth(date.getUTCMonth() + amount);
      else {
        const ms = { DAY: 86_400_000, HOUR: 3_600_000, MINUTE: 60_000, SECOND: 1000 }[unit ?? 'DAY'] ?? 86_400_000;
        date.setTime(date.getTime() + amount * ms);
      }
    }
    return date.toISOString();
  }
  const parsed = Date.parse(value);
  if (!/^\d{4}-\d{2}-\d{2}/.test(value) || Number.isNaN(parsed)) throw badRequest(`Invalid query: '${value}' is not a date (use ISO 8601 or NOW)`);
  return new Date(parsed).toISOString();
}

function integerBound(value: string | undefined, field: string): number | undefined {
  if (value === undefined) return undefined;
  if (!/^-?\d{1,6}$/.test(value)) throw badRequest(`Invalid query: range bound '${value}' of ${field} is not an integer`);
  return Number(value);
}

/** Compiles a parsed query to SQL over the store. Unknown fields are a 400. */
export class QueryCompiler {
  readonly #db: DatabaseSync;
  readonly #options: CompileOptions;
  readonly #rank: string[] = [];
  #mentionsTier = false;

  constructor(db: DatabaseSync, options: CompileOptions) {
    this.#db = db;
    this.#options = options;
  }

  compile(nodes: readonly QueryNode[]): CompiledQuery {
    const parts = nodes.map((node) => this.#node(node, false));
    const sql = parts.length === 0 ? '1' : parts.map((part) => `(${part.sql})`).join(' AND ');
    return {
      sql,
      params: parts.flatMap((part) => part.params),
      rankMatch: this.#rank.length === 0 ? undefined : this.#rank.map((expr) => `(${expr})`).join(' OR '),
      mentionsContentTier: this.#mentionsTier,
    };
  }

  #node(node: QueryNode, negated: boolean): SqlFilter {
    switch (node.kind) {
      case 'all':
        return { sql: '1', params: [] };
      case 'and':
      case 'or': {
        const parts = node.children.map((child) => this.#node(child, negated));
        const operator = node.kind === 'and' ? ' AND ' : ' OR ';
        const texts = parts.map((part) => part.fts);
        if (texts.every((text) => text !== undefined)) {
          // Full-text terms only (`harbour OR bridge`): one FTS5 match of the combined expression. As separate
          // subqueries SQLite ran each FTS5 query twice (an OR of INs becomes a multi-index OR plus bloom filters).
          const fts = texts.map((text) => `(${text})`).join(operator);
          return { sql: FTS_FILTER, params: [fts], fts };
        }
        return { sql: parts.map((part) => `(${part.sql})`).join(operator), params: parts.flatMap((part) => part.params) };
      }
      case 'not': {
        const inner = this.#node(node.child, !negated);
        return { sql: `NOT (${inner.sql})`, params: inner.params };
      }
      case 'range':
        return this.#rangeNode(node.field, node.from, node.to);
      case 'term':
        return this.#term(node.field, node.text, node.phrase, node.prefix, negated);
    }
  }

  #term(field: string | undefined, text: string, phrase: boolean, prefix: boolean, negated: boolean): SqlFilter {
    const fulltext = fulltextField(field);
    if (fulltext !== undefined) return fulltextTerm(fulltext.lang, text, phrase, prefix);
    if (field === undefined || field in TEXT_FIELDS) {
      const column = field === undefined ? undefined : TEXT_FIELDS[field];
      if (text === '*') return column === undefined ? { sql: '1', params: [] } : { sql: 'r.rid IN (SELECT rowid FROM records_fts)', params: [] };
      if (column !== undefined && ENTITY_URI_COLUMNS.has(column) && ENTITY_URI.test(text)) {
        // A linked entity's URI (a suggestion chosen in the advanced search): the records that link to it.
        return { sql: 'r.rid IN (SELECT rid FROM record_entities WHERE entity_uri = ?)', params: [text.replace(/^https:/, 'http:')] };
      }
      const quoted = prefix ? ftsPhrase(text) : ftsTerm(text, phrase);
      if (quoted === undefined) return { sql: '0', params: [] };
      const expr = `${column === undefined ? '' : `"${column}" : `}${quoted}${prefix ? ' *' : ''}`;
      if (!negated) this.#rank.push(expr);
      const fts: SqlFilter = { sql: FTS_FILTER, params: [expr], fts: expr };
      if (!this.#options.multilingual || prefix || (column !== undefined && column !== 'what' && column !== 'who' && column !== 'when' && column !== 'where')) return fts;
      return this.#expand(fts, text, phrase);
    }
    if (field === 'europeana_id' || field === 'id') {
      if (prefix || text.includes('*')) return { sql: "r.id LIKE ? ESCAPE '\\'", params: [likePattern(text, prefix).replace(/^/, '')] };
      return { sql: 'r.id = ?', params: [text] };
    }
    const entityRole = ENTITY_FIELDS[field];
    if (entityRole !== undefined) {
      return { sql: 'r.rid IN (SELECT rid FROM record_entities WHERE entity_uri = ?)', params: [text] };
    }
    const facet = facetName(field) ?? (field.toLowerCase() === 'year' ? 'YEAR' : undefined);
    if (facet === undefined) throw badRequest(`Invalid query: unknown field '${field}'`);
    if (facet === 'contentTier') this.#mentionsTier = true;
    const column = COLUMN_FACETS[facet];
    if (column !== undefined && !prefix && !text.includes('*') && !text.includes('?')) {
      // A single-valued facet that is also a column of `records` (in the covering index records_search): compared
      // there, not through record_terms, so that a portal search (qf=contentTier:(1 OR 2 OR 3 OR 4), ORs SQLite turns
      // into one IN) scans the index instead of probing four term lists of the whole store.
      return { sql: `r.${column.name} = ?`, params: [column.value(text)] };
    }
    if (text === '*' && !phrase) {
      return { sql: 'r.rid IN (SELECT rt.rid FROM record_terms rt JOIN facet_terms t ON t.fid = rt.fid WHERE t.facet = ?)', params: [facet] };
    }
    if (!phrase && (prefix || text.includes('*') || text.includes('?'))) {
      return {
        sql: "r.rid IN (SELECT rt.rid FROM record_terms rt WHERE rt.fid IN (SELECT fid FROM facet_terms WHERE facet = ? AND value_norm LIKE ? ESCAPE '\\'))",
        params: [facet, likePattern(text, prefix)],
      };
    }
    return {
      sql: 'r.rid IN (SELECT rt.rid FROM record_terms rt WHERE rt.fid IN (SELECT fid FROM facet_terms WHERE facet = ? AND value_norm = ?))',
      params: [facet, normalise(text)],
    };
  }

  /** Adds records linked to entities that carry the term as a label in any language. */
  #expand(fts: SqlFilter, text: string, phrase: boolean): SqlFilter {
    const norm = normalise(text);
    const rows = this.#db
      .prepare('SELECT DISTINCT e.uri AS uri FROM entity_labels l JOIN entities e ON e.eid = l.eid WHERE l.label_norm = ? LIMIT ?')
      .all(phrase ? norm : norm, MAX_EXPANSION);
    const uris = rows.map((row) => String(row.uri));
    if (uris.length === 0) return fts;
    return {
      sql: `(${fts.sql}) OR r.rid IN (SELECT rid FROM record_entities WHERE entity_uri IN (${uris.map(() => '?').join(', ')}))`,
      params: [...fts.params, ...uris],
    };
  }

  #rangeNode(field: string, from: string | undefined, to: string | undefined): SqlFilter {
    const lower = field.toLowerCase();
    if (lower === 'year') {
      return {
        sql: 'r.year IS NOT NULL AND r.year >= ? AND r.year <= ?',
        params: [integerBound(from, field) ?? -100_000, integerBound(to, field) ?? 100_000],
      };
    }
    if (lower === 'contenttier') {
      this.#mentionsTier = true;
      return { sql: 'r.content_tier >= ? AND r.content_tier <= ?', params: [integerBound(from, field) ?? 0, integerBound(to, field) ?? 4] };
    }
    if (lower === 'timestamp_created' || lower === 'timestamp_update') {
      return {
        sql: `r.${lower} >= ? AND r.${lower} <= ?`,
        params: [from === undefined ? '0000' : parseTimestamp(from), to === undefined ? '9999' : parseTimestamp(to)],
      };
    }
    if (field === ISSUED_FIELD) {
      // A string field in Europeana's index: `[1914-01-01 TO 1914-06-30]` compares ISO dates as text, both ends included.
      return {
        sql: 'r.rid IN (SELECT rt.rid FROM record_terms rt WHERE rt.fid IN (SELECT fid FROM facet_terms WHERE facet = ? AND value >= ? AND value <= ?))',
        params: [ISSUED_FIELD, from ?? '', to ?? '\uffff'],
      };
    }
    if (lower === 'completeness' || lower === 'europeana_completeness') {
      return { sql: 'r.completeness >= ? AND r.completeness <= ?', params: [integerBound(from, field) ?? 0, integerBound(to, field) ?? 10] };
    }
    throw badRequest(`Invalid query: range queries are supported on YEAR, contentTier, COMPLETENESS, timestamp_created, timestamp_update and proxy_dcterms_issued, not '${field}'`);
  }
}
