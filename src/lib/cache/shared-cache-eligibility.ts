import { LOCALE_COOKIE } from '../constants.ts';
import type { LocaleCode } from '../i18n/locales.ts';
import { localePrefix } from '../routing/locale-prefix.ts';
import { CONSENT_COOKIE } from '../site/consent.ts';

/** The request headers that may point an API at another base URL (`overrideHeaderName` in src/lib/apis/client.ts). */
const API_URL_OVERRIDE_HEADER = /^x-[a-z-]+-api-url$/;

/** How a request may use the shared route cache: the page's language, and whether its answer must store it. */
export interface SharedCacheUse {
  readonly locale: LocaleCode;
  /** The request has no language cookie for this page's language (a first visit, a crawler, another language). */
  readonly setsLocaleCookie: boolean;
}

/**
 * Whether a request may be answered from, or stored in, the shared route cache (on-demand pages that are the
 * same for every anonymous visitor: item, entity, search, stories listing), and how. The cache keys by URL only,
 * so a request that could render differently must bypass it: any cookie that a page reads (a session, the
 * signed-in hint, the search view, a preview) or a path without a supported language.
 *
 * The language cookie does not change the page: a page under `/{locale}/` is in that language whatever the cookie
 * says (spec section 2). Its only effect is that the page stores the path's language when the cookie differs
 * (`Set-Cookie`), and an answer with a cookie is never shared. So a request without it (a first visit, a crawler,
 * which asks every item in every language) or with another language is taken in all the same, and the route
 * cache writes the cookie on the answer it gives, cached or rendered (`setsLocaleCookie`; the locale middleware
 * leaves it to the cache for such a request: {@link leaveLocaleCookieToCache}). Without this, every page a
 * crawler or a visitor arriving from a shared link asked was rendered anew (issue 21).
 *
 * The consent cookie is ignored too: only the browser reads it (src/islands/site/consent.ts), the server's page
 * is the same with or without it.
 *
 * A request that names another upstream for an API (an `x-{api}-api-url` header, honoured when
 * API_URL_OVERRIDE_ENABLED allows it: src/lib/apis/client.ts) renders from other data: it bypasses too, so a
 * debugging request never fills the cache that visitors are answered from.
 *
 * @example sharedCacheUse('GET', new URL('https://p.eu/en/item/1/a'), new Headers({ cookie: 'i18n_locale_code=en' })) // { locale: 'en', setsLocaleCookie: false }
 * @example sharedCacheUse('GET', new URL('https://p.eu/en/item/1/a'), new Headers()) // { locale: 'en', setsLocaleCookie: true }
 */
export function sharedCacheUse(method: string, url: URL, headers: Headers): SharedCacheUse | undefined {
  if (method !== 'GET' && method !== 'HEAD') return undefined;
  for (const name of headers.keys()) if (API_URL_OVERRIDE_HEADER.test(name)) return undefined;
  const decision = localePrefix(url.pathname, '', 'en');
  if (decision.kind !== 'localised') return undefined;
  let sawLocale = false;
  let otherLocale = false;
  for (const part of (headers.get('cookie') ?? '').split(';')) {
    const trimmed = part.trim();
    if (trimmed === '') continue;
    const eq = trimmed.indexOf('=');
    const name = eq < 0 ? trimmed : trimmed.slice(0, eq);
    if (name === CONSENT_COOKIE) continue;
    if (name !== LOCALE_COOKIE) return undefined;
    if (trimmed.slice(eq + 1) === decision.locale) sawLocale = true;
    else otherLocale = true;
  }
  return { locale: decision.locale, setsLocaleCookie: otherLocale || !sawLocale };
}

/**
 * Requests the route cache took in without their page's language cookie, and whether their page (the locale
 * middleware) left that cookie to it: a legacy redirect or a refused path, answered before the language step,
 * sets no cookie, and neither does the cache for them.
 */
const localeCookieLeft = new WeakMap<Request, boolean>();

/** The route cache takes this request in and may write its language cookie on the answer. */
export function offerLocaleCookieToCache(request: Request): void {
  localeCookieLeft.set(request, false);
}

/**
 * For the locale middleware: leaves the language cookie to the route cache when the cache took the request in
 * (a page answer with a cookie is never stored). True when it did; the middleware sets the cookie otherwise.
 */
export function leaveLocaleCookieToCache(request: Request): boolean {
  if (!localeCookieLeft.has(request)) return false;
  localeCookieLeft.set(request, true);
  return true;
}

/** Whether this request's page left its language cookie to the route cache. */
export function localeCookieLeftToCache(request: Request): boolean {
  return localeCookieLeft.get(request) === true;
}
