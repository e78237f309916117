import { METHODS } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALLOW_HEADER, isPortalMethod } from '../../src/lib/security/methods.ts';
import { startStack, type Stack } from './stack.ts';

/**
 * Every method name over HTTP (issue 18 item 5): the ones the portal does not speak (TRACE, TRACK,
 * CONNECT, WebDAV's, made-up ones) get 405 with `Allow` and the usual security headers, on every kind
 * of path; no method ever gets a 5xx, and TRACE never echoes the request (cross-site tracing).
 */

interface RawAnswer {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly text: string;
}

const SECRET_COOKIE = 'portal-session=trace-me-0123456789';

/** One request written byte for byte (Node's client refuses to send some of these methods), one answer read. */
function raw(base: URL, method: string, target: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(Number(base.port), base.hostname, () => {
      socket.write(`${method} ${target} HTTP/1.1\r\nHost: ${base.host}\r\nOrigin: ${base.origin}\r\nCookie: ${SECRET_COOKIE}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`);
    });
    let text = '';
    socket.setEncoding('utf8');
    socket.setTimeout(10_000, () => socket.destroy(new Error(`timeout: ${method} ${target}`)));
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = ''] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({ status: Number(statusLine.split(' ')[1] ?? 0), headers, text });
    });
  });
}

const TARGETS = [
  '/',
  '/en',
  '/en/stories',
  '/en/search?query=portrait',
  '/en/item/2000001/aic_93784',
  '/en/no-such-page-here',
  '/favicon.svg',
  '/_api/health',
  '/_api/likes',
  '/account/callback',
];

describe('every method name, over HTTP', () => {
  let stack: Stack;
  let base: URL;
  beforeAll(async () => {
    stack = await startStack();
    base = new URL(stack.portal);
  }, 180_000);
  afterAll(() => stack.stop());

  const methods = [...METHODS, 'TRACK', 'FOO', 'M-SEARCH', 'get'];

  it('refuses every method the portal does not speak with 405, Allow and the security headers', async () => {
    const refused = methods.filter((m) => !isPortalMethod(m));
    for (const name of ['TRACE', 'TRACK', 'CONNECT', 'FOO', 'PROPFIND', 'get']) expect(refused).toContain(name);
    for (const method of refused) {
      for (const target of method === 'CONNECT' ? [...TARGETS, base.host] : TARGETS) {
        const answer = await raw(base, method, target);
        const where = `${method} ${target}`;
        expect(answer.status, where).toBe(405);
        expect(answer.headers.allow, where).toBe(ALLOW_HEADER);
        expect(answer.headers['content-security-policy'], where).toContain("default-src 'self'");
        expect(answer.headers['x-content-type-options'], where).toBe('nosniff');
        expect(answer.headers['referrer-policy'], where).toBeDefined();
        expect(answer.text, where).not.toContain('trace-me');
      }
    }
  }, 120_000);

  it('answers every method it speaks without a 5xx, with or without a body it understands', async () => {
    for (const method of methods.filter((m) => isPortalMethod(m))) {
      for (const target of TARGETS) {
        const answer = await raw(base, method, target);
        expect(answer.status, `${method} ${target}`).toBeGreaterThanOrEqual(200);
        expect(answer.status, `${method} ${target}`).toBeLessThan(500);
      }
    }
  }, 120_000);

  it('answers requests Node cannot parse with its status and the security headers', async () => {
    for (const [target, status] of [
      [`/en?${'x'.repeat(20_000)}`, 431],
      ['/en HTTP/1.1\r\nBroken header line', 400],
    ] as const) {
      const answer = await raw(base, 'GET', target);
      expect(answer.status).toBe(status);
      expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
    }
  });

  it('still serves after all of them', async () => {
    expect((await fetch(`${stack.portal}/en`)).status).toBe(200);
    expect((await fetch(`${stack.portal}/_api/health`)).status).toBe(200);
  });
});
