import { spawn } from 'node:child_process';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, startStack, type Stack } from './stack.ts';

/**
 * The public origin over HTTP (issue 26 item 8, issue 18 item 12): canonical links come from
 * PORTAL_BASE_URL, not from the host or scheme a request came in with; a page request on another host
 * is sent to the public origin; the API answers on any host; and a production server without
 * PORTAL_BASE_URL does not start.
 */

const PUBLIC = 'https://portal.example';

interface Answer {
  readonly status: number;
  readonly location: string | undefined;
  readonly csp: string | undefined;
  readonly html: string;
}

/** A GET to the stack's portal with the Host (and proxy headers) a client in front would send. */
function get(stack: Stack, path: string, headers: Record<string, string>): Promise<Answer> {
  const portal = new URL(stack.portal);
  return new Promise((resolve, reject) => {
    request({ host: portal.hostname, port: portal.port, path, headers, agent: false }, (res) => {
      let html = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (html += chunk));
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, location: res.headers.location, csp: res.headers['content-security-policy']?.toString(), html });
      });
    })
      .on('error', reject)
      .end();
  });
}

function linkOf(html: string, pattern: RegExp): string | undefined {
  return pattern.exec(html)?.[1]?.replaceAll('&amp;', '&');
}

describe('a portal whose public origin is another host and scheme than its listening address', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ portalEnv: { PORTAL_BASE_URL: PUBLIC } });
  }, 180_000);
  afterAll(() => stack.stop());

  it('writes canonical, og:url and hreflang links of on-demand pages with the configured origin', async () => {
    // As a TLS-terminating proxy for the public origin passes a request on.
    const page = await get(stack, '/en/search?query=portrait', { host: 'portal.example', 'x-forwarded-proto': 'https' });
    expect(page.status).toBe(200);
    expect(linkOf(page.html, /<link rel="canonical" href="([^"]+)"/)).toBe(`${PUBLIC}/en/search?query=portrait`);
    expect(linkOf(page.html, /<meta property="og:url" content="([^"]+)"/)).toBe(`${PUBLIC}/en/search?query=portrait`);
    expect(linkOf(page.html, /<link rel="alternate" hreflang="de" href="([^"]+)"/)).toBe(`${PUBLIC}/de/search?query=portrait`);
    expect(page.html).not.toContain('http://localhost');
    expect(page.html).not.toContain(stack.portal);
  });

  it('takes the host a proxy in front names in X-Forwarded-Host', async () => {
    const page = await get(stack, '/en/search?query=portrait', { host: new URL(stack.portal).host, 'x-forwarded-host': 'portal.example' });
    expect(page.status).toBe(200);
  });

  it('sends page requests on any other host to the public origin, same path and query, with the security headers', async () => {
    for (const path of ['/en/search?query=portrait&page=2', '/en', '/en/account/login?redirect=%2Fen%2Faccount', '/account/callback?code=a&state=b']) {
      const answer = await get(stack, path, { host: new URL(stack.portal).host });
      expect(answer.status, path).toBe(301);
      expect(answer.location, path).toBe(`${PUBLIC}${path}`);
      expect(answer.csp, path).toContain("default-src 'self'");
    }
  });

  it('answers the API on any host (health probes, webhooks)', async () => {
    const health = await get(stack, '/_api/health', { host: '10.0.0.7:4321' });
    expect(health.status).toBe(200);
  });
});

describe('a production server without PORTAL_BASE_URL', () => {
  /** Runs an entry script with NODE_ENV=production and no public origin; resolves with its exit code and error output. */
  function start(script: string): Promise<{ code: number | null; stderr: string }> {
    const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', PORTAL_RUNTIME_TUNING: 'off', PORT: '1', SERVICES_PORT: '1' };
    delete env.PORTAL_BASE_URL;
    return new Promise((resolve) => {
      const child = spawn(process.execPath, [script], { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'pipe'] });
      let stderr = '';
      child.stderr.setEncoding('utf8');
      child.stderr.on('data', (chunk: string) => (stderr += chunk));
      child.on('exit', (code) => {
        resolve({ code, stderr });
      });
    });
  }

  for (const script of ['src/runtime/serve.ts', 'src/runtime/start.ts']) {
    it(`does not start (${script}): exit code 1 and one line that says what to set`, async () => {
      const { code, stderr } = await start(script);
      expect(code).toBe(1);
      expect(stderr).toMatch(/PORTAL_BASE_URL is not set\. In production \(NODE_ENV=production\)/);
      expect(stderr).not.toMatch(/^\s+at /m);
    }, 30_000);
  }
});
