import { ApiError } from '../apis/client.ts';
import { PortalError } from '../errors/catalogue.ts';
import { refreshTokens } from './oidc.ts';
import { createRefresher, type Refresher } from './refresh-lock.ts';
import { endSession, readAuth, SESSION_COOKIE, writeAuth, type AuthState, type SessionContext } from './session.ts';

/**
 * Calls an upstream API with the signed-in user's token (spec section 4, on a 401):
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
  try {
    return await call(auth.accessToken, auth);
  } catch (error) {
    if (!isUnauthorised(error)) throw error;
    const { refreshToken } = auth;
    if (refreshToken === undefined) {
      endSession(context);
      throw new LoginRequiredError();
    }
    let renewed: AuthState;
    try {
      const sessionKey = context.cookies.get(SESSION_COOKIE)?.value ?? auth.user.sub;
      const tokens = await (options.refresher ?? refresher()).refresh(sessionKey, { ...auth, refreshToken });
      renewed = { ...tokens, user: auth.user };
    } catch {
      endSession(context);
      if (options.anonymousRetry) return call(undefined, undefined);
      throw new LoginRequiredError();
    }
    writeAuth(context, renewed);
    return call(renewed.accessToken, renewed);
  }
}
