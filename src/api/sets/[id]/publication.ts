import { z } from 'zod';
import { sendFeedback } from '../../../lib/apis/feedback.ts';
import { getSet, publishSet, setText } from '../../../lib/apis/set.ts';
import { apiContext, endpoint, json, NoticeError, readJson, requireUser } from '../../../lib/auth/bff.ts';
import { ROLES, userHasRole } from '../../../lib/auth/claims.ts';
import { withUserToken } from '../../../lib/auth/user-token.ts';
import { config } from '../../../lib/config.ts';
import { PortalError } from '../../../lib/errors/catalogue.ts';
import { GALLERY_WRITE, galleryPath, gallerySetId, publicationCheck, requireGallery, requireOwnGallery } from '../../../lib/sets/galleries.ts';
import { announceGalleryPublication } from '../../../lib/sets/published-galleries.ts';

export const prerender = false;

const bodySchema = z.strictObject({ action: z.enum(['submit', 'requestDepublication', 'publish', 'unpublish']) });

/**
 * `/_api/sets/{id}/publication` POST `{ action }`:
 * - `submit` (owner): a publication request, only with title, description and at least 15 items;
 * - `requestDepublication` (owner of a published gallery);
 * - `publish` / `unpublish` (role `usersets:publisher`), logged for incremental publication like a content change.
 * Requests go to the editors through the feedback service, as portal.js sends them to its service desk.
 */
export const POST = endpoint(async (context) => {
  const user = requireUser(context);
  const id = gallerySetId(context.params.id);
  const { action } = await readJson(context.request, bodySchema);
  const { locale } = context.locals;
  return withUserToken(context, async (accessToken) => {
    const options = { accessToken, context: apiContext(context) };
    if (action === 'publish' || action === 'unpublish') {
      if (!userHasRole(user, ROLES.publisher)) throw new PortalError('Publishers only', { status: 403, code: 'galleryPublishersOnly' });
      const set = requireGallery(await getSet(id, options));
      if (action === 'publish' && !publicationCheck({ title: setText(set.title, locale), description: setText(set.description, locale), total: set.total }).ok) {
        throw new NoticeError('galleries.publication.requirements');
      }
      const updated = await publishSet(id, action === 'publish', { ...options, codeByStatus: { 403: 'galleryPublishersOnly' } });
      // The pre-rendered pages that list published galleries (the home page) are rendered again.
      await announceGalleryPublication(id, updated.visibility === 'published');
      return json({ visibility: updated.visibility });
    }
    // Requests only for one's own gallery: anyone else's is refused by name.
    const set = requireOwnGallery(await getSet(id, { ...options, codeByStatus: GALLERY_WRITE }), user.sub);
    const title = setText(set.title, locale);
    if (action === 'submit' && !publicationCheck({ title, description: setText(set.description, locale), total: set.total }).ok) {
      throw new NoticeError('galleries.publication.requirements');
    }
    if (action === 'requestDepublication' && set.visibility !== 'published') throw new NoticeError('galleries.publication.notPublished');
    const pageUrl = new URL(galleryPath(locale, set, title), config().baseUrl).toString();
    try {
      await sendFeedback(
        {
          text: `${action === 'submit' ? 'Publication request' : 'Depublication request'} for gallery ${id} ("${title ?? ''}") by ${user.sub}`,
          ...(user.email ? { email: user.email } : {}),
          pageUrl,
        },
        apiContext(context),
      );
    } catch {
      throw new NoticeError('notice.failedSubmission', 502);
    }
    return json({ requested: action });
  });
});
