import fs, { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPortalServer, type Build, type PortalServer } from '../../../src/runtime/serve.ts';
import { freePort } from '../../support/local-servers.ts';

/** The portal's HTTP server with a real build directory on disk and a stand-in render handler. */
let dir: string;
let portal: PortalServer;
let base: string;

function build(name: string, handler: (req: IncomingMessage, res: ServerResponse) => Promise<void>): Build {
  const clientDir = join(dir, name, 'client');
  mkdirSync(join(clientDir, 'de'), { recursive: true });
  mkdirSync(join(clientDir, '_astro'), { recursive: true });
  writeFileSync(join(clientDir, 'de', 'index.html'), `<!doctype html><title>${name}</title>`);
  mkdirSync(join(clientDir, 'de', 'big'), { recursive: true });
  writeFileSync(join(clientDir, 'de', 'big', 'index.html'), `<!doctype html><title>big</title>${'<p>text</p>'.repeat(500)}`);
  writeFileSync(join(clientDir, '_astro', 'app.abc123.css'), 'body{}');
  return { dir: join(dir, name), clientDir, handler };
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'portal-serve-'));
  // The public origin is the address the tests use (other hosts are redirected to it).
  base = `http://127.0.0.1:${String(await freePort())}`;
  portal = createPortalServer(
    build('one', (req, res) => {
      if (req.url === '/throws') return Promise.reject(new Error('render failed'));
      // As Astro answers a pre-rendered route whose file is gone: its 404 page.
      if (req.url === '/de/gone') {
        res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
        res.end('<!doctype html><title>Not found</title>');
        return Promise.resolve();
      }
      res.end(`rendered ${req.url ?? ''}`);
      return Promise.resolve();
    }),
    undefined,
    base,
  );
  await new Promise<void>((resolve) => portal.server.listen(Number(new URL(base).port), '127.0.0.1', resolve));
});

afterAll(async () => {
  await portal.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('portal server', () => {
  it('serves pre-rendered pages with an ETag, answering 304 to a matching If-None-Match', async () => {
    const first = await fetch(`${base}/de`);
    expect(first.status).toBe(200);
    expect(await first.text()).toContain('<title>one</title>');
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\/"/);
    const second = await fetch(`${base}/de`, { headers: { 'if-none-match': etag } });
    expect(second.status).toBe(304);
  });

  it('stores the language of a pre-rendered page in the language cookie, once', async () => {
    const fresh = await fetch(`${base}/de`);
    const line = fresh.headers.get('set-cookie') ?? '';
    expect(line).toMatch(/^i18n_locale_code=de; /);
    expect(line.split('; ').slice(1).sort()).toEqual(['Max-Age=31536000', 'Path=/', 'SameSite=Lax']);
    const known = await fetch(`${base}/de`, { headers: { cookie: 'i18n_locale_code=de' } });
    expect(known.headers.get('set-cookie')).toBeNull();
  });

  it('compresses text responses when the client accepts it', async () => {
    const raw = await new Promise<{ encoding: string | undefined; vary: string | undefined }>((resolve, reject) => {
      void import('node:http').then(({ get }) => {
        get(`${base}/de/big`, { headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
          res.resume();
          resolve({ encoding: res.headers['content-encoding'], vary: res.headers.vary });
        }).on('error', reject);
      });
    });
    expect(raw.encoding).toBe('br');
    expect(raw.vary).toMatch(/accept-encoding/i);
  });

  it('caches hashed assets for a year', async () => {
    const response = await fetch(`${base}/_astro/app.abc123.css`);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-type')).toBe('text/css; charset=utf-8');
  });

  it('answers byte ranges of a file (send), unsatisfiable ones with 416', async () => {
    const part = await fetch(`${base}/_astro/app.abc123.css`, { headers: { range: 'bytes=0-3' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 0-3/6');
    expect(await part.text()).toBe('body');
    const outside = await fetch(`${base}/_astro/app.abc123.css`, { headers: { range: 'bytes=100-200' } });
    expect(outside.status).toBe(416);
    expect(outside.headers.get('content-range')).toBe('bytes */6');
    expect(outside.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('passes everything else, and unsafe paths, to the render handler', async () => {
    expect(await (await fetch(`${base}/en/search?query=x`)).text()).toBe('rendered /en/search?query=x');
    expect(await (await fetch(`${base}/de/`)).text()).toBe('rendered /de/');
    expect(await (await fetch(`${base}/de%2Findex.html`)).text()).toBe('rendered /de%2Findex.html');
  });

  it('answers a fallback page with a link home when rendering fails', async () => {
    const response = await fetch(`${base}/throws`);
    expect(response.status).toBe(500);
    const html = await response.text();
    expect(html).toContain('An error occurred');
    expect(html).toContain('<a href="/">');
  });

  it('refuses methods the portal does not speak with 405, Allow and the security headers, before any handler', async () => {
    const { request } = await import('node:http');
    const answer = await new Promise<{ status: number; allow: string | undefined; csp: string | undefined }>((resolve, reject) => {
      request(`${base}/de`, { method: 'TRACE' }, (res) => {
        res.resume();
        resolve({ status: res.statusCode ?? 0, allow: res.headers.allow, csp: res.headers['content-security-policy']?.toString() });
      })
        .on('error', reject)
        .end();
    });
    expect(answer.status).toBe(405);
    expect(answer.allow).toBe('GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE');
    expect(answer.csp).toContain("default-src 'self'");
  });

  it('redirects page requests on another host to the public origin, and answers the API on any host', async () => {
    const other = base.replace('127.0.0.1', 'localhost');
    const page = await fetch(`${other}/de?x=1`, { redirect: 'manual' });
    expect(page.status).toBe(301);
    expect(page.headers.get('location')).toBe(`${base}/de?x=1`);
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await (await fetch(`${other}/_api/health`)).text()).toBe('rendered /_api/health');
  });

  /**
   * A publication removes or replaces a page's file in the live build while a request for it is under way: `send`
   * has looked at the file (its headers are set from that look) and opens it next. The file is changed at that
   * moment, as the publisher in the same process would between the two (it writes synchronously).
   */
  async function changedWhileSent(path: string, change: (file: string) => void, headers: Record<string, string> = {}): Promise<Response> {
    const file = join(dir, 'one', 'client', path.slice(1), 'index.html');
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `<!doctype html><title>before</title>${'<p>the page before the publication</p>'.repeat(20)}`);
    // Written long ago: the validators of the old file and of the new one differ.
    fs.utimesSync(file, new Date('2020-01-01T00:00:00Z'), new Date('2020-01-01T00:00:00Z'));
    const open = fs.createReadStream;
    fs.createReadStream = ((target: string, options?: Parameters<typeof open>[1]) => {
      if (target === file) change(file);
      return open(target, options);
    }) as typeof open;
    try {
      // A response that promised more than it sends would hang until the connection's keep-alive timeout.
      return await fetch(`${base}${path}`, { headers, signal: AbortSignal.timeout(5000) });
    } finally {
      fs.createReadStream = open;
    }
  }

  it('answers a page removed while it was being sent as the route answers it, with none of the removed file\'s headers', async () => {
    const response = await changedWhileSent('/de/gone', (file) => {
      rmSync(file);
    });
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('<!doctype html><title>Not found</title>');
    expect(response.headers.get('etag')).toBeNull();
    expect(response.headers.get('last-modified')).toBeNull();
    expect(response.headers.get('cache-control')).toBeNull();
  });

  it('sends the new file of a page replaced while it was being sent, whole, with its own length and validators', async () => {
    // Longer than the old file (sent to the old length: cut short) and shorter (sent uncompressed, the old length
    // promised more than came: the client waited for the rest).
    for (const [after, encoding] of [
      [`<!doctype html><title>after</title>${'<p>the page after the publication, longer</p>'.repeat(40)}`, 'br, gzip'],
      ['<!doctype html><title>after</title><p>shorter</p>', 'identity'],
    ] as const) {
      let replaced: fs.Stats | undefined;
      const response = await changedWhileSent(
        '/de/replaced',
        (file) => {
          // Once: the new file stays.
          if (replaced !== undefined) return;
          writeFileSync(`${file}.tmp`, after);
          renameSync(`${file}.tmp`, file);
          replaced = fs.statSync(file);
        },
        { 'accept-encoding': encoding },
      );
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(after);
      expect(response.headers.get('last-modified')).toBe(replaced?.mtime.toUTCString());
    }
  });

  it('switches to another build for new requests', async () => {
    portal.use(build('two', (_req, res) => Promise.resolve(void res.end('two'))));
    expect(await (await fetch(`${base}/de`)).text()).toContain('<title>two</title>');
    expect(portal.current().dir).toContain('two');
  });

  it('hands over: open connections get their answer with Connection: close, new ones are refused, then it ends', async () => {
    const { request } = await import('node:http');
    const { Agent } = await import('node:http');
    const port = await freePort();
    const other = createPortalServer(build('three', (_req, res) => Promise.resolve(void res.end('three'))), undefined, `http://127.0.0.1:${String(port)}`);
    await new Promise<void>((resolve) => other.server.listen(port, '127.0.0.1', resolve));
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const get = (): Promise<{ status: number; connection: string | undefined }> =>
      new Promise((resolve, reject) => {
        request({ host: '127.0.0.1', port, path: '/de', agent }, (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }));
        }).on('error', reject).end();
      });
    expect((await get()).connection).toBe('keep-alive');
    let ended = false;
    const drained = other.drain(5000).then(() => {
      ended = true;
    });
    // The kept-alive connection is still answered, and told to close.
    expect(await get()).toEqual({ status: 200, connection: 'close' });
    await expect(fetch(`http://127.0.0.1:${String(port)}/de`)).rejects.toThrow();
    await drained;
    expect(ended).toBe(true);
    agent.destroy();
  });
});
