/**
 * The portal's HTTP server: pre-rendered files straight from disk, everything else through the
 * Astro handler (@astrojs/node in middleware mode). One server object holds the live build, so a
 * rebuild can later switch to a new build directory atomically.
 *
 * Run: `node src/runtime/serve.ts` (PORT, HOST, PORTAL_DIST_DIR).
 */
import { existsSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { Server as NetServer } from 'node:net';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { editorialRewrite } from '../lib/routing/editorial-rewrite.ts';
import { innerCookieHeader, secureSetCookie } from '../lib/security/cookies.ts';
import { isHttpsTransport } from '../lib/security/headers.ts';
import { config, serverConfigOrExit } from '../lib/config.ts';
import { createCompressor } from './compress.ts';
import { frontDoor, guardSockets } from './front-door.ts';
import { processIdleCollector } from './idle-collector.ts';
import { startPublication } from './publication.ts';
import { startSitemaps } from './sitemaps.ts';
import { createRebuilder } from './rebuild.ts';
import { sendStatic, staticFile, type StaticFile } from './static-files.ts';

type AstroHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/** One complete build: its static files and its server handler. */
export interface Build {
  readonly dir: string;
  readonly clientDir: string;
  readonly handler: AstroHandler;
}

const FALLBACK_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Error</title></head>
<body><main><h1>Error</h1><p>An error occurred while showing this page.</p><p><a href="/">Go to the home page</a></p></main></body></html>`;

/** Loads a build directory produced by `astro build`. */
export async function loadBuild(dir: string): Promise<Build> {
  const entry = join(dir, 'server', 'entry.mjs');
  if (!existsSync(entry)) throw new Error(`No portal build in ${dir}: run \`npm run build\` first.`);
  const mod = (await import(pathToFileURL(entry).href)) as { handler: AstroHandler };
  return { dir, clientDir: join(dir, 'client'), handler: mod.handler };
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
 * on (others are redirected to it, src/runtime/front-door.ts); the configured PORTAL_BASE_URL by default.
 */
export function createPortalServer(initial: Build, previousFiles?: BuildFiles, publicBase: string = config().baseUrl): PortalServer {
  let live = initial;
  let before: BuildFiles | undefined = previousFiles;
  let draining = false;
  // Zstandard, brotli or gzip for text responses above 1 KB, pre-rendered and on-demand alike: fast on a first send, well (and kept) on the second.
  const compress = createCompressor();
  // The memory of a burst of requests is given back once they stop (src/runtime/idle-collector.ts).
  const idle = processIdleCollector();
  const server = createServer((req, res) => {
    idle?.note();
    compress(req, res, () => {
      handle(req, res);
    });
  });
  // CONNECT and requests Node cannot parse are answered on the sockets (src/runtime/front-door.ts).
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
      // A page of the previous build, still open in a browser, may ask for that build's hashed assets.
      const file =
        rewritten === undefined
          ? (staticFile(build.clientDir, pathname) ?? (pathname.startsWith('/_astro/') && before ? staticFile(before.clientDir, pathname) : undefined))
          : undefined;
      if (file) {
        serveFile(req, res, pathname, file, build);
        return;
      }
    }
    render(req, res, pathname, build);
  }
  function render(req: IncomingMessage, res: ServerResponse, pathname: string, build: Build): void {
    if (isHttpsTransport('http:', req.headers['x-forwarded-proto'])) secureCookies(req, res);
    // Without a `next` callback the handler renders unmatched paths itself (the 404 page).
    build.handler(req, res).catch((error: unknown) => {
      console.error(`[portal] ${req.method ?? 'GET'} ${pathname} failed:`, error);
      sendFallback(res);
    });
  }
  function serveFile(req: IncomingMessage, res: ServerResponse, pathname: string, file: StaticFile, build: Build): void {
    sendStatic(req, res, pathname, file, (error) => {
      const { status, headers } = error as { status?: number; headers?: Record<string, string> };
      // Gone since it was found (a publication removed the page): the route answers, as for any other path, on a
      // response without the headers of the file (sendStatic took them back).
      if (status === 404 && !res.headersSent) {
        render(req, res, pathname, build);
        return;
      }
      if (status === undefined || status >= 500 || res.headersSent) {
        console.error(`[portal] ${req.method ?? 'GET'} ${pathname} failed:`, error);
        sendFallback(res);
        return;
      }
      // 412 (If-Match, If-Unmodified-Since) and 416 (a range outside the file), with send's headers.
      for (const [name, value] of Object.entries(headers ?? {})) res.setHeader(name, value);
      res.writeHead(status, { 'content-length': '0' });
      res.end();
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
        idle?.stop();
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
  // The sitemaps, refreshed on a schedule and after publications (src/runtime/sitemaps.ts).
  const sitemaps = startSitemaps();
  // Content changes re-render the pages they touch in the live build (src/runtime/publication.ts).
  let publication = await startPublication(dir, portal.current().handler);
  // One process: the new build is loaded beside the old one (`npm start` swaps processes instead, src/runtime/start.ts).
  createRebuilder({
    root: resolve(import.meta.dirname, '..', '..'),
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
    void Promise.all([portal.close(), publication.stop(), sitemaps.stop()]).then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
