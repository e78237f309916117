import type { APIRoute } from 'astro';
import { z } from 'zod';
import { MAX_EMBED_URL_LENGTH } from '../lib/embed/providers.ts';
import { resolveEmbed } from '../lib/embed/resolve.ts';

export const prerender = false;

const json = (body: unknown, status: number, cacheControl = 'no-store'): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': cacheControl } });

const Query = z.object({ url: z.url({ protocol: /^https?$/ }).max(MAX_EMBED_URL_LENGTH) });

/**
 * The player of a third-party platform's media page: `GET /_api/embed?url=<page>` → `{ src, provider }` (an https
 * address for an `<iframe>`). The item page's consent gate asks only after the visitor allowed the platform
 * (src/islands/site/consent.ts). 400 for a missing or malformed URL, 404 for a page of no platform the item page
 * plays, 502 when the platform does not answer with a player (src/lib/embed/resolve.ts).
 */
export const GET: APIRoute = async ({ url }) => {
  const query = Query.safeParse({ url: url.searchParams.get('url') ?? undefined });
  if (!query.success) return json({ success: false, error: 'url must be an http(s) URL of a media page' }, 400);
  const resolution = await resolveEmbed(query.data.url);
  if (resolution.kind === 'unknown') return json({ success: false, error: 'Not a media page of a platform the portal can play' }, 404);
  if (resolution.kind === 'failed') return json({ success: false, error: `${resolution.provider} did not answer with a player` }, 502);
  const { src, width, height } = resolution.frame;
  return json({ success: true, src, provider: resolution.provider, width, height }, 200, 'public, max-age=3600');
};
