import type { APIContext } from 'astro';
import { defineMiddleware } from 'astro:middleware';
import { LOCALE_COOKIE } from '../lib/constants.ts';
import { PortalError } from '../lib/errors/catalogue.ts';
import { negotiateLanguage } from '../lib/i18n/negotiate.ts';
import { legacyRedirect } from '../lib/routing/legacy/index.ts';

/**
 * The legacy URL rules of spec section 2 ("Legacy redirects"), before the language step: an old
 * URL is answered with one redirect to its final target (language prefix included), a gone
 * gallery with the error page and status 410.
 */
export const legacy = defineMiddleware((context, next) => {
  // The error page that shows a 410 runs the pipeline again for the same path.
  if (context.isPrerendered || context.routePattern === '/500') return next();
  return legacyResponse(context) ?? next();
});

/**
 * The legacy answer for a request, or `undefined` when no rule applies. Throws the 410 of a gone
 * gallery. Also used by the trailing-slash step, so `/en/blog/` costs one redirect.
 */
export function legacyResponse(context: APIContext): Response | undefined {
  const decision = legacyRedirect(context.url, () =>
    negotiateLanguage({
      cookie: context.cookies.get(LOCALE_COOKIE)?.value,
      acceptLanguage: context.request.headers.get('accept-language'),
    }),
  );
  if (decision === undefined) return undefined;
  if (decision.status === 410) {
    throw new PortalError('Gallery retired', { status: 410, code: 'genericGone' });
  }
  const response = context.redirect(decision.location, decision.status);
  if (decision.varies) {
    // The location holds the visitor's negotiated language: not to be cached for others.
    response.headers.set('vary', 'cookie, accept-language');
    response.headers.set('cache-control', 'private, no-store');
  }
  return response;
}
