import type { DatabaseSync, SQLInputValue, StatementSync } from 'node:sqlite';
import { LRUCache } from 'lru-cache';
import { badRequest } from '../http/errors.ts';
import { QueryCompiler } from './compile.ts';
import { HitFinder, type Hit, type HitTerm } from './hits.ts';
import type { QueryNode } from './query-parser.ts';

export interface SortSpec {
  readonly field: string;
  readonly descending: boolean;
  /** Seed of `random_SEED` sorting. */
  readonly seed?: number;
}

export interface FacetRequest {
  readonly name: string;
  readonly limit: number;
  readonly offset: number;
}

export interface SearchRequest {
  /** Query and filters; all must match. */
  readonly clauses: readonly QueryNode[];
  readonly multilingual: boolean;
  readonly sort: readonly SortSpec[];
  readonly offset: number;
  readonly rows: number;
  readonly facets: readonly FacetRequest[];
  /**
   * Cursor paging: the record (rid) the previous page ended with, from that page's `after`. Where the order is
   * the records' own (no sort and no scored terms, such as `*:*`), the page is read from the records after it
   * (keyset paging, as Solr's cursorMark), not by collecting and sorting every hit up to `offset`.
   */
  readonly after?: number | undefined;
}

export interface FacetField {
  readonly label: string;
  readonly count: number;
}

export interface FacetResult {
  readonly name: string;
  readonly fields: readonly FacetField[];
}

/** Each facet's values, most frequent first. */
type SortedFacets = ReadonlyMap<string, readonly FacetField[]>;

export interface SearchResult {
  readonly total: number;
  /** The records found (`rid`, their row in `records`, for the `hits` profile). */
  readonly items: { item: Record<string, unknown>; score: number; rid: number }[];
  readonly facets: FacetResult[];
  /** The last record of this page, where the next page can start after it (see `SearchRequest.after`). */
  readonly after?: number | undefined;
}

/** Sort fields → expression over `records r`, evaluated once per hit when the hits are collected. */
const SORT_COLUMNS: Readonly<Record<string, string>> = {
  score: 'score',
  timestamp_created: 'r.timestamp_created',
  timestamp_update: 'r.timestamp_update',
  europeana_id: 'r.id',
  COMPLETENESS: 'r.completeness',
  YEAR: 'r.year',
  has_media: 'EXISTS (SELECT 1 FROM media m WHERE m.record_id = r.id)',
  has_thumbnails: 'EXISTS (SELECT 1 FROM media m WHERE m.record_id = r.id)',
  is_fulltext: 'EXISTS (SELECT 1 FROM fulltext_fts f WHERE f.rid = r.rid)',
  has_landingpage: '1',
};
/** Distinct filters whose facet counts stay cached. */
const FACET_CACHE_SIZE = 512;
/** Distinct query, filter and sort combinations whose first results stay cached (Solr's queryResultCache). */
const RESULT_CACHE_SIZE = 512;
/** How many of a query's first hits are kept: the whole window a page may reach with start/rows (spec section 9). */
const RESULT_CACHE_WINDOW = 1000;

/** A query's hit count and its first hits in order. */
interface CachedResult {
  readonly total: number;
  readonly hits: readonly { readonly rid: number; readonly score: number }[];
}
/** Most sort fields one request may combine. */
const MAX_SORT_FIELDS = 3;

/** Parses `sort=field+asc,field2 desc,random_42` into sort specs (400 on unknown fields). */
export function parseSort(values: readonly string[]): SortSpec[] {
  const specs: SortSpec[] = [];
  for (const value of values.flatMap((entry) => entry.split(','))) {
    const trimmed = value.trim();
    if (trimmed === '') continue;
    const [field = '', direction = 'desc', ...rest] = trimmed.split(/[\s+]+/);
    if (rest.length > 0 || (direction !== 'asc' && direction !== 'desc')) throw badRequest(`Invalid sort '${trimmed}': use field+asc or field+desc`);
    const random = /^random(?:_(\d{1,9}))?$/.exec(field);
    if (random !== null) {
      specs.push({ field: 'random', descending: direction === 'desc', seed: Number(random[1] ?? Math.floor(Date.now() / 86_400_000)) });
      continue;
    }
    const known = Object.keys(SORT_COLUMNS).find((name) => name.toLowerCase() === field.toLowerCase());
    if (known === undefined) throw badRequest(`Invalid sort field '${field}'`);
    specs.push({ field: known, descending: direction === 'desc' });
  }
  if (specs.length > MAX_SORT_FIELDS) throw badRequest(`Invalid sort: at most ${MAX_SORT_FIELDS} fields`);
  return specs;
}

/** ORDER BY over `temp.hits` and the key expressions to store in its k0..k2 columns. */
function orderBy(sort: readonly SortSpec[]): { sql: string; params: SQLInputValue[]; keys: string[] } {
  const parts: string[] = [];
  const params: SQLInputValue[] = [];
  const keys: string[] = [];
  for (const spec of sort.length === 0 ? [{ field: 'score', descending: true }] : sort) {
    const direction = spec.descending ? 'DESC' : 'ASC';
    if (spec.field === 'random') {
      parts.push(`((h.rid * 2654435761 + ?) % 4294967291) ${direction}`);
      params.push(spec.seed ?? 0);
      continue;
    }
    if (spec.field === 'score') {
      parts.push(`h.score ${direction}`);
      continue;
    }
    const column = `h.k${keys.length}`;
    keys.push(SORT_COLUMNS[spec.field] ?? 'NULL');
    parts.push(`${column} IS NULL, ${column} ${direction}`);
  }
  parts.push('h.rid ASC');
  return { sql: parts.join(', '), params, keys };
}

/**
 * Executes searches over the store: materialises the matching records in a temporary table, then pages,
 * counts and facets over it with SQL. node:sqlite is synchronous, so one temp table serves every request.
 */
export class SearchEngine {
  readonly #db: DatabaseSync;
  readonly #terms = new Map<number, { facet: string; value: string }>();
  #totals: Map<number, number> | undefined;
  /** Facet counts per distinct filter (like Solr's filter cache); emptied by refresh(). */
  readonly #facetCache = new LRUCache<string, SortedFacets>({ max: FACET_CACHE_SIZE });
  /**
   * The count and first hits per distinct query, filters and sort (like Solr's queryResultCache, which keeps a
   * window of ids per query): the next page of a search, or the same search again, reads its page of records
   * without matching, scoring and sorting every hit again. Emptied by refresh().
   */
  readonly #resultCache = new LRUCache<string, CachedResult>({ max: RESULT_CACHE_SIZE });
  /** Hit counts per distinct query and filters, for keyset pages (`SearchRequest.after`); emptied by refresh(). */
  readonly #totalCache = new LRUCache<string, number>({ max: RESULT_CACHE_SIZE });
  #activeCount = 0;
  readonly #count: StatementSync;
  readonly #clear: StatementSync;
  readonly #clearScores: StatementSync;
  readonly #doc: StatementSync;
  #hitFinder: HitFinder | undefined;

  constructor(db: DatabaseSync) {
    this.#db = db;
    // A heap, not keyed by rid: rows are appended in whatever order the filter finds them (an index scan gives them
    // out of rid order), and every reader scans it whole. Keyed by rid, inserting 95,000 hits cost four times as much.
    db.exec('CREATE TEMP TABLE IF NOT EXISTS hits (rid INTEGER NOT NULL, score REAL NOT NULL, k0 ANY, k1 ANY, k2 ANY)');
    db.exec('CREATE TEMP TABLE IF NOT EXISTS scores (rid INTEGER PRIMARY KEY, s REAL NOT NULL)');
    this.#count = db.prepare('SELECT count(*) AS n FROM temp.hits');
    this.#clear = db.prepare('DELETE FROM temp.hits');
    this.#clearScores = db.prepare('DELETE FROM temp.scores');
    this.#doc = db.prepare('SELECT search_json AS json FROM records WHERE rid = ?');
    this.refresh();
  }

  /** Reloads cached facet terms and totals; call after the store changes. */
  refresh(): void {
    this.#terms.clear();
    for (const row of this.#db.prepare('SELECT fid, facet, value FROM facet_terms').all()) {
      this.#terms.set(Number(row.fid), { facet: String(row.facet), value: String(row.value) });
    }
    this.#totals = undefined;
    this.#facetCache.clear();
    this.#resultCache.clear();
    this.#totalCache.clear();
    this.#activeCount = Number(this.#db.prepare("SELECT count(*) AS n FROM records WHERE status = 'active'").get()?.n ?? 0);
  }

  search(request: SearchRequest): SearchResult {
    const compiled = new QueryCompiler(this.#db, { multilingual: request.multilingual }).compile(request.clauses);
    const tier = compiled.mentionsContentTier ? '' : ' AND r.content_tier >= 1';
    const order = orderBy(request.sort);
    const cacheKey = JSON.stringify([compiled.sql, compiled.params, tier]);
    const resultKey = JSON.stringify([cacheKey, order.sql, order.params]);
    const cached = this.#resultCache.get(resultKey);
    const end = request.offset + request.rows;
    // In the records' own order (every score 0, no sort key): each hit's rid says where the next page starts.
    const inRecordOrder = compiled.rankMatch === undefined && request.sort.every((spec) => spec.field === 'score');
    if (inRecordOrder && request.after !== undefined && request.facets.length === 0) {
      return this.#after(compiled, tier, request.after, request.rows, cached?.total ?? this.#total(compiled, tier, cacheKey));
    }
    // From the cache when it holds the page (or every hit) and, if facets are asked, their counts too.
    if (cached !== undefined && (end <= cached.hits.length || cached.hits.length === cached.total) && (request.facets.length === 0 || this.#facetCache.has(cacheKey))) {
      const page = cached.hits.slice(request.offset, end);
      const items = page.map((hit) => this.#item(hit.rid, hit.score));
      return { total: cached.total, items, facets: request.facets.length === 0 ? [] : this.#facets(request.facets, cached.total, cacheKey), after: inRecordOrder ? page.at(-1)?.rid : undefined };
    }
    this.#collect(compiled, tier, order, request.sort);
    const total = Number(this.#count.get()?.n ?? 0);
    const windowEnd = Math.max(end, RESULT_CACHE_WINDOW);
    const ordered = this.#db.prepare(`SELECT h.rid AS rid, h.score AS score FROM temp.hits h ORDER BY ${order.sql} LIMIT ?`).all(...order.params, windowEnd);
    const hits = ordered.map((row) => ({ rid: Number(row.rid), score: Number(row.score) }));
    if (end <= RESULT_CACHE_WINDOW || hits.length === total) this.#resultCache.set(resultKey, { total, hits });
    const page = hits.slice(request.offset, end);
    const items = page.map((hit) => this.#item(hit.rid, hit.score));
    const facets = request.facets.length === 0 ? [] : this.#facets(request.facets, total, cacheKey);
    return { total, items, facets, after: inRecordOrder ? page.at(-1)?.rid : undefined };
  }

  /**
   * A page of hits after record `after`, in record order, read from the records themselves: the cost of one page,
   * wherever it is. Collecting every hit up to the offset, as `start` paging does, cost about 2 s a page at
   * 1,000,000 records, so a walk of them all (the portal's sitemaps) took hours.
   */
  #after(compiled: ReturnType<QueryCompiler['compile']>, tier: string, after: number, rows: number, total: number): SearchResult {
    const rids = this.#db
      .prepare(`SELECT r.rid AS rid FROM records r WHERE r.rid > ? AND r.status = 'active'${tier} AND (${compiled.sql}) ORDER BY r.rid LIMIT ?`)
      .all(after, ...compiled.params, rows)
      .map((row) => Number(row.rid));
    return { total, items: rids.map((rid) => this.#item(rid, 0)), facets: [], after: rids.at(-1) };
  }

  /** How many active records match (kept per query and filters, like the facet counts). */
  #total(compiled: ReturnType<QueryCompiler['compile']>, tier: string, cacheKey: string): number {
    const known = this.#totalCache.get(cacheKey);
    if (known !== undefined) return known;
    const total = Number(this.#db.prepare(`SELECT count(*) AS n FROM records r WHERE r.status = 'active'${tier} AND (${compiled.sql})`).get(...compiled.params)?.n ?? 0);
    this.#totalCache.set(cacheKey, total);
    return total;
  }

  /** Where the query's terms are in the full text of a page of results (the `hits` profile, services/search/hits.ts). */
  hits(results: readonly { rid: number; id: string }[], terms: readonly HitTerm[], options: { langs: readonly string[] | undefined; selectors: number }): Hit[] {
    this.#hitFinder ??= new HitFinder(this.#db);
    return this.#hitFinder.find(results, terms, options);
  }

  #item(rid: number, score: number): { item: Record<string, unknown>; score: number; rid: number } {
    const doc = this.#doc.get(rid);
    return { item: JSON.parse(String(doc?.json ?? '{}')) as Record<string, unknown>, score, rid };
  }

  /** Fills temp.hits with the active records that match (scored by BM25 when the order needs a score). */
  #collect(compiled: ReturnType<QueryCompiler['compile']>, tier: string, order: ReturnType<typeof orderBy>, sort: readonly SortSpec[]): void {
    const rank = compiled.rankMatch;
    const wantsScore = rank !== undefined && (sort.length === 0 || sort.some((spec) => spec.field === 'score'));
    this.#clear.run();
    this.#clearScores.run();
    const keyColumns = order.keys.map((_, index) => `, k${index}`).join('');
    const keyValues = order.keys.map((key) => `, ${key}`).join('');
    try {
      if (wantsScore) {
        // Scores first, into their own keyed table: joining FTS5 to records directly makes SQLite rescan it.
        this.#db
          .prepare('INSERT INTO temp.scores (rid, s) SELECT rowid, -bm25(records_fts, 10.0, 5.0, 3.0, 2.0, 2.0, 1.0, 1.0) FROM records_fts WHERE records_fts MATCH ?')
          .run(rank);
        this.#db
          .prepare(
            `INSERT INTO temp.hits (rid, score${keyColumns})
             SELECT r.rid, coalesce(s.s, 0)${keyValues} FROM records r LEFT JOIN temp.scores s ON s.rid = r.rid
             WHERE r.status = 'active'${tier} AND (${compiled.sql})`,
          )
          .run(...compiled.params);
      } else {
        this.#db
          .prepare(`INSERT INTO temp.hits (rid, score${keyColumns}) SELECT r.rid, 0${keyValues} FROM records r WHERE r.status = 'active'${tier} AND (${compiled.sql})`)
          .run(...compiled.params);
      }
    } catch (error) {
      // FTS5 reports malformed MATCH expressions as SQL errors: the query was bad, not the server.
      if (error instanceof Error && /fts5|MATCH/i.test(error.message)) throw badRequest(`Invalid query: ${error.message}`);
      throw error;
    }
  }

  #facets(requests: readonly FacetRequest[], total: number, cacheKey: string): FacetResult[] {
    let sorted = this.#facetCache.get(cacheKey);
    if (sorted === undefined) {
      sorted = this.#sortFacets(this.#countFacets(total));
      if (total > 0) this.#facetCache.set(cacheKey, sorted);
    }
    const out: FacetResult[] = [];
    for (const request of requests) {
      const page = (sorted.get(request.name) ?? []).slice(request.offset, request.offset + request.limit);
      if (page.length > 0) out.push({ name: request.name, fields: page });
    }
    return out;
  }

  /** Facet counts by term id of the hits in temp.hits (`total` of them). */
  #countFacets(total: number): Map<number, number> {
    // Every active record matched: the precomputed totals are the same counts.
    if (total === this.#activeCount) return (this.#totals ??= this.#countAll());
    const counts = new Map<number, number>();
    if (total === 0) return counts;
    // CROSS JOIN pins the join order (hits first): otherwise SQLite may walk record_terms by term instead.
    if (total > this.#activeCount / 2) {
      // Most records matched: count the few that did not and subtract them from the totals.
      const totals = (this.#totals ??= this.#countAll());
      for (const [fid, count] of totals) counts.set(fid, count);
      const rows = this.#db
        .prepare(
          `SELECT rt.fid AS fid, count(*) AS n
           FROM (SELECT rid FROM records WHERE status = 'active' EXCEPT SELECT rid FROM temp.hits) c
           CROSS JOIN record_terms rt ON rt.rid = c.rid GROUP BY rt.fid`,
        )
        .all();
      for (const row of rows) counts.set(Number(row.fid), (counts.get(Number(row.fid)) ?? 0) - Number(row.n));
      return counts;
    }
    const rows = this.#db.prepare('SELECT rt.fid AS fid, count(*) AS n FROM temp.hits h CROSS JOIN record_terms rt ON rt.rid = h.rid GROUP BY rt.fid').all();
    for (const row of rows) counts.set(Number(row.fid), Number(row.n));
    return counts;
  }

  /**
   * Counts by term id → each facet's values, most frequent first, as the cache keeps them: sorting thousands of
   * values (DATA_PROVIDER, RIGHTS, …) per request cost a fifth of a cached search at 100,000 records.
   */
  #sortFacets(counts: ReadonlyMap<number, number>): SortedFacets {
    const byFacet = new Map<string, FacetField[]>();
    for (const [fid, count] of counts) {
      const term = this.#terms.get(fid);
      if (term === undefined || count <= 0) continue;
      const list = byFacet.get(term.facet) ?? [];
      list.push({ label: term.value, count });
      byFacet.set(term.facet, list);
    }
    for (const list of byFacet.values()) list.sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
    return byFacet;
  }

  #countAll(): Map<number, number> {
    const counts = new Map<number, number>();
    for (const row of this.#db.prepare('SELECT fid, count(*) AS n FROM record_terms GROUP BY fid').all()) {
      counts.set(Number(row.fid), Number(row.n));
    }
    return counts;
  }
}
