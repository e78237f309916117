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

  it.each([{ query: 'nosuch:field' }, { query: '*:*', pageSize: '500' }, { query: '*:*', page: '-1' }, { query: '*:*', profile: 'full' }, {}])('refuses %j with 400', async (params) => {
    const { status, body } = await getJson('/annotation/search', params);
    expect(status).toBe(400);
    expect(body.success).toBe(false);
  });
});
