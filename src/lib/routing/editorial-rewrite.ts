import { isLocaleCode } from '../i18n/locales.ts';
import { editorialRoute } from '../content/editorial-path.ts';
import { isFilteredListing } from '../content/stories-listing.ts';

/**
 * Requests for a pre-rendered editorial page that the static file cannot answer, and the on-demand route
 * that answers them instead (scripts/serve.ts rewrites the URL before it looks for a static file):
 *
 * - `?mode=preview` on any editorial page → `/{locale}/preview/{path}` (drafts, for editors only);
 * - the stories listing with filters or a page → `/{locale}/stories/listing`.
 *
 * Returns undefined when the static file (or the normal route) should answer.
 *
 * @example editorialRewrite('/de/stories/monet', '?mode=preview') // '/de/preview/stories/monet?mode=preview'
 */
export function editorialRewrite(pathname: string, search: string): string | undefined {
  if (search === '' || search === '?') return undefined;
  const [, locale = '', ...rest] = pathname.split('/');
  if (!isLocaleCode(locale)) return undefined;
  const params = new URLSearchParams(search);
  const path = rest.join('/');
  if (params.get('mode') === 'preview') {
    if (rest[0] === 'preview' || editorialRoute(path) === undefined) return undefined;
    return `/${locale}/preview${path === '' ? '' : `/${path}`}${search}`;
  }
  if (path === 'stories' && isFilteredListing(params)) return `/${locale}/stories/listing${search}`;
  return undefined;
}
