/**
 * The header's signed-in state on every page, pre-rendered ones included: the `portal_signed_in`
 * hint cookie (no secret; the session cookie is HttpOnly) picks the account and log-out links or
 * "Log in / Join". Also the welcome toasts after login and logout (a one-shot flash cookie) and the
 * `logout-event` that logs out the other open tabs (spec section 4).
 */
import { toast } from '../site/events.ts';

const LOGOUT_EVENT = 'logout-event';

function cookie(name: string): string | undefined {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

function showSignedIn(signedIn: boolean): void {
  for (const link of document.querySelectorAll<HTMLElement>('[data-auth]')) link.hidden = (link.dataset.auth === 'in') !== signedIn;
}

function announceLogout(): void {
  try {
    localStorage.setItem(LOGOUT_EVENT, String(Date.now()));
  } catch {
    // Storage unavailable (private mode): other tabs notice at their next request.
  }
}

/** This script runs before the layout's toast area listens: `toast()` keeps the message until it does. */
function welcome(message: string | undefined): void {
  if (message) toast(message);
}

// The toast texts, in the page's language (src/components/page/Header.astro).
const messages = document.querySelector<HTMLElement>('[data-qa="header-messages"]')?.dataset ?? {};
showSignedIn(cookie('portal_signed_in') === '1');

const flash = cookie('portal_flash');
if (flash !== undefined) {
  document.cookie = 'portal_flash=; Max-Age=0; path=/; SameSite=Lax';
  if (flash === 'login') welcome(messages.welcomeLogin);
  if (flash === 'logout') {
    announceLogout();
    welcome(messages.welcomeLogout);
  }
  if (flash === 'loginFailed') welcome(messages.loginFailed);
}

// The log-out link is in the bar and in the menu panel (phones).
for (const link of document.querySelectorAll('a[href="/account/logout"]')) link.addEventListener('click', announceLogout);

window.addEventListener('storage', (event) => {
  if (event.key !== LOGOUT_EVENT || event.newValue === null) return;
  showSignedIn(false);
  // Pages that show the user's own things leave them: protected pages go home, others reload.
  if (document.querySelector('[data-auth-required]')) window.location.assign(`/${document.documentElement.lang || 'en'}`);
  else if (document.querySelector('[data-user-content]')) window.location.reload();
});
