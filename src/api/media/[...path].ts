import type { APIRoute } from 'astro';
import { redactUrl, resolveBaseUrl } from '../../lib/apis/client.ts';
import { config } from '../../lib/config.ts';
import { HTTP_TIMEOUT_MS } from '../../lib/constants.ts';

export const prerender = false;

/** `/{dataset}/{local id}/{md5 of the media URL}`. */
const MEDIA_PATH = /^([0-9]+)\/([A-Za-z0-9_.~-]+)\/([0-9a-f]{32})$/;

/** Response headers of the media proxy passed on to the browser. */
const FORWARDED = ['content-type', 'content-length', 'last-modified', 'etag'] as const;

function problem(status: number, error: string): Response {
  return new Response(JSON.stringify({ success: false, error }), {
    status,
    headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
  });
}

/**
 * Downloads through the media proxy (`{base}/{dataset}/{id}/{hash}`), streamed, so the API key
 * stays on the server. Only the proxy's content headers reach the browser.
 */
export const GET: APIRoute = async ({ params, request, locals }) => {
  const match = MEDIA_PATH.exec(params.path ?? '');
  if (!match) return problem(404, 'Not a media path');
  const [, dataset = '', id = '', hash = ''] = match;
  // A dot-only id would become a dot segment in the proxy URL.
  if (/^\.+$/.test(id)) return problem(404, 'Not a media path');
  const cfg = config();
  const base = resolveBaseUrl('mediaProxy', cfg, request.headers);
  const search = new URLSearchParams({ wskey: cfg.apis.mediaProxy.key, recordApiUrl: cfg.apis.record.url });
  const url = `${base}/${dataset}/${id}/${hash}?${search.toString()}`;
  locals.requestLog.push({ method: 'GET', url: redactUrl(url) });

  let upstream: Response;
  try {
    upstream = await fetch(url, { signal: AbortSignal.timeout(HTTP_TIMEOUT_MS) });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    return problem(timedOut ? 504 : 502, timedOut ? 'The media proxy did not answer in time' : 'The media proxy cannot be reached');
  }
  if (!upstream.ok || !upstream.body) {
    await upstream.body?.cancel();
    const status = upstream.status === 404 || upstream.status === 410 ? upstream.status : 502;
    return problem(status, status === 502 ? 'The media proxy failed' : 'No such media');
  }
  // Provider media is never rendered on the portal's origin: always an attachment, sniffing
  // off and a sandbox, whatever content type the proxy names.
  const headers = new Headers({
    'cache-control': 'private, max-age=3600',
    'x-content-type-options': 'nosniff',
    'content-security-policy': "sandbox; default-src 'none'",
  });
  for (const name of FORWARDED) {
    const value = upstream.headers.get(name);
    if (value) headers.set(name, value);
  }
  const disposition = upstream.headers.get('content-disposition');
  headers.set('content-disposition', disposition?.trim().toLowerCase().startsWith('attachment') ? disposition : `attachment; filename="${dataset}_${id}"`);
  return new Response(upstream.body, { status: 200, headers });
};
