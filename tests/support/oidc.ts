import { createHash, randomBytes } from 'node:crypto';
import { CookieJar } from './cookie-jar.ts';
import { servicesUrl } from './services.ts';

export { CookieJar };

/** Defaults of the identity provider as the test process starts it (see services/identity/config.ts). */
export const REALM = '/auth/realms/europeana';
export const CLIENT_ID = process.env.OAUTH_CLIENT ?? 'collections_portal';
export const CLIENT_SECRET = process.env.OAUTH_SECRET ?? 'local-portal-secret';
export const REDIRECT_URI = `http://127.0.0.1:${process.env.PORT ?? '4321'}/account/callback`;
export const DEMO_PASSWORD = 'portal-demo-1';
export const DEMO = { user: 'user@example.org', editor: 'editor@example.org', publisher: 'publisher@example.org' } as const;

/** GET or POST through the jar without following redirects. */
export async function browse(jar: CookieJar, url: string, init: { method?: string; form?: Record<string, string> } = {}): Promise<Response> {
  const headers: Record<string, string> = { cookie: jar.header() };
  let body: string | undefined;
  if (init.form !== undefined) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(init.form).toString();
  }
  const response = await fetch(new URL(url, servicesUrl()), { method: init.method ?? (body === undefined ? 'GET' : 'POST'), headers, redirect: 'manual', ...(body === undefined ? {} : { body }) });
  jar.take(response);
  return response;
}

export function location(response: Response): string {
  const value = response.headers.get('location');
  if (value === null) throw new Error(`Expected a redirect, got ${response.status}`);
  return new URL(value, servicesUrl()).toString();
}

export interface Pkce {
  readonly verifier: string;
  readonly challenge: string;
}

export function pkce(): Pkce {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export function authorizeUrl(state: string, challenge: string, extra: Record<string, string> = {}): string {
  const url = new URL(`${REALM}/protocol/openid-connect/auth`, servicesUrl());
  const params = { response_type: 'code', client_id: CLIENT_ID, redirect_uri: REDIRECT_URI, scope: 'openid profile email usersets', state, code_challenge: challenge, code_challenge_method: 'S256', ...extra };
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.toString();
}

/** Starts an authorisation request and returns the sign-in page's URL (the interaction). */
export async function startSignIn(jar: CookieJar, state: string, challenge: string, extra: Record<string, string> = {}): Promise<string> {
  const response = await browse(jar, authorizeUrl(state, challenge, extra));
  if (response.status !== 303 && response.status !== 302) throw new Error(`authorisation request answered ${response.status}: ${await response.text()}`);
  return location(response);
}

/** Follows redirects (within the services) until one leaves for the portal's redirect URI; returns that URL. */
export async function followToCallback(jar: CookieJar, response: Response): Promise<URL> {
  let current = response;
  for (let hop = 0; hop < 5; hop += 1) {
    const next = location(current);
    if (next.startsWith(REDIRECT_URI)) return new URL(next);
    current = await browse(jar, next);
  }
  throw new Error('too many redirects before the callback');
}

export interface Tokens {
  readonly access_token: string;
  readonly refresh_token: string;
  readonly id_token: string;
  readonly token_type: string;
  readonly expires_in: number;
  readonly scope: string;
}

export async function tokenRequest(form: Record<string, string>): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(new URL(`${REALM}/protocol/openid-connect/token`, servicesUrl()), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** The whole code flow with PKCE for an account; returns the token response. */
export async function signIn(login: string, password = DEMO_PASSWORD): Promise<Tokens> {
  const jar = new CookieJar();
  const { verifier, challenge } = pkce();
  const state = randomBytes(8).toString('hex');
  const form = await startSignIn(jar, state, challenge);
  await browse(jar, form);
  const submitted = await browse(jar, form, { form: { username: login, password } });
  if (submitted.status !== 303 && submitted.status !== 302) throw new Error(`sign-in of ${login} answered ${submitted.status}`);
  const callback = await followToCallback(jar, submitted);
  const code = callback.searchParams.get('code');
  if (code === null) throw new Error(`no code in ${callback.toString()}`);
  const { status, body } = await tokenRequest({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT_URI, client_id: CLIENT_ID, client_secret: CLIENT_SECRET, code_verifier: verifier });
  if (status !== 200) throw new Error(`token exchange answered ${status}: ${JSON.stringify(body)}`);
  return body as unknown as Tokens;
}

/** Decodes a JWT's payload without verifying it (tests compare claims). */
export function claimsOf(jwt: string): Record<string, unknown> {
  const payload = jwt.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** Fetch with a bearer token and optional JSON body; parses a JSON answer when there is one. */
export async function api(method: string, path: string, options: { token?: string; body?: unknown; rawBody?: string; key?: string | null } = {}): Promise<{ status: number; body: Record<string, unknown> & { items?: unknown[] } }> {
  const url = new URL(path, servicesUrl());
  if (options.key !== null && options.key !== undefined) url.searchParams.set('wskey', options.key);
  const headers: Record<string, string> = {};
  if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined = options.rawBody;
  if (options.body !== undefined) body = JSON.stringify(options.body);
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(url, { method, headers, ...(body === undefined ? {} : { body }) });
  const text = await response.text();
  return { status: response.status, body: text === '' ? {} : (JSON.parse(text) as Record<string, unknown>) };
}

/** Registers a fresh account through the sign-up page (code flow with PKCE) and returns its tokens. */
export async function signUp(prefix = 'tester'): Promise<Tokens & { sub: string; email: string }> {
  const jar = new CookieJar();
  const { verifier, challenge } = pkce();
  const formUrl = await startSignIn(jar, 'sign-up', challenge);
  const name = `${prefix}-${randomBytes(5).toString('hex')}`;
  const email = `${name}@example.org`;
  const created = await browse(jar, `${formUrl}/registration`, { form: { email, username: name, password: 'tester-password-1', 'password-confirm': 'tester-password-1' } });
  if (created.status !== 303) throw new Error(`sign-up answered ${created.status}`);
  const callback = await followToCallback(jar, created);
  const { status, body } = await tokenRequest({ grant_type: 'authorization_code', code: callback.searchParams.get('code') ?? '', redirect_uri: REDIRECT_URI, client_id: CLIENT_ID, client_secret: CLIENT_SECRET, code_verifier: verifier });
  if (status !== 200) throw new Error(`token exchange answered ${status}`);
  const tokens = body as unknown as Tokens;
  return { ...tokens, sub: String(claimsOf(tokens.access_token).sub), email };
}
