import { LOCALE_COOKIE } from '../constants.ts';
import { CONSENT_COOKIE } from '../site/consent.ts';

/** The request headers that may point an API at another base URL (`overrideHeaderName` in src/lib/apis/client.ts). */
const API_URL_OVERRIDE_HEADER = /^x-[a-z-]+-api-url$/;

/**
 * Whether a request may be answered from, or stored in, the shared route cache (on-demand pages that are the
 * same for every anonymous visitor: item, entity, search, stories listing). The cache keys by URL only, so a
 * request that could render differently must bypass it: any cookie other than the language cookie (a session,
 * the signed-in hint, the search view, a preview), or a language cookie that differs from the page's
 * language (the page would set it, and a cached answer would not). A first visit without cookies bypasses too,
 * since the page sets the language cookie for it. The consent cookie is the exception: only the browser reads it
 * (src/islands/site/consent.ts), the server's page is the same with or without it, and a returning visitor has
 * one: bypassing for it kept nearly every returning visitor out of the cache (issue 21).
 *
 * A request that names another upstream for an API (an `x-{api}-api-url` header, honoured when
 * API_URL_OVERRIDE_ENABLED allows it: src/lib/apis/client.ts) renders from other data: it bypasses too, so a
 * debugging request never fills the cache that visitors are answered from.
 *
 * @example mayUseSharedCache('GET', new URL('https://p.eu/en/item/1/a'), new Headers({ cookie: 'i18n_locale_code=en' })) // true
 */
export function mayUseSharedCache(method: string, url: URL, headers: Headers): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  for (const name of headers.keys()) if (API_URL_OVERRIDE_HEADER.test(name)) return false;
  const cookieHeader = headers.get('cookie');
  if (cookieHeader === null || cookieHeader.trim() === '') return false;
  const pathLocale = /^\/([a-z]{2})(?:\/|$)/.exec(url.pathname)?.[1];
  if (pathLocale === undefined) return false;
  let sawLocale = false;
  for (const part of cookieHeader.split(';')) {
    const trimmed = part.trim();
    if (trimmed === '') continue;
    const eq = trimmed.indexOf('=');
    const name = eq < 0 ? trimmed : trimmed.slice(0, eq);
    if (name === CONSENT_COOKIE) continue;
    if (name !== LOCALE_COOKIE || trimmed.slice(eq + 1) !== pathLocale) return false;
    sawLocale = true;
  }
  return sawLocale;
}
