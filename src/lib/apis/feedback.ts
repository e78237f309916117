import { z } from 'zod';
import { createApiClient, type ApiContext } from './client.ts';

/**
 * The feedback service (`POST {base}` with `{ text, email?, pageUrl? }`), reached only through
 * the portal's `POST /_api/feedback`. Locally `services/feedback/`; upstream
 * `EUROPEANA_FEEDBACK_API_URL`. Open like the widget, so no key is sent.
 */
const client = createApiClient({ name: 'feedback', sendsKey: false });

export interface FeedbackMessage {
  readonly text: string;
  readonly email?: string | undefined;
  readonly pageUrl?: string | undefined;
}

const responseSchema = z.looseObject({ success: z.literal(true) });

/** Sends one message to the feedback service; throws an ApiError when it is refused or down. */
export async function sendFeedback(message: FeedbackMessage, context?: ApiContext): Promise<void> {
  await client.requestParsed('', responseSchema, {
    method: 'POST',
    body: {
      text: message.text,
      ...(message.email === undefined ? {} : { email: message.email }),
      ...(message.pageUrl === undefined ? {} : { pageUrl: message.pageUrl }),
    },
    context,
  });
}
