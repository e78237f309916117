import { defineMiddleware } from 'astro:middleware';
import { randomUUID } from 'node:crypto';
import { DEFAULT_LOCALE } from '../lib/i18n/locales.ts';
import { createTranslator } from '../lib/i18n/messages.ts';

/** Gives every request an id, an empty API request log and a provisional language. */
export const requestContext = defineMiddleware((context, next) => {
  context.locals.requestId = context.isPrerendered ? 'prerender' : randomUUID();
  context.locals.requestLog = [];
  context.locals.locale = DEFAULT_LOCALE;
  context.locals.t = createTranslator(DEFAULT_LOCALE);
  return next();
});
