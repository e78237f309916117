import type { IncomingMessage } from 'node:http';
import { HttpError } from './errors.ts';

/** The key a request carries: `X-Api-Key` header (preferred upstream) or the `wskey` query parameter. */
export function requestApiKey(req: IncomingMessage, query: URLSearchParams): string | undefined {
  const header = req.headers['x-api-key'];
  const fromHeader = Array.isArray(header) ? header[0] : header;
  if (fromHeader !== undefined && fromHeader !== '') return fromHeader;
  const fromQuery = query.get('wskey');
  return fromQuery === null || fromQuery === '' ? undefined : fromQuery;
}

/** Throws the upstream 401 unless the request carries one of the configured keys. */
export function checkApiKey(key: string | undefined, allowed: ReadonlySet<string>): void {
  if (key === undefined) {
    throw new HttpError(401, 'No API key provided: pass wskey=<key> or the X-Api-Key header');
  }
  if (!allowed.has(key)) throw new HttpError(401, 'Invalid API key');
}
