/**
 * Test-only fault injection (tests/faults/): makes chosen upstream paths fail the way real
 * services fail. Off unless configured:
 * - `SERVICES_FAULTS` (JSON): path prefix → mode, e.g. `{"/record/v2/search.json":"500"}`; a key
 *   `prefix|text` applies only when the whole URL also contains `text` (e.g. `…|facet=`);
 * - `SERVICES_FAULTS_TOKEN`: enables `PUT /__faults` (header `authorization: Bearer <token>`,
 *   body: the same JSON) to change the faults of a running process, `{}` lifts them all.
 *
 * Modes: `500` (an error answer), `slow:<ms>` (answers normally after a delay), `garbage` (200
 * with a body that is no JSON), `down` (the connection is dropped without an answer).
 */
import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

export type FaultMode = '500' | 'garbage' | 'down' | `slow:${number}`;
export type FaultTable = Readonly<Record<string, FaultMode>>;

const ADMIN_PATH = '/__faults';

function isFaultMode(value: unknown): value is FaultMode {
  return typeof value === 'string' && (value === '500' || value === 'garbage' || value === 'down' || /^slow:\d{1,6}$/.test(value));
}

/** Parses a fault table; anything malformed is refused (a typo must not silently disable a fault). */
export function parseFaults(text: string | undefined): FaultTable {
  if (text === undefined || text.trim() === '') return {};
  const value = JSON.parse(text) as unknown;
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new Error('SERVICES_FAULTS must be a JSON object');
  const table: Record<string, FaultMode> = {};
  for (const [prefix, mode] of Object.entries(value as Record<string, unknown>)) {
    if (!prefix.startsWith('/') || !isFaultMode(mode)) throw new Error(`Invalid fault ${prefix}: ${String(mode)}`);
    table[prefix] = mode;
  }
  return table;
}

function tokenMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.replace(/^Bearer /, '') ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export interface FaultLayer {
  /** Handles the request when a fault (or the admin endpoint) applies; returns true then. */
  intercept(req: IncomingMessage, res: ServerResponse, next: () => void): boolean;
}

/** The fault layer of the services process, from its environment. */
export function createFaultLayer(env: NodeJS.ProcessEnv): FaultLayer {
  let faults = parseFaults(env.SERVICES_FAULTS);
  const token = env.SERVICES_FAULTS_TOKEN ?? '';
  const find = (path: string, url: string): FaultMode | undefined => {
    let best: string | undefined;
    for (const key of Object.keys(faults)) {
      const [prefix = '', text] = key.split('|');
      if (!path.startsWith(prefix) || (text !== undefined && !url.includes(text))) continue;
      if (best === undefined || key.length > best.length) best = key;
    }
    return best === undefined ? undefined : faults[best];
  };
  return {
    intercept(req, res, next) {
      const path = (req.url ?? '/').split('?')[0] ?? '/';
      if (path === ADMIN_PATH && token !== '') {
        if (req.method !== 'PUT' || !tokenMatches(req.headers.authorization, token)) {
          res.writeHead(403).end();
          return true;
        }
        const chunks: Buffer[] = [];
        req.on('data', (chunk: Buffer) => chunks.push(chunk));
        req.on('end', () => {
          try {
            faults = parseFaults(Buffer.concat(chunks).toString('utf8'));
            res.writeHead(204).end();
          } catch (error) {
            res.writeHead(400, { 'content-type': 'text/plain' }).end(error instanceof Error ? error.message : 'invalid');
          }
        });
        return true;
      }
      const mode = find(path, req.url ?? '/');
      if (mode === undefined) return false;
      if (mode === '500') {
        res.writeHead(500, { 'content-type': 'application/json' }).end('{"success":false,"error":"Injected fault"}');
      } else if (mode === 'garbage') {
        res.writeHead(200, { 'content-type': 'application/json' }).end('<html>\u0000not json{{{');
      } else if (mode === 'down') {
        req.socket.destroy();
      } else {
        const delay = Number(mode.slice('slow:'.length));
        const timer = setTimeout(next, delay);
        res.on('close', () => clearTimeout(timer));
      }
      return true;
    },
  };
}
