import { ACTIVITY_INTERVAL_MS, SESSION_TIMEOUT_MS } from '../constants.ts';

/**
 * Browsing-session rules (spec section 4): a new session starts when the stored one is older
 * than 30 minutes; activity is marked at most once per 60 seconds. Pure, with the clock
 * injected; src/islands/site/session.ts stores the record in local storage.
 */

/** The local-storage key of the browsing session. */
export const SESSION_STORAGE_KEY = 'portal.session';

export { ACTIVITY_EVENTS } from './activity-events.ts';

export interface BrowsingSession {
  readonly id: string;
  /** When the session started (ms since the epoch). */
  readonly startedAt: number;
  /** When activity was last marked (ms since the epoch). */
  readonly lastActivityAt: number;
}

/** Reads a stored record; anything malformed counts as no session. */
export function parseSession(raw: string | null): BrowsingSession | undefined {
  if (!raw) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return undefined;
    const { id, startedAt, lastActivityAt } = value as Record<string, unknown>;
    if (typeof id !== 'string' || id === '' || typeof startedAt !== 'number' || typeof lastActivityAt !== 'number') return undefined;
    return { id, startedAt, lastActivityAt };
  } catch {
    return undefined;
  }
}

/** Whether a stored session has expired: its last activity is more than 30 minutes ago. */
export function isExpired(session: BrowsingSession, now: number): boolean {
  return now - session.lastActivityAt > SESSION_TIMEOUT_MS;
}

/**
 * The session for this moment: the stored one while it is fresh, otherwise a new one with the
 * given id.
 *
 * @example currentSession(undefined, Date.now(), crypto.randomUUID()).isNew // true
 */
export function currentSession(
  stored: BrowsingSession | undefined,
  now: number,
  newId: string,
): { session: BrowsingSession; isNew: boolean } {
  if (stored && !isExpired(stored, now) && stored.lastActivityAt <= now) return { session: stored, isNew: false };
  return { session: { id: newId, startedAt: now, lastActivityAt: now }, isNew: true };
}

/** Whether activity at `now` is marked: at most once per 60 seconds. */
export function shouldMarkActivity(session: BrowsingSession, now: number): boolean {
  return now - session.lastActivityAt >= ACTIVITY_INTERVAL_MS || now < session.lastActivityAt;
}

/** The session with activity marked at `now`. */
export function markActivity(session: BrowsingSession, now: number): BrowsingSession {
  return { ...session, lastActivityAt: now };
}
