import { defineMiddleware } from 'astro:middleware';
import { PortalError } from '../lib/errors/catalogue.ts';
import { pathProblem } from '../lib/routing/path-safety.ts';

/**
 * Refuses paths no route should see (encoded slashes, NUL, dot segments, overlong) with a 4xx
 * error page before any other step interprets them.
 */
export const pathSafety = defineMiddleware((context, next) => {
  // The error page that shows this refusal runs the pipeline again for the same path.
  if (context.isPrerendered || context.routePattern === '/500') return next();
  const raw = rawPath(context.request.url);
  const problem = pathProblem(raw);
  if (problem) {
    throw new PortalError(`Refused request path: ${problem.reason}`, {
      status: problem.status,
      code: problem.status === 414 ? 'uriTooLong' : 'badRequest',
    });
  }
  return next();
});

/** The path as sent, still percent-encoded (URL#pathname keeps the encoding). */
function rawPath(url: string): string {
  return new URL(url).pathname;
}
