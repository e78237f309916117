import { readFileSync } from 'node:fs';
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
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
function get(path: string, acceptEncoding?: string, method = 'GET'): Promise<{ status: number; headers: IncomingMessage['headers']; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('response compression', () => {
  it('prefers brotli, then gzip, honouring q values', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0.5, gzip;q=1')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('identity')).toBeUndefined();
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
    for (const encoding of ['br', 'gzip'] as const) {
      const fresh = new CompressedBodies();
      const first = fresh.get(varied, encoding);
      const second = fresh.get(varied, encoding);
      expect(second.length).toBeLessThan(first.length);
      expect((encoding === 'br' ? brotliDecompressSync(first) : gunzipSync(first)).equals(varied)).toBe(true);
      expect((encoding === 'br' ? brotliDecompressSync(second) : gunzipSync(second)).equals(varied)).toBe(true);
      expect(fresh.get(varied, encoding)).toBe(second);
      expect(fresh.compressions).toBe(2);
    }
  });

  it('leaves small, binary, error, HEAD and already large answers as they are', async () => {
    const small = await get('/small', 'br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body.toString()).toBe('tiny');
    const image = await get('/image', 'br');
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.body.length).toBe(5000);
    const missing = await get('/missing', 'br');
    expect(missing.status).toBe(404);
    expect(missing.body.toString()).toBe(page);
    const head = await get('/astro', 'br', 'HEAD');
    expect(head.headers['content-encoding']).toBeUndefined();
    const large = await get('/huge', 'br');
    expect(large.headers['content-encoding']).toBeUndefined();
    expect(large.body.toString()).toBe(huge);
  });

  it('keeps the remembered bodies within their byte bound', () => {
    const bounded = new CompressedBodies(2000);
    for (let i = 0; i < 50; i += 1) bounded.get(Buffer.from(`${String(i)}${'<p>varied text</p>'.repeat(200)}${String(i)}`), 'gzip');
    expect(bounded.compressions).toBe(50);
    // The most recent body is still remembered (its second send compresses it well, once), the oldest no longer.
    const recent = Buffer.from(`49${'<p>varied text</p>'.repeat(200)}49`);
    bounded.get(recent, 'gzip');
    bounded.get(recent, 'gzip');
    expect(bounded.compressions).toBe(51);
    bounded.get(Buffer.from(`0${'<p>varied text</p>'.repeat(200)}0`), 'gzip');
    expect(bounded.compressions).toBe(52);
  });
});
