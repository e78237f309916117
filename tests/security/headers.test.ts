import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy, inlineHashes, securityHeaders } from '../../src/lib/security/headers.ts';
import { observatoryScore, type ObservatoryInput } from './observatory.ts';
import { startStack, type Stack } from './stack.ts';

/**
 * Security headers (issue "Headers and browser security"): the builder's rules, the Observatory
 * score of every page type over HTTP and behind HTTPS, and inline scripts covered by hashes.
 */

const PAGE_TYPES: Readonly<Record<string, string>> = {
  home: '/en',
  story: '/en/stories/monet-at-etretat',
  search: '/en/search?query=portrait',
  item: '/en/item/2000001/aic_93784',
  entity: '/en/collections/person/91257422',
  // Signed out: the protected page sends the visitor to the login route (same site).
  account: '/en/account',
  'error page': '/en/no-such-page-here',
  'editor tool': '/en/contentful/entry-editor',
};

function directive(csp: string, name: string): string[] {
  for (const part of csp.split(';')) {
    const [key, ...values] = part.trim().split(/\s+/);
    if (key === name) return values;
  }
  return [];
}

describe('the security header builder', () => {
  it('lets a page fetch from the origins it names (a streamed film\'s provider), upgraded over HTTPS, and no other', () => {
    const connect = (https: boolean, connectOrigins?: readonly string[]): string[] =>
      directive(contentSecurityPolicy({ pathname: '/en/item/1/a', https, assetOrigins: ['https://api.example/thumbnail/v3'], ...(connectOrigins === undefined ? {} : { connectOrigins }) }), 'connect-src');
    expect(connect(false)).toEqual(["'self'", 'https://api.example']);
    expect(connect(false, ['http://streams.example:8080/film/manifest.mpd', 'https://api.example'])).toEqual(["'self'", 'https://api.example', 'http://streams.example:8080']);
    expect(connect(true, ['http://streams.example/a.m3u8'])).toEqual(["'self'", 'https://api.example', 'https://streams.example']);
    expect(connect(false, ['not a url'])).toEqual(["'self'", 'https://api.example']);
  });

  it('lets a page show pictures from the origins it names (a provider\'s IIIF server), and no other', () => {
    const images = (imageOrigins?: readonly string[]): string[] =>
      directive(contentSecurityPolicy({ pathname: '/en/item/1/a', https: false, assetOrigins: ['https://api.example/thumbnail/v3'], ...(imageOrigins === undefined ? {} : { imageOrigins }) }), 'img-src');
    expect(images()).toEqual(["'self'", 'data:', 'blob:', 'https://api.example']);
    expect(images(['https://iiif.library.example/image/a/full/200,/0/default.jpg', 'https://api.example/x'])).toEqual(["'self'", 'data:', 'blob:', 'https://api.example', 'https://iiif.library.example']);
    // Pictures only: the page's scripts may not fetch from there.
    expect(directive(contentSecurityPolicy({ pathname: '/en/item/1/a', https: false, imageOrigins: ['https://iiif.library.example/a'] }), 'connect-src')).toEqual(["'self'"]);
  });

  it('allows inline scripts and style elements only by their SHA-256 hash', () => {
    const html = '<script>alert(1)</script><script type="module">go()</script><script src="/a.js"></script><style>p{}</style><script type="application/ld+json">{}</script>';
    const hash = (s: string): string => `'sha256-${createHash('sha256').update(s).digest('base64')}'`;
    expect(inlineHashes(html)).toEqual({ scripts: [hash('alert(1)'), hash('go()')].sort(), styles: [hash('p{}')] });
    // The same from the page's UTF-8 bytes (the on-demand path), multi-byte characters in and around the elements.
    const wide = '<p>Ελληνικά</p><script>say("Fête – 日本語")</script><style>p::after{content:"✓"}</style><p>ü</p>';
    expect(inlineHashes(new TextEncoder().encode(wide))).toEqual(inlineHashes(wide));
    expect(inlineHashes(wide)).toEqual({ scripts: [hash('say("Fête – 日本語")')], styles: [hash('p::after{content:"✓"}')] });
    const csp = contentSecurityPolicy({ pathname: '/en', https: false, html });
    expect(directive(csp, 'script-src')).not.toContain("'unsafe-inline'");
    expect(directive(csp, 'script-src')).toContain(hash('alert(1)'));
    expect(directive(csp, 'style-src')).not.toContain("'unsafe-inline'");
  });

  it('finds the inline elements as the regular expressions it replaced did, over the page bytes read as Latin-1', () => {
    // The reference: what the CSP step ran before it scanned the bytes (issue 21).
    const reference = (html: string): { scripts: string[]; styles: string[] } => {
      const markup = Buffer.from(html, 'utf8').toString('latin1');
      const bytes = Buffer.from(html, 'utf8');
      const hash = (start: number, end: number): string => `'sha256-${createHash('sha256').update(bytes.subarray(start, end)).digest('base64')}'`;
      const scripts = new Set<string>();
      const styles = new Set<string>();
      for (const match of markup.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/dgi)) {
        const body = match.indices?.[2];
        if (/\bsrc\s*=/i.test(match[1] ?? '') || body === undefined || body[0] === body[1]) continue;
        if (/\btype\s*=\s*["']?application\/(?:ld\+)?json/i.test(match[1] ?? '')) continue;
        scripts.add(hash(body[0], body[1]));
      }
      for (const match of markup.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/dgi)) {
        const body = match.indices?.[1];
        if (body !== undefined && body[0] !== body[1]) styles.add(hash(body[0], body[1]));
      }
      return { scripts: [...scripts].sort(), styles: [...styles].sort() };
    };
    const pieces = [
      '<script>a()</script>', '<SCRIPT>b()</Script >', '<script\n>c()</script\t\n>', '<scripts>no</scripts>', '<script_x>no</script>',
      '<script src="/x.js">ignored()</script>', '<script SRC = x>ignored()</script>', '<script type=application/json>{}</script>',
      '<script type="application/ld+json">{"a":1}</script>', '<script></script>', '<script>"</script >"</script>',
      '<style>p{}</style>', '<STYLE media="x">q{}</STYLE>', '<style>"<style>"</style>', '<script>s = "<style>x{}</style>"</script>',
      '<style>unclosed', '<script>unclosed', '<script', '<', '</script>', 'ü – 日本語', '<p title="a>b">t</p>', '<script>d()</script\u00a0>',
      '<style>"<script>e()</script>"</style>', '<Script>f()</SCRIPT>', '<StYlE>r{}</sTyLe>', '<s', '<S>', '<span>s</span>', '<svg><style>v{}</style></svg>',
    ];
    let seed = 7;
    const next = (): number => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (let round = 0; round < 1000; round++) {
      const html = Array.from({ length: 1 + Math.floor(next() * 8) }, () => pieces[Math.floor(next() * pieces.length)] ?? '').join(next() < 0.5 ? '' : ' ');
      expect(inlineHashes(html), html).toEqual(reference(html));
      expect(inlineHashes(Buffer.from(html, 'utf8')), html).toEqual(reference(html));
    }
  });

  it('locks objects, base and framing; the editor tool alone may be framed by the content system', () => {
    const page = contentSecurityPolicy({ pathname: '/en/search', https: false });
    expect(directive(page, 'object-src')).toEqual(["'none'"]);
    expect(directive(page, 'base-uri')).toEqual(["'none'"]);
    expect(directive(page, 'frame-ancestors')).toEqual(["'none'"]);
    const editor = contentSecurityPolicy({ pathname: '/de/contentful/entry-editor', https: false, contentSystemOrigin: 'https://cms.example.org' });
    expect(directive(editor, 'frame-ancestors')).toEqual(['https://cms.example.org']);
    expect(directive(contentSecurityPolicy({ pathname: '/en/stories/contentful', https: false }), 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(contentSecurityPolicy({ pathname: '/en/contentfulness', https: false }), 'frame-ancestors')).toEqual(["'none'"]);
    // The item page frames the media page: only the portal itself may.
    expect(directive(contentSecurityPolicy({ pathname: '/en/media', https: false }), 'frame-ancestors')).toEqual(["'self'"]);
    expect(directive(contentSecurityPolicy({ pathname: '/en/media/x', https: false }), 'frame-ancestors')).toEqual(["'none'"]);
    // The item page frames a PDF (issue 22 item 1): only the portal may, nothing loads in it, and no sandbox (in
    // which browsers refuse to show PDFs). Downloads stay sandboxed and unframeable.
    const pdf = contentSecurityPolicy({ pathname: '/_api/pdf/2000004/pamphlet_public_baths/0a08a6782eaa8acf0a89f742882abbfb', https: false });
    expect(directive(pdf, 'frame-ancestors')).toEqual(["'self'"]);
    expect(directive(pdf, 'default-src')).toEqual(["'none'"]);
    expect(pdf).not.toMatch(/(^|;\s*)sandbox\b/);
    expect(securityHeaders({ pathname: '/_api/pdf/1/x/abc', https: false })['x-frame-options']).toBe('SAMEORIGIN');
    expect(directive(contentSecurityPolicy({ pathname: '/_api/media/1/x/abc', https: false }), 'frame-ancestors')).toEqual(["'none'"]);
    expect(securityHeaders({ pathname: '/_api/media/1/x/abc', https: false })['x-frame-options']).toBe('DENY');
  });

  it('sends HSTS for one year with subdomains over HTTPS only', () => {
    expect(securityHeaders({ pathname: '/', https: true })['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(securityHeaders({ pathname: '/', https: false })['strict-transport-security']).toBeUndefined();
  });
});

describe('the Observatory scorer', () => {
  const base = { setCookies: [], https: true, origin: 'https://portal.example' } as const;
  it('gives weak headers a failing grade (the scorer is not a rubber stamp)', () => {
    expect(observatoryScore({ ...base, headers: {} }).score).toBeLessThan(50);
    const unsafe = observatoryScore({ ...base, headers: { 'content-security-policy': "default-src 'self'; script-src 'self' 'unsafe-inline'" } });
    expect(unsafe.tests.find((t) => t.test === 'content-security-policy')?.modifier).toBe(-20);
    const cookie = observatoryScore({ ...base, headers: {}, setCookies: ['portal-session=x; Path=/'] });
    expect(cookie.tests.find((t) => t.test === 'cookies')?.modifier).toBeLessThanOrEqual(-30);
  });
  it('reaches A+ with the portal builder', () => {
    const headers = securityHeaders({ pathname: '/en', https: true });
    expect(observatoryScore({ ...base, headers }).score).toBeGreaterThanOrEqual(115);
  });
});

describe('every page type of a running portal', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  }, 180_000);
  afterAll(() => stack.stop());

  for (const https of [false, true]) {
    for (const [type, path] of Object.entries(PAGE_TYPES)) {
      it(`${type} scores A+ (≥ 115) ${https ? 'behind HTTPS' : 'over HTTP'}`, async () => {
        const response = await fetch(`${stack.portal}${path}`, {
          redirect: 'manual',
          headers: https ? { 'x-forwarded-proto': 'https' } : {},
        });
        const html = await response.text();
        const headers = Object.fromEntries([...response.headers].map(([k, v]) => [k.toLowerCase(), v]));
        const origin = https ? stack.portal.replace('http:', 'https:') : stack.portal;
        const input: ObservatoryInput = { headers, setCookies: response.headers.getSetCookie(), https, html, origin, status: response.status };
        const result = observatoryScore(input);
        expect(result.score, JSON.stringify(result.tests.filter((t) => t.modifier !== 0))).toBeGreaterThanOrEqual(115);
        const csp = headers['content-security-policy'] ?? '';
        expect(directive(csp, 'object-src')).toEqual(["'none'"]);
        expect(directive(csp, 'base-uri')).toEqual(["'none'"]);
        expect(directive(csp, 'frame-ancestors')).toEqual(type === 'editor tool' ? ['https://app.contentful.com'] : ["'none'"]);
        expect(headers['x-content-type-options']).toBe('nosniff');
        // Pre-rendered or on demand, a page says its charset (Astro's own answers say `text/html` only).
        if (response.status < 300 || response.status >= 400) expect(headers['content-type']).toBe('text/html; charset=utf-8');
        expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
        expect(headers['permissions-policy']).toContain('camera=()');
        expect(headers['strict-transport-security']).toBe(https ? 'max-age=31536000; includeSubDomains' : undefined);
        // Every inline script the page has would run: its hash is in the policy.
        const allowed = new Set(directive(csp, 'script-src'));
        for (const hash of inlineHashes(html).scripts) expect(allowed.has(hash), `${path}: ${hash}`).toBe(true);
        for (const cookie of response.headers.getSetCookie()) {
          expect(cookie).toMatch(/SameSite=Lax/i);
          if (https) expect(cookie).toMatch(/;\s*Secure/i);
        }
      });
    }
  }

  it('static assets carry nosniff and a policy too', async () => {
    const response = await fetch(`${stack.portal}/favicon.svg`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
  });
});

describe('run-time styles of libraries', () => {
  it('OpenSeadragon still inserts exactly the style whose hash the policy allows', async () => {
    const { readFileSync } = await import('node:fs');
    const { RUNTIME_STYLES } = await import('../../src/lib/security/headers.ts');
    const source = readFileSync('node_modules/openseadragon/build/openseadragon/openseadragon.js', 'utf8');
    const parts = /style\.textContent =\s*((?:'[^']*'\s*\+?\s*)+);/.exec(source)?.[1] ?? '';
    const text = [...parts.matchAll(/'([^']*)'/g)].map((m) => m[1]).join('');
    expect(RUNTIME_STYLES).toContain(text);
  });

  it('allows the style of <model-viewer>\'s shadow root by the hash of the installed library\'s template', async () => {
    const { modelViewerStyle } = await import('../../src/lib/security/headers.ts');
    const [style] = modelViewerStyle();
    expect(style).toMatch(/^\s*:host \{/);
    const hash = `'sha256-${createHash('sha256').update(style ?? '', 'utf8').digest('base64')}'`;
    expect(contentSecurityPolicy({ pathname: '/en/item/1/x', html: '<html></html>', https: true })).toContain(hash);
  });
});
