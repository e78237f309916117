/**
 * A page's path without a trailing slash (the root keeps its slash). Pre-rendered pages are
 * built as `dir/index.html`, so Astro gives them a path with a slash (`/de/`), while the
 * portal's URLs have none (`/de`).
 */
export function pagePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}
