/**
 * A page's public path: the address a visitor uses for it, whichever route answered the request.
 *
 * Pre-rendered pages are built as `dir/index.html`, so Astro gives them a path with a slash (`/de/`), while the
 * portal's URLs have none (`/de`). And src/runtime/serve.ts answers some requests for pre-rendered pages with an
 * on-demand route (./editorial-rewrite.ts): Astro then sees that route's path, which no link, canonical URL or
 * redirect may show (issue 18: the language menu linked to `/de/stories/listing`).
 */

/** The on-demand routes requests are rewritten to, under the language prefix (the one home of their names). */
export const REWRITE_ROUTES = {
  /** `/{locale}/preview/{path}`: drafts of any editorial page. */
  preview: 'preview',
  /** `/{locale}/stories/listing`: the stories listing with filters or beyond page 1. */
  storiesListing: 'stories/listing',
} as const;

const REWRITTEN = new RegExp(`^(/[a-z]{2})/(?:${REWRITE_ROUTES.preview}(/.*)?|(${REWRITE_ROUTES.storiesListing}))$`);

/**
 * The public path of a request path: the trailing slash dropped (the root keeps its slash), a rewrite
 * route replaced by the path it answers for.
 *
 * @example pagePath('/de/') // '/de'
 * @example pagePath('/de/stories/listing') // '/de/stories'
 * @example pagePath('/de/preview/stories/monet') // '/de/stories/monet'
 */
export function pagePath(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
  const match = REWRITTEN.exec(trimmed);
  if (!match) return trimmed;
  const [, locale = '', previewed, listing] = match;
  return listing === undefined ? `${locale}${previewed ?? ''}` : `${locale}/stories`;
}
