import { describe, expect, it } from 'vitest';
import { publicHostRedirect } from '../../../src/lib/routing/public-host.ts';

/** Issue 18 item 12: page requests on another host go to the public origin, same path and query. */
describe('publicHostRedirect', () => {
  const base = 'http://localhost:4321';
  const get = (url: string, host: string | undefined, extra: { method?: string; forwardedHost?: string } = {}) =>
    publicHostRedirect({ method: extra.method ?? 'GET', url, host, forwardedHost: extra.forwardedHost }, base);

  it('sends GET and HEAD on another host to the public origin with path and query', () => {
    expect(get('/en/search?query=paris&page=2', '127.0.0.1:4321')).toBe('http://localhost:4321/en/search?query=paris&page=2');
    expect(get('/en/account/login?redirect=%2Fen', '127.0.0.1:4321', { method: 'HEAD' })).toBe('http://localhost:4321/en/account/login?redirect=%2Fen');
    expect(get('/account/callback?code=a&state=b', '[::1]:4321')).toBe('http://localhost:4321/account/callback?code=a&state=b');
    expect(get('/', 'localhost:4322')).toBe('http://localhost:4321/');
    expect(get('/_astro/app.js', 'portal.internal')).toBe('http://localhost:4321/_astro/app.js');
  });

  it('answers on the public host, in any case and with an explicit default port', () => {
    expect(get('/en', 'localhost:4321')).toBeUndefined();
    expect(get('/en', 'LOCALHOST:4321')).toBeUndefined();
    expect(publicHostRedirect({ method: 'GET', url: '/en', host: 'www.example.org:443' }, 'https://www.example.org')).toBeUndefined();
    expect(publicHostRedirect({ method: 'GET', url: '/en', host: 'www.example.org' }, 'https://www.example.org/')).toBeUndefined();
  });

  it('takes the host a proxy in front names', () => {
    expect(get('/en', 'portal-node-3:8080', { forwardedHost: 'localhost:4321' })).toBeUndefined();
    expect(get('/en', 'localhost:4321', { forwardedHost: 'evil.example, localhost:4321' })).toBe('http://localhost:4321/en');
  });

  it('leaves the API, other methods, refused paths and other request forms where they are', () => {
    expect(get('/_api/health', '10.0.0.7:4321')).toBeUndefined();
    expect(get('/_api/oembed?url=x', '10.0.0.7:4321')).toBeUndefined();
    expect(get('/en/item/1/x', '127.0.0.1:4321', { method: 'POST' })).toBeUndefined();
    expect(get('/en/%2e%2e/x', '127.0.0.1:4321')).toBeUndefined();
    expect(get('*', '127.0.0.1:4321')).toBeUndefined();
    expect(get('/en', undefined)).toBeUndefined();
  });

  it('never names another host in its target', () => {
    expect(get('//evil.example/x', '127.0.0.1:4321')).toBe('http://localhost:4321//evil.example/x');
    expect(get('/@evil.example', '127.0.0.1:4321')).toBe('http://localhost:4321/@evil.example');
    expect(new URL(get('/é?q=ü', '127.0.0.1:4321') ?? '').host).toBe('localhost:4321');
  });
});
