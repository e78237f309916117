import type { APIRoute } from 'astro';
import { redactUrl, resolveBaseUrl } from '../../lib/apis/client.ts';
import { config } from '../../lib/config.ts';
import { HTTP_TIMEOUT_MS } from '../../lib/constants.ts';
import { attachment, downloadType } from '../../lib/security/downloads.ts';

export const prerender = false;

/** `/{dataset}/{local id}/{md5 of the media URL}`. */
const MEDIA_PATH = /^([0-9]+)\/([A-Za-z0-9_.~-]+)\/([0-9a-f]{32})$/;

/** Response headers of the media proxy passed on to the browser (the type only through downloadType). */
export const FORWARDED = ['content-length', 'last-modified', 'etag', 'accept-ranges', 'content-range'] as const;
/** Request headers passed on: players ask for byte ranges to start and to seek (issue 24). */
const FORWARDED_REQUEST = ['range', 'if-range'] as const;

export function problem(status: number, error: string): Response {
  return new Response(JSON.stringify({ success: false, error }), {
    status,
    headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
  });
}

/**
 * Downloads through the media proxy (`{base}/{dataset}/{id}/{hash}`), streamed, so the API key
 * stays on the server; the item page's players play from here too, by byte ranges (206), and
 * its download button asks first (HEAD). Only the proxy's content headers reach the browser, and
 * never as a page of ours: the type is one of the media types that cannot run code (else `application/octet-stream`,
 * src/lib/security/downloads.ts), always an attachment with our own file name, with nosniff; the
 * sandbox policy comes with every `/_api/media/` answer (src/lib/security/headers.ts).
 */
export const GET: APIRoute = async ({ params, request, locals }) => {
  const method = request.method === 'HEAD' ? 'HEAD' : 'GET';
  const fetched = await fromMediaProxy(params.path, request, locals, method);
  if (fetched instanceof Response) return fetched;
  const { upstream, dataset, id } = fetched;
  const type = downloadType(upstream.headers.get('content-type'));
  const headers = new Headers({
    'cache-control': 'private, max-age=3600',
    'content-type': type,
    'x-content-type-options': 'nosniff',
    'content-disposition': attachment(`${dataset}_${id}`, type),
  });
  for (const name of FORWARDED) {
    const value = upstream.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(method === 'HEAD' ? null : upstream.body, { status: upstream.status === 206 ? 206 : 200, headers });
};

/**
 * The media proxy's answer for `{dataset}/{id}/{hash}` (ranges passed on), or the problem response to send
 * instead (not a media path, unreachable, not found, failed). Shared with the PDF route (src/api/pdf/).
 */
export async function fromMediaProxy(path: string | undefined, request: Request, locals: App.Locals, method: 'GET' | 'HEAD'): Promise<Response | { upstream: Response; dataset: string; id: string }> {
  const match = MEDIA_PATH.exec(path ?? '');
  if (!match) return problem(404, 'Not a media path');
  const [, dataset = '', id = '', hash = ''] = match;
  // A dot-only id would become a dot segment in the proxy URL.
  if (/^\.+$/.test(id)) return problem(404, 'Not a media path');
  const cfg = config();
  const base = resolveBaseUrl('mediaProxy', cfg, request.headers);
  const search = new URLSearchParams({ wskey: cfg.apis.mediaProxy.key, recordApiUrl: cfg.apis.record.url });
  const url = `${base}/${dataset}/${id}/${hash}?${search.toString()}`;
  locals.requestLog.push({ method, url: redactUrl(url) });

  let upstream: Response;
  try {
    const headers = new Headers();
    for (const name of FORWARDED_REQUEST) {
      const value = request.headers.get(name);
      if (value) headers.set(name, value);
    }
    upstream = await fetch(url, { method, headers, signal: AbortSignal.timeout(HTTP_TIMEOUT_MS) });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    return problem(timedOut ? 504 : 502, timedOut ? 'The media proxy did not answer in time' : 'The media proxy cannot be reached');
  }
  if (upstream.status === 416) {
    await upstream.body?.cancel();
    const headers = new Headers({ 'cache-control': 'no-store' });
    const range = upstream.headers.get('content-range');
    if (range) headers.set('content-range', range);
    return new Response(null, { status: 416, headers });
  }
  if (!upstream.ok || (!upstream.body && method === 'GET')) {
    await upstream.body?.cancel();
    const status = upstream.status === 404 || upstream.status === 410 ? upstream.status : 502;
    return problem(status, status === 502 ? 'The media proxy failed' : 'No such media');
  }
  return { upstream, dataset, id };
}

/** Whether the file would come (the item page asks before a download, to say so when it would not). */
export const HEAD: APIRoute = (context) => GET(context);
