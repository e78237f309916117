import type { DatabaseSync } from 'node:sqlite';
import Provider, { errors } from 'oidc-provider';
import type { ClientModel, KoaContextWithOIDC, TokenModel } from 'oidc-provider';
import { findUser } from './accounts.ts';
import type { User } from './accounts.ts';
import { sqliteAdapter } from './adapter.ts';
import { API_RESOURCE, REALM_PATH, pickLanguage } from './config.ts';
import type { IdentityConfig } from './config.ts';
import type { IdentityKeys } from './keys.ts';
import { t } from './messages.ts';
import { logoutPage, messagePage } from './pages.ts';

/** Keycloak's endpoint paths under the realm (keycloak.md section 1). */
export const OIDC_ROUTES = {
  authorization: '/protocol/openid-connect/auth',
  token: '/protocol/openid-connect/token',
  userinfo: '/protocol/openid-connect/userinfo',
  end_session: '/protocol/openid-connect/logout',
  jwks: '/protocol/openid-connect/certs',
  introspection: '/protocol/openid-connect/token/introspect',
  revocation: '/protocol/openid-connect/revoke',
} as const;

/** Keycloak's 10-hour SSO session maximum (access tokens: config.accessTokenTtl, 300 s as in Europeana's realm). */
const SESSION_MAX_TTL = 10 * 3600;

/** Scopes of the portal's tokens (`roles` is applied but, like Keycloak, not listed in `scope`). */
const TOKEN_SCOPES = 'openid profile email usersets';

/** Claims of a user as Keycloak's default mappers produce them. */
export function userClaims(user: User): Record<string, unknown> {
  return { sub: user.id, name: user.name, preferred_username: user.username, email: user.email, email_verified: true };
}

/** `resource_access` / `realm_access` of a user for tokens issued to `clientId`. */
export function roleClaims(user: User, clientId: string): Record<string, unknown> {
  return {
    realm_access: { roles: ['default-roles-europeana', 'offline_access', 'uma_authorization'] },
    resource_access: { [clientId]: { roles: [...user.roles] }, account: { roles: ['manage-account', 'view-profile'] } },
  };
}

/** Allows any path on the origins of the registered post-logout URIs (Keycloak accepts wildcards there). */
function postLogoutRedirectUriAllowed(this: ClientModel, value: string): boolean {
  const url = URL.parse(value);
  if (url === null) return false;
  return (this.postLogoutRedirectUris ?? []).some((allowed) => URL.parse(allowed)?.origin === url.origin);
}

/**
 * The OpenID Provider of the realm: authorisation code flow with PKCE for the portal (a confidential client),
 * refresh tokens without offline_access, JWT access tokens carrying Keycloak's role and scope claims, automatic
 * consent (first-party client), RP-initiated logout and the services' own sign-in pages as interactions.
 */
export function createProvider(db: DatabaseSync, config: IdentityConfig, issuer: string, keys: IdentityKeys): Provider {
  const provider = new Provider(issuer, {
    adapter: sqliteAdapter(db),
    clients: [
      {
        client_id: config.clientId,
        client_secret: config.clientSecret,
        redirect_uris: [...config.redirectUris],
        post_logout_redirect_uris: [...config.postLogoutRedirectUris],
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [keys.signing] },
    cookies: { keys: keys.cookieKeys, long: { signed: true }, short: { signed: true } },
    routes: OIDC_ROUTES,
    scopes: ['openid', 'offline_access', 'profile', 'email', 'usersets'],
    claims: { openid: ['sub'], profile: ['name', 'preferred_username'], email: ['email', 'email_verified'] },
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    ttl: {
      AccessToken: config.accessTokenTtl,
      AuthorizationCode: 60,
      IdToken: config.accessTokenTtl,
      Interaction: 3600,
      Grant: SESSION_MAX_TTL,
      Session: SESSION_MAX_TTL,
      // Not rotated on every use (oidc-provider's default for confidential clients, like Keycloak's): two tabs
      // refreshing at once must not revoke each other's sign-in.
      RefreshToken: SESSION_MAX_TTL,
    },
    findAccount: (_ctx: KoaContextWithOIDC, id: string) => {
      const user = findUser(db, id);
      return user === undefined ? undefined : { accountId: user.id, claims: () => userClaims(user) };
    },
    issueRefreshToken: (_ctx: KoaContextWithOIDC, client: ClientModel) => client.grantTypeAllowed('refresh_token'),
    extraTokenClaims: (_ctx: KoaContextWithOIDC, token: TokenModel) => {
      if (token.accountId === undefined || token.clientId === undefined) return undefined;
      const user = findUser(db, token.accountId);
      if (user === undefined) return undefined;
      // sub is the token's own (oidc-provider sets it from the account); the rest as Keycloak's mappers add them.
      const profile = Object.fromEntries(Object.entries(userClaims(user)).filter(([claim]) => claim !== 'sub'));
      return { typ: 'Bearer', azp: token.clientId, sid: token.sessionUid, session_state: token.sessionUid, ...profile, ...roleClaims(user, token.clientId) };
    },
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const { client, session, params } = ctx.oidc;
      if (client === undefined || session?.accountId === undefined) return undefined;
      const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      const existing = grantId === undefined ? undefined : await ctx.oidc.provider.Grant.find(grantId);
      // The portal is first-party: consent is implied, so every requested scope is granted.
      const grant = existing ?? new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      const requested = typeof params?.scope === 'string' ? params.scope : TOKEN_SCOPES;
      grant.addOIDCScope(requested);
      grant.addResourceScope(API_RESOURCE, requested);
      await grant.save();
      return grant;
    },
    interactions: { url: (_ctx: KoaContextWithOIDC, interaction: { uid: string }) => `${REALM_PATH}/login-actions/${interaction.uid}` },
    features: {
      devInteractions: { enabled: false },
      introspection: { enabled: true },
      revocation: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx: KoaContextWithOIDC, form: string) => {
          const params = ctx.oidc.params;
          ctx.type = 'html';
          ctx.body = logoutPage(pickLanguage(params?.ui_locales), form, typeof params?.id_token_hint === 'string');
        },
        postLogoutSuccessSource: (ctx: KoaContextWithOIDC) => {
          const language = pickLanguage(ctx.oidc.params?.ui_locales);
          ctx.type = 'html';
          ctx.body = messagePage(language, t(language, 'logout.heading'), t(language, 'logout.done'));
        },
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => API_RESOURCE,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx: KoaContextWithOIDC, resource: string) => {
          if (resource !== API_RESOURCE) throw new errors.InvalidTarget(`unknown resource ${resource}: use ${API_RESOURCE}`);
          return { scope: TOKEN_SCOPES, audience: API_RESOURCE, accessTokenTTL: config.accessTokenTtl, accessTokenFormat: 'jwt', jwt: { sign: { alg: 'RS256' } } };
        },
      },
    },
    renderError: (ctx: KoaContextWithOIDC, out: { error?: string; error_description?: string }) => {
      const language = pickLanguage(ctx.oidc.params?.ui_locales);
      ctx.type = 'html';
      const detail = out.error_description ?? out.error ?? '';
      ctx.body = messagePage(language, t(language, 'error.heading'), detail === '' ? t(language, 'error.generic') : `${t(language, 'error.generic')} (${detail})`);
    },
  });
  provider.Client.prototype.postLogoutRedirectUriAllowed = postLogoutRedirectUriAllowed;
  return provider;
}
