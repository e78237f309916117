import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import type { InteractionDetails } from 'oidc-provider';
import type { ServiceDeps } from '../deps.ts';
import { readBody } from '../http/body.ts';
import { HttpError } from '../http/errors.ts';
import type { RequestContext, Router } from '../http/router.ts';
import { SignUpInput, authenticate, createUser, ensureDemoAccounts, findUser } from './accounts.ts';
import { TokenError, TokenVerifier, bearerToken } from './bearer.ts';
import { API_RESOURCE, REALM_PATH, pickLanguage } from './config.ts';
import type { IdentityConfig, Language } from './config.ts';
import { loadOrCreateKeys } from './keys.ts';
import { t } from './messages.ts';
import { accountPage, messagePage, signInPage, signUpPage } from './pages.ts';
import type { FormError } from './pages.ts';
import { createProvider, roleClaims, userClaims } from './provider.ts';
import { FailedSignIns } from './rate-limit.ts';

/** Largest sign-in or sign-up form accepted. */
const MAX_FORM_BYTES = 8 * 1024;

/** The running identity provider: its token verifier serves the Set API, API keys and entity management. */
export interface Identity {
  readonly verifier: TokenVerifier;
  readonly config: IdentityConfig;
  /** Creates the provider once the port (and so the default issuer) is known. */
  start(port: number): void;
  issuer(): string;
}

function sendHtml(res: ServerResponse, status: number, body: string): void {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'content-length': Buffer.byteLength(body), 'cache-control': 'no-store', 'x-frame-options': 'DENY' });
  res.end(body);
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const type = req.headers['content-type'] ?? '';
  if (!type.startsWith('application/x-www-form-urlencoded')) throw new HttpError(415, 'Send the form as application/x-www-form-urlencoded');
  return new URLSearchParams(await readBody(req, MAX_FORM_BYTES));
}

function field(form: URLSearchParams, name: string): string {
  return (form.get(name) ?? '').slice(0, 500);
}

/**
 * Identity provider routes: oidc-provider mounted at the realm path (discovery, auth, token, certs, logout,
 * introspection, revocation), the sign-in and sign-up pages it hands interactions to, and a Keycloak-style
 * userinfo that accepts the JWT access tokens (oidc-provider's own refuses tokens with an audience).
 */
export async function registerIdentityRoutes(router: Router, deps: ServiceDeps, config: IdentityConfig): Promise<Identity> {
  await ensureDemoAccounts(deps.db);
  const keys = loadOrCreateKeys(deps.db);
  const failures = new FailedSignIns();
  let provider: Provider | undefined;
  let callback: ((req: IncomingMessage, res: ServerResponse) => void) | undefined;
  let issuer: string | undefined;
  const started = (): Provider => {
    if (provider === undefined) throw new HttpError(503, 'The identity provider is starting');
    return provider;
  };
  const identity: Identity = {
    config,
    verifier: new TokenVerifier(deps.db, keys, () => identity.issuer()),
    start(port) {
      issuer = config.issuer ?? `http://127.0.0.1:${port}${REALM_PATH}`;
      provider = createProvider(deps.db, config, issuer, keys);
      callback = provider.callback();
    },
    issuer() {
      if (issuer === undefined) throw new HttpError(503, 'The identity provider is starting');
      return issuer;
    },
  };

  /** The interaction of this request (cookie-bound), or an "expired" page. */
  const interaction = async ({ req, res, params }: RequestContext): Promise<InteractionDetails | undefined> => {
    try {
      const details = await started().interactionDetails(req, res);
      if (details.uid === params.uid) return details;
    } catch {
      // Unknown, expired or foreign interaction: the cookie does not match.
    }
    const language = pickLanguage(undefined);
    sendHtml(res, 400, messagePage(language, t(language, 'error.heading'), t(language, 'error.expired')));
    return undefined;
  };

  /** Consent is implied for the first-party portal; only reached when a grant lacks a scope. */
  const consent = async (ctx: RequestContext, details: InteractionDetails): Promise<void> => {
    const accountId = details.session?.accountId;
    const clientId = details.params.client_id;
    if (accountId === undefined || clientId === undefined) throw new HttpError(400, 'Interaction without a session');
    const grant = details.grantId === undefined ? undefined : await started().Grant.find(details.grantId);
    const target = grant ?? new (started().Grant)({ accountId, clientId });
    const scope = typeof details.params.scope === 'string' ? details.params.scope : 'openid';
    target.addOIDCScope(scope);
    target.addResourceScope(API_RESOURCE, scope);
    await started().interactionFinished(ctx.req, ctx.res, { consent: { grantId: await target.save() } }, { mergeWithLastSubmission: true });
  };

  const base = (uid: string): string => `${REALM_PATH}/login-actions/${encodeURIComponent(uid)}`;

  /**
   * The website the visitor came from, for the sign-in pages' way back (issue 26, item 13): the origin of the
   * interaction's `redirect_uri`, which the provider has checked against the client's registered URIs, in the
   * visitor's language (`/{language}` is the portal's home page).
   */
  const backUrl = (details: InteractionDetails, language: Language): string | undefined => {
    const redirect = details.params.redirect_uri;
    if (typeof redirect !== 'string') return undefined;
    try {
      const url = new URL(redirect);
      return url.protocol === 'http:' || url.protocol === 'https:' ? `${url.origin}/${language}` : undefined;
    } catch {
      return undefined;
    }
  };

  const showSignIn = (res: ServerResponse, status: number, language: Language, details: InteractionDetails, login?: string, errors?: FormError[]): void => {
    const uid = details.uid;
    sendHtml(res, status, signInPage(language, {
      action: base(uid), signUpUrl: `${base(uid)}/registration`, backUrl: backUrl(details, language), ...(login === undefined ? {} : { login }), ...(errors === undefined ? {} : { errors }),
    }));
  };

  router.get(`${REALM_PATH}/login-actions/:uid`, async (ctx) => {
    const details = await interaction(ctx);
    if (details === undefined) return;
    if (details.prompt.name === 'consent') {
      await consent(ctx, details);
      return;
    }
    showSignIn(ctx.res, 200, pickLanguage(details.params.ui_locales), details);
  }, { public: true });

  router.post(`${REALM_PATH}/login-actions/:uid`, async (ctx) => {
    const details = await interaction(ctx);
    if (details === undefined) return;
    const language = pickLanguage(details.params.ui_locales);
    const form = await readForm(ctx.req);
    const login = field(form, 'username').trim();
    const password = field(form, 'password');
    if (login === '' || password === '') {
      const errors = [login === '' ? { field: 'username', message: t(language, 'signIn.error.required') } : { field: 'password', message: t(language, 'signIn.error.required') }];
      showSignIn(ctx.res, 400, language, details, login, errors);
      return;
    }
    const ip = ctx.req.socket.remoteAddress ?? 'unknown';
    const wait = failures.retryAfter(login, ip);
    if (wait > 0) {
      showSignIn(ctx.res, 429, language, details, login, [{ message: t(language, 'signIn.error.rateLimited', { minutes: Math.ceil(wait / 60_000) }) }]);
      return;
    }
    const user = await authenticate(deps.db, login, password);
    if (user === undefined) {
      failures.record(login, ip);
      showSignIn(ctx.res, 401, language, details, login, [{ field: 'password', message: t(language, 'signIn.error.invalid') }]);
      return;
    }
    failures.reset(login);
    await started().interactionFinished(ctx.req, ctx.res, { login: { accountId: user.id } }, { mergeWithLastSubmission: false });
  }, { public: true });

  const showSignUp = (res: ServerResponse, status: number, language: Language, details: InteractionDetails, values: { email?: string; username?: string }, errors?: FormError[]): void => {
    const uid = details.uid;
    sendHtml(res, status, signUpPage(language, {
      action: `${base(uid)}/registration`, signInUrl: base(uid), backUrl: backUrl(details, language), ...values, ...(errors === undefined ? {} : { errors }),
    }));
  };

  router.get(`${REALM_PATH}/login-actions/:uid/registration`, async (ctx) => {
    const details = await interaction(ctx);
    if (details === undefined) return;
    showSignUp(ctx.res, 200, pickLanguage(details.params.ui_locales), details, {});
  }, { public: true });

  router.post(`${REALM_PATH}/login-actions/:uid/registration`, async (ctx) => {
    const details = await interaction(ctx);
    if (details === undefined) return;
    const language = pickLanguage(details.params.ui_locales);
    const form = await readForm(ctx.req);
    const values = { email: field(form, 'email').trim(), username: field(form, 'username').trim() };
    const password = field(form, 'password');
    const parsed = SignUpInput.safeParse({ ...values, password });
    const errors: FormError[] = [];
    if (!parsed.success) {
      const failed = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
      if (failed.has('email')) errors.push({ field: 'email', message: t(language, 'signUp.error.email') });
      if (failed.has('username')) errors.push({ field: 'username', message: t(language, 'signUp.error.username') });
      if (failed.has('password')) errors.push({ field: 'password', message: t(language, 'signUp.error.password') });
    }
    if (password !== field(form, 'password-confirm')) errors.push({ field: 'password-confirm', message: t(language, 'signUp.error.passwordMismatch') });
    if (!parsed.success || errors.length > 0) {
      showSignUp(ctx.res, 400, language, details, values, errors);
      return;
    }
    const outcome = await createUser(deps.db, parsed.data);
    if (!outcome.ok) {
      const error = outcome.taken === 'email' ? { field: 'email', message: t(language, 'signUp.error.emailTaken') } : { field: 'username', message: t(language, 'signUp.error.usernameTaken') };
      showSignUp(ctx.res, 409, language, details, values, [error]);
      return;
    }
    await started().interactionFinished(ctx.req, ctx.res, { login: { accountId: outcome.user.id } }, { mergeWithLastSubmission: false });
  }, { public: true });

  const userinfo = async ({ req, res }: RequestContext): Promise<void> => {
    const refuse = (description: string): void => {
      const body = JSON.stringify({ error: 'invalid_token', error_description: description });
      res.writeHead(401, { 'content-type': 'application/json; charset=utf-8', 'www-authenticate': `Bearer realm="europeana", error="invalid_token", error_description="${description}"`, 'cache-control': 'no-store' });
      res.end(body);
    };
    try {
      const token = bearerToken(req);
      if (token === undefined) {
        refuse('Missing bearer token');
        return;
      }
      const principal = await identity.verifier.verify(token);
      // Like Keycloak, userinfo answers only while the sign-in session lives (end-session ends it).
      const session = principal.sessionUid === undefined ? undefined : await started().Session.findByUid(principal.sessionUid);
      if (session?.accountId !== principal.user.id) {
        refuse('The session of this token has ended');
        return;
      }
      const body = JSON.stringify({ ...userClaims(principal.user), ...roleClaims(principal.user, principal.clientId) });
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
      res.end(body);
    } catch (error) {
      if (error instanceof TokenError) {
        refuse(error.message);
        return;
      }
      throw error;
    }
  };
  // Keycloak's account page, which the portal links to (`?referrer_uri=` the page to go back to, `kc_locale`):
  // the account signed in to this provider (its session cookie), and signing out. A way back only to a website
  // of a registered client, so the page is no open redirect.
  router.get(
    `${REALM_PATH}/account`,
    async ({ req, res, query }) => {
      const language = pickLanguage(query.get('kc_locale') ?? query.get('ui_locales'));
      const session = await started().Session.get({ req, res });
      const user = session.accountId === undefined ? undefined : findUser(deps.db, session.accountId);
      const referrer = query.get('referrer_uri');
      const clientOrigins = new Set(config.redirectUris.map((uri) => new URL(uri).origin));
      const back = referrer !== null && URL.canParse(referrer) && clientOrigins.has(new URL(referrer).origin) ? referrer : undefined;
      sendHtml(res, 200, accountPage(language, {
        account: user === undefined ? undefined : { username: user.username, email: user.email, name: user.name },
        signOutUrl: `${REALM_PATH}/protocol/openid-connect/logout`,
        backUrl: back,
      }));
    },
    { public: true },
  );
  router.get(`${REALM_PATH}/protocol/openid-connect/userinfo`, userinfo, { public: true });
  router.post(`${REALM_PATH}/protocol/openid-connect/userinfo`, userinfo, { public: true });

  router.mount(REALM_PATH, (req, res) => {
    if (callback === undefined) throw new HttpError(503, 'The identity provider is starting');
    callback(req, res);
  });
  return identity;
}
