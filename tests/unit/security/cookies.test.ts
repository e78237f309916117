/** The portal's cookie rules (src/lib/security/cookies.ts), shared by the static server and the middleware. */
import { describe, expect, it } from 'vitest';
import { cookieAttributes, innerCookieHeader, localeSetCookie, readCookie, secureSetCookie } from '../../../src/lib/security/cookies.ts';

const attributes = (line: string): string[] => line.split('; ').slice(1).sort();

describe('cookies', () => {
  it('gives every portal cookie Path=/ and SameSite=Lax, Secure only over HTTPS', () => {
    expect(cookieAttributes(false)).toEqual({ path: '/', sameSite: 'lax', secure: false, httpOnly: false });
    expect(cookieAttributes(true, { httpOnly: true, maxAge: 120 })).toEqual({ path: '/', sameSite: 'lax', secure: true, httpOnly: true, maxAge: 120 });
  });

  it('writes the language cookie of pre-rendered pages with the same attributes', () => {
    expect(localeSetCookie('de', false)).toMatch(/^i18n_locale_code=de; /);
    expect(attributes(localeSetCookie('de', false))).toEqual(['Max-Age=31536000', 'Path=/', 'SameSite=Lax']);
    expect(attributes(localeSetCookie('de', true))).toContain('Secure');
  });

  it('reads one cookie of a Cookie header', () => {
    expect(readCookie('a=1; i18n_locale_code=fr; b=2', 'i18n_locale_code')).toBe('fr');
    expect(readCookie('a=1', 'i18n_locale_code')).toBeUndefined();
    expect(readCookie(undefined, 'a')).toBeUndefined();
  });

  it('sends the session cookie as __Host-portal-session over HTTPS, and every cookie Secure', () => {
    const session = secureSetCookie('portal-session=abc; Path=/account; Domain=example.org; HttpOnly; SameSite=Lax');
    expect(session).toMatch(/^__Host-portal-session=abc; /);
    expect(attributes(session)).toEqual(['HttpOnly', 'Path=/', 'SameSite=Lax', 'Secure']);
    const flash = secureSetCookie('portal_flash=login; Path=/; Max-Age=120; SameSite=Lax');
    expect(attributes(flash)).toEqual(['Max-Age=120', 'Path=/', 'SameSite=Lax', 'Secure']);
    expect(secureSetCookie('a=b; Secure')).toBe('a=b; Secure');
  });

  it('reads only the __Host- session cookie over HTTPS, under its inner name', () => {
    expect(innerCookieHeader('a=1; portal-session=planted; __Host-portal-session=real')).toBe('a=1; portal-session=real');
    expect(innerCookieHeader('a=1; portal-session=planted')).toBe('a=1');
  });
});
