/**
 * The base map of the item page's location map as configured (src/lib/config.ts `map`, README "Configuration"):
 * the local services' Natural Earth tiles by default, another tile server with its credit, and its origin allowed
 * for images by the Content-Security-Policy (src/lib/security/portal-headers.ts).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readConfig } from '../../../src/lib/config.ts';

describe('MAP_TILES_URL, MAP_TILES_ATTRIBUTION, MAP_TILES_MAX_ZOOM', () => {
  it('defaults to the local services’ tiles, credited to Natural Earth, down to zoom 8', () => {
    expect(readConfig({}).map).toEqual({ tilesUrl: 'http://127.0.0.1:4400/tiles/{z}/{x}/{y}.png', attribution: '© Natural Earth', maxZoom: 8 });
    expect(readConfig({ SERVICES_PORT: '4500' }).map.tilesUrl).toBe('http://127.0.0.1:4500/tiles/{z}/{x}/{y}.png');
  });

  it('takes another tile server with its credit, down to zoom 18 unless told', () => {
    const env = { MAP_TILES_URL: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', MAP_TILES_ATTRIBUTION: '© OpenStreetMap contributors' };
    expect(readConfig(env).map).toEqual({ tilesUrl: env.MAP_TILES_URL, attribution: env.MAP_TILES_ATTRIBUTION, maxZoom: 18 });
    expect(readConfig({ ...env, MAP_TILES_MAX_ZOOM: '19' }).map.maxZoom).toBe(19);
    // A base map from elsewhere is no reason to stop the local APIs.
    expect(readConfig(env).usesLocalServices).toBe(true);
  });

  it('stops with a hint without the credit, or with a URL that is no tile template', () => {
    expect(() => readConfig({ MAP_TILES_URL: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png' })).toThrow(/MAP_TILES_ATTRIBUTION must be set/);
    expect(() => readConfig({ MAP_TILES_URL: 'https://tile.openstreetmap.org/tiles.png', MAP_TILES_ATTRIBUTION: 'x' })).toThrow(/\{z\}, \{x\} and \{y\}/);
    expect(() => readConfig({ MAP_TILES_URL: 'ftp://tiles.example.org/{z}/{x}/{y}.png', MAP_TILES_ATTRIBUTION: 'x' })).toThrow(/map\.tilesUrl/);
    expect(() => readConfig({ MAP_TILES_MAX_ZOOM: '30' })).toThrow(/map\.maxZoom/);
  });
});

describe('the tile origin in the Content-Security-Policy', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('allows images from the tile server, any subdomain for a {s} template', async () => {
    vi.stubEnv('MAP_TILES_URL', 'https://{s}.tile.example.org/{z}/{x}/{y}.png');
    vi.stubEnv('MAP_TILES_ATTRIBUTION', '© Example');
    vi.resetModules();
    const { portalSecurityHeaders } = await import('../../../src/lib/security/portal-headers.ts');
    const csp = portalSecurityHeaders({ pathname: '/en/item/2000002/film_mandelbrot', protocol: 'http:' })['content-security-policy'] ?? '';
    expect(csp.split('; ').find((directive) => directive.startsWith('img-src '))).toContain(' https://*.tile.example.org');
  });
});
