import { defineMiddleware } from 'astro:middleware';
import { LOCALE_COOKIE } from '../lib/constants.ts';
import { leaveLocaleCookieToCache } from '../lib/cache/shared-cache-eligibility.ts';
import { localeCookieAttributes } from '../lib/security/cookies.ts';
import { isHttpsTransport } from '../lib/security/headers.ts';
import { createTranslator } from '../lib/i18n/messages.ts';
import { negotiateLanguage } from '../lib/i18n/negotiate.ts';
import { localePrefix } from '../lib/routing/locale-prefix.ts';

/**
 * The language-prefix rules of spec section 2: redirect unprefixed paths, drop unsupported
 * two-letter prefixes, remember a valid prefix in the language cookie.
 */
export const locale = defineMiddleware((context, next) => {
  const { url, request, cookies } = context;
  const stored = context.isPrerendered ? undefined : cookies.get(LOCALE_COOKIE)?.value;
  const negotiated = negotiateLanguage({
    cookie: stored,
    acceptLanguage: context.isPrerendered ? undefined : request.headers.get('accept-language'),
  });
  const decision = localePrefix(url.pathname, url.search, negotiated);
  switch (decision.kind) {
    case 'redirect': {
      const response = context.redirect(decision.location, 302);
      response.headers.set('vary', 'cookie, accept-language');
      response.headers.set('cache-control', 'private, no-store');
      return response;
    }
    case 'exempt':
      context.locals.locale = negotiated;
      context.locals.t = createTranslator(negotiated);
      return next();
    case 'localised':
      context.locals.locale = decision.locale;
      context.locals.t = createTranslator(decision.locale);
      // The route cache writes it on the answers it takes in (a page with a cookie is never stored).
      if (!context.isPrerendered && stored !== decision.locale && !leaveLocaleCookieToCache(request)) {
        // The same cookie pre-rendered pages set (src/runtime/static-files.ts), from the same attributes.
        cookies.set(LOCALE_COOKIE, decision.locale, localeCookieAttributes(isHttpsTransport(url.protocol, request.headers.get('x-forwarded-proto'))));
      }
      return next();
  }
});
