import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchOutbound, isPublicAddress, OutboundRefused } from '../../../src/lib/security/outbound.ts';

/**
 * A server on a free loopback port for the tests of the `describe` that calls it: listening before them, closed
 * after them (connections still open, such as an endless body's, cut). `origin` is its address once it listens.
 */
function listenOnLoopback(handler: RequestListener): { readonly origin: string } {
  const server = createServer(handler);
  const loopback = { origin: '' };
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    loopback.origin = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
  });
  afterAll(() => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  });
  return loopback;
}

describe('isPublicAddress', () => {
  it.each(['93.184.215.14', '8.8.8.8', '2606:4700:4700::1111'])('%s is public', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
  it.each(['127.0.0.1', '10.0.0.1', '172.16.5.4', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', '::', 'fd00::1', 'fe80::1', '::ffff:127.0.0.1', 'not an address'])('%s is not', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });
});

describe('fetchOutbound', () => {
  const upstream = listenOnLoopback((req, res) => {
    if (req.url === '/big') {
      res.end('x'.repeat(2000));
    } else if (req.url === '/redirect-out') {
      res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data' }).end();
    } else if (req.url === '/redirect-in') {
      res.writeHead(302, { location: '/ok' }).end();
    } else {
      res.setHeader('content-type', 'application/json');
      res.end('{"ok":true}');
    }
  });

  const options = (trusted: string[]): Parameters<typeof fetchOutbound>[1] => ({ trustedOrigins: new Set(trusted), timeoutMs: 2000, maxBytes: 1000, accept: 'application/json' });

  it('refuses a loopback address that is not one of the portal\'s upstreams, by literal and by name', async () => {
    await expect(fetchOutbound(`${upstream.origin}/ok`, options([]))).rejects.toBeInstanceOf(OutboundRefused);
    const byName = upstream.origin.replace('127.0.0.1', 'localhost');
    await expect(fetchOutbound(`${byName}/ok`, options([]))).rejects.toBeInstanceOf(OutboundRefused);
  });

  it('reads a trusted upstream, following a redirect within it', async () => {
    const answer = await fetchOutbound(`${upstream.origin}/redirect-in`, options([upstream.origin]));
    expect(answer).toMatchObject({ status: 200, url: `${upstream.origin}/ok`, text: '{"ok":true}' });
  });

  it('checks every redirect again: a trusted server cannot send the request to a private address', async () => {
    await expect(fetchOutbound(`${upstream.origin}/redirect-out`, options([upstream.origin]))).rejects.toThrow(/not a public address/);
  });

  it('refuses what is not http(s), and answers larger than the cap', async () => {
    await expect(fetchOutbound('file:///etc/passwd', options([]))).rejects.toThrow(/not http/);
    await expect(fetchOutbound(`${upstream.origin}/big`, options([upstream.origin]))).rejects.toThrow(/larger than 1000 bytes/);
  });
});

describe('fetchOutbound: the limits', () => {
  const upstream = listenOnLoopback((req, res) => {
    if (req.url === '/endless') {
      // A body without a length that never ends: read as a stream, given up at the cap.
      res.setHeader('content-type', 'application/json');
      const timer = setInterval(() => res.write('x'.repeat(256)), 5);
      res.on('close', () => clearInterval(timer));
    } else if (req.url === '/declared') {
      res.writeHead(200, { 'content-length': '5000' }).write('x');
    } else if (req.url === '/silent') {
      // Answers nothing until the client gives up.
    } else if (req.url?.startsWith('/hop/') === true) {
      const left = Number(req.url.slice('/hop/'.length));
      res.writeHead(302, { location: left > 0 ? `/hop/${String(left - 1)}` : '/ok' }).end();
    } else if (req.url === '/to-credentials') {
      res.writeHead(302, { location: `http://user:secret@${req.headers.host ?? ''}/ok` }).end();
    } else if (req.url === '/to-file') {
      res.writeHead(301, { location: 'file:///etc/passwd' }).end();
    } else {
      res.setHeader('content-type', 'application/json');
      res.end('{"ok":true}');
    }
  });

  const options = (timeoutMs = 2000): Parameters<typeof fetchOutbound>[1] => ({ trustedOrigins: new Set([upstream.origin]), timeoutMs, maxBytes: 1000, accept: 'application/json' });

  it('stops reading a body without a length at the cap', async () => {
    await expect(fetchOutbound(`${upstream.origin}/endless`, options())).rejects.toThrow(/larger than 1000 bytes/);
  });

  it('refuses a declared length over the cap before reading the body', async () => {
    await expect(fetchOutbound(`${upstream.origin}/declared`, options())).rejects.toThrow(/larger than 1000 bytes/);
  });

  it('gives up after the timeout', async () => {
    const started = Date.now();
    await expect(fetchOutbound(`${upstream.origin}/silent`, options(300))).rejects.toMatchObject({ name: 'TimeoutError' });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('follows three redirects and refuses a fourth', async () => {
    await expect(fetchOutbound(`${upstream.origin}/hop/2`, options())).resolves.toMatchObject({ status: 200, url: `${upstream.origin}/ok` });
    await expect(fetchOutbound(`${upstream.origin}/hop/3`, options())).rejects.toThrow(/more than 3 redirects/);
  });

  it('checks the scheme and the credentials of a redirect\'s target', async () => {
    await expect(fetchOutbound(`${upstream.origin}/to-credentials`, options())).rejects.toThrow(/credentials/);
    await expect(fetchOutbound(`${upstream.origin}/to-file`, options())).rejects.toThrow(/not http/);
  });
});
