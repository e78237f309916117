import { isLocaleCode } from '../i18n/locales.ts';
import { editorialRoute } from '../content/editorial-path.ts';
import { isFilteredListing } from '../content/stories-listing.ts';
import { REWRITE_ROUTES } from './page-path.ts';

/**
 * Requests for a pre-rendered editorial page that the static file cannot answer, and the on-demand route
 * that answers them instead (src/runtime/serve.ts rewrites the URL before it looks for a static file):
 *
 * - `?mode=preview` on any editorial page → `/{locale}/preview/{path}` (drafts, for editors only);
 * - the stories listing with filters or any `page` but `page=1` → `/{locale}/stories/listing` (where the
 *   middleware's `page` rule, src/lib/routing/page-param.ts, also applies).
 *
 * Returns undefined when the static file (or the normal route) should answer. The way back, from such a
 * route to the public path every link and redirect must show, is `pagePath` in ./page-path.ts.
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
    if (rest[0] === REWRITE_ROUTES.preview || editorialRoute(path) === undefined) return undefined;
    return `/${locale}/${REWRITE_ROUTES.preview}${path === '' ? '' : `/${path}`}${search}`;
  }
  if (path === 'stories' && isFilteredListing(params)) return `/${locale}/${REWRITE_ROUTES.storiesListing}${search}`;
  return undefined;
}
