import { lookup, type LookupAddress, type LookupAllOptions, type LookupOptions } from 'node:dns';
import { request as httpRequest, type IncomingMessage, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { BlockList, isIP } from 'node:net';

/**
 * Requests the server makes to addresses that records name (a provider's IIIF manifest and image service): a
 * record is data from hundreds of institutions, so such a URL must not reach the portal's own network (SSRF). Only
 * http(s), only public addresses — checked on the address the connection is made to (the DNS answer, so a name
 * that resolves to a private address is refused too), after every redirect — a timeout and a size cap. The
 * portal's own upstreams (configured origins, e.g. the local services on loopback) are trusted as they are.
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

function checkUrl(url: URL, trusted: boolean): void {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new OutboundRefused(`${url.protocol} is not http(s)`);
  if (url.username !== '' || url.password !== '') throw new OutboundRefused('credentials in the URL');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  // An address literal is connected to without a lookup: checked here.
  if (!trusted && isIP(host) !== 0 && !isPublicAddress(host)) throw new OutboundRefused(`${host} is not a public address`);
}

function once(url: URL, trusted: boolean, options: OutboundOptions, signal: AbortSignal): Promise<{ response: IncomingMessage; body: string }> {
  const requestOptions: RequestOptions = {
    method: 'GET',
    headers: { accept: options.accept, 'user-agent': 'heritage-portal' },
    signal,
    ...(trusted ? {} : { lookup: publicLookup }),
  };
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const request = send(url, requestOptions, (response) => {
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > options.maxBytes) {
          response.destroy();
          reject(new OutboundRefused(`the answer is larger than ${String(options.maxBytes)} bytes`));
          return;
        }
        chunks.push(chunk);
      });
      response.on('end', () => resolve({ response, body: Buffer.concat(chunks).toString('utf8') }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
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
    const { response, body } = await once(url, trusted, options, signal);
    const status = response.statusCode ?? 0;
    const location = response.headers.location;
    if (status >= 300 && status < 400 && location !== undefined) {
      if (hop >= MAX_REDIRECTS) throw new OutboundRefused(`more than ${String(MAX_REDIRECTS)} redirects`);
      url = new URL(location, url);
      continue;
    }
    return { status, url: url.href, contentType: response.headers['content-type'] ?? '', text: body };
  }
}
