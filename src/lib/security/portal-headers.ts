/**
 * The security headers of this portal's responses: the pure builder (./headers.ts) fed with the
 * configured origins. Shared by src/runtime/serve.ts (pre-rendered files) and
 * src/middleware/security-headers.ts (on-demand responses).
 */
import { config } from '../config.ts';
import { DEFAULT_CONTENT_SYSTEM_ORIGIN, isHttpsRequest, securityHeaders } from './headers.ts';

interface Origins {
  readonly assetOrigins: readonly string[];
  readonly formOrigins: readonly string[];
  /** Origins every page may send to: the Matomo server of the analytics (src/islands/site/analytics.ts). */
  readonly connectOrigins: readonly string[];
  readonly contentSystemOrigin: string;
  readonly baseUrl: string;
}

let cached: Origins | undefined;

function origins(): Origins {
  if (cached) return cached;
  const portal = config();
  const { apis } = portal;
  cached = {
    assetOrigins: [
      apis.thumbnail.url,
      apis.iiifImage.url,
      apis.iiifPresentation.url,
      apis.mediaProxy.url,
      portal.content.mediaOrigin,
      // The location map's base-map tiles; a `{s}` subdomain template (`https://{s}.tile.…`) is any subdomain.
      portal.map.tilesUrl.replace('{s}', '*'),
      // Organisations' logos (src/lib/edm/wikimedia.ts).
      portal.wikimediaUploadUrl,
    ],
    formOrigins: [portal.oidc.issuer],
    connectOrigins: portal.analytics === undefined ? [] : [portal.analytics.host],
    contentSystemOrigin: process.env.CONTENT_SYSTEM_ORIGIN ?? DEFAULT_CONTENT_SYSTEM_ORIGIN,
    baseUrl: portal.baseUrl,
  };
  return cached;
}

export interface PortalHeaderRequest {
  readonly pathname: string;
  /** `http:` or `https:` as the server saw it. */
  readonly protocol: string;
  readonly forwardedProto?: string | readonly string[] | null | undefined;
  readonly html?: string | Uint8Array | undefined;
  /** Origins the page fetches from besides the configured ones (`Astro.locals.cspConnectOrigins`). */
  readonly connectOrigins?: readonly string[] | undefined;
  /** Origins the page shows pictures from besides the configured ones (`Astro.locals.cspImageOrigins`). */
  readonly imageOrigins?: readonly string[] | undefined;
}

/**
 * Whether the security headers differ by the request's transport: HSTS and the CSP's upgrades follow
 * `X-Forwarded-Proto` unless the public origin is HTTPS (then every answer has them). A cache that keys by URL
 * must then keep the two apart (`Vary: X-Forwarded-Proto`, src/middleware/security-headers.ts).
 */
export function headersVaryByTransport(): boolean {
  return !origins().baseUrl.startsWith('https:');
}

/** The security headers of one response of this portal. */
export function portalSecurityHeaders(request: PortalHeaderRequest): Record<string, string> {
  const o = origins();
  return securityHeaders({
    pathname: request.pathname,
    https: isHttpsRequest(request.protocol, request.forwardedProto, o.baseUrl),
    html: request.html,
    assetOrigins: o.assetOrigins,
    formOrigins: o.formOrigins,
    contentSystemOrigin: o.contentSystemOrigin,
    connectOrigins: [...o.connectOrigins, ...(request.connectOrigins ?? [])],
    imageOrigins: request.imageOrigins,
  });
}
