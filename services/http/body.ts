import type { IncomingMessage } from 'node:http';
import { HttpError } from './errors.ts';

/** Largest request body any API accepts (entity retrieve lists, later set bodies). */
export const MAX_BODY_BYTES = 256 * 1024;

/**
 * Reads the request body as UTF-8 text, refusing more than `limit` bytes with 413 as soon as the limit
 * is crossed (the rest of the upload is not waited for).
 */
export async function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<string> {
  const declared = Number(req.headers['content-length'] ?? '0');
  if (Number.isFinite(declared) && declared > limit) {
    throw new HttpError(413, `Request body too large: at most ${limit} bytes are accepted`);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw new HttpError(413, `Request body too large: at most ${limit} bytes are accepted`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Reads and parses a JSON body; malformed JSON is a 400. */
export async function readJsonBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<unknown> {
  const text = await readBody(req, limit);
  if (text.trim() === '') throw new HttpError(400, 'Request body is empty: a JSON document is expected');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, 'Request body is not valid JSON');
  }
}
