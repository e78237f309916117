import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  ApiError,
  createApiClient,
  overrideHeaderName,
  serialiseParams,
  type RecordedRequest,
} from '../../../src/lib/apis/client.ts';
import { readConfig, type PortalConfig } from '../../../src/lib/config.ts';

/** A real HTTP server on loopback that answers by path and remembers what it received. */
let server: Server;
let other: Server;
let base: string;
let otherBase: string;
const received: { url: string; headers: IncomingMessage['headers']; body: string }[] = [];

function listen(s: Server): Promise<string> {
  return new Promise((resolve) => {
    s.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${String((s.address() as AddressInfo).port)}`));
  });
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({ url: req.url ?? '', headers: req.headers, body });
      const path = (req.url ?? '').split('?')[0];
      res.setHeader('content-type', 'application/json');
      switch (path) {
        case '/api/ok':
          res.end(JSON.stringify({ success: true, echo: req.url }));
          break;
        case '/api/missing':
          res.statusCode = 404;
          res.end(JSON.stringify({ success: false, error: 'Invalid record identifier' }));
          break;
        case '/api/coded':
          res.statusCode = 400;
          res.end(JSON.stringify({ code: '400_duplicate_key', error: 'Bad Request', message: 'duplicate' }));
          break;
        case '/api/text-error':
          res.statusCode = 503;
          res.setHeader('content-type', 'text/plain');
          res.end('down');
          break;
        case '/api/garbage':
          res.end('{not json');
          break;
        case '/api/empty':
          res.statusCode = 204;
          res.end();
          break;
        case '/api/slow':
          setTimeout(() => res.end('{}'), 1500);
          break;
        default:
          res.statusCode = 500;
          res.end('{}');
      }
    });
  });
  other = createServer((_req, res) => res.end(JSON.stringify({ from: 'other' })));
  base = `${await listen(server)}/api`;
  otherBase = await listen(other);
});

afterAll(() => {
  server.close();
  other.close();
});

function cfg(extra: Record<string, string> = {}): PortalConfig {
  return readConfig({ EUROPEANA_RECORD_API_URL: base, EUROPEANA_RECORD_API_KEY: 'secret-key', ...extra });
}

describe('upstream API client base (spec section 7 "General")', () => {
  const client = createApiClient(
    { name: 'record', sendsKey: true, scope: 'item', codeTable: { '400_duplicate_key': 'authDuplicateKey' } },
    () => cfg(),
  );

  it('sends the key as wskey, arrays as repeated keys, and a JSON accept header', async () => {
    const log: RecordedRequest[] = [];
    const body = await client.request('/ok', { params: { qf: ['TYPE:IMAGE', 'COUNTRY:france'], rows: 24, x: undefined }, context: { requestLog: log } });
    const last = received.at(-1);
    expect(last?.url).toBe('/api/ok?qf=TYPE%3AIMAGE&qf=COUNTRY%3Afrance&rows=24&wskey=secret-key');
    expect(last?.headers.accept).toBe('application/json');
    expect(body).toMatchObject({ success: true });
    expect(log).toEqual([{ method: 'GET', url: `${base}/ok?qf=TYPE%3AIMAGE&qf=COUNTRY%3Afrance&rows=24` }]);
    // Without parameters, and with a key of the caller's own: never in the log.
    await client.request('/ok', { context: { requestLog: log } });
    await client.request('/ok', { params: { wskey: 'callers-own', rows: 1 }, context: { requestLog: log } });
    expect(log.slice(1)).toEqual([{ method: 'GET', url: `${base}/ok` }, { method: 'GET', url: `${base}/ok?rows=1` }]);
    expect(received.at(-1)?.url).toBe('/api/ok?wskey=callers-own&rows=1');
  });

  it('sends JSON bodies and bearer tokens, and never records the token', async () => {
    const log: RecordedRequest[] = [];
    await client.request('/ok', { method: 'PUT', body: ['/1/a'], accessToken: 'tok', context: { requestLog: log } });
    const last = received.at(-1);
    expect(last?.headers.authorization).toBe('Bearer tok');
    expect(last?.body).toBe('["/1/a"]');
    expect(JSON.stringify(log)).not.toContain('tok');
  });

  it('maps an error status and the JSON error field to the catalogue', async () => {
    const error = await client.request('/missing').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: 'itemNotFound', message: 'Invalid record identifier', api: 'record' });
  });

  it('maps a status to what it means for one call (codeByStatus), before the scope', async () => {
    const error = await client.request('/missing', { codeByStatus: { 404: 'galleryNotOwner' } }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 404, code: 'galleryNotOwner' });
    const other = await client.request('/missing', { codeByStatus: { 403: 'galleryNotOwner' } }).catch((e: unknown) => e);
    expect(other).toMatchObject({ status: 404, code: 'itemNotFound' });
  });

  it('maps upstream codes through the per-API table', async () => {
    const error = await client.request('/coded').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 400, code: 'authDuplicateKey', upstreamCode: '400_duplicate_key' });
  });

  it('handles non-JSON errors, malformed bodies and empty bodies', async () => {
    await expect(client.request('/text-error')).rejects.toMatchObject({ status: 503, message: 'record API: HTTP 503' });
    await expect(client.request('/garbage')).rejects.toMatchObject({ status: 502 });
    await expect(client.request('/empty')).resolves.toBeUndefined();
  });

  it('times out after the configured time, with a per-call override', async () => {
    await expect(client.request('/slow', { timeoutMs: 200 })).rejects.toMatchObject({ status: 504, code: 'upstreamUnavailable' });
    await expect(client.request('/slow', { timeoutMs: 5000 })).resolves.toEqual({});
  });

  it('reports an unreachable service', async () => {
    const down = createApiClient({ name: 'record', sendsKey: true }, () => readConfig({ EUROPEANA_RECORD_API_URL: 'http://127.0.0.1:9' }));
    await expect(down.request('/x')).rejects.toMatchObject({ status: 502, code: 'upstreamUnavailable' });
  });

  it('validates response shapes', async () => {
    await expect(client.requestParsed('/ok', z.object({ success: z.literal(true) }))).resolves.toEqual({ success: true });
    await expect(client.requestParsed('/ok', z.object({ items: z.array(z.string()) }))).rejects.toMatchObject({ status: 502 });
  });

  it('serialises parameters', () => {
    expect(serialiseParams({ a: [1, 2], b: true, c: null }).toString()).toBe('a=1&a=2&b=true');
  });
});

describe('x-{api}-api-url override', () => {
  // Built per test: the other server's address is known only after beforeAll.
  const overrideTo = (url: string) => new Headers({ [overrideHeaderName('record')]: url });

  it('names the header after the API', () => {
    expect(overrideHeaderName('record')).toBe('x-record-api-url');
    expect(overrideHeaderName('entityManagement')).toBe('x-entity-management-api-url');
  });

  it('is ignored unless configuration enables it', async () => {
    const client = createApiClient({ name: 'record', sendsKey: false }, () => cfg());
    await expect(client.request('/ok', { context: { requestHeaders: overrideTo(otherBase) } })).resolves.toMatchObject({ success: true });
  });

  it('is ignored for hosts configuration does not allow', async () => {
    const client = createApiClient({ name: 'record', sendsKey: false }, () =>
      cfg({ API_URL_OVERRIDE_ENABLED: 'true', API_URL_OVERRIDE_HOSTS: 'trusted.example:443' }),
    );
    await expect(client.request('/ok', { context: { requestHeaders: overrideTo(otherBase) } })).resolves.toMatchObject({ success: true });
  });

  it('is honoured when enabled for that host', async () => {
    const host = new URL(otherBase).host;
    const client = createApiClient({ name: 'record', sendsKey: false }, () =>
      cfg({ API_URL_OVERRIDE_ENABLED: 'true', API_URL_OVERRIDE_HOSTS: host }),
    );
    await expect(client.request('/anything', { context: { requestHeaders: overrideTo(otherBase) } })).resolves.toEqual({ from: 'other' });
  });
});
