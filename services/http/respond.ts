import type { ServerResponse } from 'node:http';
import { HttpError } from './errors.ts';

/** Writes a JSON body with the given status (UTF-8, no caching by default). */
export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const payload = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(payload),
    ...headers,
  });
  res.end(payload);
}

/** Writes a JSON-LD body (Entity, Annotation and IIIF APIs answer JSON-LD). */
export function sendJsonLd(res: ServerResponse, status: number, body: unknown, contentType = 'application/ld+json'): void {
  sendJson(res, status, body, { 'content-type': `${contentType}; charset=utf-8` });
}

/** Writes binary data with a content type and optional extra headers. */
export function sendBuffer(res: ServerResponse, status: number, data: Buffer, contentType: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': contentType, 'content-length': data.length, ...headers });
  res.end(data);
}

/** The Europeana-style error body: `{ apikey?, success: false, error, code? }`. */
export function sendError(res: ServerResponse, error: HttpError, apikey: string | undefined): void {
  const body: Record<string, unknown> = { success: false, error: error.message, ...error.extra };
  if (apikey !== undefined) body.apikey = apikey;
  if (error.code !== undefined) body.code = error.code;
  sendJson(res, error.status, body);
}
