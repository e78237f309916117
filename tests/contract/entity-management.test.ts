import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson } from '../support/services.ts';
import { DEMO, api, signIn } from '../support/oidc.ts';

let editor = '';
let user = '';
let path = '';
let original: Record<string, unknown> = {};

beforeAll(async () => {
  editor = (await signIn(DEMO.editor)).access_token;
  user = (await signIn(DEMO.user)).access_token;
  // The agent with the fewest records (last page): other contract files running alongside test the prominent ones.
  const first = await getJson('/entity/search', { query: '*', type: 'agent', pageSize: '1' });
  const { total } = first.body.partOf as { total: number };
  const { body } = await getJson('/entity/search', { query: '*', type: 'agent', pageSize: '1', page: String(total) });
  const id = String((body.items as { id: string }[])[0]?.id);
  path = new URL(id).pathname.replace(/^\/(?!entity)/, '/entity/');
  original = (await api('GET', `${path}?profile=internal`, { token: editor })).body;
});

afterAll(async () => {
  await api('PUT', path, { token: editor, body: original });
});

describe('Entity management', () => {
  it('serves the internal profile to entity editors only', async () => {
    const internal = await api('GET', `${path}?profile=internal`, { token: editor });
    expect(internal.status).toBe(200);
    expect(internal.body.prefLabel).toBeTypeOf('object');
    expect((await api('GET', `${path}?profile=internal`, { token: user })).status).toBe(403);
    expect((await api('GET', `${path}?profile=internal`, { key: 'api2demo' })).status).toBe(401);
    // Without profile=internal the Entity API answers as before.
    expect((await getJson(`${path}.json`)).status).toBe(200);
    const base = await api('GET', `${path.replace(/\/(\d+)$/, '/base/$1')}.json`, { token: editor });
    expect(base.body.id).toBe(internal.body.id);
  });

  it('updates an entity description, which the Entity API and suggest then serve', async () => {
    const current = await api('GET', `${path}?profile=internal`, { token: editor });
    const label = `Edited label ${Date.now()}`;
    const body = { ...current.body, prefLabel: { ...(current.body.prefLabel as Record<string, string>), en: label }, note: { en: ['A note written by an editor.'] } };
    expect((await api('PUT', path, { token: user, body })).status).toBe(403);
    const saved = await api('PUT', path, { token: editor, body });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ prefLabel: { en: label }, note: { en: ['A note written by an editor.'] } });
    const served = await getJson(`${path}.json`);
    expect(served.body).toMatchObject({ prefLabel: { en: label } });
    const suggested = await getJson('/entity/suggest', { text: label.split(' ').slice(0, 2).join(' '), type: 'agent' });
    expect((suggested.body.items as { id: string }[]).map((item) => item.id)).toContain(current.body.id);
  });

  it('refuses bad entity bodies with 400 and changes nothing', async () => {
    const before = await api('GET', `${path}?profile=internal`, { token: editor });
    for (const body of [{ prefLabel: {} }, { prefLabel: 'text' }, { ...before.body, type: 'Place' }, { ...before.body, id: 'http://data.europeana.eu/agent/1' }, [1, 2]]) {
      const response = await api('PUT', path, { token: editor, body });
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.body.success).toBe(false);
    }
    expect((await api('PUT', path, { token: editor, rawBody: '{"prefLabel":' })).status).toBe(400);
    expect((await api('PUT', '/entity/agent/999999999', { token: editor, body: before.body })).status).toBe(404);
    expect((await api('GET', `${path}?profile=internal`, { token: editor })).body.prefLabel).toEqual(before.body.prefLabel);
  });
});
