import { z } from 'zod';
import { forgetEntity } from '../lib/apis/entity.ts';
import { updateEntityWith } from '../lib/apis/entity-management.ts';
import { apiContext, endpoint, json, readJson, requireUser } from '../lib/auth/bff.ts';
import { ROLES, userHasRole } from '../lib/auth/claims.ts';
import { withUserToken } from '../lib/auth/user-token.ts';
import { purgeEntityPages } from '../lib/cache/page-cache.ts';
import { DESCRIPTION_MAX_CHARS, descriptionUpdate, isDescriptionEditable } from '../lib/edm/entity-description.ts';
import { parseEntityUri } from '../lib/edm/entity-path.ts';
import { isLocaleCode } from '../lib/i18n/locales.ts';
import { PortalError } from '../lib/errors/catalogue.ts';
import { userText } from '../lib/text/user-text.ts';

export const prerender = false;

const bodySchema = z.strictObject({
  entity: z.string().max(200),
  lang: z.string().refine(isLocaleCode),
  // Empty removes the description in that language.
  description: z.union([z.literal(''), userText({ field: 'description', max: DESCRIPTION_MAX_CHARS, multiline: true })]),
});

/**
 * `/_api/entity-description` (role `entities:editor`, issue 25): PUT `{ entity, lang, description }` changes a topic's
 * or an organisation's description in one language through entity management (src/lib/edm/entity-description.ts;
 * read and written back for the version read, again when another change came in between), then forgets this node's
 * cached copy of the entity and purges its pages from the route cache.
 */
export const PUT = endpoint(async (context) => {
  const user = requireUser(context);
  if (!userHasRole(user, ROLES.entityEditor)) throw new PortalError('Entity editors only', { status: 403, code: 'genericUnauthorised' });
  const body = await readJson(context.request, bodySchema);
  const target = parseEntityUri(body.entity);
  if (!target || !isDescriptionEditable(target.type)) throw new PortalError('Only topics and organisations have an editable description', { status: 400, code: 'badRequest' });
  await withUserToken(context, async (accessToken) => {
    const options = { accessToken, context: apiContext(context) };
    await updateEntityWith(target.type, target.id, (entity) => descriptionUpdate(entity, target.type, body.lang, body.description), options);
  });
  forgetEntity(target.type, target.id);
  await purgeEntityPages(context.cache, body.entity);
  return json({ updated: body.entity });
});
