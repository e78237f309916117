/**
 * The portal's cookies, one home for both paths a response takes (pre-rendered files sent by
 * src/runtime/serve.ts and on-demand responses of the middleware): their names, their attributes
 * (Path, SameSite, Secure, HttpOnly, Max-Age) and the strings they travel in, read and written with
 * the `cookie` package (docs/decisions/0009-runtime.md).
 *
 * Over HTTPS (issue "Headers and browser security") every cookie gets `Secure`, and the session
 * cookie travels as `__Host-portal-session` (Secure, Path=/, no Domain: it cannot be set or
 * overwritten by a sibling subdomain). That is applied at the HTTP boundary (src/runtime/serve.ts),
 * so the build-time cookie name of Astro's sessions stays `portal-session` inside the portal.
 */
import { parseCookie, parseSetCookie, stringifyCookie, stringifySetCookie, type SetCookie } from 'cookie';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_S } from '../constants.ts';

/** The name Astro's session cookie has (astro.config.ts `session.cookie.name`). */
export const SESSION_COOKIE = 'portal-session';
export const HOST_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;

/** Values travel as they were written: the portal's own values are cookie-safe, others are not touched. */
const RAW = { decode: (value: string) => value, encode: (value: string) => value };

/** The attributes of every cookie the portal sets (AstroCookies' options and `cookie`'s alike). */
export interface CookieAttributes {
  readonly path: '/';
  readonly sameSite: 'lax';
  readonly secure: boolean;
  readonly httpOnly: boolean;
  readonly maxAge?: number;
}

/**
 * The attributes of a portal cookie. `https`: the request itself came over HTTPS (a TLS-terminating
 * proxy's cookies get `Secure` at the boundary, {@link secureSetCookie}).
 */
export function cookieAttributes(https: boolean, options: { httpOnly?: boolean; maxAge?: number } = {}): CookieAttributes {
  return {
    path: '/',
    sameSite: 'lax',
    secure: https,
    httpOnly: options.httpOnly ?? false,
    ...(options.maxAge === undefined ? {} : { maxAge: options.maxAge }),
  };
}

/** A remembered preference's attributes (the results view, multilingual search): kept for a year, like the language. */
export function preferenceCookieAttributes(https: boolean): CookieAttributes {
  return cookieAttributes(https, { maxAge: LOCALE_COOKIE_MAX_AGE_S });
}

/** The language cookie's attributes (spec section 2: a language prefix is remembered for a year). */
export function localeCookieAttributes(https: boolean): CookieAttributes {
  return cookieAttributes(https, { maxAge: LOCALE_COOKIE_MAX_AGE_S });
}

/** The `Set-Cookie` line of the language cookie, for responses written outside Astro (pre-rendered files). */
export function localeSetCookie(locale: string, https: boolean): string {
  return stringifySetCookie({ name: LOCALE_COOKIE, value: locale, ...localeCookieAttributes(https) });
}

/** One cookie's value in a `Cookie` request header. */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  return parseCookie(header, RAW)[name];
}

/** One `Set-Cookie` line as sent over HTTPS. */
export function secureSetCookie(line: string): string {
  let cookie: SetCookie;
  try {
    cookie = parseSetCookie(line, RAW);
  } catch {
    return line;
  }
  if (cookie.name === SESSION_COOKIE) {
    cookie = { ...cookie, name: HOST_SESSION_COOKIE, path: '/' };
    delete cookie.domain;
  }
  return stringifySetCookie({ ...cookie, secure: true }, RAW);
}

/** The `Cookie` request header as the portal reads it: `__Host-portal-session` under its inner name. */
export function innerCookieHeader(header: string): string {
  const cookies = parseCookie(header, RAW);
  const hosted = cookies[HOST_SESSION_COOKIE];
  // Over HTTPS only the prefixed cookie counts: a plain one may have been planted over HTTP.
  const rest = Object.entries(cookies).filter(([name]) => name !== SESSION_COOKIE && name !== HOST_SESSION_COOKIE);
  if (hosted !== undefined) rest.push([SESSION_COOKIE, hosted]);
  return stringifyCookie(Object.fromEntries(rest), RAW);
}
