import * as client from 'openid-client';
import { config as portalConfig } from '../config.ts';
import type { TokenSet } from './refresh-lock.ts';

/**
 * The portal as an OpenID Connect relying party (openid-client): authorisation code flow with
 * PKCE (S256), state and nonce; refresh; RP-initiated logout. A confidential client
 * (`client_secret_post`). Tokens returned here go into the server session only.
 */

let discovered: Promise<client.Configuration> | undefined;

function isLocalIssuer(issuer: URL): boolean {
  return issuer.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(issuer.hostname);
}

/** The provider's configuration, discovered once per process (again after a failure). */
export function oidcConfiguration(): Promise<client.Configuration> {
  discovered ??= (async () => {
    const { issuer, clientId, clientSecret } = portalConfig().oidc;
    const url = new URL(issuer);
    // Plain HTTP only for the local identity provider of the development services.
    // eslint-disable-next-line @typescript-eslint/no-deprecated -- deprecated only as a warning sign; used for http://127.0.0.1 and localhost issuers alone
    const options: client.DiscoveryRequestOptions = isLocalIssuer(url) ? { execute: [client.allowInsecureRequests], timeout: 10 } : { timeout: 10 };
    return client.discovery(url, clientId, undefined, client.ClientSecretPost(clientSecret), options);
  })().catch((error: unknown) => {
    discovered = undefined;
    throw error;
  });
  return discovered;
}

/** What the callback must find again: kept in the session, keyed by `state`. */
export interface PendingLogin {
  readonly state: string;
  readonly nonce: string;
  readonly verifier: string;
  /** Validated internal target to go to after sign-in. */
  readonly target: string;
  readonly locale: string;
  readonly createdAt: number;
}

/** The portal's redirect URI: `/account/callback` on the public origin. */
export function callbackUrl(): string {
  return new URL('/account/callback', portalConfig().baseUrl).toString();
}

/** Starts a sign-in: the provider URL to send the browser to and what to remember. */
export async function beginLogin(target: string, locale: string, now = Date.now()): Promise<{ url: URL; pending: PendingLogin }> {
  const configuration = await oidcConfiguration();
  const verifier = client.randomPKCECodeVerifier();
  const pending: PendingLogin = { state: client.randomState(), nonce: client.randomNonce(), verifier, target, locale, createdAt: now };
  const url = client.buildAuthorizationUrl(configuration, {
    redirect_uri: callbackUrl(),
    scope: portalConfig().oidc.scope,
    response_type: 'code',
    state: pending.state,
    nonce: pending.nonce,
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    ui_locales: locale,
  });
  return { url, pending };
}

function tokenSet(response: client.TokenEndpointResponse & client.TokenEndpointResponseHelpers, previous?: TokenSet): TokenSet {
  const expiresIn = response.expiresIn();
  return {
    accessToken: response.access_token,
    refreshToken: response.refresh_token ?? previous?.refreshToken,
    idToken: response.id_token ?? previous?.idToken,
    expiresAt: expiresIn === undefined ? undefined : Date.now() + expiresIn * 1000,
  };
}

/** Exchanges the code of a callback whose state matched `pending`; checks state, nonce and PKCE. */
export async function finishLogin(callbackQuery: URLSearchParams, pending: PendingLogin): Promise<{ tokens: TokenSet; idClaims: Record<string, unknown> }> {
  const configuration = await oidcConfiguration();
  const current = new URL(callbackUrl());
  for (const [name, value] of callbackQuery) current.searchParams.append(name, value);
  const response = await client.authorizationCodeGrant(configuration, current, {
    pkceCodeVerifier: pending.verifier,
    expectedState: pending.state,
    expectedNonce: pending.nonce,
  });
  return { tokens: tokenSet(response), idClaims: { ...(response.claims() ?? {}) } };
}

/** The refresh grant; keeps the old refresh and ID tokens when the provider sends no new ones. */
export async function refreshTokens(previous: TokenSet & { refreshToken: string }): Promise<TokenSet> {
  const configuration = await oidcConfiguration();
  return tokenSet(await client.refreshTokenGrant(configuration, previous.refreshToken), previous);
}

/** The provider's end-session URL, back to `postLogoutRedirect` afterwards. */
export async function endSessionUrl(idToken: string | undefined, postLogoutRedirect: string): Promise<URL | undefined> {
  const configuration = await oidcConfiguration();
  if (configuration.serverMetadata().end_session_endpoint === undefined) return undefined;
  return client.buildEndSessionUrl(configuration, {
    post_logout_redirect_uri: postLogoutRedirect,
    ...(idToken === undefined ? { client_id: portalConfig().oidc.clientId } : { id_token_hint: idToken }),
  });
}
