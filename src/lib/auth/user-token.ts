import { ApiError } from '../apis/client.ts';
import { PortalError } from '../errors/catalogue.ts';
import { refreshTokens } from './oidc.ts';
import { createRefresher, type Refresher } from './refresh-lock.ts';
import { endSession, readAuth, SESSION_COOKIE, writeAuth, type AuthState, type SessionContext } from './session.ts';

/**
 * Calls an upstream API with the signed-in user's token. A token past its lifetime is refreshed
 * first. On a 401 (spec section 4):
 * - with a refresh token: refresh (one refresh at a time per session) and retry once;
 * - when the refresh fails: end the session and retry without authorisation;
 * - without a refresh token: `LoginRequiredError` (the endpoint answers 401 and the island
 *   sends the visitor to login).
 */
export class LoginRequiredError extends PortalError {
  constructor() {
    super('Sign in to do this', { status: 401, code: 'genericUnauthorised' });
    this.name = 'LoginRequiredError';
  }
}

let shared: Refresher | undefined;

/** The process-wide refresher (sessions of one portal node share it). */
export function refresher(): Refresher {
  shared ??= createRefresher((refreshToken) => refreshTokens({ accessToken: '', refreshToken }));
  return shared;
}

const isUnauthorised = (error: unknown): boolean => error instanceof ApiError && error.status === 401;

/**
 * Runs a call with the visitor's access token (none for an anonymous read): how a page's loader is given
 * {@link withUserToken} bound to its request, e.g. `(call) => withUserToken(Astro, call)`.
 */
export type WithToken = <T>(call: (accessToken: string | undefined) => Promise<T>) => Promise<T>;

export interface UserTokenOptions {
  /** The refresher to use (tests). */
  readonly refresher?: Refresher;
  /** Whether the call may run without a token once the session ended (reads); writes need a user. */
  readonly anonymousRetry?: boolean;
}

/**
 * Runs `call` with the session's access token. Requires a signed-in session unless
 * `anonymousRetry` allows the call without one.
 */
export async function withUserToken<T>(
  context: SessionContext,
  call: (accessToken: string | undefined, auth: AuthState | undefined) => Promise<T>,
  options: UserTokenOptions = {},
): Promise<T> {
  const auth = await readAuth(context);
  if (auth === undefined) {
    if (options.anonymousRetry) return call(undefined, undefined);
    throw new LoginRequiredError();
  }
  const sessionKey = context.cookies.get(SESSION_COOKIE)?.value ?? auth.user.sub;
  const lock = options.refresher ?? refresher();
  const renew = async (stale: AuthState & { refreshToken: string }): Promise<AuthState> => {
    const tokens = await lock.refresh(sessionKey, stale);
    const renewed: AuthState = { ...tokens, user: stale.user, refreshes: lock.grants?.(sessionKey) ?? (stale.refreshes ?? 0) + 1 };
    writeAuth(context, renewed);
    return renewed;
  };
  let current = auth;
  // A token past its lifetime is renewed before the call (through the same lock), not after a refusal.
  if (isExpired(auth) && auth.refreshToken !== undefined) {
    try {
      current = await renew({ ...auth, refreshToken: auth.refreshToken });
    } catch {
      // The call below meets the refusal and handles it.
    }
  }
  try {
    return await call(current.accessToken, current);
  } catch (error) {
    if (!isUnauthorised(error)) throw error;
    const { refreshToken } = current;
    if (refreshToken === undefined) {
      endSession(context);
      throw new LoginRequiredError();
    }
    let renewed: AuthState;
    try {
      renewed = await renew({ ...current, refreshToken });
    } catch {
      endSession(context);
      if (options.anonymousRetry) return call(undefined, undefined);
      throw new LoginRequiredError();
    }
    return call(renewed.accessToken, renewed);
  }
}

/** How long before its expiry an access token counts as expired (clock skew, time in flight). */
const EXPIRY_MARGIN_MS = 5000;

function isExpired(auth: AuthState, now = Date.now()): boolean {
  return auth.expiresAt !== undefined && auth.expiresAt - EXPIRY_MARGIN_MS <= now;
}
