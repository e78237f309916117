import { defineMiddleware } from 'astro:middleware';
import { randomUUID } from 'node:crypto';
import type { RecordedRequest } from '../lib/apis/client.ts';
import { DEFAULT_LOCALE } from '../lib/i18n/locales.ts';
import { createTranslator } from '../lib/i18n/messages.ts';

/**
 * Gives every request an id, an empty API request log, the context of its upstream calls (the log, and the
 * request's headers for the `x-{api}-api-url` override: none when pre-rendering) and a provisional language.
 */
export const requestContext = defineMiddleware((context, next) => {
  context.locals.requestId = context.isPrerendered ? 'prerender' : randomUUID();
  const requestLog: RecordedRequest[] = [];
  context.locals.requestLog = requestLog;
  context.locals.apiContext = { requestHeaders: context.isPrerendered ? undefined : context.request.headers, requestLog };
  context.locals.locale = DEFAULT_LOCALE;
  context.locals.t = createTranslator(DEFAULT_LOCALE);
  return next();
});
