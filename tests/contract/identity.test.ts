import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { servicesUrl } from '../support/services.ts';
import {
  CLIENT_ID, CLIENT_SECRET, CookieJar, DEMO, DEMO_PASSWORD, REALM, REDIRECT_URI, api, browse, claimsOf, followToCallback, location, pkce, signIn,
  startSignIn, tokenRequest,
} from '../support/oidc.ts';

const endpoint = (name: string): string => new URL(`${REALM}/protocol/openid-connect/${name}`, servicesUrl()).toString();

describe('identity provider: discovery and keys', () => {
  it('publishes Keycloak-shaped endpoints under /auth/realms/europeana', async () => {
    const { status, body } = await api('GET', `${REALM}/.well-known/openid-configuration`);
    expect(status).toBe(200);
    expect(body.issuer).toBe(new URL(REALM, servicesUrl()).toString());
    const endpoints = { authorization_endpoint: 'auth', token_endpoint: 'token', userinfo_endpoint: 'userinfo', end_session_endpoint: 'logout', jwks_uri: 'certs' };
    for (const [key, name] of Object.entries(endpoints)) expect(body[key]).toBe(endpoint(name));
    expect(body.code_challenge_methods_supported).toEqual(['S256']);
    const certs = await api('GET', `${REALM}/protocol/openid-connect/certs`);
    expect(certs.body.keys).toEqual([expect.objectContaining({ kty: 'RSA', alg: 'RS256', use: 'sig' }) as unknown]);
    expect(JSON.stringify(certs.body)).not.toContain('"d"');
  });
});

describe('identity provider: authorisation code flow with PKCE', () => {
  it('signs in on the real form, exchanges the code, serves userinfo, refreshes and ends the session', async () => {
    const jar = new CookieJar();
    const { verifier, challenge } = pkce();
    const state = randomBytes(8).toString('hex');
    const formUrl = await startSignIn(jar, state, challenge, { ui_locales: 'en' });
    expect(formUrl).toContain(`${REALM}/login-actions/`);

    const page = await browse(jar, formUrl);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('data-qa="sign-in-submit"');
    expect(html).toMatch(/<label for="username">/);
    expect(html).toMatch(/<input id="password" name="password" type="password"/);

    const wrong = await browse(jar, formUrl, { form: { username: DEMO.user, password: 'not-the-password' } });
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toMatch(/aria-invalid="true"/);

    const submitted = await browse(jar, formUrl, { form: { username: DEMO.user, password: DEMO_PASSWORD } });
    expect(submitted.status).toBe(303);
    const callback = await followToCallback(jar, submitted);
    expect(callback.searchParams.get('state')).toBe(state);
    const code = callback.searchParams.get('code') ?? '';

    const base = { grant_type: 'authorization_code', code, redirect_uri: REDIRECT_URI, client_id: CLIENT_ID, client_secret: CLIENT_SECRET };
    const badVerifier = await tokenRequest({ ...base, code_verifier: pkce().verifier });
    expect(badVerifier.status).toBe(400);
    expect(badVerifier.body.error).toBe('invalid_grant');

    const exchanged = await tokenRequest({ ...base, code_verifier: verifier });
    expect(exchanged.status).toBe(200);
    expect(exchanged.body).toMatchObject({ token_type: 'Bearer', scope: 'openid profile email usersets' });

    const tokens = exchanged.body as unknown as Awaited<ReturnType<typeof signIn>>;
    const claims = claimsOf(tokens.access_token);
    expect(claims).toMatchObject({ iss: new URL(REALM, servicesUrl()).toString(), azp: CLIENT_ID, email: DEMO.user, preferred_username: 'demo-user', scope: 'openid profile email usersets' });
    expect(claims.resource_access).toMatchObject({ [CLIENT_ID]: { roles: [] } });

    const userinfo = await api('GET', `${REALM}/protocol/openid-connect/userinfo`, { token: tokens.access_token });
    expect(userinfo.status).toBe(200);
    expect(userinfo.body).toMatchObject({ sub: claims.sub, email: DEMO.user, preferred_username: 'demo-user', email_verified: true });

    const refreshed = await tokenRequest({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token, client_id: CLIENT_ID, client_secret: CLIENT_SECRET });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.access_token).toBeTypeOf('string');
    expect(refreshed.body.access_token).not.toBe(tokens.access_token);
    expect(claimsOf(String(refreshed.body.access_token)).sub).toBe(claims.sub);
    expect(claimsOf(String(refreshed.body.access_token)).resource_access).toEqual(claims.resource_access);
    const wrongSecret = await tokenRequest({ grant_type: 'refresh_token', refresh_token: String(refreshed.body.refresh_token), client_id: CLIENT_ID, client_secret: 'wrong' });
    expect(wrongSecret.status).toBe(401);

    // Codes are single use; replaying one revokes what it produced.
    const replayed = await tokenRequest({ ...base, code_verifier: verifier });
    expect(replayed.status).toBe(400);
    const afterReplay = await tokenRequest({ grant_type: 'refresh_token', refresh_token: String(refreshed.body.refresh_token), client_id: CLIENT_ID, client_secret: CLIENT_SECRET });
    expect(afterReplay.status).toBe(400);
  });

  it('ends the session at the logout endpoint: userinfo and refresh stop working', async () => {
    const jar = new CookieJar();
    const { verifier, challenge } = pkce();
    const formUrl = await startSignIn(jar, 'logout-test', challenge);
    const submitted = await browse(jar, formUrl, { form: { username: DEMO.editor, password: DEMO_PASSWORD } });
    const callback = await followToCallback(jar, submitted);
    const { body: tokens } = await tokenRequest({ grant_type: 'authorization_code', code: callback.searchParams.get('code') ?? '', redirect_uri: REDIRECT_URI, client_id: CLIENT_ID, client_secret: CLIENT_SECRET, code_verifier: verifier });
    const accessToken = String(tokens.access_token);
    expect((await api('GET', `${REALM}/protocol/openid-connect/userinfo`, { token: accessToken })).status).toBe(200);

    const postLogout = `http://localhost:${process.env.PORT ?? '4321'}/de`;
    const logoutUrl = `${endpoint('logout')}?${new URLSearchParams({ id_token_hint: String(tokens.id_token), post_logout_redirect_uri: postLogout, ui_locales: 'en' }).toString()}`;
    const confirm = await browse(jar, logoutUrl);
    expect(confirm.status).toBe(200);
    const html = await confirm.text();
    const action = /<form id="op.logoutForm" method="post" action="([^"]+)"/.exec(html)?.[1] ?? '';
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(action).not.toBe('');
    const done = await browse(jar, action, { form: { xsrf, logout: 'yes' } });
    expect(done.status).toBe(303);
    expect(location(done)).toBe(postLogout);

    const userinfo = await api('GET', `${REALM}/protocol/openid-connect/userinfo`, { token: accessToken });
    expect(userinfo.status).toBe(401);
    const refresh = await tokenRequest({ grant_type: 'refresh_token', refresh_token: String(tokens.refresh_token), client_id: CLIENT_ID, client_secret: CLIENT_SECRET });
    expect(refresh.status).toBe(400);
  });

  it('refuses redirect URIs that are not registered and authorisation requests without PKCE', async () => {
    const jar = new CookieJar();
    const foreign = await browse(jar, `${endpoint('auth')}?${new URLSearchParams({ response_type: 'code', client_id: CLIENT_ID, redirect_uri: 'https://evil.example/cb', scope: 'openid', code_challenge: pkce().challenge, code_challenge_method: 'S256' }).toString()}`);
    expect(foreign.status).toBe(400);
    const noPkce = await browse(jar, `${endpoint('auth')}?${new URLSearchParams({ response_type: 'code', client_id: CLIENT_ID, redirect_uri: REDIRECT_URI, scope: 'openid', state: 's' }).toString()}`);
    expect(location(noPkce)).toContain('error=invalid_request');
  });

  it('puts the editor and publisher roles into resource_access of the portal client', async () => {
    const editor = claimsOf((await signIn(DEMO.editor)).access_token);
    expect(editor.resource_access).toMatchObject({ [CLIENT_ID]: { roles: ['entities:editor', 'usersets:editor'] } });
    const publisher = claimsOf((await signIn(DEMO.publisher)).access_token);
    expect(publisher.resource_access).toMatchObject({ [CLIENT_ID]: { roles: ['usersets:publisher'] } });
  });

  it('refuses forged and tampered tokens at userinfo', async () => {
    const tokens = await signIn(DEMO.user);
    const [header = '', payload = '', signature = ''] = tokens.access_token.split('.');
    const claims = claimsOf(tokens.access_token);
    const forgedPayload = Buffer.from(JSON.stringify({ ...claims, sub: '6f1d3c2a-0b7e-4d8e-9a51-5e1c0f000003' })).toString('base64url');
    for (const token of [`${header}.${forgedPayload}.${signature}`, `${header}.${payload}.${signature.slice(0, -4)}AAAA`, 'not-a-token']) {
      const response = await api('GET', `${REALM}/protocol/openid-connect/userinfo`, { token });
      expect(response.status).toBe(401);
      expect(response.body.error).toBe('invalid_token');
    }
  });
});

describe('identity provider: sign-up, languages and rate limiting', () => {
  it('registers a new account through the sign-up page and signs it in', async () => {
    const jar = new CookieJar();
    const { verifier, challenge } = pkce();
    const formUrl = await startSignIn(jar, 'signup', challenge, { ui_locales: 'de' });
    const signUpUrl = `${formUrl}/registration`;
    const page = await browse(jar, signUpUrl);
    const html = await page.text();
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('data-qa="sign-up-submit"');
    const name = `tester-${randomBytes(4).toString('hex')}`;
    const mismatch = await browse(jar, signUpUrl, { form: { email: `${name}@example.org`, username: name, password: 'long-enough-1', 'password-confirm': 'different-1' } });
    expect(mismatch.status).toBe(400);
    expect(await mismatch.text()).toContain('id="password-confirm-error"');
    const taken = await browse(jar, signUpUrl, { form: { email: DEMO.user, username: name, password: 'long-enough-1', 'password-confirm': 'long-enough-1' } });
    expect(taken.status).toBe(409);
    const created = await browse(jar, signUpUrl, { form: { email: `${name}@example.org`, username: name, password: 'long-enough-1', 'password-confirm': 'long-enough-1' } });
    expect(created.status).toBe(303);
    const callback = await followToCallback(jar, created);
    const { status, body } = await tokenRequest({ grant_type: 'authorization_code', code: callback.searchParams.get('code') ?? '', redirect_uri: REDIRECT_URI, client_id: CLIENT_ID, client_secret: CLIENT_SECRET, code_verifier: verifier });
    expect(status).toBe(200);
    expect(claimsOf(String(body.access_token)).preferred_username).toBe(name);
    // And the password works on the sign-in form from now on.
    expect((await signIn(`${name}@example.org`, 'long-enough-1')).access_token).toBeTypeOf('string');
  });

  it('blocks an account after 5 failed sign-ins with a clear message', async () => {
    const jar = new CookieJar();
    const formUrl = await startSignIn(jar, 'limit', pkce().challenge, { ui_locales: 'fr' });
    const login = `nobody-${randomBytes(4).toString('hex')}@example.org`;
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await browse(jar, formUrl, { form: { username: login, password: 'wrong-password' } })).status).toBe(401);
    }
    const blocked = await browse(jar, formUrl, { form: { username: login, password: 'wrong-password' } });
    expect(blocked.status).toBe(429);
    expect(await blocked.text()).toContain('<html lang="fr">');
  });
});

describe('identity provider: the account page (Keycloak\'s {issuer}/account)', () => {
  const accountUrl = (params: Record<string, string>): string => `${REALM}/account?${new URLSearchParams(params).toString()}`;

  it('shows the account signed in to the provider, in the asked language, with a way back to a registered website and out', async () => {
    const jar = new CookieJar();
    const { challenge } = pkce();
    const form = await startSignIn(jar, randomBytes(8).toString('hex'), challenge);
    await browse(jar, form);
    const submitted = await browse(jar, form, { form: { username: DEMO.user, password: DEMO_PASSWORD } });
    await followToCallback(jar, submitted);
    const back = new URL('/de/account', REDIRECT_URI).toString();
    const response = await browse(jar, accountUrl({ referrer_uri: back, kc_locale: 'de' }));
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain('<html lang="de">');
    expect(page).toMatch(/data-qa="account-details"><dt>Benutzername<\/dt><dd>[^<]+<\/dd><dt>E-Mail<\/dt><dd>user@example.org</);
    expect(page).toContain(`href="${back}" data-qa="sign-in-back"`);
    expect(page).toContain(`href="${REALM}/protocol/openid-connect/logout" data-qa="account-sign-out"`);
  });

  it('says when no one is signed in, and offers no way back to a website that is not a registered client\'s', async () => {
    const response = await browse(new CookieJar(), accountUrl({ referrer_uri: 'https://elsewhere.example/phish' }));
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain('data-qa="account-signed-out"');
    expect(page).not.toContain('elsewhere.example');
    expect(page).not.toContain('data-qa="account-details"');
  });
});
