import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updateEntityWith, type InternalEntity } from '../../src/lib/apis/entity-management.ts';
import type { EntityType } from '../../src/lib/edm/entity-path.ts';
import { getJson, servicesUrl } from '../support/services.ts';
import { DEMO, api, signIn } from '../support/oidc.ts';

let editor = '';
let user = '';
let path = '';
let original: Record<string, unknown> = {};

beforeAll(async () => {
  // The portal's configuration points at these services (src/lib/config.ts reads it on first use).
  process.env.SERVICES_PORT = new URL(servicesUrl()).port;
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

  it('writes only the version it was read at (If-Match), and the portal keeps two editors\' changes made at once', async () => {
    const authorization = `Bearer ${editor}`;
    const read = await fetch(new URL(`${path}?profile=internal`, servicesUrl()), { headers: { authorization } });
    const etag = read.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[\w-]+"$/);
    const entity = (await read.json()) as Record<string, unknown>;
    // Someone else's change comes in between: a write for the version read is refused, and changes nothing.
    expect((await api('PUT', path, { token: editor, body: { ...entity, note: { fr: ['Entre-temps.'] } } })).status).toBe(200);
    const stale = await fetch(new URL(path, servicesUrl()), {
      method: 'PUT',
      headers: { authorization, 'content-type': 'application/json', 'if-match': etag },
      body: JSON.stringify({ ...entity, note: { de: ['Zu spät.'] } }),
    });
    expect(stale.status).toBe(412);
    expect((await api('GET', `${path}?profile=internal`, { token: editor })).body.note).toEqual({ fr: ['Entre-temps.'] });

    // Two editors at once, a language each (both read the same version): the second write is refused, made again on
    // the entity as the first left it, and both notes are kept.
    const [type = '', id = ''] = path.split('/').slice(-2);
    const withNote = (lang: string, text: string) => (current: InternalEntity) => ({ ...current, note: { ...(current.note as Record<string, string[]>), [lang]: [text] } });
    await Promise.all([
      updateEntityWith(type as EntityType, id, withNote('en', 'One.'), { accessToken: editor }),
      updateEntityWith(type as EntityType, id, withNote('de', 'Zwei.'), { accessToken: editor }),
    ]);
    expect((await api('GET', `${path}?profile=internal`, { token: editor })).body.note).toEqual({ fr: ['Entre-temps.'], en: ['One.'], de: ['Zwei.'] });
  });
});
