/**
 * The results view (grid, list, mosaic) a visitor chose, remembered for a year in one cookie that the search,
 * entity and gallery pages share: a `?view=` of the request is remembered, and the remembered one is answered.
 */
import { SEARCH_VIEW_COOKIE } from '../constants.ts';
import { preferenceCookieAttributes, type CookieAttributes } from '../security/cookies.ts';
import { isView } from './state.ts';

/** The request's cookies as a page reads and writes the visitor's preferences (Astro's `AstroCookies`). */
export interface PreferenceCookies {
  get(name: string): { readonly value: string } | undefined;
  set(name: string, value: string, attributes: CookieAttributes): void;
}

/** Remembers the request's `?view=` when it names a view; answers the view cookie's value (unchecked), if any. */
export function rememberedView(cookies: PreferenceCookies, url: URL): string | undefined {
  const view = url.searchParams.get('view');
  if (isView(view)) cookies.set(SEARCH_VIEW_COOKIE, view, preferenceCookieAttributes(url.protocol === 'https:'));
  return cookies.get(SEARCH_VIEW_COOKIE)?.value;
}
