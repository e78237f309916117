import { z } from 'zod';
import { endpoint, json, readJson, requireUser } from '../lib/auth/bff.ts';
import { isKnownFeatureIdea } from '../lib/content/feature-ideas-page.ts';
import { PortalError } from '../lib/errors/catalogue.ts';
import { runStore, withStore } from '../lib/store/index.ts';

export const prerender = false;

/** Feature-idea identifiers as the content service writes them. */
export const IDEA_ID = /^[A-Za-z0-9_.:-]{1,100}$/;

const bodySchema = z.strictObject({ id: z.string().regex(IDEA_ID) });

/**
 * `/_api/votes` (spec section 3, "Feature ideas page: voteable features"): GET the vote count of
 * every idea and the ideas the signed-in user voted for (`{ counts, voted, signedIn, available }`;
 * no counts while the store is down); POST `{ id }` votes, DELETE `{ id }` takes the vote back
 * (signed in; one vote per idea per user, however many requests arrive at once). A vote for an
 * id that is not one of the content service's feature ideas is refused (404 `unknownIdea`);
 * taking a vote back is always allowed (an idea may have been withdrawn since).
 */
export const GET = endpoint(async (context) => {
  const user = context.locals.user;
  const result = await withStore(
    async (store) => ({
      counts: await store.voteCounts(),
      voted: user === undefined ? [] : await store.votesOf(user.sub),
      available: true,
    }),
    { counts: {}, voted: [], available: false },
  );
  return json({ ...result, signedIn: user !== undefined });
});

async function answer(id: string, userId: string, change: 'vote' | 'unvote'): Promise<Response> {
  const result = await runStore(async (store) => {
    await (change === 'vote' ? store.vote(id, userId) : store.unvote(id, userId));
    return { id, count: (await store.voteCounts())[id] ?? 0, voted: change === 'vote' };
  });
  return json(result);
}

/** Whether `id` is a published feature idea; 503 when the content service cannot say. */
async function known(id: string): Promise<boolean> {
  try {
    return await isKnownFeatureIdea(id);
  } catch (error) {
    throw new PortalError('The feature ideas are not available', { status: 503, code: 'upstreamUnavailable', cause: error });
  }
}

export const POST = endpoint(async (context) => {
  const user = requireUser(context);
  const { id } = await readJson(context.request, bodySchema);
  if (!(await known(id))) return json({ error: 'unknownIdea', message: context.locals.t('errorMessage.genericNotFound') }, 404);
  return answer(id, user.sub, 'vote');
});

export const DELETE = endpoint(async (context) => {
  const user = requireUser(context);
  const { id } = await readJson(context.request, bodySchema);
  return answer(id, user.sub, 'unvote');
});
