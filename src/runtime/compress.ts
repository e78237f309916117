/**
 * HTTP compression of the portal's responses, pre-rendered and on-demand alike, with the compressed
 * bodies remembered: a page that many visitors read (a pre-rendered story, a route-cached search or item
 * page) is compressed once, not once per request. A response is held until it ends (the portal's pages
 * are complete documents: on-demand HTML is buffered anyway to hash its inline scripts for the CSP), then
 * the body's SHA-1 and the encoding are the key of an LRU of compressed bodies bounded in bytes
 * (`lru-cache`). The encoding is negotiated from Accept-Encoding with `negotiator` (q-values, `*`,
 * `identity`). Error pages (4xx, 5xx) are compressed as pages are. Bodies above MAX_BODY_BYTES, binary types, other
 * statuses (206, 304, redirects) and anything already encoded pass through untouched.
 *
 * A body is compressed fast the first time it is sent and well the second time, which is then kept: most on-demand
 * pages of a catalogue of millions (an item nobody asked for in the last minute, a new query) are sent once, and
 * for them compression was a fifth of the request's CPU (a 100 kB search page: brotli 5 0.80 ms, brotli 3 0.35 ms,
 * 14 % more bytes); a page asked again (a pre-rendered story, a route-cached page) is sent at the better ratio from
 * its second request on. Fast is zstd 3 where the client takes it (Chrome, Edge and Firefox do: as small as brotli 3
 * in a third of its time), else brotli 3 or gzip 4; well is brotli 5, else zstd 9 or gzip 6. Of a body sent once
 * only its hash is remembered.
 *
 * The same hash validates the answer: a GET answer without a validator of its own (an on-demand page) gets it as a
 * weak ETag, and a request whose If-None-Match names it gets 304 and no body (`bodyValidator`).
 *
 * Measured (BENCHMARKS.md "Throughput"): the per-request zlib streams of the `compression` package were
 * the largest cost of a route-cache hit after rendering, and their buffers a large part of the RSS.
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { brotliCompressSync, constants, gzipSync, zstdCompressSync } from 'node:zlib';
import fresh from 'fresh';
import { LRUCache } from 'lru-cache';
import Negotiator from 'negotiator';
import { joinedBytes } from '../lib/bytes.ts';
import { seenBeforeWithin } from '../lib/cache/seen-before.ts';

/** Smaller bodies are sent as they are: compression would not pay for its headers. */
const THRESHOLD_BYTES = 1024;
/** Larger bodies (none of the portal's pages) pass through uncompressed, as they stream. */
const MAX_BODY_BYTES = 1024 * 1024;
/** Compressed bodies remembered, in bytes (about 2,000 compressed pages). */
const CACHE_BYTES = 24 * 1024 * 1024;
/** Bodies remembered as sent once (their hash only), so that the second send compresses well and is kept. */
const SEEN_BODIES = 20_000;

type Encoding = 'br' | 'zstd' | 'gzip';

/**
 * The level of each encoding for a body sent once (fast) and for one sent again, which is kept (well). Measured on
 * the portal's pages (BENCHMARKS.md "The long tail"): zstd 3 makes an item or search page as small as brotli 3 in
 * about a third of its time (0.10 against 0.27 ms for 75 kB), brotli 5 within a few per cent of the best ratio for
 * HTML at a fraction of the time of 11.
 */
const LEVELS: Readonly<Record<Encoding, { readonly fast: number; readonly well: number }>> = {
  br: { fast: 3, well: 5 },
  zstd: { fast: 3, well: 9 },
  gzip: { fast: 4, well: 6 },
};

const COMPRESSIBLE = /^(?:text\/|application\/(?:json|javascript|xml|manifest\+json|ld\+json|rss\+xml|atom\+xml)|image\/svg\+xml)/i;

interface PreferringNegotiator {
  encodings(available: string[], options: { preferred: string[] }): string[];
}

/** The encodings a request accepts, by the portal's preference on equal q-values: fastest first, and smallest first. */
const FASTEST_FIRST: readonly string[] = ['zstd', 'br', 'gzip', 'identity'];
const SMALLEST_FIRST: readonly string[] = ['br', 'zstd', 'gzip', 'identity'];

/** The encoding of a body sent once (fast: zstd where accepted) and of one sent again and kept (well: brotli first). */
export interface EncodingChoice {
  readonly fast: Encoding;
  readonly well: Encoding;
}

function isEncoding(value: string | undefined): value is Encoding {
  return value === 'br' || value === 'zstd' || value === 'gzip';
}

/** The encodings to answer with, from Accept-Encoding (q-values, `*`, `identity`); none when no encoding is acceptable. */
export function chooseEncoding(acceptEncoding: string | undefined): EncodingChoice | undefined {
  if (acceptEncoding === undefined) return undefined;
  // negotiator 1.x takes the server's preference for ties (@types/negotiator still describes 0.6).
  const negotiator = new Negotiator({ headers: { 'accept-encoding': acceptEncoding } }) as unknown as PreferringNegotiator;
  const [fast] = negotiator.encodings([...FASTEST_FIRST], { preferred: [...FASTEST_FIRST] });
  const [well] = negotiator.encodings([...SMALLEST_FIRST], { preferred: [...SMALLEST_FIRST] });
  return isEncoding(fast) && isEncoding(well) ? { fast, well } : undefined;
}

function compress(body: Buffer, encoding: Encoding, level: number): Buffer {
  switch (encoding) {
    case 'br':
      return brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: level,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      });
    case 'zstd':
      return zstdCompressSync(body, { params: { [constants.ZSTD_c_compressionLevel]: level, [constants.ZSTD_c_checksumFlag]: 0 } });
    case 'gzip':
      return gzipSync(body, { level });
  }
}

/** A body as sent: its bytes and their encoding. */
export interface Encoded {
  readonly bytes: Buffer;
  readonly encoding: Encoding;
}

/** A body's SHA-1 (base64): the key of its compressed forms and its validator. */
function bodyHash(body: Buffer): string {
  return createHash('sha1').update(body).digest('base64');
}

/**
 * The validator of a GET answer without one of its own (an on-demand page; `send` gives files theirs): a weak ETag
 * of its body's hash (weak: the same for every content coding). A request whose If-None-Match names it already has the
 * body, and a 304 answers (RFC 9110 13.1.2): a crawler revisiting an item, a browser going back to a page.
 */
function bodyValidator(req: IncomingMessage, res: ServerResponse, hash: string): string | undefined {
  // An error answer has none: a condition is evaluated only where the answer would be a 2xx (RFC 9110 13.2.1).
  return (req.method === 'GET' || req.method === 'HEAD') && res.statusCode === 200 && res.getHeader('etag') === undefined ? `W/"${hash}"` : undefined;
}

/**
 * Whether the request's If-None-Match names `etag`. `Cache-Control: no-cache` in the request (fetch() adds it to its
 * conditional requests) does not stop an origin server from answering by its validators (RFC 9110 13.2).
 */
function hasCurrentBody(req: IncomingMessage, etag: string): boolean {
  const ifNoneMatch = req.headers['if-none-match'];
  return ifNoneMatch !== undefined && fresh({ 'if-none-match': ifNoneMatch }, { etag });
}

/**
 * The compressed bodies of the server: a body sent for the first time is compressed fast (zstd where the client takes
 * it) and only its hash remembered; the second time it is compressed well (brotli where the client takes it), and
 * that is kept in an LRU bounded in bytes, keyed by the body's hash and the encoding.
 */
export class CompressedBodies {
  readonly #entries: LRUCache<string, Buffer>;
  readonly #seenBefore = seenBeforeWithin(SEEN_BODIES);
  /** Bodies compressed (first sends and second ones), for tests and figures. */
  compressions = 0;

  constructor(maxBytes: number = CACHE_BYTES) {
    this.#entries = new LRUCache<string, Buffer>({ maxSize: maxBytes, sizeCalculation: (value) => Math.max(1, value.length) });
  }

  get(body: Buffer, choice: EncodingChoice, hash: string = bodyHash(body)): Encoded {
    const key = `${choice.well}:${hash}`;
    const kept = this.#entries.get(key);
    if (kept !== undefined) return { bytes: kept, encoding: choice.well };
    this.compressions += 1;
    if (!this.#seenBefore(hash)) return { bytes: compress(body, choice.fast, LEVELS[choice.fast].fast), encoding: choice.fast };
    const bytes = compress(body, choice.well, LEVELS[choice.well].well);
    // A body larger than the whole cache is sent, not kept (lru-cache refuses it).
    this.#entries.set(key, bytes);
    return { bytes, encoding: choice.well };
  }
}

function headerList(value: number | string | string[] | undefined): string {
  return Array.isArray(value) ? value.join(', ') : String(value ?? '');
}

type WriteCallback = (error?: Error | null) => void;

/**
 * The compression step of the portal's server: `compress(req, res, next)` before any handler writes.
 * Holds the response until it ends, then sends it compressed (remembered by body), or as it was.
 */
export function createCompressor(bodies: CompressedBodies = new CompressedBodies()): (req: IncomingMessage, res: ServerResponse, next: () => void) => void {
  return (req, res, next) => {
    const head = req.method === 'HEAD';
    // None: the body goes as it is (no encoding acceptable; a HEAD answer, whose body is not sent), with the same
    // validator and Vary as a compressed one, so that a cache keeps the two apart and a crawler can revalidate.
    const choice = head ? undefined : chooseEncoding(headerList(req.headers['accept-encoding']) || undefined);
    const original = { writeHead: res.writeHead.bind(res), write: res.write.bind(res), end: res.end.bind(res) };
    let decided: 'hold' | 'pass' | undefined;
    const chunks: Buffer[] = [];
    let held = 0;

    /** The answer depends on Accept-Encoding (added once the handler's headers are known: handlers set their own Vary). */
    function varyOnEncoding(): void {
      const vary = headerList(res.getHeader('vary'));
      if (!/\baccept-encoding\b/i.test(vary)) res.setHeader('vary', vary === '' ? 'Accept-Encoding' : `${vary}, Accept-Encoding`);
    }

    function restore(): void {
      res.writeHead = original.writeHead;
      res.write = original.write;
      res.end = original.end;
    }

    /** Whether this response can be held and compressed, decided once its headers are known. */
    function decide(): 'hold' | 'pass' {
      if (decided !== undefined) return decided;
      const type = headerList(res.getHeader('content-type'));
      // Error pages are whole pages too (a 404's is 30 kB): compressed as a 200's body is, without its validator.
      const compressible =
        (res.statusCode === 200 || res.statusCode >= 400) &&
        COMPRESSIBLE.test(type) &&
        res.getHeader('content-encoding') === undefined &&
        !/\bno-transform\b/i.test(headerList(res.getHeader('cache-control')));
      if (compressible) varyOnEncoding();
      // A file's HEAD answer (`send`) has its validator and length already, and no body comes to be held.
      decided = compressible && !(head && res.getHeader('etag') !== undefined) ? 'hold' : 'pass';
      if (decided === 'pass') restore();
      return decided;
    }

    /** Gives up holding (the body is too large): sends what was held and streams the rest as it comes. */
    function passThrough(): void {
      decided = 'pass';
      restore();
      for (const chunk of chunks.splice(0)) original.write(chunk);
    }

    function toBuffer(chunk: unknown, enc?: BufferEncoding): Buffer | undefined {
      if (chunk === undefined || chunk === null) return undefined;
      if (typeof chunk === 'string') return Buffer.from(chunk, enc ?? 'utf8');
      if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
      return undefined;
    }

    res.writeHead = ((status: number, ...rest: unknown[]) => {
      res.statusCode = status;
      const headers = rest.find((r) => r !== null && typeof r === 'object') as OutgoingHttpHeaders | string[] | undefined;
      if (Array.isArray(headers)) {
        for (let i = 0; i + 1 < headers.length; i += 2) res.setHeader(String(headers[i]), String(headers[i + 1]));
      } else if (headers !== undefined) {
        for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value);
      }
      if (typeof rest[0] === 'string') res.statusMessage = rest[0];
      return res;
    });

    res.write = ((chunk: unknown, encOrCallback?: BufferEncoding | WriteCallback, callback?: WriteCallback): boolean => {
      const enc = typeof encOrCallback === 'string' ? encOrCallback : undefined;
      const done = typeof encOrCallback === 'function' ? encOrCallback : callback;
      if (decide() === 'pass') return res.write(chunk, enc ?? 'utf8', done);
      const buffer = toBuffer(chunk, enc);
      if (buffer !== undefined) {
        chunks.push(buffer);
        held += buffer.length;
      }
      if (held > MAX_BODY_BYTES) {
        res.removeHeader('content-length');
        passThrough();
      }
      if (done) process.nextTick(done);
      return true;
    }) as ServerResponse['write'];

    res.end = ((chunk?: unknown, encOrCallback?: BufferEncoding | (() => void), callback?: () => void): ServerResponse => {
      const enc = typeof encOrCallback === 'string' ? encOrCallback : undefined;
      const done = typeof encOrCallback === 'function' ? encOrCallback : callback;
      if (decide() === 'pass') {
        restore();
        return chunk === undefined ? res.end(done) : res.end(chunk as string, enc ?? 'utf8', done);
      }
      restore();
      const last = toBuffer(chunk, enc);
      if (last !== undefined) chunks.push(last);
      const body = joinedBytes(chunks);
      if (body.length < THRESHOLD_BYTES) {
        res.setHeader('content-length', body.length);
        return res.end(body, done);
      }
      const hash = bodyHash(body);
      const etag = bodyValidator(req, res, hash);
      if (etag !== undefined) res.setHeader('etag', etag);
      if (etag !== undefined && hasCurrentBody(req, etag)) {
        res.statusCode = 304;
        res.removeHeader('content-type');
        res.removeHeader('content-length');
        return res.end(done);
      }
      if (choice === undefined) {
        res.setHeader('content-length', body.length);
        return res.end(body, done);
      }
      const compressed = bodies.get(body, choice, hash);
      res.setHeader('content-encoding', compressed.encoding);
      res.setHeader('content-length', compressed.bytes.length);
      return res.end(compressed.bytes, done);
    }) as ServerResponse['end'];

    next();
  };
}
