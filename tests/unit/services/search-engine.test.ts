import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_DIR } from '../../../services/seed/seed.ts';
import { writeSyntheticStore } from '../../../services/seed/synthetic.ts';
import { SearchEngine } from '../../../services/search/engine.ts';
import { searchClauses } from '../../../services/search/handler.ts';
import { openStore } from '../../../services/store/db.ts';

/**
 * The local Search API's engine over a small synthetic store (services/search/): the filters that were made
 * fast for issue 18 item 17 (contentTier and TYPE on columns, full-text and/or as one FTS5 match, candidates
 * checked through narrow indexes) must find exactly what the facet terms and set algebra say.
 */
const ITEMS = 1500;
let dir: string;
let db: DatabaseSync;
let engine: SearchEngine;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'search-engine-'));
  db = openStore(dir);
  writeSyntheticStore(db, SEED_DIR, ITEMS);
  engine = new SearchEngine(db);
});

afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

function search(query: string, qf: readonly string[] = [], rows = 0): { total: number; ids: string[] } {
  const params = new URLSearchParams({ query });
  for (const filter of qf) params.append('qf', filter);
  const result = engine.search({ clauses: searchClauses(params), multilingual: false, sort: [], offset: 0, rows, facets: [] });
  return { total: result.total, ids: result.items.map(({ item }) => String(item.id)) };
}

/** Active records carrying a facet value, counted from record_terms (the path the filters no longer take). */
function termCount(facet: string, values: readonly string[], tierAtLeast = 1): number {
  const row = db
    .prepare(
      `SELECT count(DISTINCT r.rid) AS n FROM records r JOIN record_terms rt ON rt.rid = r.rid JOIN facet_terms t ON t.fid = rt.fid
       WHERE r.status = 'active' AND r.content_tier >= ? AND t.facet = ? AND t.value IN (${values.map(() => '?').join(', ')})`,
    )
    .get(tierAtLeast, facet, ...values);
  return Number(row?.n);
}

describe('search filters over a synthetic store', () => {
  it('contentTier terms select the tiers their facet terms name', () => {
    expect(search('*:*', ['contentTier:(1 OR 2 OR 3 OR 4)']).total).toBe(termCount('contentTier', ['1', '2', '3', '4'], 0));
    expect(search('*:*', ['contentTier:0']).total).toBe(termCount('contentTier', ['0'], 0));
    expect(search('*:*', ['contentTier:(3 OR 4)']).total).toBe(termCount('contentTier', ['3', '4'], 0));
    expect(search('*:*', ['contentTier:x']).total).toBe(0);
    expect(search('*:*', ['contentTier:01']).total).toBe(0);
    // Without a contentTier filter the default (tier 1 and up) applies.
    expect(search('*:*').total).toBe(termCount('contentTier', ['1', '2', '3', '4'], 0));
  });

  it('TYPE terms match whatever case they are written in', () => {
    const images = termCount('TYPE', ['IMAGE']);
    expect(images).toBeGreaterThan(0);
    expect(search('*:*', ['TYPE:IMAGE']).total).toBe(images);
    expect(search('*:*', ['TYPE:"image"']).total).toBe(images);
    expect(search('*:*', ['TYPE:(IMAGE OR SOUND)']).total).toBe(termCount('TYPE', ['IMAGE', 'SOUND']));
    expect(search('*:*', ['NOT TYPE:IMAGE']).total).toBe(search('*:*').total - images);
    expect(search('*:*', ['TYPE:PAINTING']).total).toBe(0);
  });

  it('a dataset\'s name finds its records, by its field in the query or a filter, and by its older name', () => {
    const row = db.prepare("SELECT value FROM facet_terms WHERE facet = 'edm_datasetName' ORDER BY value LIMIT 1").get();
    const dataset = String(row?.value);
    const records = termCount('edm_datasetName', [dataset]);
    expect(records).toBeGreaterThan(0);
    expect(records).toBeLessThan(search('*:*').total);
    expect(search(`edm_datasetName:"${dataset}"`).total).toBe(records);
    expect(search('*:*', [`edm_datasetName:"${dataset}"`]).total).toBe(records);
    expect(search(`europeana_collectionName:"${dataset}"`).total).toBe(records);
    expect(search('edm_datasetName:"no such dataset"').total).toBe(0);
  });

  it('full-text and/or of terms (one FTS5 match) follow set algebra', () => {
    const harbour = search('harbour').total;
    const bridge = search('bridge').total;
    const both = search('harbour AND bridge').total;
    expect(harbour).toBeGreaterThan(both);
    expect(both).toBeGreaterThan(0);
    expect(search('harbour OR bridge').total).toBe(harbour + bridge - both);
    expect(search('harbour bridge').total).toBe(both);
    expect(search('harbour NOT bridge').total).toBe(harbour - both);
    expect(search('(harbour OR bridge) AND TYPE:IMAGE').total).toBe(search('harbour OR bridge', ['TYPE:IMAGE']).total);
    expect(search('title:harbour OR description:harbour').total).toBe(harbour);
  });

  it('ranks a page of full-text hits by relevance, the same on every request', () => {
    const first = search('harbour OR bridge', [], 24);
    expect(first.ids).toHaveLength(24);
    expect(search('harbour OR bridge', [], 24).ids).toEqual(first.ids);
  });

  it('checks candidates through the narrow indexes, never the wide rows', () => {
    const plan = (sql: string): string => db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all().map((row) => String(row.detail)).join(' | ');
    const fts = plan("SELECT r.rid FROM records r WHERE r.status = 'active' AND r.content_tier IN (1, 2, 3, 4) AND r.rid IN (SELECT rowid FROM records_fts WHERE records_fts MATCH 'harbour')");
    expect(fts).toContain('COVERING INDEX records_filter');
    const scan = plan("SELECT r.rid FROM records r WHERE r.status = 'active' AND r.content_tier IN (1, 2, 3, 4) AND r.type = 'IMAGE'");
    expect(scan).toContain('COVERING INDEX records_search');
  });
});

describe("the engine's result cache (Solr's queryResultCache)", () => {
  const FACETS = [{ name: 'TYPE', limit: 50, offset: 0 }, { name: 'COUNTRY', limit: 50, offset: 0 }];
  const run = (target: SearchEngine, query: string, offset: number, rows: number, sort: readonly string[] = []) => {
    const params = new URLSearchParams({ query });
    const result = target.search({ clauses: searchClauses(params), multilingual: false, sort: sort.map((field) => ({ field, descending: true })), offset, rows, facets: FACETS });
    return { total: result.total, ids: result.items.map(({ item }) => String(item.id)), scores: result.items.map(({ score }) => score), facets: result.facets };
  };

  it('answers a repeated search and its next pages exactly as a fresh engine does', () => {
    const cached = new SearchEngine(db);
    for (const query of ['harbour OR bridge', '*:*', 'river']) {
      const first = run(cached, query, 0, 24);
      for (const [offset, rows] of [[0, 24], [24, 24], [960, 40], [0, 0]] as const) {
        const again = run(cached, query, offset, rows);
        const fresh = run(new SearchEngine(db), query, offset, rows);
        expect(again, `${query} from ${String(offset)}`).toEqual(fresh);
      }
      expect(first.total).toBeGreaterThan(0);
    }
  });

  it('keeps each sort apart and reads past the cached window from the store', () => {
    const cached = new SearchEngine(db);
    const byScore = run(cached, 'harbour OR bridge', 0, 10);
    const byYear = run(cached, 'harbour OR bridge', 0, 10, ['YEAR']);
    expect(byYear).toEqual(run(new SearchEngine(db), 'harbour OR bridge', 0, 10, ['YEAR']));
    expect(byYear.ids).not.toEqual(byScore.ids);
    // Past the first 1,000 hits (cursor paging): not in the cache, the same as a fresh engine.
    expect(run(cached, '*:*', 1000, 20)).toEqual(run(new SearchEngine(db), '*:*', 1000, 20));
    expect(run(cached, '*:*', 1000, 20).ids).toHaveLength(20);
  });
});

describe('cursor paging in record order (keyset, as Solr cursorMark)', () => {
  /** Every page of a walk with `after`, as the Search API's cursor carries it, and the same pages by offset. */
  const walk = (query: string, qf: readonly string[], rows: number): { keyset: string[][]; offset: string[][]; total: number } => {
    const params = new URLSearchParams({ query });
    for (const filter of qf) params.append('qf', filter);
    const base = { clauses: searchClauses(params), multilingual: false, sort: [], rows, facets: [] };
    const fresh = new SearchEngine(db);
    const keyset: string[][] = [];
    const offset: string[][] = [];
    let after: number | undefined;
    let total = 0;
    for (let start = 0; ; start += rows) {
      const page = fresh.search({ ...base, offset: start, after });
      total = page.total;
      if (page.items.length === 0) break;
      keyset.push(page.items.map(({ item }) => String(item.id)));
      offset.push(new SearchEngine(db).search({ ...base, offset: start }).items.map(({ item }) => String(item.id)));
      after = page.after;
    }
    return { keyset, offset, total };
  };

  it('reads each page after the last record of the previous one: the same pages as by offset, every hit once', () => {
    for (const [query, qf] of [['*:*', []], ['*:*', ['contentTier:(1 OR 2 OR 3 OR 4)']], ['*:*', ['TYPE:IMAGE']]] as const) {
      const { keyset, offset, total } = walk(query, qf, 100);
      expect(keyset, `${query} ${qf.join(' ')}`).toEqual(offset);
      const ids = keyset.flat();
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids).toHaveLength(total);
      expect(total).toBeGreaterThan(300);
    }
  });

  it('leaves scored and sorted searches to offset paging (no `after`)', () => {
    const params = new URLSearchParams({ query: 'harbour OR bridge' });
    const scored = engine.search({ clauses: searchClauses(params), multilingual: false, sort: [], offset: 0, rows: 10, facets: [] });
    expect(scored.after).toBeUndefined();
    const sorted = engine.search({ clauses: searchClauses(new URLSearchParams({ query: '*:*' })), multilingual: false, sort: [{ field: 'YEAR', descending: true }], offset: 0, rows: 10, facets: [] });
    expect(sorted.after).toBeUndefined();
  });
});
