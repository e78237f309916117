/** A positive integer written without sign, decimals or leading zeros. */
const POSITIVE_INTEGER = /^[1-9][0-9]{0,8}$/;

export function isValidPageParam(value: string): boolean {
  return POSITIVE_INTEGER.test(value);
}

/**
 * Where to redirect when the `page` query parameter is not a positive integer: the same URL
 * with `page=1` (spec sections 2 and 5). `undefined` when nothing is to be done.
 */
export function sanitisedPageLocation(url: URL): string | undefined {
  const pages = url.searchParams.getAll('page');
  if (pages.length === 0) return undefined;
  if (pages.length === 1 && isValidPageParam(pages[0] ?? '')) return undefined;
  const params = new URLSearchParams(url.search);
  params.set('page', '1');
  return `${url.pathname}?${params.toString()}`;
}
