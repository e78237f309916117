import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/lib/apis/client.ts';
import { depublishedRecord, getRecord } from '../../../src/lib/apis/record.ts';
import { PortalError } from '../../../src/lib/errors/catalogue.ts';
import { hammerfluegel, painting } from '../edm/fixtures.ts';

/** The real Record API answer's record for the MIMO Hammerflügel, as JSON (unparsed). */
function hammerfluegelJson(): unknown {
  const path = new URL('../../../services/seed/data/record/portal-collections_record_09102__GNM_693983.json', import.meta.url);
  return (JSON.parse(readFileSync(path, 'utf8')) as { object: unknown }).object;
}

const gone = (body: unknown, status = 410): ApiError =>
  new ApiError('record', 'The record is no longer available', { status, code: status === 410 ? 'itemGone' : 'itemNotFound', body });

describe('depublishedRecord', () => {
  it('reads the record of the Record API\'s 410 answer', () => {
    const record = depublishedRecord(gone({ success: false, error: 'This record has been depublished', object: hammerfluegelJson() }));
    expect(record).toEqual(hammerfluegel());
    expect(record?.about).toBe('/09102/_GNM_693983');
  });

  it('reads a depublished painting, with the schema\'s defaults applied', () => {
    const object = Object.fromEntries(Object.entries(painting()).filter(([key]) => key !== 'places' && key !== 'timespans'));
    expect(object).not.toHaveProperty('places');
    const record = depublishedRecord(gone({ success: false, error: 'Gone', object }));
    expect(record).toEqual(painting());
    expect(record?.places).toEqual([]);
  });

  it('is undefined for a 410 without a record', () => {
    expect(depublishedRecord(gone({ success: false, error: 'This record has been depublished' }))).toBeUndefined();
    expect(depublishedRecord(gone(undefined))).toBeUndefined();
    expect(depublishedRecord(gone('Gone'))).toBeUndefined();
    expect(depublishedRecord(gone({ success: false, error: 'Gone', object: null }))).toBeUndefined();
  });

  it('is undefined for a 410 whose record is malformed', () => {
    expect(depublishedRecord(gone({ success: false, error: 'Gone', object: { title: ['No about'] } }))).toBeUndefined();
    expect(depublishedRecord(gone({ success: false, error: 'Gone', object: { about: 42 } }))).toBeUndefined();
    expect(depublishedRecord(gone({ success: false, error: 'Gone', object: { about: '/1/x', proxies: 'not a list' } }))).toBeUndefined();
    expect(depublishedRecord(gone({ success: false, error: 'Gone', object: [hammerfluegelJson()] }))).toBeUndefined();
  });

  it('is undefined for any other status, even with a record', () => {
    for (const status of [404, 400, 500, 502]) {
      expect(depublishedRecord(gone({ success: false, error: 'Not found', object: hammerfluegelJson() }, status))).toBeUndefined();
    }
  });

  it('is undefined for anything but an ApiError', () => {
    const body = { success: false, error: 'Gone', object: hammerfluegelJson() };
    expect(depublishedRecord(new Error('Gone'))).toBeUndefined();
    expect(depublishedRecord(new PortalError('Gone', { status: 410 }))).toBeUndefined();
    expect(depublishedRecord({ name: 'ApiError', status: 410, body })).toBeUndefined();
    expect(depublishedRecord(undefined)).toBeUndefined();
    expect(depublishedRecord(body)).toBeUndefined();
  });
});

describe('depublishedRecord of getRecord\'s error', () => {
  let server: Server;
  const saved = process.env.EUROPEANA_RECORD_API_URL;

  beforeAll(async () => {
    server = createServer((request, response) => {
      response.setHeader('content-type', 'application/json');
      const path = (request.url ?? '').split('?')[0];
      if (path === '/record/v2/09102/_GNM_693983.json') {
        response.statusCode = 410;
        response.end(JSON.stringify({ apikey: 'api2demo', success: false, error: 'This record has been depublished', object: hammerfluegelJson() }));
      } else if (path === '/record/v2/1/gone_without_record.json') {
        response.statusCode = 410;
        response.end(JSON.stringify({ apikey: 'api2demo', success: false, error: 'This record has been depublished' }));
      } else {
        response.statusCode = 404;
        response.end(JSON.stringify({ apikey: 'api2demo', success: false, error: 'Invalid record identifier', object: hammerfluegelJson() }));
      }
    });
    await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
    // Read when the first API call asks for the configuration (nothing in this file asks before).
    process.env.EUROPEANA_RECORD_API_URL = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}/record`;
  });

  afterAll(() => {
    server.close();
    if (saved === undefined) delete process.env.EUROPEANA_RECORD_API_URL;
    else process.env.EUROPEANA_RECORD_API_URL = saved;
  });

  const failure = async (id: string): Promise<unknown> => getRecord(id).then(() => new Error('getRecord answered'), (error: unknown) => error);

  it('the API\'s 410 answer fails getRecord with an itemGone ApiError that carries the record', async () => {
    const error = await failure('/09102/_GNM_693983');
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 410, code: 'itemGone' });
    expect(depublishedRecord(error)).toEqual(hammerfluegel());
  });

  it('a 410 without a record and a 404 with one give none', async () => {
    expect(depublishedRecord(await failure('/1/gone_without_record'))).toBeUndefined();
    const notFound = await failure('/1/missing');
    expect(notFound).toMatchObject({ status: 404 });
    expect(depublishedRecord(notFound)).toBeUndefined();
  });
});
