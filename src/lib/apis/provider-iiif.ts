import { HTTP_TIMEOUT_MS } from '../constants.ts';
import { config } from '../config.ts';
import { PortalError } from '../errors/catalogue.ts';
import { fetchOutbound } from '../security/outbound.ts';
import type { ApiContext } from './client.ts';
import { imageInfoSchema, parseManifest, type ImageInfo, type Manifest } from './iiif.ts';
import { UPSTREAM_CACHE_TTL_MS, upstreamResponses } from './response-cache.ts';

/**
 * A provider's own IIIF server (src/lib/edm/provider-manifest.ts): its manifest and its image services' `info.json`,
 * read on the server as Europeana's are, but at an address a record names — so through the outbound guard
 * (src/lib/security/outbound.ts: public addresses only, unless the address is one of the portal's configured
 * upstreams), capped in size, and kept in the upstream cache like the record.
 */

/** A manifest of a few thousand canvases is a few megabytes; anything larger is not read. */
const MAX_BYTES = 4_000_000;

let trusted: { config: object; origins: ReadonlySet<string> } | undefined;

/** The origins of the configured upstream APIs (the local services in development): reached as they are. */
function trustedOrigins(): ReadonlySet<string> {
  const current = config();
  if (trusted?.config !== current) trusted = { config: current, origins: new Set(Object.values(current.apis).map((api) => new URL(api.url).origin)) };
  return trusted.origins;
}

async function getJson(url: string, context: ApiContext | undefined): Promise<unknown> {
  context?.requestLog?.push({ method: 'GET', url });
  const text = await upstreamResponses.get(`providerIiif ${url}`, UPSTREAM_CACHE_TTL_MS, async () => {
    let answer;
    try {
      answer = await fetchOutbound(url, { trustedOrigins: trustedOrigins(), timeoutMs: HTTP_TIMEOUT_MS, maxBytes: MAX_BYTES, accept: 'application/ld+json, application/json;q=0.9' });
    } catch (error) {
      throw new PortalError(`The provider's IIIF server could not be read at ${url}: ${error instanceof Error ? error.message : String(error)}`, { status: 502, code: 'upstreamUnavailable', cause: error });
    }
    if (answer.status !== 200) throw new PortalError(`The provider's IIIF server answered ${String(answer.status)} for ${url}`, { status: 502, code: 'upstreamUnavailable' });
    JSON.parse(answer.text);
    return answer.text;
  });
  return JSON.parse(text) as unknown;
}

/** A provider's manifest (Presentation 3 or 2), read into the shape Europeana's are read into. */
export async function getProviderManifest(url: string, options: { context?: ApiContext | undefined } = {}): Promise<Manifest> {
  return parseManifest(await getJson(url, options.context));
}

/** The `info.json` of a provider's image service, for the deep-zoom viewer. */
export async function getProviderImageInfo(serviceUrl: string, options: { context?: ApiContext | undefined } = {}): Promise<ImageInfo> {
  return imageInfoSchema.parse(await getJson(`${serviceUrl}/info.json`, options.context));
}
