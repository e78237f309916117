import type { APIRoute } from 'astro';
import { config } from '../lib/config.ts';
import { tagsToPurge } from '../lib/cache/content-tags.ts';
import { purgeTags } from '../lib/cache/tagged-cache.ts';
import { registeredRebuilder } from '../lib/rebuild/registry.ts';
import { changeOf, verifyWebhook } from '../lib/rebuild/webhook.ts';

export const prerender = false;

const json = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', 'cache-control': 'no-store' } });

/** Webhook bodies are small entries; anything larger is refused before hashing. */
const MAX_BODY_BYTES = 1024 * 1024;

/**
 * The content service's publish webhook (ARCHITECTURE.md decision 6). Verifies the signature under the
 * shared secret (anything else: 401, nothing started), purges the route cache of on-demand pages that show
 * the changed entry, and asks the process-level rebuilder for a build; bursts coalesce into one build. Answers
 * 202 at once: the build runs in the background and the server switches to it only when it succeeded.
 */
export const POST: APIRoute = async ({ request, cache }) => {
  const length = Number(request.headers.get('content-length') ?? '0');
  if (length > MAX_BODY_BYTES) return json(413, { error: 'Payload too large' });
  const rawBody = await request.text();
  const signed = { timestamp: request.headers.get('x-contentful-timestamp'), signature: request.headers.get('x-contentful-signature'), rawBody };
  if (!verifyWebhook(signed, config().content.webhookSecret)) return json(401, { error: 'Invalid webhook signature' });
  const change = changeOf(rawBody);
  if (change === undefined) return json(400, { error: 'Malformed webhook body' });
  const rebuilder = registeredRebuilder();
  if (rebuilder === undefined) return json(503, { error: 'This server cannot rebuild (no rebuilder registered)' });
  await purgeTags(cache, tagsToPurge([change]));
  const topic = request.headers.get('x-contentful-topic') ?? 'content change';
  void rebuilder.request(`${topic} ${change.contentType} ${change.identifier ?? change.id}`);
  return json(202, { accepted: true, status: await rebuilder.status() });
};

/** Status of the rebuilds: state, last success, last error, duration. */
export const GET: APIRoute = async () => {
  const rebuilder = registeredRebuilder();
  if (rebuilder === undefined) return json(503, { error: 'This server cannot rebuild (no rebuilder registered)' });
  return json(200, await rebuilder.status());
};
