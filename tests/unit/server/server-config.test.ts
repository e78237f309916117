import { describe, expect, it } from 'vitest';
import { settingsHash } from '../../../src/runtime/build-stamp.ts';
import { baseUrlFrom, isProduction, readServerConfig } from '../../../src/lib/config.ts';

/** Issue 26 item 8: one public origin for build and server, and production must name it. */
describe('the public origin', () => {
  it('is PORTAL_BASE_URL, else localhost on the portal port, for the build and the server alike', () => {
    expect(baseUrlFrom({ PORTAL_BASE_URL: 'https://www.europeana.eu' })).toBe('https://www.europeana.eu');
    expect(baseUrlFrom({ PORT: '4603' })).toBe('http://localhost:4603');
    expect(baseUrlFrom({ PORTAL_BASE_URL: '', PORT: '' })).toBe('http://localhost:4321');
    expect(readServerConfig({ PORT: '4603' }).baseUrl).toBe('http://localhost:4603');
  });

  it('makes an unset origin follow PORT in the build stamp: a build for one port is not current on another', () => {
    expect(settingsHash({ PORT: '4321' })).not.toBe(settingsHash({ PORT: '4603' }));
    expect(settingsHash({ PORT: '4603' })).toBe(settingsHash({ PORTAL_BASE_URL: 'http://localhost:4603', PORT: '9999' }));
  });

  it('must be set for a server in production, with a message that names the variable', () => {
    expect(isProduction({ NODE_ENV: 'production' })).toBe(true);
    expect(isProduction({ NODE_ENV: 'development' })).toBe(false);
    expect(() => readServerConfig({ NODE_ENV: 'production' })).toThrow(/PORTAL_BASE_URL is not set.*NODE_ENV=production/);
    expect(() => readServerConfig({ NODE_ENV: 'production', PORTAL_BASE_URL: '' })).toThrow(/PORTAL_BASE_URL/);
    expect(readServerConfig({ NODE_ENV: 'production', PORTAL_BASE_URL: 'https://www.europeana.eu' }).baseUrl).toBe('https://www.europeana.eu');
    expect(readServerConfig({}).baseUrl).toBe('http://localhost:4321');
  });
});
