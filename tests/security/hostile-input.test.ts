import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { afterLoginTarget } from '../../src/lib/auth/access.ts';
import { languageOptions } from '../../src/lib/routing/language-switch.ts';
import { REDIRECT_CORPUS } from './redirect-corpus.ts';
import { signInToPortal, startStack, type Jar, type Stack } from './stack.ts';

/**
 * Hostile input (issue "Hostile input"): the open-redirect corpus through every place that takes a
 * target, and CSRF on every state-changing `/_api/*` call.
 */

const SITE = 'https://portal.example';

/** Where a browser on the portal would go for this Location (WHATWG parsing: tabs, backslashes …). */
function staysOnSite(location: string, site = SITE): boolean {
  try {
    return new URL(location, `${site}/en/page`).origin === site;
  } catch {
    return true; // a browser cannot follow an unparsable Location anywhere
  }
}

describe('open redirects: the corpus', () => {
  it('has at least 200 targets', () => {
    expect(REDIRECT_CORPUS.length).toBeGreaterThanOrEqual(200);
  });

  it('login `redirect` and the callback target (the saved target) never leave the site', () => {
    for (const target of REDIRECT_CORPUS) {
      const chosen = afterLoginTarget(target, 'en');
      expect(staysOnSite(chosen), JSON.stringify(target)).toBe(true);
      expect(chosen.startsWith('/') && !chosen.startsWith('//') && !chosen.includes('\\'), JSON.stringify(chosen)).toBe(true);
    }
  });

  it('the language switch keeps every hostile path on the site', () => {
    for (const target of REDIRECT_CORPUS) {
      const path = target.startsWith('/') ? target : `/${target}`;
      for (const option of languageOptions('en', path, '?redirect=//evil.example')) {
        expect(staysOnSite(option.href), `${JSON.stringify(path)} → ${option.href}`).toBe(true);
      }
    }
  });
});

/** A raw GET (no client-side normalisation of the path); resolves with status and Location. */
function rawGet(base: string, path: string, headers: Record<string, string> = {}): Promise<{ status: number; location: string | undefined }> {
  const url = new URL(base);
  return new Promise((done, fail) => {
    const req = request({ host: url.hostname, port: url.port, path, method: 'GET', headers }, (res) => {
      res.resume();
      done({ status: res.statusCode ?? 0, location: res.headers.location });
    });
    req.on('error', fail);
    req.end();
  });
}

/** The target as a request path: control characters and spaces percent-encoded (HTTP forbids them raw). */
function asRequestPath(target: string): string {
  const path = target.startsWith('/') ? target : `/${target}`;
  return path.replace(/[\u0000-\u0020\u007f-\uffff]/gu, (c) => encodeURIComponent(c));
}

describe('open redirects through a running portal', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  }, 180_000);
  afterAll(() => stack.stop());

  it('paths (trailing slash, legacy rules, path safety, locale) never redirect off the site', async () => {
    const prefixes = ['', '/en', '/portal', '/portal/en', '/en/record', '/de/account/login?redirect='];
    const checks: Promise<void>[] = [];
    for (const target of REDIRECT_CORPUS) {
      for (const prefix of prefixes) {
        const path = prefix.endsWith('=') ? `${prefix}${encodeURIComponent(target)}` : `${prefix}${asRequestPath(target)}`;
        for (const variant of [path, `${path}/`]) {
          checks.push(
            rawGet(stack.portal, variant).then(({ status, location }) => {
              expect(status, variant).toBeLessThan(500);
              if (location === undefined) return;
              const site = stack.portal;
              // Sign-in goes to the configured identity provider, and nowhere else.
              const idp = `${stack.services}/auth/realms/`;
              const ok = staysOnSite(location, site) || location.startsWith(idp);
              expect(ok, `${variant} → ${location}`).toBe(true);
            }),
          );
          if (checks.length % 64 === 0) await Promise.all(checks.splice(0));
        }
      }
    }
    await Promise.all(checks);
  }, 120_000);
});

const STATE_CHANGING: readonly { method: string; path: string; body?: unknown }[] = [
  { method: 'POST', path: '/_api/likes', body: { itemId: '/2000001/aic_93784' } },
  { method: 'DELETE', path: '/_api/likes', body: { itemId: '/2000001/aic_93784' } },
  { method: 'POST', path: '/_api/pins', body: {} },
  { method: 'DELETE', path: '/_api/pins', body: {} },
  { method: 'POST', path: '/_api/votes', body: {} },
  { method: 'DELETE', path: '/_api/votes', body: {} },
  { method: 'POST', path: '/_api/api-keys', body: { name: 'x' } },
  { method: 'DELETE', path: '/_api/api-keys', body: {} },
  { method: 'POST', path: '/_api/views', body: {} },
  { method: 'POST', path: '/_api/sets', body: { title: { en: 'CSRF' }, visibility: 'public' } },
  { method: 'PUT', path: '/_api/sets/1', body: {} },
  { method: 'DELETE', path: '/_api/sets/1' },
  { method: 'PUT', path: '/_api/sets/1/items', body: {} },
  { method: 'POST', path: '/_api/sets/1/items', body: {} },
  { method: 'DELETE', path: '/_api/sets/1/items', body: {} },
  { method: 'POST', path: '/_api/sets/1/publication', body: {} },
  { method: 'POST', path: '/_api/recommendations', body: {} },
  { method: 'POST', path: '/_api/feedback', body: { text: 'csrf attempt here' } },
];

describe('CSRF on the portal API', () => {
  let stack: Stack;
  let user: Jar;
  beforeAll(async () => {
    stack = await startStack();
    user = await signInToPortal(stack, 'user@example.org');
  }, 180_000);
  afterAll(() => stack.stop());

  async function galleries(): Promise<string> {
    const response = await user.fetch(`${stack.portal}/_api/sets?type=Collection`, { headers: { accept: 'application/json' } });
    return `${String(response.status)}:${await response.text()}`;
  }

  it('refuses every state-changing call from another site, or without an Origin, signed in', async () => {
    const before = await galleries();
    for (const call of STATE_CHANGING) {
      for (const origin of ['https://evil.example', 'null', `${stack.portal}.evil.example`, undefined]) {
        const headers: Record<string, string> = { 'content-type': 'application/json' };
        if (origin !== undefined) headers.origin = origin;
        const response = await user.fetch(`${stack.portal}${call.path}`, {
          method: call.method,
          headers,
          ...(call.body === undefined ? {} : { body: JSON.stringify(call.body) }),
        });
        expect([403, 404, 405], `${call.method} ${call.path} from ${origin ?? 'no origin'}`).toContain(response.status);
      }
    }
    expect(await galleries()).toBe(before);
  });

  it('a same-origin call is accepted (the check is not refusing everything)', async () => {
    const response = await user.fetch(`${stack.portal}/_api/sets`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: stack.portal },
      body: JSON.stringify({ title: 'Same origin', visibility: 'private' }),
    });
    expect(response.status).toBeLessThan(300);
  });

  it('GET changes nothing: state-changing endpoints read or refuse on GET', async () => {
    const before = await galleries();
    for (const call of STATE_CHANGING) {
      const response = await user.fetch(`${stack.portal}${call.path}?itemId=/2000001/aic_93784&title=GET`);
      expect(response.status, `GET ${call.path}`).toBeLessThan(500);
    }
    expect(await galleries()).toBe(before);
  });
});
