import { describe, expect, it } from 'vitest';
import { getJson } from '../support/services.ts';

type Obj = Record<string, unknown>;

describe('Recommendation API contract', () => {
  it('recommends records sharing the creator first, deterministically', async () => {
    const search = await getJson('/record/v2/search.json', { query: 'who:"Claude Monet"', rows: '1', sort: 'europeana_id+asc' });
    const id = String((search.body.items as Obj[])[0]?.id);
    const first = await getJson(`/recommend/record${id}`, { pageSize: '5' });
    expect(first.status).toBe(200);
    const items = first.body.items as Obj[];
    expect(items).toHaveLength(5);
    expect(items.map((item) => item.id)).not.toContain(id);
    for (const item of items) expect(String((item.dcCreator as string[])[0])).toContain('Claude Monet');
    const again = await getJson(`/recommend/record${id}`, { pageSize: '5' });
    expect((again.body.items as Obj[]).map((item) => item.id)).toEqual(items.map((item) => item.id));
    const page2 = await getJson(`/recommend/record${id}`, { pageSize: '5', page: '2' });
    expect((page2.body.items as Obj[]).some((item) => items.map((known) => known.id).includes(item.id))).toBe(false);
  });

  it('recommends records of an entity', async () => {
    const { status, body } = await getJson('/recommend/entity/timespan/17', { pageSize: '4' });
    expect(status).toBe(200);
    expect((body.items as Obj[]).length).toBe(4);
  });

  it('answers 404 for unknown records, entities and sets, 400 for bad paging', async () => {
    expect((await getJson('/recommend/record/1/none')).status).toBe(404);
    expect((await getJson('/recommend/entity/agent/1')).status).toBe(404);
    expect((await getJson('/recommend/set/123')).status).toBe(404);
    expect((await getJson('/recommend/record/09102/_GNM_693983', { pageSize: '51' })).status).toBe(400);
  });
});
