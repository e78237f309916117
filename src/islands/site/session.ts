import { isbot } from 'isbot';
import { ACTIVITY_EVENTS } from '../../lib/site/activity-events.ts';
import {
  SESSION_STORAGE_KEY,
  currentSession,
  markActivity,
  parseSession,
  shouldMarkActivity,
  type BrowsingSession,
} from '../../lib/site/browsing-session.ts';

function store(session: BrowsingSession): void {
  try {
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
  } catch {
    // Storage full or blocked: the session lives for this page only.
  }
}

/** The current browsing session of this browser, if one is tracked. */
export function browsingSession(): BrowsingSession | undefined {
  try {
    return parseSession(localStorage.getItem(SESSION_STORAGE_KEY));
  } catch {
    return undefined;
  }
}

/**
 * Starts or continues the browsing session (a new one after 30 minutes without activity) and
 * marks activity at most once per 60 seconds in local storage. Bots are not tracked.
 */
export function trackBrowsingSession(): void {
  if (isbot(navigator.userAgent)) return;
  const now = Date.now();
  let session = markActivity(currentSession(browsingSession(), now, crypto.randomUUID()).session, now);
  store(session);

  const onActivity = (): void => {
    const at = Date.now();
    if (!shouldMarkActivity(session, at)) return;
    // Another tab may have moved the session on; start from what is stored.
    session = markActivity(currentSession(browsingSession(), at, crypto.randomUUID()).session, at);
    store(session);
  };
  for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onActivity, { passive: true, capture: true });
}
