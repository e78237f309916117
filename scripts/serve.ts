/**
 * The portal's HTTP server: pre-rendered files straight from disk, everything else through the
 * Astro handler (@astrojs/node in middleware mode). One server object holds the live build, so a
 * rebuild can later switch to a new build directory atomically.
 *
 * Run: `node scripts/serve.ts` (PORT, HOST, PORTAL_DIST_DIR).
 */
import { createReadStream, existsSync, readFileSync, statSync, type Stats } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { Server as NetServer } from 'node:net';
import { extname, join, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_S } from '../src/lib/constants.ts';
import { localePrefix } from '../src/lib/routing/locale-prefix.ts';
import { localeCookieValue } from '../src/lib/routing/locale-cookie.ts';
import { pathProblem } from '../src/lib/routing/path-safety.ts';
import { editorialRewrite } from '../src/lib/routing/editorial-rewrite.ts';
import { portalSecurityHeaders } from '../src/lib/security/portal-headers.ts';
import { innerCookieHeader, secureSetCookie } from '../src/lib/security/cookies.ts';
import { config, serverConfigOrExit } from '../src/lib/config.ts';
import { createCompressor } from './compress.ts';
import { frontDoor, guardSockets } from './front-door.ts';
import { startPublication } from './publication.ts';
import { createRebuilder } from './rebuild.ts';

type AstroHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/** One complete build: its static files and its server handler. */
export interface Build {
  readonly dir: string;
  readonly clientDir: string;
  readonly handler: AstroHandler;
}

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
};

const FALLBACK_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Error</title></head>
<body><main><h1>Error</h1><p>An error occurred while showing this page.</p><p><a href="/">Go to the home page</a></p></main></body></html>`;

/** Loads a build directory produced by `astro build`. */
export async function loadBuild(dir: string): Promise<Build> {
  const entry = join(dir, 'server', 'entry.mjs');
  if (!existsSync(entry)) throw new Error(`No portal build in ${dir}: run \`npm run build\` first.`);
  const mod = (await import(pathToFileURL(entry).href)) as { handler: AstroHandler };
  return { dir, clientDir: join(dir, 'client'), handler: mod.handler };
}

/** The file a static request maps to, or undefined when the Astro handler must answer. */
function staticFile(clientDir: string, pathname: string): { path: string; stats: Stats } | undefined {
  if (pathProblem(pathname) || (pathname !== '/' && pathname.endsWith('/'))) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  const root = resolve(clientDir);
  const candidates = extname(decoded) ? [decoded] : [join(decoded, 'index.html')];
  for (const candidate of candidates) {
    const path = resolve(root, `.${candidate}`);
    if (path !== root && !path.startsWith(root + sep)) continue;
    try {
      const stats = statSync(path);
      if (stats.isFile()) return { path, stats };
    } catch {
      // Not a static file.
    }
  }
  return undefined;
}

/** Security headers of pre-rendered HTML files, by path and etag (the CSP hashes the file's inline scripts). */
const htmlHeaderCache = new Map<string, { etag: string; headers: Record<string, string> }>();

/** The security headers of a static file (src/lib/security/headers.ts, shared with the middleware). */
function staticSecurityHeaders(req: IncomingMessage, pathname: string, file: { path: string }, type: string, etag: string): Record<string, string> {
  const proto = req.headers['x-forwarded-proto'];
  const forwardedHttps = (Array.isArray(proto) ? proto[0] : proto)?.split(',')[0]?.trim().toLowerCase() === 'https';
  const request = { pathname, protocol: 'http:', forwardedProto: forwardedHttps ? 'https' : undefined };
  if (!type.startsWith('text/html')) return portalSecurityHeaders(request);
  const key = `${file.path}|${String(forwardedHttps)}`;
  const hit = htmlHeaderCache.get(key);
  if (hit?.etag === etag) return hit.headers;
  const headers = portalSecurityHeaders({ ...request, html: readFileSync(file.path, 'utf8') });
  if (htmlHeaderCache.size > 5000) htmlHeaderCache.clear();
  htmlHeaderCache.set(key, { etag, headers });
  return headers;
}

function serveStatic(req: IncomingMessage, res: ServerResponse, pathname: string, file: { path: string; stats: Stats }): void {
  const type = CONTENT_TYPES[extname(file.path)] ?? 'application/octet-stream';
  const etag = `W/"${file.stats.size.toString(16)}-${Math.floor(file.stats.mtimeMs).toString(16)}"`;
  res.setHeader('content-type', type);
  res.setHeader('etag', etag);
  for (const [name, value] of Object.entries(staticSecurityHeaders(req, pathname, file, type, etag))) res.setHeader(name, value);
  res.setHeader(
    'cache-control',
    pathname.startsWith('/_astro/') ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
  );
  if (type.startsWith('text/html')) {
    // A pre-rendered page under a language prefix stores that language (spec section 2).
    const decision = localePrefix(pathname, '', 'en');
    if (decision.kind === 'localised' && localeCookieValue(req.headers.cookie) !== decision.locale) {
      const secure = req.headers['x-forwarded-proto'] === 'https' ? '; Secure' : '';
      res.setHeader(
        'set-cookie',
        `${LOCALE_COOKIE}=${decision.locale}; Path=/; Max-Age=${String(LOCALE_COOKIE_MAX_AGE_S)}; SameSite=Lax${secure}`,
      );
    }
  }
  if (req.headers['if-none-match'] === etag) {
    res.statusCode = 304;
    res.end();
    return;
  }
  res.setHeader('content-length', file.stats.size);
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  createReadStream(file.path).on('error', () => res.destroy()).pipe(res);
}

/** True when a TLS-terminating proxy says the visitor came over HTTPS. */
function forwardedHttps(req: IncomingMessage): boolean {
  const proto = req.headers['x-forwarded-proto'];
  return (Array.isArray(proto) ? proto[0] : proto)?.split(',')[0]?.trim().toLowerCase() === 'https';
}

/**
 * Over HTTPS every cookie of an on-demand response is `Secure` and the session cookie is
 * `__Host-`prefixed (src/lib/security/cookies.ts); the portal inside keeps reading its own name.
 */
function secureCookies(req: IncomingMessage, res: ServerResponse): void {
  if (req.headers.cookie !== undefined) req.headers.cookie = innerCookieHeader(req.headers.cookie);
  const writeHead = res.writeHead.bind(res) as (status: number, ...rest: unknown[]) => ServerResponse;
  const rewrite = (value: unknown): unknown =>
    Array.isArray(value) ? value.map((v) => secureSetCookie(String(v))) : typeof value === 'string' ? secureSetCookie(value) : value;
  res.writeHead = ((status: number, ...rest: unknown[]) => {
    const current = res.getHeader('set-cookie');
    if (current !== undefined) res.setHeader('set-cookie', rewrite(current) as string[]);
    const headers = rest.find((r) => r !== null && typeof r === 'object');
    if (headers !== undefined && !Array.isArray(headers)) {
      const record = headers as Record<string, unknown>;
      for (const key of Object.keys(record)) if (key.toLowerCase() === 'set-cookie') record[key] = rewrite(record[key]);
    }
    return writeHead(status, ...rest);
  });
}

function sendFallback(res: ServerResponse): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.writeHead(500, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(FALLBACK_HTML);
}

/** A build whose files are still served (its hashed assets), without its server code. */
export type BuildFiles = Pick<Build, 'dir' | 'clientDir'>;

export interface PortalServer {
  readonly server: Server;
  /** Switches to another build; requests already running finish on the old one. */
  use(build: Build): void;
  current(): Build;
  /** The build before the live one, whose hashed assets stay reachable (pages open in browsers). */
  previous(): BuildFiles | undefined;
  /**
   * Hands over to another server process: stops accepting connections, answers the requests of open
   * connections with `Connection: close` (their clients reconnect, to the new process), and resolves when
   * the last connection has closed, or after `timeoutMs` with the rest cut.
   */
  drain(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * The portal's HTTP server over a build. `publicBase`: the public origin, the one host pages are served
 * on (others are redirected to it, scripts/front-door.ts); the configured PORTAL_BASE_URL by default.
 */
export function createPortalServer(initial: Build, previousFiles?: BuildFiles, publicBase: string = config().baseUrl): PortalServer {
  let live = initial;
  let before: BuildFiles | undefined = previousFiles;
  let draining = false;
  // Brotli or gzip for text responses above 1 KB, pre-rendered and on-demand alike, each body compressed once.
  const compress = createCompressor();
  const server = createServer((req, res) => {
    compress(req, res, () => {
      handle(req, res);
    });
  });
  // CONNECT and requests Node cannot parse are answered on the sockets (scripts/front-door.ts).
  guardSockets(server);
  function handle(req: IncomingMessage, res: ServerResponse): void {
    // A process handing over: this connection ends with this answer, the client's next one reaches the new process.
    if (draining) res.shouldKeepAlive = false;
    // Methods the portal does not speak (405) and page requests on another host (301) stop here.
    if (frontDoor(req, res, publicBase)) return;
    const build = live;
    const url = req.url ?? '/';
    const pathname = url.split('?')[0] ?? '/';
    if (req.method === 'GET' || req.method === 'HEAD') {
      // Editorial previews and filtered listings render on demand instead of the pre-rendered file.
      const rewritten = editorialRewrite(pathname, url.slice(pathname.length));
      if (rewritten !== undefined) req.url = rewritten;
      const file = rewritten === undefined ? staticFile(build.clientDir, pathname) : undefined;
      if (file) {
        serveStatic(req, res, pathname, file);
        return;
      }
      // A page of the previous build, still open in a browser, may ask for that build's hashed assets.
      const old = pathname.startsWith('/_astro/') && before ? staticFile(before.clientDir, pathname) : undefined;
      if (old) {
        serveStatic(req, res, pathname, old);
        return;
      }
    }
    if (forwardedHttps(req)) secureCookies(req, res);
    // Without a `next` callback the handler renders unmatched paths itself (the 404 page).
    build.handler(req, res).catch((error: unknown) => {
      console.error(`[portal] ${req.method ?? 'GET'} ${pathname} failed:`, error);
      sendFallback(res);
    });
  }
  server.keepAliveTimeout = 65_000;
  return {
    server,
    use(build) {
      if (build === live) return;
      before = live;
      live = build;
    },
    current: () => live,
    previous: () => before,
    drain: (timeoutMs = 30_000) =>
      new Promise<void>((done) => {
        draining = true;
        // Idle keep-alive connections close after a short wait rather than at once, so a request a client
        // is sending on one right now is answered (with Connection: close) instead of cut.
        server.keepAliveTimeout = 1000;
        // Connections idle since before the hand-over keep their old timer: close the idle ones each second.
        const idle = setInterval(() => {
          server.closeIdleConnections();
        }, 1000);
        idle.unref();
        const cut = setTimeout(() => {
          server.closeAllConnections();
        }, timeoutMs);
        cut.unref();
        // net.Server's close: stop accepting, end when the last connection has ended (http.Server's own
        // close would also drop every idle connection at once).
        NetServer.prototype.close.call(server, () => {
          clearTimeout(cut);
          clearInterval(idle);
          done();
        });
      }),
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}

if (import.meta.main) {
  // Fails fast on a configuration the server cannot run with (in production: no PORTAL_BASE_URL).
  const { baseUrl } = serverConfigOrExit('portal');
  const dir = resolve(process.env.PORTAL_DIST_DIR ?? 'dist');
  const port = Number(process.env.PORT ?? 4321);
  const host = process.env.HOST ?? '0.0.0.0';
  const portal = createPortalServer(await loadBuild(dir), undefined, baseUrl);
  // Content changes re-render the pages they touch in the live build (scripts/publication.ts).
  let publication = await startPublication(dir, portal.current().handler);
  // One process: the new build is loaded beside the old one (`npm start` swaps processes instead, scripts/start.ts).
  createRebuilder({
    root: resolve(import.meta.dirname, '..'),
    currentDir: () => portal.current().dir,
    switchTo: async (next) => {
      const build = await loadBuild(next);
      // The new build applies what was published while it was built before it serves.
      const nextPublication = await startPublication(next, build.handler);
      portal.use(build);
      await publication.stop();
      publication = nextPublication;
    },
  });
  portal.server.listen(port, host, () => {
    console.log(`[portal] listening on ${host}:${String(port)} (build ${dir}); open ${baseUrl}`);
  });
  const stop = (): void => {
    void Promise.all([portal.close(), publication.stop()]).then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
