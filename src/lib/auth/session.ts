import type { AstroCookies, AstroSession } from 'astro';
import type { SessionUser } from './claims.ts';
import type { PendingLogin } from './oidc.ts';
import type { TokenSet } from './refresh-lock.ts';
import { cookieAttributes, SESSION_COOKIE } from '../security/cookies.ts';
import { isHttpsTransport } from '../security/headers.ts';

/**
 * The server session of a signed-in user (Astro sessions, file driver by default): the tokens and
 * the user they describe. Nothing here is ever sent to the browser; the browser holds only the
 * HttpOnly session cookie and the `portal_signed_in` hint.
 */
export interface AuthState extends TokenSet {
  readonly user: SessionUser;
  /** Refresh grants this session has needed so far (tests and the debug panel read it). */
  readonly refreshes?: number | undefined;
}

/** The name Astro's session cookie has (astro.config.ts `session.cookie.name`); its attributes: src/lib/security/cookies.ts. */
export { SESSION_COOKIE } from '../security/cookies.ts';
/** Not HttpOnly and holds no secret: tells the scripts of pre-rendered pages to show the account links. */
export const SIGNED_IN_HINT_COOKIE = 'portal_signed_in';
/** One-shot notice for the next page (welcome on login and logout, a failed login); read and cleared by the header script. */
export const FLASH_COOKIE = 'portal_flash';
export type Flash = 'login' | 'logout' | 'loginFailed';
/** The notice waits this long for the next page. */
const FLASH_MAX_AGE_S = 120;

/** At most this many sign-ins may be pending in one session (several tabs). */
const MAX_PENDING = 5;
/** A sign-in started longer ago than this is forgotten. */
const PENDING_TTL_MS = 15 * 60 * 1000;

/** The part of Astro's session and cookies the auth code uses (APIContext and Astro both have them). */
export interface SessionContext {
  readonly session?: AstroSession | undefined;
  readonly cookies: AstroCookies;
  readonly url: URL;
  readonly request?: Request | undefined;
}

function hasSessionCookie(context: SessionContext): boolean {
  return context.cookies.get(SESSION_COOKIE)?.value !== undefined;
}

/** The signed-in state, or undefined; anonymous visitors never touch the session store. */
export async function readAuth(context: SessionContext): Promise<AuthState | undefined> {
  if (!context.session || !hasSessionCookie(context)) return undefined;
  try {
    return await context.session.get('auth');
  } catch {
    // Unreadable session data (tampered or corrupt): Astro destroys it; the visitor is anonymous.
    return undefined;
  }
}

export function writeAuth(context: SessionContext, auth: AuthState): void {
  context.session?.set('auth', auth);
}

const cookieOptions = (context: SessionContext, httpOnly: boolean) =>
  cookieAttributes(isHttpsTransport(context.url.protocol, context.request?.headers.get('x-forwarded-proto')), { httpOnly });

export function setSignedInHint(context: SessionContext, signedIn: boolean): void {
  if (signedIn) context.cookies.set(SIGNED_IN_HINT_COOKIE, '1', cookieOptions(context, false));
  else context.cookies.delete(SIGNED_IN_HINT_COOKIE, { path: '/' });
}

export function setFlash(context: SessionContext, flash: Flash): void {
  context.cookies.set(FLASH_COOKIE, flash, { ...cookieOptions(context, false), maxAge: FLASH_MAX_AGE_S });
}

/** Ends the portal session: data, cookie and hint. */
export function endSession(context: SessionContext): void {
  context.session?.destroy();
  setSignedInHint(context, false);
}

/**
 * The signed-in user's liked item ids as last loaded (after login, and on every likes fetch of an
 * island): pages render like buttons in their liked state from it before any script runs.
 * Undefined when not known (never loaded, or the load failed).
 */
export async function readLikedIds(context: SessionContext): Promise<ReadonlySet<string> | undefined> {
  if (!context.session || !hasSessionCookie(context)) return undefined;
  try {
    const ids = await context.session.get('likedIds');
    return ids === undefined ? undefined : new Set(ids);
  } catch {
    return undefined;
  }
}

export function writeLikedIds(context: SessionContext, ids: readonly string[] | undefined): void {
  if (ids === undefined) context.session?.delete('likedIds');
  else context.session?.set('likedIds', [...ids]);
}

/** Remembers a started sign-in (several tabs may each have one). */
export async function addPendingLogin(context: SessionContext, pending: PendingLogin): Promise<void> {
  if (!context.session) throw new Error('Sessions are not configured');
  const now = pending.createdAt;
  const current = hasSessionCookie(context) ? ((await context.session.get('pendingLogins')) ?? []) : [];
  const kept = current.filter((p) => now - p.createdAt < PENDING_TTL_MS).slice(-(MAX_PENDING - 1));
  context.session.set('pendingLogins', [...kept, pending]);
}

/**
 * Takes the pending sign-in whose state equals the returned one (spec section 5: otherwise the
 * callback is ignored). Taking it removes it, so a replayed callback finds nothing.
 */
export async function takePendingLogin(context: SessionContext, state: string | null, now = Date.now()): Promise<PendingLogin | undefined> {
  if (!context.session || !hasSessionCookie(context) || state === null || state === '') return undefined;
  const current = (await context.session.get('pendingLogins')) ?? [];
  const match = matchPendingLogin(current, state, now);
  if (match === undefined) return undefined;
  context.session.set('pendingLogins', current.filter((p) => p !== match));
  return match;
}

/** The pending sign-in with exactly this state, if still fresh. */
export function matchPendingLogin(pending: readonly PendingLogin[], state: string, now: number): PendingLogin | undefined {
  return pending.find((p) => p.state === state && now - p.createdAt < PENDING_TTL_MS);
}
