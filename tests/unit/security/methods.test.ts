import { METHODS } from 'node:http';
import { describe, expect, it } from 'vitest';
import { ALLOW_HEADER, isPortalMethod, PORTAL_METHODS } from '../../../src/lib/security/methods.ts';

/** Issue 18 item 5: the methods the portal speaks; everything else is refused at the front door. */
describe('the portal methods', () => {
  it('are the ones its routes answer, and Allow lists them', () => {
    expect(ALLOW_HEADER).toBe('GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE');
    for (const method of PORTAL_METHODS) expect(isPortalMethod(method)).toBe(true);
  });

  it('exclude TRACE, TRACK, CONNECT, every other method Node knows, made-up and lower-case names', () => {
    const others = [...METHODS.filter((m) => !(PORTAL_METHODS as readonly string[]).includes(m)), 'TRACK', 'FOO', 'get', '', undefined];
    expect(others).toContain('TRACE');
    expect(others).toContain('CONNECT');
    for (const method of others) expect(isPortalMethod(method), String(method)).toBe(false);
  });
});
