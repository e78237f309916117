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

  it('gives the topics of the seed\'s own newspaper and letter a picture from them, as Europeana enriches such records', async () => {
    for (const [concept, record] of [[18, '/2000004/newspaper_harbour_courier_1912'], [83, '/2000004/letter_anna_1916']] as const) {
      const topic = await getJson(`/entity/concept/${String(concept)}.json`);
      expect(topic.body.isShownBy, `concept/${String(concept)}`).toMatchObject({ source: `http://data.europeana.eu/item${record}` });
      // The record names the concept: its Europeana proxy's dc:type, and its contextual class with the topic's labels.
      const { body } = await getJson(`/record/v2${record}.json`);
      const object = body.object as { proxies: Obj[]; concepts: Obj[] };
      const uri = `http://data.europeana.eu/concept/${String(concept)}`;
      expect(object.proxies.find((proxy) => proxy.europeanaProxy === true)?.dcType).toEqual({ def: [uri] });
      expect(object.concepts).toEqual([expect.objectContaining({ about: uri, prefLabel: expect.objectContaining({ en: [(topic.body.prefLabel as Obj).en] }) as unknown })]);
    }
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

  it('sorts by the name in a language (europeana.eu\'s person and place listings), those without one after', async () => {
    const names = async (lang: string): Promise<unknown[]> => {
      const { status, body } = await getJson('/entity/search', { query: '*', type: 'place', scope: 'europeana', sort: `skos_prefLabel.${lang}`, pageSize: '10' });
      expect(status).toBe(200);
      return (body.items as Obj[]).map((item) => (item.prefLabel as Obj)[lang] ?? (item.prefLabel as Obj).en);
    };
    expect(await names('en')).toEqual(['Athens', 'Greece', 'Piraeus']);
    expect(await names('de')).toEqual(['Athen', 'Griechenland', 'Piräus']);
    expect(await names('el')).toEqual(['Αθήνα', 'Ελλάδα', 'Πειραιάς']);
    const persons = await getJson('/entity/search', { query: '*', type: 'agent', scope: 'europeana', sort: 'skos_prefLabel.en', pageSize: '100' });
    const labels = (persons.body.items as Obj[]).map((item) => String((item.prefLabel as Obj).en).normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase());
    expect(labels).toEqual([...labels].sort());
    expect((await getJson('/entity/search', { query: '*', sort: 'nonsense' })).status).toBe(400);
  });

  it('gives organisations as the Entity API does: names, acronym, address, website, logo', async () => {
    const { body } = await getJson('/entity/organization/9300002.json');
    expect(body).toMatchObject({
      type: 'Organization',
      prefLabel: { el: 'Ινστιτούτο Ιστορικών Ερευνών', en: 'Institute of Historical Research' },
      hasAddress: { type: 'Address', locality: 'Athens', countryName: 'Greece' },
      homepage: 'https://www.eie.gr',
      logo: { type: 'WebResource', id: expect.stringMatching(/^http:\/\/commons\.wikimedia\.org\/wiki\/Special:FilePath\//) as unknown },
      isAggregatedBy: { recordCount: 12 },
    });
  });

  it('draws the seed organisations\' logos as Commons thumbnails, and nothing else', async () => {
    const logo = await fetch(new URL('/wikimedia/wikipedia/commons/thumb/b/bc/Institute_of_Historical_Research_NHRF_logo.svg/120px-Institute_of_Historical_Research_NHRF_logo.svg.png', servicesUrl()));
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toBe('image/png');
    expect((await logo.arrayBuffer()).byteLength).toBeGreaterThan(100);
    const unknown = await fetch(new URL('/wikimedia/wikipedia/commons/thumb/a/ab/Other.svg/120px-Other.svg.png', servicesUrl()));
    expect(unknown.status).toBe(404);
    const huge = await fetch(new URL('/wikimedia/wikipedia/commons/thumb/b/bc/Institute_of_Historical_Research_NHRF_logo.svg/9999px-Institute_of_Historical_Research_NHRF_logo.svg.png', servicesUrl()));
    expect(huge.status).toBe(404);
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
