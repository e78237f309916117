import { defineMiddleware } from 'astro:middleware';
import { trimSlashes } from '../lib/routing/legacy/trailing-slash.ts';
import { legacyResponse } from './legacy.ts';

/**
 * A trailing slash is removed, except on the root (spec section 2 "Legacy redirects"). The
 * legacy rules answer first, so `/en/blog/` goes straight to `/en/stories?type=story` and
 * `/search/` straight to `/{language}/search`; a path they refuse loses its slash alone.
 */
export const trailingSlash = defineMiddleware((context, next) => {
  const { pathname, search } = context.url;
  if (context.isPrerendered || pathname === '/' || !pathname.endsWith('/')) return next();
  return legacyResponse(context) ?? context.redirect(`${trimSlashes(pathname)}${search}`, 301);
});
