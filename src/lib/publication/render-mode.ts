/**
 * Publication renders: the publisher of a server process (./publisher.ts) renders an editorial page on
 * demand through the editorial route of previews (src/pages/[locale]/preview/[...path].astro), with the
 * published content, and writes the HTML into the live build. Such a request carries this process's
 * publication token, a random value that never leaves the process (in a process slot: the build's routes and
 * the server are separate module graphs); the route then answers what the page read in a header.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { processSlot } from '../runtime/process-slot.ts';

export const PUBLISH_HEADER = 'x-portal-publish';
export const READS_HEADER = 'x-portal-reads';

const token = processSlot<string>('publish-token');

/** The token of this process, created on first use. */
export function publishToken(): string {
  const existing = token.get();
  if (existing !== undefined) return existing;
  const created = randomBytes(32).toString('hex');
  token.set(created);
  return created;
}

/** Whether a request is a publication render of this process. */
export function isPublishRender(headers: Headers): boolean {
  const given = headers.get(PUBLISH_HEADER);
  const expected = token.get();
  if (given === null || expected === undefined) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
