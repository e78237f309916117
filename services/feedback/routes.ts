import { z } from 'zod';
import type { ServiceDeps } from '../deps.ts';
import { readJsonBody } from '../http/body.ts';
import { HttpError } from '../http/errors.ts';
import { sendJson } from '../http/respond.ts';
import type { Router } from '../http/router.ts';

/** Largest feedback request body; beyond it 413. */
export const MAX_FEEDBACK_BYTES = 8 * 1024;
export const MAX_FEEDBACK_TEXT = 2000;

const Feedback = z.strictObject({
  text: z.string().trim().min(1).max(MAX_FEEDBACK_TEXT),
  email: z.email().max(254).optional(),
  pageUrl: z.url({ protocol: /^https?$/ }).max(2000).optional(),
});

/**
 * `POST /feedback`: stores a message of the portal's feedback widget (`{ text, email?, pageUrl? }`). Open like
 * the widget itself; bounded in size. Answers 201 `{ success: true, id }`.
 */
export function registerFeedbackRoutes(router: Router, deps: ServiceDeps): void {
  router.post('/feedback', async ({ req, res }) => {
    const parsed = Feedback.safeParse(await readJsonBody(req, MAX_FEEDBACK_BYTES));
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = issue === undefined || issue.path.length === 0 ? 'body' : issue.path.join('.');
      throw new HttpError(400, `Invalid feedback: ${where}: ${issue?.message ?? 'expected { text, email?, pageUrl? }'} (text: 1 to ${MAX_FEEDBACK_TEXT} characters)`);
    }
    const userAgent = (req.headers['user-agent'] ?? '').slice(0, 300);
    const row = deps.db
      .prepare('INSERT INTO feedback (text, email, page_url, user_agent, created) VALUES (?, ?, ?, ?, ?) RETURNING id')
      .get(parsed.data.text, parsed.data.email ?? null, parsed.data.pageUrl ?? null, userAgent, new Date().toISOString());
    sendJson(res, 201, { success: true, id: Number(row?.id) });
  }, { public: true });
}
