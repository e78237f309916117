import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addItems, getAllItemIds, removeItems } from '../../src/lib/apis/set.ts';
import { moveItem, type MoveCalls } from '../../src/lib/sets/galleries.ts';
import { pinnedIds, repositionPin } from '../../src/lib/sets/pins.ts';
import { getJson, servicesUrl } from '../support/services.ts';
import { DEMO, api, signIn, signUp } from '../support/oidc.ts';

/**
 * Reordering a gallery (spec section 4: a delete then an insert at the new position) against the
 * real local Set API, through a loopback stand-in that passes every request on and makes chosen
 * ones fail: when the insert fails after the delete succeeded, the item is back where it was.
 */

interface Failure {
  readonly method: string;
  /** Fails requests whose path and query contain this. */
  readonly contains: string;
  /** How many matching requests fail (then they pass again). */
  times: number;
}

let proxy: Server;
let failures: Failure[] = [];
const seen: string[] = [];
let token = '';
let records: string[] = [];

beforeAll(async () => {
  const upstream = new URL(servicesUrl());
  proxy = createServer((req, res) => {
    const url = req.url ?? '/';
    seen.push(`${req.method ?? ''} ${url}`);
    const failure = failures.find((f) => f.method === req.method && url.includes(f.contains) && f.times > 0);
    if (failure) {
      failure.times -= 1;
      req.resume();
      res.writeHead(500, { 'content-type': 'application/json' }).end('{"success":false,"error":"Stand-in failure"}');
      return;
    }
    const forward = httpRequest({ host: upstream.hostname, port: upstream.port, method: req.method, path: url, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    forward.on('error', () => res.writeHead(502).end());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  // Read by config() on its first use, which comes after this.
  process.env.EUROPEANA_SET_API_URL = `http://127.0.0.1:${String((proxy.address() as AddressInfo).port)}/set`;
  const { body } = await getJson('/record/v2/search.json', { query: '*:*', rows: '30', profile: 'minimal' });
  records = ((body.items ?? []) as { id: string }[]).map((item) => item.id);
  token = (await signUp('mover')).access_token;
});

afterAll(() => new Promise<void>((resolve) => proxy.close(() => resolve())));

async function gallery(items: readonly string[]): Promise<string> {
  const created = await api('POST', '/set/', { token, body: { type: 'Collection', title: { en: 'Moves' }, visibility: 'private', items } });
  expect(created.status).toBe(201);
  return String(created.body.id).split('/').pop() ?? '';
}

function calls(setId: string, accessToken = token): MoveCalls {
  const options = { accessToken };
  return {
    order: () => getAllItemIds(setId, options),
    remove: (id) => removeItems(setId, [id], options),
    insert: async (id, position) => {
      await addItems(setId, [id], { ...options, position });
    },
  };
}

describe('moving a gallery item', () => {
  it('deletes and inserts at the new position', async () => {
    const items = records.slice(0, 5);
    const id = await gallery(items);
    failures = [];
    expect(await moveItem(calls(id), items[1] ?? '', 3)).toEqual({ from: 1, to: 3 });
    expect(await getAllItemIds(id, { accessToken: token })).toEqual([items[0], items[2], items[3], items[1], items[4]]);
  });

  it('puts the item back where it was when the insert fails after the delete', async () => {
    const items = records.slice(5, 10);
    const id = await gallery(items);
    const moved = items[1] ?? '';
    failures = [{ method: 'PUT', contains: `/set/${id}/items?position=4`, times: 1 }];
    seen.length = 0;
    await expect(moveItem(calls(id), moved, 4)).rejects.toMatchObject({ status: 500 });
    // The delete went through, the insert failed, the restoring insert at position 1 went through.
    expect(seen.filter((line) => line.includes(`/set/${id}/items`))).toEqual([
      `DELETE /set/${id}/items?wskey=api2demo`,
      `PUT /set/${id}/items?position=4&wskey=api2demo`,
      `PUT /set/${id}/items?position=1&wskey=api2demo`,
    ]);
    expect(await getAllItemIds(id, { accessToken: token })).toEqual(items);
  });

  it('tries again to put it back, and says so when it cannot', async () => {
    const items = records.slice(10, 14);
    const id = await gallery(items);
    failures = [
      { method: 'PUT', contains: `/set/${id}/items?position=3`, times: 1 },
      { method: 'PUT', contains: `/set/${id}/items?position=0`, times: 1 },
    ];
    await expect(moveItem(calls(id), items[0] ?? '', 3)).rejects.toMatchObject({ status: 500 });
    expect(await getAllItemIds(id, { accessToken: token })).toEqual(items);

    failures = [
      { method: 'PUT', contains: `/set/${id}/items?position=3`, times: 1 },
      { method: 'PUT', contains: `/set/${id}/items?position=0`, times: 5 },
    ];
    await expect(moveItem(calls(id), items[0] ?? '', 3)).rejects.toMatchObject({ name: 'MoveNotRestoredError', itemId: items[0], from: 0 });
    failures = [];
  });

  it('leaves the set alone when the delete fails, and refuses an item not in the set', async () => {
    const items = records.slice(14, 17);
    const id = await gallery(items);
    failures = [{ method: 'DELETE', contains: `/set/${id}/items`, times: 1 }];
    await expect(moveItem(calls(id), items[2] ?? '', 0)).rejects.toMatchObject({ status: 500 });
    expect(await getAllItemIds(id, { accessToken: token })).toEqual(items);
    failures = [];
    await expect(moveItem(calls(id), records[20] ?? '', 0)).rejects.toMatchObject({ status: 404 });
  });
});

describe('repositioning a pinned item', () => {
  it('moves a pin within the pinned block, and restores it when the insert fails', async () => {
    const editor = (await signIn(DEMO.editor)).access_token;
    const entity = 'http://data.europeana.eu/concept/4321987';
    const created = await api('POST', '/set/', { token: editor, body: { type: 'EntityBestItemsSet', title: { en: 'Best items' }, subject: [entity] } });
    expect(created.status).toBe(201);
    const setId = String(created.body.id).split('/').pop() ?? '';
    const pins = records.slice(20, 24);
    // Pinning puts the items sent, in their order, at the head of the pinned block.
    expect((await api('PUT', `/set/${setId}/items?position=pin`, { token: editor, body: pins })).status).toBe(200);
    expect((await api('PUT', `/set/${setId}/items`, { token: editor, body: records.slice(24, 26) })).status).toBe(200);
    const options = { accessToken: editor };
    expect((await pinnedIds(entity, options)).ids).toEqual(pins);

    failures = [];
    await repositionPin(entity, pins[0] ?? '', 2, options);
    expect((await pinnedIds(entity, options)).ids).toEqual([pins[1], pins[2], pins[0], pins[3]]);
    await repositionPin(entity, pins[3] ?? '', 0, options);
    expect((await pinnedIds(entity, options)).ids).toEqual([pins[3], pins[1], pins[2], pins[0]]);

    failures = [{ method: 'PUT', contains: `/set/${setId}/items?position=pin`, times: 1 }];
    await expect(repositionPin(entity, pins[1] ?? '', 3, options)).rejects.toMatchObject({ status: 500 });
    expect((await pinnedIds(entity, options)).ids).toEqual([pins[3], pins[1], pins[2], pins[0]]);
    expect(await getAllItemIds(setId, options)).toEqual([pins[3], pins[1], pins[2], pins[0], ...records.slice(24, 26)]);
    failures = [];
  });
});
