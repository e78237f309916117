/**
 * The portal server's front door (src/runtime/serve.ts): what is answered before any file or route is looked
 * at, each answer with the portal's security headers (src/lib/security/portal-headers.ts):
 *
 * - a method the portal does not speak: 405 with `Allow` (src/lib/security/methods.ts), also for CONNECT,
 *   which Node hands to a `connect` listener, and for method names Node's parser cannot read (TRACK, FOO),
 *   which it reports as a client error;
 * - any other request Node cannot parse: the status Node itself would send (400, 408, 431), with headers;
 * - a page request on a host other than the public origin's: 301 there (src/lib/routing/public-host.ts).
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { publicHostRedirect } from '../lib/routing/public-host.ts';
import { ALLOW_HEADER, isPortalMethod } from '../lib/security/methods.ts';
import { portalSecurityHeaders } from '../lib/security/portal-headers.ts';

const REASONS: Readonly<Record<number, string>> = {
  301: 'Moved Permanently',
  400: 'Bad Request',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  413: 'Content Too Large',
  431: 'Request Header Fields Too Large',
};

/** Node's own answer to a request its parser refused (node:_http_server socketOnError), by error code. */
const PARSER_STATUS: Readonly<Record<string, number>> = {
  HPE_INVALID_METHOD: 405,
  HPE_HEADER_OVERFLOW: 431,
  HPE_CHUNK_EXTENSIONS_OVERFLOW: 413,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
};

function firstHeader(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** The headers of a front-door answer: security headers, plus `Allow` on a 405. */
function answerHeaders(status: number, pathname: string, forwardedProto: string | string[] | undefined): Record<string, string> {
  const headers: Record<string, string> = {
    ...portalSecurityHeaders({ pathname, protocol: 'http:', forwardedProto }),
    'content-type': 'text/plain; charset=utf-8',
    'cache-control': 'no-store',
  };
  if (status === 405) headers.allow = ALLOW_HEADER;
  return headers;
}

/** A complete answer written straight to a socket Node's HTTP layer has given up on, then closed. */
function answerSocket(socket: Duplex, status: number): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const reason = REASONS[status] ?? 'Bad Request';
  const body = `${reason}\n`;
  const headers = { ...answerHeaders(status, '/', undefined), 'content-length': String(Buffer.byteLength(body)), connection: 'close' };
  const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`).join('');
  socket.end(`HTTP/1.1 ${String(status)} ${reason}\r\n${head}\r\n${body}`);
}

/**
 * Answers CONNECT and unparseable requests on `server` itself (Node's defaults are a bare 400 and a
 * dropped connection).
 */
export function guardSockets(server: Server): void {
  server.on('connect', (_req: IncomingMessage, socket: Duplex) => {
    answerSocket(socket, 405);
  });
  server.on('clientError', (error: Error & { code?: string }, socket: Duplex) => {
    // A connection reset, or an answer already on its way on this connection (Node's own rule: another
    // status line would corrupt it): nothing more to say on it. A kept-alive connection whose earlier
    // answers are complete is answered.
    const inFlight = (socket as Duplex & { _httpMessage?: ServerResponse | null })._httpMessage;
    if (error.code === 'ECONNRESET' || inFlight?.headersSent === true) {
      socket.destroy();
      return;
    }
    answerSocket(socket, PARSER_STATUS[error.code ?? ''] ?? 400);
  });
}

/**
 * Answers a request at the front door when it must not go further: a method the portal does not speak
 * (405) or a page request on another host than the public origin's, `publicBase` (301).
 * @returns true when answered.
 */
export function frontDoor(req: IncomingMessage, res: ServerResponse, publicBase: string): boolean {
  const url = req.url ?? '/';
  const pathname = url.split('?')[0] ?? '/';
  const forwardedProto = req.headers['x-forwarded-proto'];
  if (!isPortalMethod(req.method)) {
    res.writeHead(405, answerHeaders(405, pathname, forwardedProto));
    res.end(`${REASONS[405] ?? ''}\n`);
    return true;
  }
  const location = publicHostRedirect(
    { method: req.method, url, host: req.headers.host, forwardedHost: firstHeader(req.headers['x-forwarded-host']) },
    publicBase,
  );
  if (location === undefined) return false;
  // Not cached: a browser that kept a permanent redirect would keep following it after PORTAL_BASE_URL changes.
  res.writeHead(301, { ...answerHeaders(301, pathname, forwardedProto), location });
  res.end();
  return true;
}
