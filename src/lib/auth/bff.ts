import type { APIContext, APIRoute } from 'astro';
import type { ZodType } from 'zod';
import type { ApiContext } from '../apis/client.ts';
import { config } from '../config.ts';
import { messageKeys, PortalError, toPortalError } from '../errors/catalogue.ts';
import type { SessionUser } from './claims.ts';
import { loginPath } from './access.ts';
import { LoginRequiredError } from './user-token.ts';
import { userTextProblem, type UserTextField, type UserTextProblem } from '../text/user-text.ts';

/**
 * The backend-for-frontend under `/_api/*` that islands call (ARCHITECTURE decision 4): the
 * islands never hold a token. Every state-changing call must come from the portal's own origin
 * (Origin header), bodies are JSON validated with zod, and every failure answers
 * `{ error: code, message }` with the translated catalogue message the island shows in a toast.
 */

/** A refusal with a notice of its own (like limit, pin limit, publication rules…). */
export class NoticeError extends PortalError {
  readonly messageKey: string;
  constructor(messageKey: string, status = 400, values: Readonly<Record<string, string | number>> = {}) {
    super(messageKey, { status, code: 'badRequest', values });
    this.name = 'NoticeError';
    this.messageKey = messageKey;
  }
}

const MAX_BODY_BYTES = 32 * 1024;

export function json(body: unknown, status = 200): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status: body === undefined && status === 200 ? 204 : status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'private, no-store' },
  });
}

/** Same origin: the request's own origin or the configured public one; a missing Origin is refused. */
export function sameOrigin(request: Request, url: URL): boolean {
  const origin = request.headers.get('origin');
  if (origin === null) return false;
  return origin === url.origin || origin === new URL(config().baseUrl).origin;
}

/**
 * A refusal of what someone typed (src/lib/text/user-text.ts): the catalogue code names the problem
 * and the answer names the field, by its translated label (`input.field.{field}`).
 */
export class InputError extends PortalError {
  readonly field: UserTextField;
  constructor(problem: UserTextProblem) {
    super(`${problem.field}: ${problem.userText}`, { status: 400, code: problem.userText, values: problem.max === undefined ? {} : { max: problem.max } });
    this.name = 'InputError';
    this.field = problem.field;
  }
}

/** The body's text, refused (413) as soon as it grows past `max` bytes, before it is all read. */
async function readBounded(request: Request, max: number): Promise<string> {
  const tooLarge = () => new PortalError('Body too large', { status: 413, code: 'requestTooLarge' });
  if (Number(request.headers.get('content-length') ?? '0') > max) throw tooLarge();
  if (request.body === null) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Reads and validates a JSON body. Refusals name what was wrong: a body that is not JSON or not
 * of the expected shape is `invalidRequest` (400, 415), one over 32 KiB `requestTooLarge` (413),
 * a text field an InputError.
 */
export async function readJson<T>(request: Request, schema: ZodType<T>): Promise<T> {
  if (!(request.headers.get('content-type') ?? '').toLowerCase().startsWith('application/json')) {
    throw new PortalError('Send JSON', { status: 415, code: 'invalidRequest' });
  }
  const raw = await readBounded(request, MAX_BODY_BYTES);
  let value: unknown;
  try {
    value = JSON.parse(raw) as unknown;
  } catch {
    throw new PortalError('Body is not JSON', { status: 400, code: 'invalidRequest' });
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const problem = parsed.error.issues.map(userTextProblem).find((p) => p !== undefined);
    if (problem) throw new InputError(problem);
    throw new PortalError('Invalid body', { status: 400, code: 'invalidRequest' });
  }
  return parsed.data;
}

/** The answer to a failure: status, catalogue code and the translated message. */
export function errorResponse(error: unknown, context: Pick<APIContext, 'locals' | 'request'>): Response {
  const { t, locale } = context.locals;
  if (error instanceof LoginRequiredError) {
    const referer = context.request.headers.get('referer');
    let target = `/${locale}`;
    if (referer) {
      try {
        const parsed = new URL(referer);
        if (parsed.origin === new URL(config().baseUrl).origin || parsed.host === context.request.headers.get('host')) target = `${parsed.pathname}${parsed.search}`;
      } catch {
        // Not a URL: go home after login.
      }
    }
    return json({ error: 'login', message: t('errorMessage.genericUnauthorised'), login: loginPath(locale, target) }, 401);
  }
  if (error instanceof NoticeError) return json({ error: error.messageKey, message: t(error.messageKey, { ...error.values }) }, error.status);
  if (error instanceof InputError) {
    return json({ error: error.code, field: error.field, message: t(messageKeys(error.code).message, { ...error.values, field: t(`input.field.${error.field}`) }) }, error.status);
  }
  const portalError = toPortalError(error);
  if (portalError.status >= 500 && !(portalError.code === 'upstreamUnavailable')) {
    // The message only: error objects of upstream calls may hold request details.
    console.error(`[bff] ${portalError.code}: ${portalError.message}`);
  }
  const status = portalError.status >= 400 && portalError.status < 600 ? portalError.status : 500;
  return json({ error: portalError.code, message: t(messageKeys(portalError.code).message, { ...portalError.values }) }, status);
}

export type Handler = (context: APIContext) => Promise<Response>;

/** Wraps a handler: origin check for state-changing methods, errors to catalogue answers. */
export function endpoint(handler: Handler): APIRoute {
  return async (context) => {
    if (context.request.method !== 'GET' && context.request.method !== 'HEAD' && !sameOrigin(context.request, context.url)) {
      return json({ error: 'crossOrigin', message: context.locals.t('errorMessage.genericUnauthorised') }, 403);
    }
    try {
      return await handler(context);
    } catch (error) {
      return errorResponse(error, context);
    }
  };
}

/** The signed-in user, or a LoginRequiredError. */
export function requireUser(context: Pick<APIContext, 'locals'>): SessionUser {
  const { user } = context.locals;
  if (user === undefined) throw new LoginRequiredError();
  return user;
}

/** The page request, for the debug panel and the URL-override headers. */
export function apiContext(context: Pick<APIContext, 'locals'>): ApiContext {
  return context.locals.apiContext;
}
