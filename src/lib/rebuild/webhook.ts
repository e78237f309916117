import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { ContentChange } from '../cache/content-tags.ts';

/** Signed webhooks older than this are refused (replays); every retry is signed afresh. */
export const WEBHOOK_MAX_AGE_S = 5 * 60;

export interface SignedRequest {
  readonly timestamp: string | null;
  readonly signature: string | null;
  readonly rawBody: string;
}

/**
 * Checks the content service's signature: `x-contentful-signature` is the hex HMAC-SHA256, under the shared
 * secret CONTENT_WEBHOOK_SECRET, of `${x-contentful-timestamp}.${raw body}`; compared in constant time, and
 * the timestamp must be at most five minutes from now.
 */
export function verifyWebhook(request: SignedRequest, secret: string, nowS: number = Date.now() / 1000): boolean {
  const { timestamp, signature, rawBody } = request;
  if (secret === '' || timestamp === null || signature === null || !/^\d{1,12}$/.test(timestamp) || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  if (Math.abs(nowS - Number(timestamp)) > WEBHOOK_MAX_AGE_S) return false;
  const expected = createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest();
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const payloadSchema = z.looseObject({
  sys: z.looseObject({
    type: z.string(),
    id: z.string().min(1),
    contentType: z.looseObject({ sys: z.looseObject({ id: z.string().min(1) }) }).optional(),
  }),
  fields: z.record(z.string(), z.unknown()).optional(),
});

/** The entry a webhook names, from its body (`fields.identifier` in any locale), or undefined if malformed. */
export function changeOf(rawBody: string): (ContentChange & { readonly id: string }) | undefined {
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    return undefined;
  }
  const parsed = payloadSchema.safeParse(json);
  if (!parsed.success) return undefined;
  const { sys, fields } = parsed.data;
  const identifierField = fields?.identifier;
  let identifier: string | undefined;
  if (typeof identifierField === 'string') identifier = identifierField;
  else if (typeof identifierField === 'object' && identifierField !== null) {
    identifier = Object.values(identifierField).find((v): v is string => typeof v === 'string');
  }
  return { id: sys.id, contentType: sys.contentType?.sys.id ?? sys.type, identifier };
}

/**
 * What a webhook's topic (`x-contentful-topic`, e.g. `ContentManagement.Entry.unpublish`) does to the
 * published site: unpublishing, archiving and deleting remove the entry, anything else publishes it.
 */
export function publicationAction(topic: string): 'publish' | 'unpublish' {
  return /\.(?:unpublish|archive|delete)$/i.test(topic) ? 'unpublish' : 'publish';
}
