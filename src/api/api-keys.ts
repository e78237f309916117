import { z } from 'zod';
import { createKey, disableKey, isProjectKey, keyView, listKeys } from '../lib/apis/auth-keys.ts';
import { apiContext, endpoint, json, NoticeError, readJson, requireUser } from '../lib/auth/bff.ts';
import { withUserToken } from '../lib/auth/user-token.ts';

export const prerender = false;

const createSchema = z.strictObject({ termsAccepted: z.boolean() });
const disableSchema = z.strictObject({ id: z.string().min(1).max(200).regex(/^[\w-]+$/) });

/**
 * `/_api/api-keys`: GET lists the user's personal keys (`keys`) and project keys (`projectKeys`); POST
 * `{ termsAccepted: true }` creates a personal key (refused without the terms of use); DELETE `{ id }` disables a key. Auth API error codes answer
 * authDuplicateKey, authKeyLimitReached and authClientDisabled.
 */
export const GET = endpoint(async (context) => {
  requireUser(context);
  const keys = await withUserToken(context, (accessToken) => listKeys({ accessToken, context: apiContext(context) }));
  return json({ keys: keys.filter((key) => !isProjectKey(key)).map(keyView), projectKeys: keys.filter(isProjectKey).map(keyView) });
});

export const POST = endpoint(async (context) => {
  requireUser(context);
  const { termsAccepted } = await readJson(context.request, createSchema);
  if (!termsAccepted) throw new NoticeError('apiKeys.termsRequired');
  const key = await withUserToken(context, (accessToken) => createKey({ accessToken, context: apiContext(context) }));
  return json({ key: keyView(key) }, 201);
});

export const DELETE = endpoint(async (context) => {
  requireUser(context);
  const { id } = await readJson(context.request, disableSchema);
  await withUserToken(context, (accessToken) => disableKey(id, { accessToken, context: apiContext(context) }));
  return json({ disabled: id });
});
