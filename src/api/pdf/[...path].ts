import type { APIRoute } from 'astro';
import { FORWARDED, fromMediaProxy, problem } from '../media/[...path].ts';

export const prerender = false;

/**
 * A PDF for the browser's own viewer (`/_api/pdf/{dataset}/{id}/{hash}`, issue 22 item 1): the same file as the
 * media route (through the media proxy, the key on the server), but shown inline, so the item page can frame it.
 * Only a PDF passes: any other type answers 415, so nothing else is ever rendered from here. Its policy (frames
 * by the portal only, nothing loads) is src/lib/security/headers.ts's.
 */
export const GET: APIRoute = async ({ params, request, locals }) => {
  const method = request.method === 'HEAD' ? 'HEAD' : 'GET';
  const fetched = await fromMediaProxy(params.path, request, locals, method);
  if (fetched instanceof Response) return fetched;
  const { upstream, dataset, id } = fetched;
  const type = (upstream.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/pdf') {
    await upstream.body?.cancel();
    return problem(415, 'Not a PDF');
  }
  const headers = new Headers({
    'cache-control': 'private, max-age=3600',
    'content-type': 'application/pdf',
    'x-content-type-options': 'nosniff',
    'content-disposition': `inline; filename="${`${dataset}_${id}`.replace(/[^A-Za-z0-9_.-]/g, '_')}.pdf"`,
  });
  for (const name of FORWARDED) {
    const value = upstream.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(method === 'HEAD' ? null : upstream.body, { status: upstream.status === 206 ? 206 : 200, headers });
};

export const HEAD: APIRoute = (context) => GET(context);
