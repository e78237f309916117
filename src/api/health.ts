import type { APIRoute } from 'astro';

export const prerender = false;

/** Liveness of the portal process, for `npm start`, load balancers and tests. */
export const GET: APIRoute = () =>
  new Response(JSON.stringify({ status: 'ok' }), {
    headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
  });
