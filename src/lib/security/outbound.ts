import { lookup, type LookupAddress, type LookupAllOptions, type LookupOptions } from 'node:dns';
import { BlockList, isIP } from 'node:net';
import type { ReadableStream } from 'node:stream/web';
import { Agent, fetch, type Response } from 'undici';

/**
 * Requests the server makes to addresses that records name (a provider's IIIF manifest and image service): a
 * record is data from hundreds of institutions, so such a URL must not reach the portal's own network (SSRF). Only
 * http(s), only public addresses — checked on the address the connection is made to (the DNS answer, so a name
 * that resolves to a private address is refused too), after every redirect — a timeout and a size cap. The
 * portal's own upstreams (configured origins, e.g. the local services on loopback) are trusted as they are.
 *
 * The HTTP client is undici's `fetch`: an `Agent` whose connector resolves names through `publicLookup` (a name is
 * connected to only at an address the lookup let through), `redirect: 'manual'` so that each redirect is checked
 * here before it is followed, and the body read as a stream and given up at the cap.
 */

/**
 * Special-purpose ranges (IANA registries for IPv4 and IPv6): loopback, private, link-local, CGNAT, multicast…
 * (BlockList checks an IPv4-mapped IPv6 address, `::ffff:10.0.0.1`, against the IPv4 ranges itself.)
 */
const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.0.2.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['198.51.100.0', 24],
  ['203.0.113.0', 24], ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 127], ['64:ff9b::', 96], ['100::', 64], ['2001:db8::', 32], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8],
] as const) NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');

/**
 * Whether an IP address is a public one (not loopback, private, link-local, documentation or multicast).
 * @example isPublicAddress('93.184.215.14') // true
 * @example isPublicAddress('10.1.2.3') // false
 */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return !NOT_PUBLIC.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

export class OutboundRefused extends Error {
  override readonly name = 'OutboundRefused';
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** `dns.lookup` that fails for a name with any non-public address. */
function publicLookup(hostname: string, options: LookupOptions, callback: LookupCallback): void {
  const all: LookupAllOptions = { ...options, all: true };
  lookup(hostname, all, (error, addresses) => {
    const first = addresses[0];
    if (error) {
      callback(error, []);
    } else if (first === undefined || addresses.some((entry) => !isPublicAddress(entry.address))) {
      callback(new OutboundRefused(`${hostname} resolves to a non-public address`), []);
    } else if (options.all === true) {
      callback(null, addresses);
    } else {
      callback(null, first.address, first.family);
    }
  });
}

export interface OutboundOptions {
  /** Origins the portal trusts as they are (its configured upstreams). */
  readonly trustedOrigins: ReadonlySet<string>;
  readonly timeoutMs: number;
  /** Larger answers are cut off and refused. */
  readonly maxBytes: number;
  readonly accept: string;
}

export interface OutboundResponse {
  readonly status: number;
  readonly url: string;
  readonly contentType: string;
  readonly text: string;
}

const MAX_REDIRECTS = 3;

/** Connections to addresses a record names: every name is resolved through `publicLookup`. */
const guarded = new Agent({ connect: { lookup: publicLookup } });
/** Connections to the portal's own upstreams. */
const direct = new Agent();

function checkUrl(url: URL, trusted: boolean): void {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new OutboundRefused(`${url.protocol} is not http(s)`);
  if (url.username !== '' || url.password !== '') throw new OutboundRefused('credentials in the URL');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  // An address literal is connected to without a lookup: checked here.
  if (!trusted && isIP(host) !== 0 && !isPublicAddress(host)) throw new OutboundRefused(`${host} is not a public address`);
}

/** undici's `fetch` reports a network failure as `TypeError('fetch failed')`: its cause (the refusal, the refused connection) says more. */
function networkError(error: unknown): unknown {
  return error instanceof TypeError && error.cause instanceof Error ? error.cause : error;
}

function tooLarge(maxBytes: number): OutboundRefused {
  return new OutboundRefused(`the answer is larger than ${String(maxBytes)} bytes`);
}

/** The body as text, read chunk by chunk and given up (the connection closed) as soon as it passes `maxBytes`. */
async function readCapped(response: Response, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? Number.NaN);
  if (declared > maxBytes) {
    await response.body?.cancel();
    throw tooLarge(maxBytes);
  }
  if (response.body === null) return '';
  // undici types the body's chunks loosely; they are bytes.
  const body = response.body as ReadableStream<Uint8Array>;
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw tooLarge(maxBytes);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * GETs a URL a record names, as text, following up to three redirects (each checked again). Throws
 * `OutboundRefused` for an address it must not reach, and the network's error otherwise.
 */
export async function fetchOutbound(address: string, options: OutboundOptions): Promise<OutboundResponse> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  let url = new URL(address);
  for (let hop = 0; ; hop++) {
    const trusted = options.trustedOrigins.has(url.origin);
    checkUrl(url, trusted);
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { accept: options.accept, 'user-agent': 'heritage-portal' },
        redirect: 'manual',
        signal,
        dispatcher: trusted ? direct : guarded,
      });
    } catch (error) {
      throw networkError(error);
    }
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location !== null) {
      await response.body?.cancel();
      if (hop >= MAX_REDIRECTS) throw new OutboundRefused(`more than ${String(MAX_REDIRECTS)} redirects`);
      url = new URL(location, url);
      continue;
    }
    let text: string;
    try {
      text = await readCapped(response, options.maxBytes);
    } catch (error) {
      throw networkError(error);
    }
    return { status: response.status, url: url.href, contentType: response.headers.get('content-type') ?? '', text };
  }
}
