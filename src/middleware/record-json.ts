import { defineMiddleware } from 'astro:middleware';
import { recordJsonLocation } from '../lib/routing/record-json.ts';

/** `/item/{id}.json` → the item page with its API requests panel open (src/lib/routing/record-json.ts), a temporary redirect as the reference's. */
export const recordJson = defineMiddleware((context, next) => {
  if (context.isPrerendered) return next();
  const location = recordJsonLocation(context.url.pathname, context.url.search);
  return location === undefined ? next() : context.redirect(location, 302);
});
