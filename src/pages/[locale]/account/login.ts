import type { APIRoute } from 'astro';
import { afterLoginTarget } from '../../../lib/auth/access.ts';
import { beginLogin } from '../../../lib/auth/oidc.ts';
import { addPendingLogin } from '../../../lib/auth/session.ts';
import { toPortalError } from '../../../lib/errors/catalogue.ts';

export const prerender = false;

/**
 * `/{locale}/account/login?redirect=…` (spec sections 2, 4): starts the authorisation code flow
 * (PKCE, state, nonce) against the configured issuer and remembers the validated target. A
 * guest-only page: signed-in visitors are sent home by the session step.
 */
export const GET: APIRoute = async (context) => {
  const { locale } = context.locals;
  const target = afterLoginTarget(context.url.searchParams.get('redirect'), locale);
  try {
    const { url, pending } = await beginLogin(target, locale);
    await addPendingLogin(context, pending);
    const response = context.redirect(url.toString(), 302);
    response.headers.set('cache-control', 'private, no-store');
    return response;
  } catch (error) {
    const portalError = toPortalError(error);
    console.error(`[auth] cannot start sign-in: ${portalError.message}`);
    return new Response(context.locals.t('errorMessage.upstreamUnavailable'), {
      status: 503,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
    });
  }
};
