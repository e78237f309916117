/**
 * Cookies over HTTPS (issue "Headers and browser security"): every cookie gets `Secure`, and the
 * session cookie travels as `__Host-portal-session` (Secure, Path=/, no Domain: it cannot be set
 * or overwritten by a sibling subdomain). Applied at the HTTP boundary (scripts/serve.ts), so the
 * build-time cookie name of Astro's sessions stays `portal-session` inside the portal.
 */
import { SESSION_COOKIE } from '../auth/session.ts';

export const HOST_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;

/** One `Set-Cookie` line as sent over HTTPS. */
export function secureSetCookie(line: string): string {
  let out = line;
  if (out.startsWith(`${SESSION_COOKIE}=`)) {
    out = `__Host-${out}`.replace(/;\s*Domain=[^;]*/gi, '');
    if (!/;\s*Path=\/(?:;|$)/i.test(out)) out = `${out.replace(/;\s*Path=[^;]*/gi, '')}; Path=/`;
  }
  if (!/;\s*Secure(?:;|$)/i.test(out)) out = `${out}; Secure`;
  return out;
}

/** The `Cookie` request header as the portal reads it: `__Host-portal-session` under its inner name. */
export function innerCookieHeader(header: string): string {
  const parts = header.split(';').map((p) => p.trim()).filter((p) => p !== '');
  const hosted = parts.find((p) => p.startsWith(`${HOST_SESSION_COOKIE}=`));
  // Over HTTPS only the prefixed cookie counts: a plain one may have been planted over HTTP.
  const rest = parts.filter((p) => !p.startsWith(`${SESSION_COOKIE}=`) && !p.startsWith(`${HOST_SESSION_COOKIE}=`));
  if (hosted !== undefined) rest.push(hosted.slice('__Host-'.length));
  return rest.join('; ');
}
