import { pagePath } from './page-path.ts';

/**
 * The `page` query parameter of every paginated page (spec sections 2 and 5): a positive integer, otherwise
 * the request is redirected to `page=1`. One home for the rule: the query-sanitising middleware redirects with
 * `sanitisedPageLocation` (every on-demand page, and the stories listing, which src/runtime/serve.ts sends on
 * demand whenever it carries a `page`), and pages read the number with `requestedPage`.
 */

/** A positive integer written without sign, decimals or leading zeros. */
const POSITIVE_INTEGER = /^[1-9][0-9]{0,8}$/;

export function isValidPageParam(value: string): boolean {
  return POSITIVE_INTEGER.test(value);
}

/**
 * Where to redirect when the `page` query parameter is not a positive integer (or comes more than once):
 * the same public URL with `page=1`. `undefined` when nothing is to be done.
 */
export function sanitisedPageLocation(url: URL): string | undefined {
  const pages = url.searchParams.getAll('page');
  if (pages.length === 0) return undefined;
  if (pages.length === 1 && isValidPageParam(pages[0] ?? '')) return undefined;
  const params = new URLSearchParams(url.search);
  params.set('page', '1');
  return `${pagePath(url.pathname)}?${params.toString()}`;
}

/**
 * The page a query asks for: its `page` when that is valid, else 1.
 *
 * @example requestedPage(new URLSearchParams('page=3')) // 3
 */
export function requestedPage(params: URLSearchParams): number {
  const pages = params.getAll('page');
  const [page] = pages;
  return pages.length === 1 && page !== undefined && isValidPageParam(page) ? Number(page) : 1;
}

/**
 * Whether a query leaves the page at its first, sanitised state: no `page`, or `page=1` once. Anything else
 * is either another page or a `page` the rule redirects.
 */
export function isFirstPageQuery(params: URLSearchParams): boolean {
  const pages = params.getAll('page');
  return pages.length === 0 || (pages.length === 1 && pages[0] === '1');
}
