import { beforeAll, describe, expect, it } from 'vitest';
import { RETIRED_GALLERY_IDS } from '../../src/lib/routing/legacy/gallery-slugs.ts';
import { slugify } from '../../src/lib/sets/galleries.ts';
import { getJson } from '../support/services.ts';
import { DEMO, api, claimsOf, signIn, signUp } from '../support/oidc.ts';

const KEY = 'api2demo';
let recordIds: string[] = [];
let editor = '';
let publisher = '';

/** Active record ids of the local store (items a set may hold). */
async function localRecords(count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let start = 1; ids.length < count; start += 100) {
    const { body } = await getJson('/record/v2/search.json', { query: '*:*', rows: '100', start: String(start), profile: 'minimal' });
    const items = (body.items ?? []) as { id: string }[];
    if (items.length === 0) break;
    ids.push(...items.map((item) => item.id));
  }
  return ids.slice(0, count);
}

const gallery = (title: string, extra: Record<string, unknown> = {}): Record<string, unknown> => ({ type: 'Collection', title: { en: title }, visibility: 'public', ...extra });
const idOf = (body: Record<string, unknown>): string => String(body.id).split('/').pop() ?? '';

beforeAll(async () => {
  recordIds = await localRecords(300);
  editor = (await signIn(DEMO.editor)).access_token;
  publisher = (await signIn(DEMO.publisher)).access_token;
});

describe('Set API: create, read, update, delete', () => {
  it('creates a gallery for the signed-in user and reads it back with each profile', async () => {
    const user = await signUp();
    const created = await api('POST', '/set/', { token: user.access_token, body: gallery('My gallery', { description: { en: 'Some things' }, items: recordIds.slice(0, 3) }) });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ type: 'Collection', visibility: 'public', title: { en: 'My gallery' }, total: 3, creator: { id: `http://data.europeana.eu/user/${user.sub}`, type: 'Person' } });
    expect(String(created.body.id)).toMatch(/^http:\/\/data\.europeana\.eu\/set\/\d+$/);
    const id = idOf(created.body);

    const meta = await api('GET', `/set/${id}`, { key: KEY });
    expect(meta.status).toBe(200);
    expect(meta.body.items).toBeUndefined();
    const items = await api('GET', `/set/${id}?profile=items&page=1&pageSize=2`, { key: KEY });
    expect(items.body.items).toEqual(recordIds.slice(0, 2).map((record) => `http://data.europeana.eu/item${record}`));
    const page2 = await api('GET', `/set/${id}?profile=items&page=2&pageSize=2`, { key: KEY });
    expect(page2.body.items).toEqual([`http://data.europeana.eu/item${recordIds[2] ?? ''}`]);
    const records = await api('GET', `/set/${id}?profile=items.meta&pageSize=100`, { token: user.access_token });
    expect((records.body.items as { id: string }[]).map((item) => item.id)).toEqual(recordIds.slice(0, 3));

    const beyond = await api('GET', `/set/${id}?profile=items&page=3&pageSize=2`, { key: KEY });
    expect(beyond.status).toBe(400);
    expect(String(beyond.body.message)).toContain('page : value out of range');
    expect((await api('GET', `/set/${id}?profile=items&pageSize=101`, { key: KEY })).status).toBe(400);
    expect((await api('GET', `/set/${id}?profile=everything`, { key: KEY })).status).toBe(400);

    const updated = await api('PUT', `/set/${id}`, { token: user.access_token, body: gallery('Renamed', { description: { en: 'New text' } }) });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ title: { en: 'Renamed' }, description: { en: 'New text' }, total: 3 });

    expect((await api('DELETE', `/set/${id}`, { token: user.access_token })).status).toBe(204);
    expect((await api('GET', `/set/${id}`, { key: KEY })).status).toBe(404);
  });

  it('needs a key or a token to read and a valid token to write', async () => {
    expect((await api('GET', '/set/1')).status).toBe(401);
    expect((await api('POST', '/set/', { key: KEY, body: gallery('No token') })).status).toBe(401);
    const forged = `${editor.split('.').slice(0, 2).join('.')}.${'A'.repeat(342)}`;
    const refused = await api('POST', '/set/', { token: forged, body: gallery('Forged') });
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ success: false });
    const claims = claimsOf(editor);
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'at+jwt' })).toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`;
    expect((await api('POST', '/set/', { token: unsigned, body: gallery('Unsigned') })).status).toBe(401);
  });

  it('answers bad input with 4xx and an error body, writing nothing', async () => {
    const user = await signUp();
    const created = await api('POST', '/set/', { token: user.access_token, body: gallery('Stable', { items: recordIds.slice(0, 2) }) });
    const id = idOf(created.body);
    const cases: { method: string; path: string; body?: unknown; raw?: string; status: number }[] = [
      { method: 'POST', path: '/set/', raw: '{"type": "Collection", "title": ', status: 400 },
      { method: 'POST', path: '/set/', body: { type: 'Collection', title: 'not a map' }, status: 400 },
      { method: 'POST', path: '/set/', body: { type: 'Shelf', title: { en: 'x' } }, status: 400 },
      { method: 'POST', path: '/set/', body: { type: 'Collection', title: {} }, status: 400 },
      { method: 'POST', path: '/set/', body: gallery('Unknown items', { items: ['/123/does_not_exist'] }), status: 400 },
      { method: 'PUT', path: `/set/${id}`, body: { type: 'BookmarkFolder', title: { en: 'x' } }, status: 400 },
      { method: 'PUT', path: `/set/${id}`, body: gallery('Published by hand', { visibility: 'published' }), status: 400 },
      { method: 'PUT', path: `/set/${id}/items`, body: [recordIds[5], '/123/does_not_exist'], status: 400 },
      { method: 'PUT', path: `/set/${id}/items`, body: recordIds.slice(0, 101), status: 400 },
      { method: 'PUT', path: `/set/${id}/items`, body: { items: recordIds.slice(0, 1) }, status: 400 },
      { method: 'PUT', path: `/set/${id}/items`, body: [42], status: 400 },
      { method: 'PUT', path: `/set/${id}/items?position=first`, body: [recordIds[5]], status: 400 },
      { method: 'PUT', path: `/set/${id}/items?position=pin`, body: [recordIds[5]], status: 400 },
      { method: 'PUT', path: '/set/999999999/items', body: [recordIds[5]], status: 404 },
      { method: 'GET', path: '/set/not-a-number', status: 404 },
    ];
    for (const entry of cases) {
      const response = await api(entry.method, entry.path, { token: user.access_token, ...(entry.body === undefined ? {} : { body: entry.body }), ...(entry.raw === undefined ? {} : { rawBody: entry.raw }) });
      expect(response.status, `${entry.method} ${entry.path} ${JSON.stringify(entry.body ?? entry.raw)}`).toBe(entry.status);
      expect(response.body).toMatchObject({ success: false, error: expect.any(String) as unknown });
    }
    const after = await api('GET', `/set/${id}?profile=items`, { token: user.access_token });
    expect(after.body).toMatchObject({ title: { en: 'Stable' }, total: 2 });
    expect(after.body.items).toEqual(recordIds.slice(0, 2).map((record) => `http://data.europeana.eu/item${record}`));
    const search = await api('GET', `/set/search?query=creator:${user.sub}&profile=meta`, { token: user.access_token });
    expect(search.body.partOf).toMatchObject({ total: 1 });
  });
});

describe('Set API: visibility and roles', () => {
  it('shows a private gallery to its creator only', async () => {
    const owner = await signUp();
    const other = await signUp();
    const created = await api('POST', '/set/', { token: owner.access_token, body: gallery('Secret', { visibility: 'private' }) });
    const id = idOf(created.body);
    expect((await api('GET', `/set/${id}`, { token: owner.access_token })).status).toBe(200);
    const foreign = await api('GET', `/set/${id}`, { token: other.access_token });
    expect(foreign.status).toBe(403);
    expect(foreign.body).toMatchObject({ success: false, error: expect.stringContaining('private') as unknown });
    expect((await api('GET', `/set/${id}`, { key: KEY })).status).toBe(401);
    expect((await api('GET', `/set/${id}/search?query=*&qf=item:${recordIds[0] ?? ''}`, { token: other.access_token })).status).toBe(403);
    expect((await api('GET', `/recommend/set/${id}`, { key: KEY })).status).toBe(404);

    const mine = await api('GET', `/set/search?query=creator:${owner.sub}`, { token: owner.access_token });
    expect(mine.body.items).toEqual([created.body.id]);
    const theirs = await api('GET', `/set/search?query=creator:${owner.sub}`, { token: other.access_token });
    expect(theirs.body.items).toEqual([]);
    expect((await api('GET', `/set/search?query=visibility:private&profile=meta`, { token: other.access_token })).body.items).toEqual([]);
  });

  it('lets only the creator change or delete a gallery', async () => {
    const owner = await signUp();
    const other = await signUp();
    const id = idOf((await api('POST', '/set/', { token: owner.access_token, body: gallery('Mine') })).body);
    for (const [method, path, body] of [['PUT', `/set/${id}`, gallery('Taken over')], ['PUT', `/set/${id}/items`, [recordIds[0]]], ['DELETE', `/set/${id}/items`, [recordIds[0]]], ['DELETE', `/set/${id}`, undefined]] as const) {
      const response = await api(method, path, { token: other.access_token, ...(body === undefined ? {} : { body }) });
      expect(response.status, `${method} ${path}`).toBe(403);
      expect(response.body.success).toBe(false);
    }
    expect((await api('PUT', `/set/${id}`, { token: editor, body: gallery('Editor edit') })).status).toBe(403);
    expect((await api('GET', `/set/${id}`, { key: KEY })).body.title).toEqual({ en: 'Mine' });
  });

  it('publishes with the publisher role only, and only complete galleries', async () => {
    const owner = await signUp();
    const id = idOf((await api('POST', '/set/', { token: owner.access_token, body: gallery('To publish', { description: { en: 'Worth it' }, items: recordIds.slice(0, 14) }) })).body);
    expect((await api('PUT', `/set/${id}/publish`, { token: owner.access_token })).status).toBe(403);
    const tooSmall = await api('PUT', `/set/${id}/publish`, { token: publisher });
    expect(tooSmall.status).toBe(400);
    expect(String(tooSmall.body.error)).toContain('15 items');
    await api('PUT', `/set/${id}/items`, { token: owner.access_token, body: [recordIds[20]] });
    const published = await api('PUT', `/set/${id}/publish`, { token: publisher });
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({ visibility: 'published', issued: expect.any(String) as unknown });
    const listed = await api('GET', '/set/search?query=visibility:published&pageSize=100', { key: KEY });
    expect(listed.body.items).toContain(published.body.id);
    // Editing keeps it published; making it private depublishes it.
    expect((await api('PUT', `/set/${id}`, { token: owner.access_token, body: gallery('Still published', { description: { en: 'Worth it' } }) })).body.visibility).toBe('published');
    const unpublished = await api('PUT', `/set/${id}/unpublish`, { token: publisher });
    expect(unpublished.body.visibility).toBe('public');
    await api('PUT', `/set/${id}/publish`, { token: publisher });
    expect((await api('PUT', `/set/${id}`, { token: owner.access_token, body: gallery('Hidden', { visibility: 'private' }) })).body.visibility).toBe('private');
  });

  it('answers 423 with an error body while a set is locked', async () => {
    const owner = await signUp();
    const id = idOf((await api('POST', '/set/', { token: owner.access_token, body: gallery('Lockable') })).body);
    expect((await api('PUT', `/set/${id}/lock`, { token: owner.access_token })).status).toBe(403);
    expect((await api('PUT', `/set/${id}/lock`, { token: editor })).status).toBe(200);
    const locked = await api('PUT', `/set/${id}/items`, { token: owner.access_token, body: [recordIds[0]] });
    expect(locked.status).toBe(423);
    expect(locked.body).toMatchObject({ success: false, error: expect.stringContaining('locked') as unknown });
    expect((await api('PUT', `/set/${id}`, { token: owner.access_token, body: gallery('Changed') })).status).toBe(423);
    expect((await api('GET', `/set/${id}`, { key: KEY })).body).toMatchObject({ title: { en: 'Lockable' }, total: 0 });
    await api('PUT', `/set/${id}/unlock`, { token: editor });
    expect((await api('PUT', `/set/${id}/items`, { token: owner.access_token, body: [recordIds[0]] })).status).toBe(200);
  });
});

describe('Set API: items, pins, likes and limits', () => {
  it('inserts at positions, moves existing items, removes items and answers item searches', async () => {
    const owner = await signUp();
    const [a = '', b = '', c = '', d = ''] = recordIds;
    const id = idOf((await api('POST', '/set/', { token: owner.access_token, body: gallery('Order') })).body);
    await api('PUT', `/set/${id}/items`, { token: owner.access_token, body: [a, b] });
    await api('PUT', `/set/${id}/items?position=1`, { token: owner.access_token, body: [`http://data.europeana.eu/item${c}`] });
    await api('PUT', `/set/${id}/items?position=0`, { token: owner.access_token, body: [b] });
    let items = (await api('GET', `/set/${id}?profile=items`, { key: KEY })).body.items;
    expect(items).toEqual([b, a, c].map((record) => `http://data.europeana.eu/item${record}`));
    await api('DELETE', `/set/${id}/items`, { token: owner.access_token, body: [a] });
    items = (await api('GET', `/set/${id}?profile=items`, { key: KEY })).body.items;
    expect(items).toEqual([b, c].map((record) => `http://data.europeana.eu/item${record}`));
    const found = await api('GET', `/set/${id}/search?query=*&profile=items&qf=item:${b}&qf=item:${d}`, { key: KEY });
    expect(found.body.items).toEqual([`http://data.europeana.eu/item${b}`]);
    const withItem = await api('GET', `/set/search?query=item:${c}&qf=creator:${owner.sub}`, { key: KEY });
    expect(withItem.body.items).toEqual([`http://data.europeana.eu/set/${id}`]);
  });

  it('keeps everything from 200 concurrent item additions to one gallery', async () => {
    const owner = await signUp();
    const id = idOf((await api('POST', '/set/', { token: owner.access_token, body: gallery('Busy') })).body);
    const additions = recordIds.slice(0, 200);
    const responses = await Promise.all(additions.map((record) => api('PUT', `/set/${id}/items`, { token: owner.access_token, body: [record] })));
    expect(responses.map((response) => response.status)).toEqual(additions.map(() => 200));
    const stored: string[] = [];
    for (const page of [1, 2]) stored.push(...((await api('GET', `/set/${id}?profile=items&pageSize=100&page=${page}`, { key: KEY })).body.items as string[]));
    expect(stored).toHaveLength(200);
    expect(new Set(stored)).toEqual(new Set(additions.map((record) => `http://data.europeana.eu/item${record}`)));
  });

  it('creates one likes folder per user even when two creations race, and caps it at 100 likes', async () => {
    const owner = await signUp();
    const likes = { type: 'BookmarkFolder', title: { en: 'LIKES' }, visibility: 'private' };
    const raced = await Promise.all([api('POST', '/set/', { token: owner.access_token, body: likes }), api('POST', '/set/', { token: owner.access_token, body: likes })]);
    expect(raced.map((response) => response.status).sort()).toEqual([201, 409]);
    const found = await api('GET', `/set/search?query=${encodeURIComponent(`creator:${owner.sub} type:BookmarkFolder`)}&profile=items`, { token: owner.access_token });
    expect(found.body.items).toHaveLength(1);
    const id = idOf(raced.find((response) => response.status === 201)?.body ?? {});
    expect((await api('POST', '/set/', { token: owner.access_token, body: { ...likes, visibility: 'public' } })).status).toBe(400);

    const attempts = recordIds.slice(0, 150);
    const responses = await Promise.all(attempts.map((record) => api('PUT', `/set/${id}/items`, { token: owner.access_token, body: [record] })));
    expect(responses.filter((response) => response.status === 200)).toHaveLength(100);
    const refused = responses.filter((response) => response.status !== 200);
    expect(refused).toHaveLength(50);
    expect(String(refused[0]?.body.error)).toContain('100 likes');
    expect((await api('GET', `/set/${id}`, { token: owner.access_token })).body.total).toBe(100);
  });

  it('pins at most 24 items of an entity best-items set, for editors only', async () => {
    const user = await signUp();
    const body = { type: 'EntityBestItemsSet', title: { en: 'Best items' }, subject: ['http://data.europeana.eu/concept/9000001'] };
    expect((await api('POST', '/set/', { token: user.access_token, body })).status).toBe(403);
    const created = await api('POST', '/set/', { token: editor, body });
    expect(created.status).toBe(201);
    const id = idOf(created.body);
    const pins = recordIds.slice(0, 25);
    for (const record of pins.slice(0, 24)) expect((await api('PUT', `/set/${id}/items?position=pin`, { token: editor, body: [record] })).status).toBe(200);
    const over = await api('PUT', `/set/${id}/items?position=pin`, { token: editor, body: [pins[24]] });
    expect(over.status).toBe(400);
    expect(String(over.body.error)).toContain('24');
    const set = await api('GET', `/set/${id}?profile=items&pageSize=100`, { key: KEY });
    expect(set.body).toMatchObject({ pinned: 24, total: 24 });
    expect((set.body.items as string[])[0]).toBe(`http://data.europeana.eu/item${pins[23] ?? ''}`);
    // Unpinned items go after the pinned block; removing a pin frees a place.
    await api('PUT', `/set/${id}/items?position=0`, { token: editor, body: [pins[24]] });
    expect((await api('GET', `/set/${id}?profile=items&pageSize=100`, { key: KEY })).body.items).toHaveLength(25);
    await api('DELETE', `/set/${id}/items`, { token: editor, body: [pins[0]] });
    expect((await api('PUT', `/set/${id}/items?position=pin`, { token: editor, body: [pins[24]] })).status).toBe(200);
    expect((await api('GET', `/set/${id}`, { key: KEY })).body).toMatchObject({ pinned: 24, total: 24 });
  });

  it('serves the seeded galleries: published ones owned by the demo accounts, recommendations for public sets', async () => {
    const published = await api('GET', '/set/search?query=visibility:published&profile=meta&pageSize=100', { key: KEY });
    const tattoos = (published.body.items as { id: string; title: Record<string, string>; creator: { nickname: string }; total: number }[]).find((set) => set.title.en === 'Tattoos');
    expect(tattoos).toMatchObject({ creator: { nickname: 'demo-editor' }, total: 28 });
    const recommended = await getJson(`/recommend/set/${String(tattoos?.id).split('/').pop() ?? ''}`, { pageSize: '3' });
    expect(recommended.status).toBe(200);
    expect((recommended.body.items as unknown[]).length).toBeGreaterThan(0);
  });
});

describe("the galleries europeana.eu's editors made before the Set API", () => {
  it('holds all 336 under their production ids, titled so that their slug is the retired one, owned by the curators', async () => {
    const slugs = [...RETIRED_GALLERY_IDS];
    expect(slugs).toHaveLength(336);
    for (const [slug, id] of slugs.filter((_, index) => index % 50 === 0)) {
      const { status, body } = await api('GET', `/set/${String(id)}`, { key: KEY });
      expect(status).toBe(200);
      expect(body).toMatchObject({ type: 'Collection', visibility: 'public', creator: { nickname: 'europeana' } });
      expect(slugify((body.title as Record<string, string>).en ?? '')).toBe(slug.slice(0, 60));
    }
    const { body: swedish } = await api('GET', '/set/8950', { key: KEY });
    expect(swedish.title).toEqual({ en: 'Highlights of Swedish art' });
    const { body: all } = await api('GET', '/set/search?query=creator:europeana&pageSize=1', { key: KEY });
    expect(all.partOf).toMatchObject({ total: 336 });
  });

  it('fills each with the local records that match its subject, and leaves it empty when none do', async () => {
    // "Ports and harbours": every item it holds is about a port or a harbour.
    const id = RETIRED_GALLERY_IDS.get('ports-and-harbours');
    const { body } = await api('GET', `/set/${String(id)}?profile=items.meta&pageSize=100`, { key: KEY });
    const items = (body.items ?? []) as { title?: string[]; dcDescription?: string[] }[];
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(JSON.stringify(item).toLowerCase()).toMatch(/port|harbour/);
    expect(items.length).toBeLessThanOrEqual(48);
    const { body: guitars } = await api('GET', '/set/8977?profile=items', { key: KEY });
    expect(guitars).toMatchObject({ title: { en: 'Guitars' }, total: 0 });
  });

  it('gives a new gallery an id above them, and nobody signs in as the curators', async () => {
    const user = await signUp();
    const created = await api('POST', '/set/', { token: user.access_token, body: gallery('After the retired ones') });
    expect(Number(idOf(created.body))).toBeGreaterThan(9285);
    await expect(signIn('curators@europeana.invalid')).rejects.toThrow();
    await expect(signIn('europeana', '')).rejects.toThrow();
  });
});

describe('Set API search by language (`lang:`, the related galleries of a search)', () => {
  it('finds the sets whose title or description is written in that language, and refuses a malformed code', async () => {
    const user = await signUp();
    const word = `Sprachprobe${String(Date.now())}`;
    const german = idOf((await api('POST', '/set/', { token: user.access_token, body: { type: 'Collection', visibility: 'public', title: { de: `${word} Gemälde` } } })).body);
    const english = idOf((await api('POST', '/set/', { token: user.access_token, body: gallery(`${word} paintings`, { description: { de: 'Auch auf Deutsch beschrieben' } }) })).body);
    const titlesOf = async (lang: string): Promise<string[]> => {
      const { status, body } = await api('GET', `/set/search?query=${encodeURIComponent(word)}&qf=lang:${lang}&profile=meta`, { key: KEY });
      expect(status).toBe(200);
      return (body.items as { id: string }[]).map((set) => idOf(set)).sort();
    };
    expect(await titlesOf('de')).toEqual([german, english].sort());
    expect(await titlesOf('en')).toEqual([english]);
    expect(await titlesOf('fr')).toEqual([]);
    expect((await api('GET', '/set/search?query=*&qf=lang:deutsch', { key: KEY })).status).toBe(400);
  });
});
