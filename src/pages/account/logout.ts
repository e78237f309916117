import type { APIRoute } from 'astro';
import { endSessionUrl } from '../../lib/auth/oidc.ts';
import { endSession, readAuth, setFlash } from '../../lib/auth/session.ts';
import { config } from '../../lib/config.ts';

export const prerender = false;

/**
 * `/account/logout` (no language prefix): ends the portal session and then the provider's
 * session, which sends the browser back to the home page. The welcome-back toast and the
 * `logout-event` for other tabs follow from the flash cookie (src/islands/auth/header-auth.ts).
 */
export const GET: APIRoute = async (context) => {
  const auth = await readAuth(context);
  const home = new URL(`/${context.locals.locale}`, config().baseUrl).toString();
  endSession(context);
  setFlash(context, 'logout');
  let target = home;
  if (auth !== undefined) {
    try {
      target = (await endSessionUrl(auth.idToken, home))?.toString() ?? home;
    } catch {
      console.error('[auth] the identity provider cannot be reached for logout; the portal session ended');
    }
  }
  const response = context.redirect(target, 302);
  response.headers.set('cache-control', 'private, no-store');
  return response;
};
