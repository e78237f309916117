/**
 * The pre-rendered files of a build, sent from disk with `send` (ETag and Last-Modified, 304, HEAD,
 * Range, Content-Type and Content-Length), with the portal's response rules added on the way out: the
 * security headers of src/lib/security/portal-headers.ts (for a page, its CSP hashes its inline scripts),
 * the cache policy of hashed and unhashed files, and the language cookie of src/lib/security/cookies.ts.
 * The same rules the middleware applies to on-demand responses, from the same modules.
 *
 * Which path is a file is decided before anything is sent: a request that is not a file (or whose path
 * src/lib/routing/path-safety.ts refuses) goes to the Astro handler, which answers it (the 4xx and 404
 * pages). Files are looked up on every request, never listed at start: a publication re-renders pages and
 * adds new ones in the live build (docs/decisions/0008-incremental-publication.md).
 *
 * A publication replaces (by a rename) or removes a file at any moment, also between `send`'s look at it (the
 * headers: length, validators) and its opening it to read. The file opened is checked against the one looked
 * at: a replaced one is sent again from the start (its own length and validators); a removed one leaves the
 * response as it was before (no header of the file it was), for the caller to answer (the route's 404).
 */
import { fstatSync, readFileSync, statSync, type ReadStream, type Stats } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join } from 'node:path';
import { LRUCache } from 'lru-cache';
import send from 'send';
import { localePrefix } from '../lib/routing/locale-prefix.ts';
import { localeCookieValue } from '../lib/routing/locale-cookie.ts';
import { pathProblem } from '../lib/routing/path-safety.ts';
import { localeSetCookie } from '../lib/security/cookies.ts';
import { isHttpsTransport } from '../lib/security/headers.ts';
import { portalSecurityHeaders } from '../lib/security/portal-headers.ts';

/** A file of a build's `client/` directory that a request maps to. */
export interface StaticFile {
  readonly root: string;
  /** The decoded path below `root`, starting with `/`. */
  readonly path: string;
}

/** Types the `mime-types` database names differently from what the portal has always sent. */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.xml': 'application/xml; charset=utf-8',
  '.ico': 'image/x-icon',
};

/** Hashed build assets (`/_astro/`) never change under their name. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'public, max-age=0, must-revalidate';

/**
 * The file a request path maps to in `root` (a build's `client/`), or undefined when the Astro handler
 * must answer: `/a/b` is `/a/b/index.html`, `/a/b.css` is itself; paths with a trailing slash (redirected
 * by the middleware) and paths the path-safety rule refuses are never files.
 */
export function staticFile(root: string, pathname: string): StaticFile | undefined {
  if (pathProblem(pathname) || (pathname !== '/' && pathname.endsWith('/'))) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  // No dot segment is left (path safety), so the file is inside `root`; `send` checks that again.
  const path = extname(decoded) ? decoded : join(decoded, 'index.html');
  try {
    // Most requests for on-demand pages end here: no exception made for a missing file (its stack was 2–3 % of a render).
    if (statSync(join(root, path), { throwIfNoEntry: false })?.isFile() === true) return { root, path };
  } catch {
    // Not a file of this build (a part of the path is a file: ENOTDIR).
  }
  return undefined;
}

/** The security headers of pages, by file, size and mtime (the CSP hashes each page's inline scripts). */
const pageHeaders = new LRUCache<string, Record<string, string>>({ max: 5000 });

function securityHeaders(pathname: string, file: string, stats: Stats, https: boolean, forwardedProto: string | string[] | undefined): Record<string, string> {
  const request = { pathname, protocol: 'http:', forwardedProto };
  if (extname(file) !== '.html') return portalSecurityHeaders(request);
  const key = `${file}|${String(stats.size)}|${String(stats.mtimeMs)}|${String(https)}`;
  const hit = pageHeaders.get(key);
  if (hit !== undefined) return hit;
  // The page's bytes as they are: the hashes are taken from bytes (decoding them to text would only be encoded again).
  const headers = portalSecurityHeaders({ ...request, html: readFileSync(file) });
  pageHeaders.set(key, headers);
  return headers;
}

/** Times a file replaced while it was being sent is sent again from the start before the caller answers. */
const SEND_ATTEMPTS = 3;

/** Whether the file opened is the file `send` looked at (a publication renames a new file over a page). */
function sameFile(opened: Stats, seen: Stats): boolean {
  return opened.ino === seen.ino && opened.dev === seen.dev && opened.size === seen.size && opened.mtimeMs === seen.mtimeMs;
}

/**
 * Sends a pre-rendered file with the portal's headers; `onError` answers when the file cannot be sent after all:
 * 412 and 416 with `send`'s headers, other errors (gone since it was found: 404) with the response's headers as
 * they were before (none of the file's) when nothing was sent yet.
 */
export function sendStatic(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  file: StaticFile,
  onError: (error: unknown) => void,
  attempts: number = SEND_ATTEMPTS,
): void {
  const forwardedProto = req.headers['x-forwarded-proto'];
  const https = isHttpsTransport('http:', forwardedProto);
  // An origin server answers a conditional request by its validators (RFC 9110 13.2); `send` (through
  // `fresh`) answers 200 whenever the request also says `Cache-Control: no-cache`, which fetch() adds to
  // every conditional request it makes. The old server answered 304; so does this one.
  if (req.headers['if-none-match'] !== undefined || req.headers['if-modified-since'] !== undefined) delete req.headers['cache-control'];
  const before = new Set(res.getHeaderNames());
  let seen: Stats | undefined;
  let replaced = false;
  send(req, file.path, { root: file.root, index: false, dotfiles: 'allow', cacheControl: false, lastModified: true, etag: true })
    .on('headers', (out: ServerResponse, path: string, stats: Stats) => {
      seen = stats;
      for (const [name, value] of Object.entries(securityHeaders(pathname, path, stats, https, forwardedProto))) out.setHeader(name, value);
      out.setHeader('cache-control', pathname.startsWith('/_astro/') ? IMMUTABLE : REVALIDATE);
      const type = CONTENT_TYPES[extname(path)];
      if (type !== undefined) out.setHeader('content-type', type);
      if (extname(path) !== '.html') return;
      // A pre-rendered page under a language prefix stores that language (spec section 2), as the middleware does.
      const decision = localePrefix(pathname, '', 'en');
      if (decision.kind === 'localised' && localeCookieValue(req.headers.cookie) !== decision.locale) {
        out.setHeader('set-cookie', localeSetCookie(decision.locale, https));
      }
    })
    .on('stream', (stream: ReadStream) => {
      // Opened before anything is read: a file replaced since `send` looked at it is not sent with the old one's
      // length (cut short, or promising more than comes: the client waits for the rest until the connection closes).
      stream.once('open', (fd: number) => {
        if (seen !== undefined && !sameFile(fstatSync(fd), seen)) {
          replaced = true;
          stream.destroy(new Error(`${file.path} was replaced while it was being sent`));
        }
      });
    })
    .on('error', (error: unknown) => {
      const { status } = error as { status?: number };
      // 412 and 416 answer the request about the file looked at, with its headers; any other error (the file gone,
      // replaced, unreadable) is answered without them (the length of a file that is not sent above all).
      if (!res.headersSent && status !== 412 && status !== 416) {
        for (const name of res.getHeaderNames()) if (!before.has(name)) res.removeHeader(name);
        res.statusCode = 200;
        if (replaced && attempts > 1) {
          sendStatic(req, res, pathname, file, onError, attempts - 1);
          return;
        }
      }
      onError(error);
    })
    .pipe(res);
}
