/**
 * The collection listings' model (src/lib/collections/listing-page-model.ts) read from the local services: a table,
 * a card listing with its pagination, an empty filter, and the redirects and failure it decides.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadListingPageModel } from '../../../src/lib/collections/listing-page-model.ts';
import { pageOf, pageRequestFor, useLocalServices } from '../pages/page-request.ts';


beforeAll(() => {
  useLocalServices();
});

describe('loadListingPageModel', () => {
  it('lists the topics as a table named in its canonical URL by its filter, sort and page only, publicly cached', async () => {
    const result = pageOf(await loadListingPageModel('topics', pageRequestFor('/en/collections/topics?sort=count&utm_source=x&order=asc')));
    expect(result.model).toMatchObject({ title: 'Topics', basePath: '/en/collections/topics', canonicalQuery: 'sort=count' });
    expect(result.model.content.kind === 'table' ? result.model.content.table.total : 0).toBeGreaterThan(10);
    expect(result.cacheControl).toBe('public, max-age=300');
  });

  it('lists persons as cards, a page at a time', async () => {
    const { model } = pageOf(await loadListingPageModel('persons', pageRequestFor('/de/collections/persons?query=x', { locale: 'de' })));
    expect(model.canonicalQuery).toBe('');
    if (model.content.kind !== 'cards') throw new Error(model.content.kind);
    expect(model.content.entities.length).toBeGreaterThan(0);
    expect(model.content.entities.every((entity) => entity.href.startsWith('/de/collections/person/'))).toBe(true);
    expect(model.content.page).toBe(1);
  });

  it('names a card listing\'s later page by its number in the canonical URL, so that crawlers index it as itself', async () => {
    const { model } = pageOf(await loadListingPageModel('persons', pageRequestFor('/en/collections/persons?page=2&view=grid')));
    if (model.content.kind !== 'cards') throw new Error(model.content.kind);
    expect(model.content.last).toBeGreaterThanOrEqual(2);
    expect(model.canonicalQuery).toBe('page=2');
  });

  it('keeps a table whose filter finds nothing a table (its filter box stays)', async () => {
    const { model } = pageOf(await loadListingPageModel('times', pageRequestFor('/en/collections/times?filter=zzzzzz')));
    // A filtered table stays a table (its filter box, "0 collections"); only a listing without any is empty.
    expect(model.content.kind).toBe('table');
  });

  it('redirects singular slugs to their table (301) and a page past the last to the last (302); unknown types are 404', async () => {
    expect(await loadListingPageModel('topic', pageRequestFor('/en/collections/topic?filter=a'))).toEqual({ kind: 'redirect', location: '/en/collections/topics?filter=a', status: 301 });
    expect(await loadListingPageModel('places', pageRequestFor('/en/collections/places?page=99'))).toMatchObject({ kind: 'redirect', status: 302 });
    const unknown = await loadListingPageModel('nothing', pageRequestFor('/en/collections/nothing'));
    expect(unknown.kind === 'error' ? unknown.presented.status : unknown.kind).toBe(404);
  });
});
