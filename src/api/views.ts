import { isbot } from 'isbot';
import { z } from 'zod';
import { endpoint, json, readJson } from '../lib/auth/bff.ts';
import { runStore } from '../lib/store/index.ts';
import { isViewId } from '../lib/store/view-ids.ts';

export const prerender = false;

/** Browsing-session ids are the client's `crypto.randomUUID()` (src/islands/site/session.ts). */
export const SESSION_ID = /^[A-Za-z0-9-]{8,64}$/;

const bodySchema = z.strictObject({
  id: z.string().refine(isViewId, 'not a record, story or exhibition: /dataset/id, stories/{identifier} or exhibitions/{identifier}'),
  session: z.string().regex(SESSION_ID),
});

/**
 * `/_api/views`: POST `{ id, session }` records a view of item `id` (a record, a story or an exhibition,
 * src/lib/store/view-ids.ts) in browsing session `session` (at most one per session and item; the page's script
 * sends it). Bots are not
 * counted. Answers `{ views, counted }`; 503 while the store is down.
 */
export const POST = endpoint(async (context) => {
  const { id, session } = await readJson(context.request, bodySchema);
  const agent = context.request.headers.get('user-agent');
  if (agent === null || agent === '' || isbot(agent)) return json({ counted: false }, 202);
  const views = await runStore(async (store) => {
    const counted = await store.recordView({ itemId: id, sessionId: session, at: Date.now() });
    return counted === undefined ? { views: await store.viewCount(id), counted: false } : { views: counted, counted: true };
  });
  return json(views);
});
