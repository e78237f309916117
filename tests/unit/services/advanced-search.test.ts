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
import { ADVANCED_FIELDS, ruleToQa } from '../../../src/lib/search/advanced.ts';
import { searchApiParams } from '../../../src/lib/search/api-params.ts';
import { parseSearchState } from '../../../src/lib/search/state.ts';

/**
 * The local Search API answers the queries of the advanced search builder (issue 22 item 3) as the Search API
 * does: every field it offers, a term with escaped spaces as all its words, a negated rule as a prohibition, an
 * entity's URI in an aggregated field as the records linked to it.
 */
let dir: string;
let db: DatabaseSync;
let engine: SearchEngine;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'advanced-search-'));
  db = openStore(dir);
  writeSyntheticStore(db, SEED_DIR, 400);
  engine = new SearchEngine(db);
});

afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

function total(query: string): number {
  return engine.search({ clauses: searchClauses(new URLSearchParams({ query })), multilingual: false, sort: [], offset: 0, rows: 0, facets: [] }).total;
}

/** The query the portal sends for these `qa` values. */
function portalQuery(...qa: string[]): string {
  const params = searchApiParams(parseSearchState(new URLSearchParams(qa.map((value) => ['qa', value]))));
  return String(params?.query);
}

describe('the advanced search on the local Search API', () => {
  it('accepts every field the builder offers, with each modifier', () => {
    for (const field of ADVANCED_FIELDS) {
      for (const modifier of ['contains', 'doesNotContain', 'exact'] as const) {
        expect(() => total(portalQuery(ruleToQa({ field: field.name, modifier, term: 'harbour (a/b)' }))), `${field.name} ${modifier}`).not.toThrow();
      }
    }
  });

  it('matches every word of a term with escaped spaces, in any order; the exact phrase only in order', () => {
    const words = total('title:synthetic AND title:harbour');
    expect(words).toBeGreaterThan(0);
    expect(total(portalQuery(ruleToQa({ field: 'proxy_dc_title', modifier: 'contains', term: 'harbour synthetic' })))).toBe(words);
    expect(total(portalQuery(ruleToQa({ field: 'proxy_dc_title', modifier: 'exact', term: 'harbour synthetic' })))).toBeLessThan(words);
  });

  it('leaves out what a negated rule names, with or without other rules', () => {
    const all = total('*:*');
    const harbour = total('proxy_dc_title:harbour');
    expect(harbour).toBeGreaterThan(0);
    expect(total(portalQuery(ruleToQa({ field: 'proxy_dc_title', modifier: 'doesNotContain', term: 'harbour' })))).toBe(all - harbour);
    const two = portalQuery(ruleToQa({ field: 'proxy_dc_title', modifier: 'contains', term: 'synthetic' }), ruleToQa({ field: 'proxy_dc_title', modifier: 'doesNotContain', term: 'harbour' }));
    expect(total(two)).toBe(total('title:synthetic') - total('title:synthetic AND title:harbour'));
  });

  it('finds the records linked to an entity by its URI in an aggregated field', () => {
    const row = db.prepare("SELECT entity_uri AS uri FROM record_entities WHERE role = 'concept' LIMIT 1").get();
    const uri = String(row?.uri);
    const linked = total(`skos_concept:"${uri}"`);
    expect(linked).toBeGreaterThan(0);
    for (const modifier of ['contains', 'exact'] as const) expect(total(portalQuery(ruleToQa({ field: 'what', modifier, term: uri })))).toBe(linked);
    expect(total(portalQuery(ruleToQa({ field: 'what', modifier: 'doesNotContain', term: uri })))).toBe(total('*:*') - linked);
  });
});
