/**
 * One token refresh at a time per session (ARCHITECTURE decision 4): however many requests of a
 * session meet a 401 together, the first starts the refresh and the others wait for its result.
 * A request that arrives a little later, still carrying the access token that was just replaced,
 * gets the new tokens without a second refresh (a rotated refresh token would fail the second time).
 */
export interface TokenSet {
  readonly accessToken: string;
  readonly refreshToken?: string | undefined;
  readonly idToken?: string | undefined;
  /** Epoch milliseconds. */
  readonly expiresAt?: number | undefined;
}

export type RefreshFunction = (refreshToken: string) => Promise<TokenSet>;

interface Recent {
  readonly from: string;
  readonly tokens: TokenSet;
  readonly at: number;
}

/** How long a finished refresh answers for the token it replaced. */
const RECENT_MS = 60_000;

export interface Refresher {
  /**
   * New tokens for a session whose access token `stale` was refused. Rejects when the refresh
   * fails (every waiting request sees the same failure).
   */
  refresh(sessionKey: string, stale: TokenSet & { refreshToken: string }): Promise<TokenSet>;
  /** Refreshes under way (for tests and the debug panel). */
  readonly inFlight: number;
  /** How many refresh grants this process made for a session (for tests and the debug panel). */
  grants?(sessionKey: string): number;
}

/** At most this many sessions' grant counts are kept (the oldest are forgotten first). */
const MAX_COUNTED = 10_000;

export function createRefresher(refreshGrant: RefreshFunction, now: () => number = Date.now): Refresher {
  const running = new Map<string, { from: string; promise: Promise<TokenSet> }>();
  const recent = new Map<string, Recent>();
  const counted = new Map<string, number>();
  const count = (sessionKey: string): void => {
    const next = (counted.get(sessionKey) ?? 0) + 1;
    counted.delete(sessionKey);
    counted.set(sessionKey, next);
    if (counted.size > MAX_COUNTED) counted.delete(counted.keys().next().value ?? '');
  };

  return {
    refresh(sessionKey, stale) {
      const current = running.get(sessionKey);
      if (current) return current.promise;
      const done = recent.get(sessionKey);
      if (done?.from === stale.accessToken && now() - done.at < RECENT_MS) return Promise.resolve(done.tokens);
      if (done && now() - done.at >= RECENT_MS) recent.delete(sessionKey);
      if (recent.size > 10_000) {
        for (const [key, entry] of recent) if (now() - entry.at >= RECENT_MS) recent.delete(key);
      }

      count(sessionKey);
      const promise = refreshGrant(stale.refreshToken).then(
        (tokens) => {
          running.delete(sessionKey);
          recent.set(sessionKey, { from: stale.accessToken, tokens, at: now() });
          return tokens;
        },
        (error: unknown) => {
          running.delete(sessionKey);
          throw error;
        },
      );
      running.set(sessionKey, { from: stale.accessToken, promise });
      return promise;
    },
    get inFlight() {
      return running.size;
    },
    grants(sessionKey) {
      return counted.get(sessionKey) ?? 0;
    },
  };
}
