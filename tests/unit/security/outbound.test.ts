import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchOutbound, isPublicAddress, OutboundRefused } from '../../../src/lib/security/outbound.ts';

describe('isPublicAddress', () => {
  it.each(['93.184.215.14', '8.8.8.8', '2606:4700:4700::1111'])('%s is public', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
  it.each(['127.0.0.1', '10.0.0.1', '172.16.5.4', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', '::', 'fd00::1', 'fe80::1', '::ffff:127.0.0.1', 'not an address'])('%s is not', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });
});

describe('fetchOutbound', () => {
  let server: Server;
  let origin = '';
  beforeAll(async () => {
    server = createServer((req, res) => {
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
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const options = (trusted: string[]): Parameters<typeof fetchOutbound>[1] => ({ trustedOrigins: new Set(trusted), timeoutMs: 2000, maxBytes: 1000, accept: 'application/json' });

  it('refuses a loopback address that is not one of the portal\'s upstreams, by literal and by name', async () => {
    await expect(fetchOutbound(`${origin}/ok`, options([]))).rejects.toBeInstanceOf(OutboundRefused);
    const byName = origin.replace('127.0.0.1', 'localhost');
    await expect(fetchOutbound(`${byName}/ok`, options([]))).rejects.toBeInstanceOf(OutboundRefused);
  });

  it('reads a trusted upstream, following a redirect within it', async () => {
    const answer = await fetchOutbound(`${origin}/redirect-in`, options([origin]));
    expect(answer).toMatchObject({ status: 200, url: `${origin}/ok`, text: '{"ok":true}' });
  });

  it('checks every redirect again: a trusted server cannot send the request to a private address', async () => {
    await expect(fetchOutbound(`${origin}/redirect-out`, options([origin]))).rejects.toThrow(/not a public address/);
  });

  it('refuses what is not http(s), and answers larger than the cap', async () => {
    await expect(fetchOutbound('file:///etc/passwd', options([]))).rejects.toThrow(/not http/);
    await expect(fetchOutbound(`${origin}/big`, options([origin]))).rejects.toThrow(/larger than 1000 bytes/);
  });
});
