import type { APIRoute } from 'astro';
import { userFromAccessToken } from '../../lib/auth/claims.ts';
import { finishLogin } from '../../lib/auth/oidc.ts';
import { setFlash, setSignedInHint, takePendingLogin, writeAuth } from '../../lib/auth/session.ts';
import { config } from '../../lib/config.ts';
import { loadLikesAfterLogin } from '../../lib/sets/likes.ts';
import { isLocaleCode } from '../../lib/i18n/locales.ts';

export const prerender = false;

const noStore = (response: Response): Response => {
  response.headers.set('cache-control', 'private, no-store');
  return response;
};

/**
 * `/account/callback` (no language prefix): the provider's answer. A state that matches no
 * sign-in started in this session is ignored (forged or replayed callbacks change nothing). On a
 * match the code is exchanged (PKCE verifier, nonce checked), the session gets a new id and the
 * tokens, and the visitor goes to the saved target.
 */
export const GET: APIRoute = async (context) => {
  const { url, locals } = context;
  const pending = await takePendingLogin(context, url.searchParams.get('state'));
  if (pending === undefined) return noStore(context.redirect(`/${locals.locale}`, 302));
  const home = `/${isLocaleCode(pending.locale) ? pending.locale : locals.locale}`;
  if (url.searchParams.has('error')) {
    setFlash(context, 'loginFailed');
    return noStore(context.redirect(home, 302));
  }
  try {
    const { tokens, idClaims } = await finishLogin(url.searchParams, pending);
    const user = userFromAccessToken(tokens.accessToken, config().oidc.clientId, idClaims);
    // A new session id at login (session fixation), keeping nothing from before but this.
    await context.session?.regenerate();
    context.session?.delete('pendingLogins');
    writeAuth(context, { ...tokens, user });
    // After login the likes are loaded (spec section 4), failures ignored.
    await loadLikesAfterLogin(context, user.sub, { accessToken: tokens.accessToken, context: context.locals.apiContext });
    setSignedInHint(context, true);
    setFlash(context, 'login');
    return noStore(context.redirect(pending.target, 302));
  } catch (error) {
    // Never log the error object: it may carry the code or tokens.
    console.error(`[auth] sign-in failed: ${error instanceof Error ? error.name : 'unknown error'}`);
    setFlash(context, 'loginFailed');
    return noStore(context.redirect(home, 302));
  }
};
