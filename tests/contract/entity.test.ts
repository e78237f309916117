import { describe, expect, it } from 'vitest';
import { getJson, servicesUrl } from '../support/services.ts';

type Obj = Record<string, unknown>;

describe('Entity API contract', () => {
  it('retrieves sample entities by type and id with multilingual labels', async () => {
    const { status, body } = await getJson('/entity/agent/146741.json');
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: 'http://data.europeana.eu/agent/146741', type: 'Agent' });
    expect(Object.keys(body.prefLabel as Obj).length).toBeGreaterThan(20);
    const century = await getJson('/entity/timespan/19.json');
    expect(century.body).toMatchObject({ type: 'TimeSpan', prefLabel: { en: '19th century', de: '19. Jahrhundert', fr: 'XIXe siècle' } });
    expect((century.body.isAggregatedBy as Obj).recordCount).toBeGreaterThan(100);
    expect(century.body.isShownBy).toMatchObject({ type: 'WebResource', thumbnail: expect.stringContaining('thumbnail') as unknown });
    const org = await getJson('/entity/organization/9300001.json');
    expect(org.body).toMatchObject({ type: 'Organization', prefLabel: { en: 'Art Institute of Chicago' } });
  });

  it('answers 404 for unknown entities and types', async () => {
    expect((await getJson('/entity/agent/1.json')).status).toBe(404);
    expect((await getJson('/entity/robot/1.json')).status).toBe(404);
  });

  it('suggests entities by label prefix, filtered by type and scope', async () => {
    const { body } = await getJson('/entity/suggest', { text: 'mon', type: 'agent,concept', scope: 'europeana' });
    const items = body.items as Obj[];
    expect(items.map((item) => (item.prefLabel as Obj).en)).toContain('Claude Monet');
    expect(items.every((item) => ['Agent', 'Concept'].includes(String(item.type)))).toBe(true);
    expect((await getJson('/entity/suggest', { text: 'mon', scope: 'world' })).status).toBe(400);
    expect((await getJson('/entity/suggest', {})).status).toBe(400);
  });

  it('searches entities with partOf.total and pages', async () => {
    const page1 = await getJson('/entity/search', { query: '*', type: 'agent', pageSize: '5', page: '1' });
    const page2 = await getJson('/entity/search', { query: '*', type: 'agent', pageSize: '5', page: '2' });
    expect(page1.body.type).toBe('ResultPage');
    expect((page1.body.partOf as Obj).total).toBeGreaterThan(100);
    const ids1 = (page1.body.items as Obj[]).map((item) => item.id);
    const ids2 = (page2.body.items as Obj[]).map((item) => item.id);
    expect(ids1).toHaveLength(5);
    expect(ids1.some((id) => ids2.includes(id))).toBe(false);
    const leonardo = await getJson('/entity/search', { query: 'Leonardo' });
    expect((leonardo.body.items as Obj[])[0]?.id).toBe('http://data.europeana.eu/agent/146741');
    expect((await getJson('/entity/search', { query: '*', pageSize: '101' })).status).toBe(400);
  });

  it('retrieves many entities by URI and refuses bad bodies', async () => {
    const post = (body: string, headers: Record<string, string> = {}) =>
      fetch(new URL('/entity/retrieve?wskey=api2demo', servicesUrl()), { method: 'POST', body, headers: { 'content-type': 'application/json', ...headers } });
    const response = await post(JSON.stringify(['http://data.europeana.eu/place/143914', 'http://data.europeana.eu/concept/1326', 'http://data.europeana.eu/agent/1']));
    expect(response.status).toBe(200);
    const body = (await response.json()) as Obj;
    expect((body.items as Obj[]).map((item) => item.id)).toEqual(['http://data.europeana.eu/place/143914', 'http://data.europeana.eu/concept/1326']);
    expect((await post('not json')).status).toBe(400);
    expect((await post(JSON.stringify(['http://example.org/agent/1']))).status).toBe(400);
    expect((await post(JSON.stringify({ a: 1 }))).status).toBe(400);
    const huge = await post(JSON.stringify(Array.from({ length: 20_000 }, (_, index) => `http://data.europeana.eu/agent/${index}`)));
    expect(huge.status).toBe(413);
  });
});
