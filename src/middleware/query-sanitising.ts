import { defineMiddleware } from 'astro:middleware';
import { sanitisedPageLocation } from '../lib/routing/page-param.ts';

/** `page` must be a positive integer, otherwise redirect to `page=1` (spec section 2). */
export const querySanitising = defineMiddleware((context, next) => {
  if (context.isPrerendered) return next();
  const location = sanitisedPageLocation(context.url);
  return location ? context.redirect(location, 302) : next();
});
