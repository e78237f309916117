import { pathProblem } from './path-safety.ts';

/**
 * One host for every page: a browser request on any host but the public origin's (`PORTAL_BASE_URL`)
 * is sent there, same path and query (issue 18, item 12). Sign-in needs it: the identity provider
 * returns to the public origin's `/account/callback`, so a visitor who started on
 * `http://127.0.0.1:4321` while the origin is `http://localhost:4321` left the sign-in state cookie on
 * the other host and came back signed out, without a word. Canonical links say the same origin.
 *
 * Redirected: GET and HEAD, pages and files alike (sign-in starts on a page, `/{locale}/account/login`).
 * Not redirected:
 * - other methods: a redirect would not carry a form post along, and nothing on the wrong host has a
 *   session to post with;
 * - the portal's own API (`/_api/…`): its callers are machines that name a node, not the public origin
 *   (load balancer and Kubernetes probes of `/_api/health`, the content webhook, oEmbed consumers) or
 *   islands on pages that are already on the public origin; none of it starts sign-in;
 * - paths the pipeline refuses anyway (src/lib/routing/path-safety.ts): they get their 4xx on any host.
 *
 * The host is the `X-Forwarded-Host` a proxy in front sets, else `Host`. A proxy that rewrites `Host`
 * must pass the public one on in either header (README "Configuration").
 */

export interface HostedRequest {
  readonly method: string | undefined;
  /** The request target as sent: path and query. */
  readonly url: string;
  readonly host: string | undefined;
  readonly forwardedHost?: string | undefined;
}

/** Paths that answer on every host (see above). */
const ANY_HOST_PATH = /^\/_api(?:\/|$)/;

/** The host as the public origin's URL would write it (lower case, no default port), or undefined. */
function normalisedHost(host: string, protocol: string): string | undefined {
  const candidate = `${protocol}//${host}`;
  return URL.canParse(candidate) ? new URL(candidate).host : undefined;
}

/**
 * Where a request on another host than the public origin's goes, or undefined when it is answered here.
 * @example publicHostRedirect({ method: 'GET', url: '/en?x=1', host: '127.0.0.1:4321' }, 'http://localhost:4321')
 * // 'http://localhost:4321/en?x=1'
 */
export function publicHostRedirect(request: HostedRequest, publicBase: string): string | undefined {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
  // Origin-form targets only (`/path?query`); `*` and absolute forms are not page requests.
  if (!request.url.startsWith('/')) return undefined;
  const pathname = request.url.split('?')[0] ?? '/';
  if (ANY_HOST_PATH.test(pathname) || pathProblem(pathname) !== undefined) return undefined;
  const base = new URL(publicBase);
  const forwarded = request.forwardedHost?.split(',')[0]?.trim();
  const host = forwarded === undefined || forwarded === '' ? request.host : forwarded;
  if (host === undefined || host === '') return undefined;
  if (normalisedHost(host, base.protocol) === base.host) return undefined;
  // Built on the public origin, so the target can never name another host (`//evil.example` stays a path).
  return new URL(`${base.origin}${request.url}`).href;
}
