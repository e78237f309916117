import { describe, expect, it } from 'vitest';
import { getJson } from '../support/services.ts';

type Obj = Record<string, unknown>;

describe('Annotation API contract', () => {
  it('searches annotations by motivation and target record, pages from 0', async () => {
    const page0 = await getJson('/annotation/search', { query: 'motivation:tagging', pageSize: '5', page: '0' });
    expect(page0.status).toBe(200);
    expect(page0.body.type).toBe('AnnotationPage');
    const total = (page0.body.partOf as Obj).total as number;
    expect(total).toBeGreaterThan(10);
    const page1 = await getJson('/annotation/search', { query: 'motivation:tagging', pageSize: '5', page: '1' });
    const ids0 = (page0.body.items as Obj[]).map((item) => item.id);
    const ids1 = (page1.body.items as Obj[]).map((item) => item.id);
    expect(ids0.some((id) => ids1.includes(id))).toBe(false);
    const search = await getJson('/record/v2/search.json', { query: 'who:monet', rows: '1' });
    const recordId = String((search.body.items as Obj[])[0]?.id);
    const forRecord = await getJson('/annotation/search', { query: `target_record_id:"${recordId}"`, qf: 'motivation:tagging' });
    const items = forRecord.body.items as Obj[];
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(item.target).toBe(`http://data.europeana.eu/item${recordId}`);
  });

  it('finds the sample transcription and tags by text, with minimal and dereference profiles', async () => {
    const transcription = await getJson('/annotation/search', { query: 'motivation:transcribing' });
    expect((transcription.body.items as Obj[])[0]).toMatchObject({ motivation: 'transcribing', body: { language: 'de' } });
    const tag = await getJson('/annotation/search', { query: 'trombone', profile: 'minimal' });
    expect((tag.body.items as unknown[]).every((item) => typeof item === 'string')).toBe(true);
    const dereferenced = await getJson('/annotation/search', { query: 'motivation:tagging', qf: 'body_uri:"http://data.europeana.eu/timespan/19"', profile: 'dereference', pageSize: '1' });
    expect(((dereferenced.body.items as Obj[])[0]?.body as Obj).type).toBe('TimeSpan');
  });

  it("finds an item's volunteer annotations by target_record_id and motivation, dereferenced, each with its creator and generator", async () => {
    const letter = '/12/https___www_searchculture_gr_aggregator_edm_pandektis_monastery_000084_10442_125747';
    const { status, body } = await getJson('/annotation/search', {
      query: `target_record_id:"${letter}"`,
      qf: 'motivation:(tagging OR linking OR transcribing)',
      profile: 'dereference',
      pageSize: '100',
    });
    expect(status).toBe(200);
    const items = body.items as Obj[];
    expect(new Set(items.map((item) => item.motivation))).toEqual(new Set(['tagging', 'linking']));
    for (const item of items) {
      expect(item.creator).toMatchObject({ type: 'Person', name: expect.any(String) as string });
      expect(item.generator).toMatchObject({ type: 'Software', name: 'CrowdHeritage' });
    }
    // A text tag keeps its language; a semantic tag and a link to an entity come back as the entity itself.
    expect(items.map((item) => item.body)).toContainEqual({ type: 'TextualBody', value: 'Άγιον Όρος', language: 'el' });
    const entities = items.map((item) => item.body).filter((b): b is Obj => typeof b === 'object' && b !== null && (b as Obj).type === 'Concept');
    expect(entities.map((entity) => entity.id).sort()).toEqual(['http://data.europeana.eu/concept/17', 'http://data.europeana.eu/concept/2090']);
    expect(entities.every((entity) => typeof (entity.prefLabel as Obj).en === 'string')).toBe(true);
    const standard = await getJson('/annotation/search', { query: `target_record_id:"${letter}"`, qf: 'motivation:linking' });
    expect((standard.body.items as Obj[]).map((item) => item.body)).toContain('http://data.europeana.eu/concept/17');
  });

  it('finds a link between items from each item it targets', async () => {
    const ids = ['/2000001/aic_59927', '/2000001/aic_20535', '/2000001/aic_81540'];
    const found = await Promise.all(ids.map((id) => getJson('/annotation/search', { query: `target_record_id:"${id}"`, qf: 'motivation:linking' })));
    const links = found.map(({ body }) => (body.items as Obj[])[0]);
    for (const link of links) expect(link?.target).toEqual(ids.map((id) => `http://data.europeana.eu/item${id}`));
    expect(new Set(links.map((link) => link?.id)).size).toBe(1);
  });

  it('serves the transcription of the inscribed drawing with the rights of its text, by target and by its words', async () => {
    const { body } = await getJson('/annotation/search', { query: 'target_record_id:"/15508/36080_4_225"', qf: 'motivation:transcribing' });
    const [transcription] = body.items as Obj[];
    expect(transcription).toMatchObject({
      motivation: 'transcribing',
      body: { language: 'de', format: 'text/html', edmRights: 'http://creativecommons.org/publicdomain/zero/1.0/' },
      target: { scope: 'http://data.europeana.eu/item/15508/36080_4_225' },
      generator: { name: 'Europeana Transcribe' },
    });
    const byWords = await getJson('/annotation/search', { query: 'Überraschungen', qf: 'motivation:transcribing', profile: 'minimal' });
    expect(byWords.body.items).toEqual([transcription?.id]);
  });

  it('pages from 0 with next and prev links until partOf.total is reached', async () => {
    const first = await getJson('/annotation/search', { query: 'motivation:linking', pageSize: '2' });
    const total = (first.body.partOf as Obj).total as number;
    expect(total).toBeGreaterThanOrEqual(4);
    expect(first.body.prev).toBeUndefined();
    const seen: unknown[] = [];
    let next: unknown = first.body.id;
    for (let page = 0; typeof next === 'string'; page += 1) {
      const { body } = await getJson('/annotation/search', { query: 'motivation:linking', pageSize: '2', page: String(page) });
      expect(body.total).toBe((body.items as unknown[]).length);
      if (page > 0) expect(String(body.prev)).toContain(`page=${String(page - 1)}`);
      seen.push(...(body.items as Obj[]).map((item) => item.id));
      next = body.next;
    }
    expect(new Set(seen).size).toBe(total);
  });

  it("holds DE-BIAS's notes on a title's words: the concept dereferenced, the words quoted in the field, found by the body's URI", async () => {
    const { body } = await getJson('/annotation/search', { query: 'target_record_id:"/2000001/aic_100352"', qf: 'motivation:highlighting', profile: 'dereference' });
    const [note] = body.items as Obj[];
    expect(note).toMatchObject({
      motivation: 'highlighting',
      body: { id: 'http://data.europeana.eu/vocabulary/debias/c_2101_en', prefLabel: { en: 'chief' }, definition: { en: [expect.any(String) as unknown] }, altLabel: { en: expect.arrayContaining(['leader']) as unknown } },
      target: { source: 'http://data.europeana.eu/item/2000001/aic_100352', selector: { hasPredicate: 'dc:title', refinedBy: { exact: { '@language': 'en', '@value': 'Chief' }, prefix: 'African ' } } },
    });
    // The concept in any of its languages (europeana.eu's DE-BIAS page asks `body_uri:*/c_{number}_{language}*`), whole, or not.
    const ids = async (query: string): Promise<unknown[]> => ((await getJson('/annotation/search', { query, profile: 'minimal' })).body.items as unknown[]);
    expect(await ids('body_uri:*/c_2101_*')).toEqual([note?.id]);
    expect(await ids('body_uri:*/c_2101_en*')).toEqual([note?.id]);
    expect(await ids('body_uri:"http://data.europeana.eu/vocabulary/debias/c_2101_en"')).toEqual([note?.id]);
    expect(await ids('body_uri:*/c_2101_de*')).toEqual([]);
    expect(await ids('body_uri:*/c_210_*')).toEqual([]);
    // The URI's own characters are not wildcards: `?` and `[` match themselves.
    expect(await ids('body_uri:*/c_210?_*')).toEqual([]);
  });

  it.each([{ query: 'nosuch:field' }, { query: '*:*', pageSize: '500' }, { query: '*:*', page: '-1' }, { query: '*:*', profile: 'full' }, {}])('refuses %j with 400', async (params) => {
    const { status, body } = await getJson('/annotation/search', params);
    expect(status).toBe(400);
    expect(body.success).toBe(false);
  });
});
