import type { APIRoute } from 'astro';
import { z } from 'zod';
import { sendFeedback } from '../lib/apis/feedback.ts';
import { config } from '../lib/config.ts';
import { toPortalError } from '../lib/errors/catalogue.ts';
import { FEEDBACK_EMAIL_MAX, FEEDBACK_TEXT_MAX, showsFeedbackWidget } from '../lib/site/feedback.ts';
import { userText, userTextProblem } from '../lib/text/user-text.ts';
import { errorResponse, InputError } from '../lib/auth/bff.ts';

export const prerender = false;

/** Largest request body accepted; the text limit plus room for the e-mail and page URL. */
const MAX_BODY_BYTES = 8 * 1024;

const bodySchema = z.strictObject({
  text: userText({ field: 'text', max: FEEDBACK_TEXT_MAX, multiline: true }),
  email: z.email().max(FEEDBACK_EMAIL_MAX).optional(),
  pageUrl: z.url({ protocol: /^https?$/ }).max(2000).optional(),
});

const json = (body: unknown, status: number): Response =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  });

/**
 * The portal's own origins: the one the request came in on and the configured public one.
 * Astro's `security.checkOrigin` covers form posts only, so JSON posts are checked here.
 */
function sameOrigin(request: Request, url: URL): boolean {
  const origin = request.headers.get('origin');
  if (!origin) return false;
  return origin === url.origin || origin === new URL(config().baseUrl).origin;
}

/**
 * `POST /_api/feedback` (spec section 1): the feedback widget's message, `{ text, email?,
 * pageUrl? }` as JSON, forwarded to the feedback service. 404 while `FEATURE_FEEDBACK` is off.
 */
export const POST: APIRoute = async ({ request, url, locals }) => {
  if (!showsFeedbackWidget(config().site)) return json({ error: 'Not found' }, 404);
  if (!sameOrigin(request, url)) return json({ error: 'Cross-origin requests are not allowed' }, 403);
  if (!(request.headers.get('content-type') ?? '').toLowerCase().startsWith('application/json')) {
    return json({ error: 'Send the feedback as application/json' }, 415);
  }
  const raw = await request.text();
  if (new TextEncoder().encode(raw).length > MAX_BODY_BYTES) return json({ error: 'The feedback is too long' }, 413);
  let body: unknown;
  try {
    body = JSON.parse(raw) as unknown;
  } catch {
    return json({ error: 'The body is not valid JSON' }, 400);
  }
  const parsed = bodySchema.safeParse(body);
  if (!parsed.success) {
    // What was typed is refused by name, in the visitor's language (src/lib/text/user-text.ts).
    const problem = parsed.error.issues.map(userTextProblem).find((p) => p !== undefined);
    if (problem) return errorResponse(new InputError(problem), { locals, request });
    const issue = parsed.error.issues[0];
    const field = issue && issue.path.length > 0 ? issue.path.join('.') : 'body';
    return json({ error: `Invalid ${field}: text must be 1 to ${String(FEEDBACK_TEXT_MAX)} characters, email a valid address`, field }, 400);
  }
  try {
    await sendFeedback(parsed.data, locals.apiContext);
    return json({ success: true }, 201);
  } catch (error) {
    const portalError = toPortalError(error);
    return json({ error: portalError.code }, 502);
  }
};

/** Anything but POST: the endpoint exists only while the feature is on. */
export const ALL: APIRoute = () =>
  showsFeedbackWidget(config().site) ? json({ error: 'Use POST' }, 405) : json({ error: 'Not found' }, 404);
