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

/**
 * Throws the upstream 401 unless the request carries an accepted key: one of the configured keys, or (through
 * a validator) an enabled personal key of the Auth service, looked up on every request so a disabled key stops at once.
 */
export function checkApiKey(key: string | undefined, allowed: ReadonlySet<string> | ((key: string) => boolean)): void {
  if (key === undefined) {
    throw new HttpError(401, 'No API key provided: pass wskey=<key> or the X-Api-Key header');
  }
  if (typeof allowed === 'function' ? !allowed(key) : !allowed.has(key)) throw new HttpError(401, 'Invalid API key');
}
