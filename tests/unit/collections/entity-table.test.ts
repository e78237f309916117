/**
 * The collection tables' rows (src/lib/collections/entity-table.ts, issue 25): filtered by name or country without
 * regard to case or accents, sorted by any column (rows without the value last), 40 to a page, and a URL state
 * that reads anything and writes only what differs from the defaults.
 */
import { describe, expect, it } from 'vitest';
import type { Entity } from '../../../src/lib/apis/entity.ts';
import { entityCountry } from '../../../src/lib/edm/organisation.ts';
import { parseTableQuery, tablePage, tableParams, TABLE_PAGE_SIZE, type EntityRow, type TableQuery } from '../../../src/lib/collections/entity-table.ts';

const row = (name: string, country?: string, recordCount?: number, timeOrder?: number): EntityRow => ({
  href: `/en/collections/organisation/1-${name}`, name, nameLang: undefined, country, recordCount, timeOrder,
});
const query = (overrides: Partial<TableQuery> = {}): TableQuery => ({ filter: '', sort: 'name', order: 'asc', page: 1, ...overrides });

const rows = [row('Rijksmuseum', 'Netherlands', 700_000), row('Musée du Louvre', 'France', 2_000), row('Art Institute of Chicago', 'United States of America', 267), row('Ältere Sammlung', undefined, undefined), row('Národní muzeum', 'Czechia', 12_000)];

describe('tablePage', () => {
  it('sorts by name in the page language, and reverses', () => {
    expect(tablePage(rows, query(), 'en').rows.map((r) => r.name)).toEqual(['Ältere Sammlung', 'Art Institute of Chicago', 'Musée du Louvre', 'Národní muzeum', 'Rijksmuseum']);
    expect(tablePage(rows, query({ order: 'desc' }), 'en').rows[0]?.name).toBe('Rijksmuseum');
  });

  it('sorts by the number of items and by country, rows without the value last in both directions', () => {
    expect(tablePage(rows, query({ sort: 'count', order: 'desc' }), 'en').rows.map((r) => r.recordCount)).toEqual([700_000, 12_000, 2_000, 267, undefined]);
    expect(tablePage(rows, query({ sort: 'count', order: 'asc' }), 'en').rows.map((r) => r.recordCount)).toEqual([267, 2_000, 12_000, 700_000, undefined]);
    expect(tablePage(rows, query({ sort: 'country' }), 'en').rows.map((r) => r.country)).toEqual(['Czechia', 'France', 'Netherlands', 'United States of America', undefined]);
  });

  it('filters by name or country, folding case and accents', () => {
    expect(tablePage(rows, query({ filter: 'musee' }), 'en').rows.map((r) => r.name)).toEqual(['Musée du Louvre']);
    expect(tablePage(rows, query({ filter: 'NARODNI' }), 'en').total).toBe(1);
    expect(tablePage(rows, query({ filter: 'netherlands' }), 'en').rows.map((r) => r.name)).toEqual(['Rijksmuseum']);
    expect(tablePage(rows, query({ filter: 'nothing like it' }), 'en')).toMatchObject({ total: 0, rows: [], page: 1, lastPage: 1 });
  });

  it('pages 40 rows at a time; a page past the end shows the last', () => {
    const many = Array.from({ length: 95 }, (_, i) => row(`Collection ${String(i + 1)}`));
    const second = tablePage(many, query({ page: 2 }), 'en');
    expect(second.rows).toHaveLength(TABLE_PAGE_SIZE);
    expect(second.rows[0]?.name).toBe('Collection 41');
    expect(tablePage(many, query({ page: 9 }), 'en')).toMatchObject({ page: 3, lastPage: 3 });
    expect(tablePage(many, query({ page: 9 }), 'en').rows).toHaveLength(15);
  });

  it('keeps centuries in time order when sorted by name', () => {
    const centuries = [row('XIX. század', undefined, 3, 2), row('XV. század', undefined, 1, 0), row('XVII. század', undefined, 2, 1)];
    expect(tablePage(centuries, query(), 'hu').rows.map((r) => r.name)).toEqual(['XV. század', 'XVII. század', 'XIX. század']);
    expect(tablePage(centuries, query({ order: 'desc' }), 'hu').rows.map((r) => r.name)).toEqual(['XIX. század', 'XVII. század', 'XV. század']);
  });
});

describe('the table state in the URL', () => {
  it('reads anything, falling back to the defaults', () => {
    expect(parseTableQuery(new URLSearchParams('sort=evil&order=sideways&page=-3&filter=' + 'x'.repeat(300)))).toEqual(query());
    expect(parseTableQuery(new URLSearchParams('sort=count&order=desc&page=2&filter=%20louvre%20'))).toEqual(query({ sort: 'count', order: 'desc', page: 2, filter: 'louvre' }));
  });

  it('writes only what differs from the defaults', () => {
    expect(tableParams(query()).toString()).toBe('');
    expect(tableParams(query({ filter: 'a&b', sort: 'country', order: 'desc', page: 3 })).toString()).toBe('filter=a%26b&sort=country&order=desc&page=3');
  });
});

describe('entityCountry', () => {
  const organisation = (extra: Record<string, unknown>): Entity => ({ id: 'http://data.europeana.eu/organization/1', type: 'Organization', ...extra });

  it('names an ISO code in the visitor\'s language, reads a place\'s labels, falls back to the address', () => {
    expect(entityCountry(organisation({ country: 'NL' }), 'de')).toBe('Niederlande');
    expect(entityCountry(organisation({ country: 'NL' }), 'fr')).toBe('Pays-Bas');
    expect(entityCountry(organisation({ country: { id: 'x', type: 'Place', prefLabel: { en: 'Belgium', nl: 'België' } } }), 'nl')).toBe('België');
    expect(entityCountry(organisation({ hasAddress: { countryName: 'Netherlands' } }), 'en')).toBe('Netherlands');
    expect(entityCountry(organisation({}), 'en')).toBeUndefined();
  });

  it('names a country labelled only in another language (most often English) in the visitor\'s, where it is known', () => {
    expect(entityCountry(organisation({ country: { prefLabel: { en: ['Belgium'] } } }), 'sk')).toBe('Belgicko');
    expect(entityCountry(organisation({ country: { prefLabel: { en: 'United States of America' } } }), 'de')).toBe('Vereinigte Staaten');
    expect(entityCountry(organisation({ hasAddress: { countryName: 'United States of America' } }), 'sk')).toBe('Spojené štáty');
    expect(entityCountry(organisation({ country: { prefLabel: { en: 'Atlantis' } } }), 'de')).toBe('Atlantis');
    expect(entityCountry(organisation({}), 'en')).toBeUndefined();
  });
});
