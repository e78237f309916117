import { readFileSync } from 'node:fs';
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync, zstdDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseEncoding, CompressedBodies, createCompressor } from '../../../src/runtime/compress.ts';

const page = `<!doctype html><title>page</title>${'<p>Europe’s cultural heritage</p>'.repeat(400)}`;
const huge = 'x'.repeat(1024 * 1024 + 10);
const bodies = new CompressedBodies();
let server: Server;
let port = 0;

/** Stand-in handlers written the ways the portal's are: Astro's writeHead + chunks, a piped file, small and binary answers. */
function handle(req: IncomingMessage, res: ServerResponse): void {
  if (req.url === '/astro') {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', vary: 'Cookie' });
    res.write(page.slice(0, 1000));
    res.write(Buffer.from(page.slice(1000)));
    res.end();
  } else if (req.url === '/own-etag') {
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.setHeader('etag', '"file-7"');
    res.end(page);
  } else if (req.url === '/own-etag-head') {
    // `send` answering HEAD: headers only.
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.setHeader('etag', '"file-7"');
    res.setHeader('content-length', 12345);
    res.end();
  } else if (req.url === '/small') {
    res.setHeader('content-type', 'text/plain');
    res.end('tiny');
  } else if (req.url === '/image') {
    res.setHeader('content-type', 'image/jpeg');
    res.end(Buffer.alloc(5000, 7));
  } else if (req.url === '/missing') {
    res.statusCode = 404;
    res.setHeader('content-type', 'text/html');
    res.end(page);
  } else if (req.url === '/huge') {
    res.setHeader('content-type', 'text/plain');
    res.setHeader('content-length', huge.length);
    for (let i = 0; i < huge.length; i += 65536) res.write(huge.slice(i, i + 65536));
    res.end();
  } else {
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.end(`${page}<!-- ${req.url ?? ''} -->`);
  }
}

beforeAll(async () => {
  const compress = createCompressor(bodies);
  server = createServer((req, res) => {
    compress(req, res, () => {
      handle(req, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => {
  server.close();
});

/** A raw GET (fetch would decompress and hide the encoding). */
function get(path: string, acceptEncoding?: string, method = 'GET', headers: Record<string, string> = {}): Promise<{ status: number; headers: IncomingMessage['headers']; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers: { ...headers, ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('response compression', () => {
  it('sends a body once in the fastest accepted encoding (zstd), again in the smallest (brotli), honouring q values', () => {
    // Chrome's and Firefox's header; Safari's; a crawler's.
    expect(chooseEncoding('gzip, deflate, br, zstd')).toEqual({ fast: 'zstd', well: 'br' });
    expect(chooseEncoding('gzip, deflate, br')).toEqual({ fast: 'br', well: 'br' });
    expect(chooseEncoding('gzip')).toEqual({ fast: 'gzip', well: 'gzip' });
    expect(chooseEncoding('zstd, gzip')).toEqual({ fast: 'zstd', well: 'zstd' });
    expect(chooseEncoding('br;q=0, gzip')).toEqual({ fast: 'gzip', well: 'gzip' });
    expect(chooseEncoding('br;q=0.5, gzip;q=1')).toEqual({ fast: 'gzip', well: 'gzip' });
    expect(chooseEncoding('zstd;q=0.5, br')).toEqual({ fast: 'br', well: 'br' });
    expect(chooseEncoding('*')).toEqual({ fast: 'zstd', well: 'br' });
    expect(chooseEncoding('identity')).toBeUndefined();
    expect(chooseEncoding('deflate')).toBeUndefined();
    expect(chooseEncoding(undefined)).toBeUndefined();
  });

  it('compresses a page written in chunks, keeps the handler headers and adds Vary', async () => {
    const br = await get('/astro', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(br.headers.vary).toBe('Cookie, Accept-Encoding');
    expect(brotliDecompressSync(br.body).toString()).toBe(page);
    const gzip = await get('/astro', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(page);
    const plain = await get('/astro');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(page);
  });

  it('compresses a body fast the first time, well the second, then answers from memory', async () => {
    const before = bodies.compressions;
    const sizes: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const answer = await get('/same', 'br');
      expect(brotliDecompressSync(answer.body).toString()).toBe(`${page}<!-- /same -->`);
      sizes.push(answer.body.length);
    }
    expect(bodies.compressions - before).toBe(2);
    const [first, second, ...later] = sizes;
    expect(second).toBeLessThanOrEqual(first ?? 0);
    expect(new Set(later)).toEqual(new Set([second]));
  });

  it('compresses a body sent once at the fast level, one sent again at the better level (smaller)', () => {
    // Real text: the English messages.
    const varied = readFileSync(new URL('../../../i18n/en.json', import.meta.url));
    const decompress = { br: brotliDecompressSync, gzip: gunzipSync, zstd: zstdDecompressSync };
    for (const encoding of ['br', 'zstd', 'gzip'] as const) {
      const fresh = new CompressedBodies();
      const choice = { fast: encoding, well: encoding };
      const first = fresh.get(varied, choice);
      const second = fresh.get(varied, choice);
      expect(second.bytes.length).toBeLessThan(first.bytes.length);
      expect(decompress[encoding](first.bytes).equals(varied)).toBe(true);
      expect(decompress[encoding](second.bytes).equals(varied)).toBe(true);
      expect(fresh.get(varied, choice).bytes).toBe(second.bytes);
      expect(fresh.compressions).toBe(2);
    }
  });

  it('sends a body zstd the first time to a browser that takes it, brotli from the second time on', async () => {
    const browser = 'gzip, deflate, br, zstd';
    const first = await get('/zstd-then-brotli', browser);
    expect(first.headers['content-encoding']).toBe('zstd');
    expect(zstdDecompressSync(first.body).toString()).toBe(`${page}<!-- /zstd-then-brotli -->`);
    const second = await get('/zstd-then-brotli', browser);
    expect(second.headers['content-encoding']).toBe('br');
    expect(Number(second.headers['content-length'])).toBe(second.body.length);
    expect(brotliDecompressSync(second.body).toString()).toBe(`${page}<!-- /zstd-then-brotli -->`);
    // The kept brotli body answers a client without zstd too, without compressing again.
    const before = bodies.compressions;
    const safari = await get('/zstd-then-brotli', 'gzip, deflate, br');
    expect(safari.body.equals(second.body)).toBe(true);
    expect(bodies.compressions).toBe(before);
  });

  it('validates a page by its body: a weak ETag, and 304 without a body when the client has that body', async () => {
    const first = await get('/astro', 'br');
    const etag = first.headers.etag;
    expect(etag).toMatch(/^W\/"[A-Za-z0-9+/]{27}="$/);
    // The same body in another content coding: the same (weak) validator.
    expect((await get('/astro', 'gzip')).headers.etag).toBe(etag);
    expect((await get('/zstd-then-brotli', 'br')).headers.etag).not.toBe(etag);
    for (const ifNoneMatch of [etag ?? '', `W/"other", ${etag ?? ''}`, '*']) {
      const again = await get('/astro', 'br', 'GET', { 'if-none-match': ifNoneMatch });
      expect(again.status, ifNoneMatch).toBe(304);
      expect(again.body.length).toBe(0);
      expect(again.headers.etag).toBe(etag);
      expect(again.headers.vary).toBe('Cookie, Accept-Encoding');
      expect(again.headers['content-type']).toBeUndefined();
      expect(again.headers['content-encoding']).toBeUndefined();
    }
    // fetch() adds `Cache-Control: no-cache` to its conditional requests: still answered by the validator.
    expect((await get('/astro', 'br', 'GET', { 'if-none-match': etag ?? '', 'cache-control': 'no-cache' })).status).toBe(304);
    const changed = await get('/astro', 'br', 'GET', { 'if-none-match': 'W/"an older body"' });
    expect(changed.status).toBe(200);
    expect(brotliDecompressSync(changed.body).toString()).toBe(page);
    // A handler's own validator (a file sent by `send`) is its own; other methods get none.
    expect((await get('/own-etag', 'br')).headers.etag).toBe('"file-7"');
    expect((await get('/own-etag', 'br', 'GET', { 'if-none-match': etag ?? '' })).status).toBe(200);
    expect((await get('/astro', 'br', 'POST')).headers.etag).toBeUndefined();
  });

  it('gives an answer sent as it is (no encoding accepted, HEAD) the validator and Vary of a compressed one', async () => {
    const etag = (await get('/astro', 'br')).headers.etag;
    for (const [method, acceptEncoding] of [['GET', undefined], ['GET', 'identity'], ['HEAD', 'br'], ['HEAD', undefined]] as const) {
      const plain = await get('/astro', acceptEncoding, method);
      const label = `${method} ${acceptEncoding ?? '(none)'}`;
      expect(plain.status, label).toBe(200);
      expect(plain.headers['content-encoding'], label).toBeUndefined();
      expect(plain.headers.etag, label).toBe(etag);
      expect(plain.headers.vary, label).toBe('Cookie, Accept-Encoding');
      expect(Number(plain.headers['content-length']), label).toBe(Buffer.byteLength(page));
      expect(plain.body.toString(), label).toBe(method === 'HEAD' ? '' : page);
      expect((await get('/astro', acceptEncoding, method, { 'if-none-match': etag ?? '' })).status, label).toBe(304);
    }
    // A file's HEAD answer (its validator and length from `send`, no body written) passes as it is, with Vary.
    const file = await get('/own-etag-head', 'br', 'HEAD');
    expect(file.headers.etag).toBe('"file-7"');
    expect(file.headers['content-length']).toBe('12345');
    expect(file.headers.vary).toBe('Accept-Encoding');
  });

  it('compresses an error page as a page, without a validator: a condition does not turn a 404 into a 304', async () => {
    const missing = await get('/missing', 'br');
    expect(missing.status).toBe(404);
    expect(missing.headers['content-encoding']).toBe('br');
    expect(missing.headers.vary).toBe('Accept-Encoding');
    expect(missing.headers.etag).toBeUndefined();
    expect(brotliDecompressSync(missing.body).toString()).toBe(page);
    const conditional = await get('/missing', 'br', 'GET', { 'if-none-match': '*' });
    expect(conditional.status).toBe(404);
    expect(brotliDecompressSync(conditional.body).toString()).toBe(page);
  });

  it('leaves small, binary, HEAD and already large answers as they are', async () => {
    const small = await get('/small', 'br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body.toString()).toBe('tiny');
    const image = await get('/image', 'br');
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.body.length).toBe(5000);
    const head = await get('/astro', 'br', 'HEAD');
    expect(head.headers['content-encoding']).toBeUndefined();
    const large = await get('/huge', 'br');
    expect(large.headers['content-encoding']).toBeUndefined();
    expect(large.body.toString()).toBe(huge);
  });

  it('keeps the remembered bodies within their byte bound', () => {
    const bounded = new CompressedBodies(2000);
    const gzip = { fast: 'gzip', well: 'gzip' } as const;
    const body = (i: number): Buffer => Buffer.from(`${String(i)}${'<p>varied text</p>'.repeat(200)}${String(i)}`);
    // Each body sent twice: the second send is compressed well and kept.
    for (let i = 0; i < 50; i += 1) {
      bounded.get(body(i), gzip);
      bounded.get(body(i), gzip);
    }
    expect(bounded.compressions).toBe(100);
    // The most recent body is still kept, the oldest no longer (sent again, it is compressed again).
    bounded.get(body(49), gzip);
    expect(bounded.compressions).toBe(100);
    bounded.get(body(0), gzip);
    expect(bounded.compressions).toBe(101);
  });
});
