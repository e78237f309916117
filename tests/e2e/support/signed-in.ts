import { randomBytes } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { expect, type Browser, type Locator, type Page } from '../fixtures.ts';

/**
 * Helpers of the signed-in scenarios (tests/e2e/signed-in-*.spec.ts): sign-in and sign-up through
 * the local identity provider's real pages, tokens for preparing data through the real Set API
 * (tests/support/oidc.ts, pointed at the e2e services), and the island hydration wait.
 */
export const PASSWORD = 'portal-demo-1';
const portalPort = process.env.E2E_PORT ?? '4390';
export const SERVICES = `http://127.0.0.1:${process.env.E2E_SERVICES_PORT ?? '4490'}`;
// tests/support/oidc.ts reads these when it is loaded: the e2e services and the e2e portal's redirect URI.
process.env.SERVICES_URL = SERVICES;
process.env.PORT = portalPort;
const oidc = await import('../../support/oidc.ts');
export const { api, claimsOf } = oidc;

/** An access token of an account, from the identity provider's token endpoint (code flow with PKCE). */
export async function tokenFor(login: string, password = PASSWORD): Promise<string> {
  return (await oidc.signIn(login, password)).access_token;
}

/** A new account registered over HTTP (for tests that need a fresh user in the browser too). */
export async function newAccount(prefix: string): Promise<{ username: string; password: string; token: string; sub: string }> {
  const created = await oidc.signUp(prefix);
  const username = created.email.replace(/@.*$/, '');
  return { username, password: 'tester-password-1', token: created.access_token, sub: created.sub };
}

/** Signs in through the identity provider's sign-in page, starting at `start` (a protected page, or any page with the header link). */
export async function signIn(page: Page, username: string, start = '/en/account', password = PASSWORD): Promise<void> {
  await page.goto(start);
  if (!page.url().includes('/auth/realms/europeana')) await page.getByTestId('log-in-button').click();
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('[data-qa="sign-in-submit"]').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/auth/'));
}

export async function signedInPage(browser: Browser, username: string, start?: string, password = PASSWORD): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, username, start, password);
  return page;
}

/** Waits until the island around an element has hydrated, so a click is handled. */
export async function hydrated(locator: Locator): Promise<Locator> {
  await locator.scrollIntoViewIfNeeded();
  await expect(locator.page().locator('astro-island:not([ssr])', { has: locator })).toHaveCount(1, { timeout: 15_000 });
  return locator;
}

/** Active record ids of the local store, optionally those about an entity. */
export async function recordIds(count: number, entityUri?: string): Promise<string[]> {
  const ids: string[] = [];
  for (let start = 1; ids.length < count && start < 1000; start += 100) {
    const url = new URL('/record/v2/search.json', SERVICES);
    url.searchParams.set('query', entityUri === undefined ? '*:*' : `skos_concept:"${entityUri}"`);
    url.searchParams.set('rows', '100');
    url.searchParams.set('start', String(start));
    url.searchParams.set('profile', 'minimal');
    url.searchParams.set('wskey', 'api2demo');
    const body = (await (await fetch(url)).json()) as { items?: { id: string }[] };
    const items = body.items ?? [];
    if (items.length === 0) break;
    ids.push(...items.map((item) => item.id));
  }
  return ids.slice(0, count);
}

export function uniqueName(prefix: string): string {
  return `${prefix}-${randomBytes(4).toString('hex')}`;
}

/**
 * The portal's server session of a browser context, as the file driver keeps it
 * (astro.config.ts `session`: node_modules/.astro/sessions, devalue-encoded). Tests read it to see
 * what the server did with the tokens, and change it to make the access token expire.
 */
const SESSIONS = resolve(import.meta.dirname, '..', '..', '..', 'node_modules', '.astro', 'sessions');

interface SessionFile {
  readonly path: string;
  readonly data: unknown[];
  /** The index in `data` of the auth object. */
  readonly auth: Record<string, number>;
}

export async function readSession(page: Page): Promise<SessionFile> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'portal-session');
  if (cookie === undefined) throw new Error('No portal session cookie');
  const path = join(SESSIONS, cookie.value);
  const data = JSON.parse(await readFile(path, 'utf8')) as unknown[];
  const map = data[0] as unknown[];
  // ["Map", k1, v1, …]: keys and values are indexes into data.
  for (let index = 1; index < map.length; index += 2) {
    if (data[map[index] as number] === 'auth') {
      const entry = data[map[index + 1] as number] as { data: number };
      return { path, data, auth: data[entry.data] as Record<string, number> };
    }
  }
  throw new Error('No auth in the session');
}

export function sessionValue(session: SessionFile, field: string): unknown {
  const index = session.auth[field];
  return index === undefined ? undefined : session.data[index];
}

/**
 * Makes the session's access token expired, as if its lifetime had passed: its expiry time is in
 * the past and the token itself is one the APIs refuse (its signature no longer matches).
 */
export async function expireAccessToken(page: Page): Promise<string> {
  // No request of the page may be writing the session meanwhile.
  await page.waitForLoadState('networkidle');
  const session = await readSession(page);
  const tokenIndex = session.auth.accessToken;
  const expiresIndex = session.auth.expiresAt;
  if (tokenIndex === undefined) throw new Error('No access token in the session');
  const token = String(session.data[tokenIndex]);
  const [header = '', payload = '', signature = ''] = token.split('.');
  const broken = `${header}.${payload}.${signature.slice(0, -4)}${signature.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`;
  session.data[tokenIndex] = broken;
  if (expiresIndex !== undefined) session.data[expiresIndex] = Date.now() - 60_000;
  // Written whole, then put in place: the server never reads half of it.
  const temporary = `${session.path}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(temporary, JSON.stringify(session.data));
  await rename(temporary, session.path);
  return token;
}
