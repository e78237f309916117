import { isSafeRedirectTarget } from '../routing/redirect-target.ts';
import type { LocaleCode } from '../i18n/locales.ts';

/**
 * Which pages need a signed-in user and which are for guests only (spec section 4), by path
 * without the language prefix.
 */
export type PageAccess = 'protected' | 'guestOnly' | 'public';

const PROTECTED: readonly RegExp[] = [/^\/account$/, /^\/account\/api-keys$/];
const GUEST_ONLY: readonly RegExp[] = [/^\/account\/login$/];

export function pageAccess(pathWithoutLocale: string): PageAccess {
  if (PROTECTED.some((r) => r.test(pathWithoutLocale))) return 'protected';
  if (GUEST_ONLY.some((r) => r.test(pathWithoutLocale))) return 'guestOnly';
  return 'public';
}

/** The login page URL that remembers `target`. */
export function loginPath(locale: LocaleCode, target: string): string {
  return `/${locale}/account/login?${new URLSearchParams({ redirect: target }).toString()}`;
}

/**
 * Where to go after sign-in: the requested target when it is a safe internal path (spec section 5;
 * never `//host` or an encoded variant), otherwise the account page.
 */
export function afterLoginTarget(requested: string | null | undefined, locale: LocaleCode): string {
  if (requested && isSafeRedirectTarget(requested) && !isLoginOrCallback(requested)) return requested;
  return `/${locale}/account`;
}

/** Going back to login or the callback after signing in would loop. */
function isLoginOrCallback(target: string): boolean {
  const path = target.replace(/[?#].*$/, '');
  return /^\/(?:[a-z]{2}\/)?account\/(?:login|callback|logout)$/.test(path);
}
