/** Path of the realm, as Europeana's Keycloak serves it (`/auth` context path, realm `europeana`). */
export const REALM_PATH = '/auth/realms/europeana';

/** Resource indicator of the collection APIs: access tokens are JWTs for this audience. */
export const API_RESOURCE = 'urn:europeana:apis';

/** Languages of the portal; the sign-in pages speak them all (English fallback). */
export const LANGUAGES = ['bg', 'cs', 'da', 'de', 'el', 'en', 'es', 'et', 'eu', 'fi', 'fr', 'ga', 'hr', 'hu', 'it', 'lt', 'lv', 'mt', 'nl', 'pl', 'pt', 'ro', 'sk', 'sl', 'sv'] as const;
export type Language = (typeof LANGUAGES)[number];

export interface IdentityConfig {
  /** Issuer URL; undefined: `http://127.0.0.1:{port}/auth/realms/europeana` once the port is known. */
  readonly issuer: string | undefined;
  /** The portal, a confidential client (Europeana's realm names it `collections_portal`). */
  readonly clientId: string;
  readonly clientSecret: string;
  readonly redirectUris: readonly string[];
  /** Any path on the origins of these URIs is accepted as post_logout_redirect_uri. */
  readonly postLogoutRedirectUris: readonly string[];
  /** Lifetime of access tokens in seconds (Europeana's realm: 300). */
  readonly accessTokenTtl: number;
}

function list(value: string | undefined): string[] | undefined {
  const entries = (value ?? '').split(',').map((entry) => entry.trim()).filter((entry) => entry !== '');
  return entries.length === 0 ? undefined : entries;
}

function absoluteUrl(value: string, name: string): string {
  const url = URL.parse(value);
  if (url === null || (url.protocol !== 'http:' && url.protocol !== 'https:')) throw new Error(`${name} must list absolute http(s) URLs, got '${value}'`);
  return url.href;
}

/**
 * Identity settings from the environment the portal shares with the services (`npm start` passes it on):
 * OAUTH_CLIENT, OAUTH_SECRET, PORT (the portal's), SERVICES_OIDC_ISSUER, SERVICES_OIDC_REDIRECT_URIS,
 * SERVICES_OIDC_POST_LOGOUT_REDIRECT_URIS, SERVICES_OIDC_ACCESS_TOKEN_TTL.
 * @example identityConfigFromEnv({ PORT: '4321' }).redirectUris // ['http://localhost:4321/account/callback', …]
 */
export function identityConfigFromEnv(env: NodeJS.ProcessEnv): IdentityConfig {
  const port = env.PORT === undefined || env.PORT === '' ? '4321' : env.PORT;
  if (!/^\d{1,5}$/.test(port)) throw new Error(`PORT must be a port number, got '${port}'`);
  const origins = [`http://localhost:${port}`, `http://127.0.0.1:${port}`];
  const issuer = env.SERVICES_OIDC_ISSUER === undefined || env.SERVICES_OIDC_ISSUER === '' ? undefined : absoluteUrl(env.SERVICES_OIDC_ISSUER, 'SERVICES_OIDC_ISSUER').replace(/\/$/, '');
  if (issuer !== undefined && new URL(issuer).pathname !== REALM_PATH) throw new Error(`SERVICES_OIDC_ISSUER must end with ${REALM_PATH}, got '${issuer}'`);
  const clientId = env.OAUTH_CLIENT === undefined || env.OAUTH_CLIENT === '' ? 'collections_portal' : env.OAUTH_CLIENT;
  if (!/^[\w.-]{1,100}$/.test(clientId)) throw new Error(`OAUTH_CLIENT must be letters, digits, '.', '_' or '-', got '${clientId}'`);
  const ttl = env.SERVICES_OIDC_ACCESS_TOKEN_TTL === undefined || env.SERVICES_OIDC_ACCESS_TOKEN_TTL === '' ? 300 : Number(env.SERVICES_OIDC_ACCESS_TOKEN_TTL);
  if (!Number.isInteger(ttl) || ttl < 1 || ttl > 86_400) throw new Error('SERVICES_OIDC_ACCESS_TOKEN_TTL must be a number of seconds from 1 to 86400');
  return {
    accessTokenTtl: ttl,
    issuer,
    clientId,
    clientSecret: env.OAUTH_SECRET === undefined || env.OAUTH_SECRET === '' ? 'local-portal-secret' : env.OAUTH_SECRET,
    redirectUris: (list(env.SERVICES_OIDC_REDIRECT_URIS) ?? origins.map((origin) => `${origin}/account/callback`)).map((uri) => absoluteUrl(uri, 'SERVICES_OIDC_REDIRECT_URIS')),
    postLogoutRedirectUris: (list(env.SERVICES_OIDC_POST_LOGOUT_REDIRECT_URIS) ?? origins.map((origin) => `${origin}/`)).map((uri) => absoluteUrl(uri, 'SERVICES_OIDC_POST_LOGOUT_REDIRECT_URIS')),
  };
}

/** The first supported language of a `ui_locales` value (`de`, `de-AT en`), else English. */
export function pickLanguage(uiLocales: unknown): Language {
  if (typeof uiLocales !== 'string') return 'en';
  for (const tag of uiLocales.split(/\s+/)) {
    const primary = tag.slice(0, 2).toLowerCase();
    const found = LANGUAGES.find((language) => language === primary);
    if (found !== undefined) return found;
  }
  return 'en';
}
