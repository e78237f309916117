/**
 * The HTTP methods this portal speaks. Anything else (TRACE, TRACK, CONNECT, WebDAV's PROPFIND, names
 * made up on the spot) is answered `405 Method Not Allowed` with an `Allow` header and the usual
 * security headers, at the server's front door (src/runtime/front-door.ts), before any file or route is
 * looked at. Astro never sees such a request: the Fetch standard forbids TRACE, TRACK and CONNECT in a
 * `Request`, so Astro's Node adapter failed to build one and answered a bare 500 (issue 18, item 5).
 */

/** Every method some route of the portal answers; `Allow` lists them. */
export const PORTAL_METHODS = ['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type PortalMethod = (typeof PORTAL_METHODS)[number];

const portalMethods: ReadonlySet<string> = new Set(PORTAL_METHODS);

/** The `Allow` header of a refused method. */
export const ALLOW_HEADER = PORTAL_METHODS.join(', ');

/**
 * True for a method the portal speaks. Methods are case-sensitive (RFC 9110 section 9.1): `get` is not GET.
 * @example isPortalMethod('TRACE') // false
 */
export function isPortalMethod(method: string | undefined): method is PortalMethod {
  return method !== undefined && portalMethods.has(method);
}
