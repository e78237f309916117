import type { APIRoute } from 'astro';
import { config } from '../lib/config.ts';
import { tagsToPurge } from '../lib/cache/content-tags.ts';
import { purgeTags } from '../lib/cache/tagged-cache.ts';
import { appendPublication } from '../lib/publication/log.ts';
import { registeredPublisher } from '../lib/publication/registry.ts';
import { registeredRebuilder } from '../lib/rebuild/registry.ts';
import { changeOf, publicationAction, verifyWebhook } from '../lib/rebuild/webhook.ts';
import { StoreUnavailableError, withStore } from '../lib/store/index.ts';

export const prerender = false;

const json = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', 'cache-control': 'no-store' } });

/** Webhook bodies are small entries; anything larger is refused before hashing. */
const MAX_BODY_BYTES = 1024 * 1024;

/**
 * The content service's publish webhook (ARCHITECTURE.md decision 6, docs/decisions/0008). Verifies the
 * signature under the shared secret (anything else: 401, nothing started), purges the route cache of on-demand
 * pages that show the changed entry, and appends the publication to the shared log: every node's publisher
 * re-renders the pages of its build that the entry touches (this node's at once, the others when the log
 * wakes them). Answers 202 at once. A server whose build has no dependency index asks for a full build instead.
 */
export const POST: APIRoute = async ({ request, cache }) => {
  const length = Number(request.headers.get('content-length') ?? '0');
  if (length > MAX_BODY_BYTES) return json(413, { error: 'Payload too large' });
  const rawBody = await request.text();
  const signed = { timestamp: request.headers.get('x-contentful-timestamp'), signature: request.headers.get('x-contentful-signature'), rawBody };
  if (!verifyWebhook(signed, config().content.webhookSecret)) return json(401, { error: 'Invalid webhook signature' });
  const change = changeOf(rawBody);
  if (change === undefined) return json(400, { error: 'Malformed webhook body' });
  const topic = request.headers.get('x-contentful-topic') ?? 'content change';
  const publisher = registeredPublisher();
  const rebuilder = registeredRebuilder();
  if (publisher === undefined && rebuilder === undefined) return json(503, { error: 'This server cannot publish (no publisher or rebuilder registered)' });
  await purgeTags(cache, tagsToPurge([change]));
  if (publisher === undefined) {
    void rebuilder?.request(`${topic} ${change.contentType} ${change.identifier ?? change.id}`);
    return json(202, { accepted: true, mode: 'full build' });
  }
  let seq: number;
  try {
    seq = await appendPublication({ entryId: change.id, contentType: change.contentType, identifier: change.identifier, action: publicationAction(topic) });
  } catch (error) {
    // The content service retries a delivery that failed: nothing is lost while the store is down.
    if (error instanceof StoreUnavailableError) return json(503, { error: 'The publication log is not available; deliver the webhook again' });
    throw error;
  }
  void publisher.apply();
  return json(202, { accepted: true, mode: 'incremental', publication: seq });
};

/**
 * Status for editors and operators: every node's last publication (what, when, how long, pages rendered and
 * removed, a failure with its entry), the newest publication of the log, and this server's full builds.
 */
export const GET: APIRoute = async () => {
  const publisher = registeredPublisher();
  const rebuilder = registeredRebuilder();
  if (publisher === undefined && rebuilder === undefined) return json(503, { error: 'This server cannot publish (no publisher or rebuilder registered)' });
  const [fullBuild, nodes, latestPublication] = await Promise.all([
    rebuilder?.status(),
    withStore((store) => store.nodeStatuses(), undefined),
    withStore((store) => store.latestPublicationSeq(), undefined),
  ]);
  return json(200, { ...fullBuild, publication: { node: publisher?.status(), nodes, latestPublication } });
};
