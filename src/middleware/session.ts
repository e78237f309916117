import { defineMiddleware } from 'astro:middleware';
import { loginPath, pageAccess } from '../lib/auth/access.ts';
import { readAuth, setSignedInHint, SIGNED_IN_HINT_COOKIE } from '../lib/auth/session.ts';
import { stripLocale } from '../lib/routing/locale-prefix.ts';

/**
 * The session step (ARCHITECTURE decision 4): puts the signed-in user (never the tokens) in
 * `locals.user`, keeps the `portal_signed_in` hint cookie in line with the session, sends
 * signed-out visitors of protected pages to login (target remembered) and signed-in visitors of
 * guest-only pages home. Pages that depend on the user are never cached publicly.
 */
export const session = defineMiddleware(async (context, next) => {
  if (context.isPrerendered) return next();
  const auth = await readAuth(context);
  if (auth) context.locals.user = auth.user;
  const hinted = context.cookies.get(SIGNED_IN_HINT_COOKIE)?.value === '1';
  if (auth !== undefined && !hinted) setSignedInHint(context, true);
  if (auth === undefined && hinted) setSignedInHint(context, false);

  const { locale } = context.locals;
  const access = pageAccess(stripLocale(context.url.pathname));
  if (access === 'protected' && auth === undefined) {
    return privateResponse(context.redirect(loginPath(locale, `${context.url.pathname}${context.url.search}`), 302));
  }
  if (access === 'guestOnly' && auth !== undefined) return privateResponse(context.redirect(`/${locale}`, 302));

  const response = await next();
  return auth !== undefined || access !== 'public' ? privateResponse(response) : response;
});

function privateResponse(response: Response): Response {
  try {
    response.headers.set('cache-control', 'private, no-store');
  } catch {
    // Immutable headers (a redirect made by Astro): nothing to add.
  }
  return response;
}
