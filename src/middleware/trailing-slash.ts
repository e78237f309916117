import { defineMiddleware } from 'astro:middleware';

/** A trailing slash is removed, except on the root (spec section 2 "Legacy redirects"). */
export const trailingSlash = defineMiddleware((context, next) => {
  const { pathname, search } = context.url;
  if (context.isPrerendered || pathname === '/' || !pathname.endsWith('/')) return next();
  const trimmed = pathname.replace(/\/+$/, '') || '/';
  return context.redirect(`${trimmed}${search}`, 301);
});
