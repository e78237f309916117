/**
 * The feedback widget's rules (spec section 1), shared by the widget in the browser and the
 * portal's `POST /_api/feedback` endpoint. No zod here: the browser imports this module.
 */

/** Longest feedback text, as the feedback service accepts it. */
export const FEEDBACK_TEXT_MAX = 2000;
/** Longest e-mail address (RFC 5321). */
export const FEEDBACK_EMAIL_MAX = 254;

export type FeedbackTextProblem = 'empty' | 'tooLong';

/** What is wrong with a feedback text, or `undefined` when it can be sent. */
export function feedbackTextProblem(text: string): FeedbackTextProblem | undefined {
  const length = text.trim().length;
  if (length === 0) return 'empty';
  return length > FEEDBACK_TEXT_MAX ? 'tooLong' : undefined;
}

/** Whether a page shows the widget: only when the feature flag is on (`FEATURE_FEEDBACK`). */
export function showsFeedbackWidget(site: { readonly feedback: boolean }): boolean {
  return site.feedback;
}
