/**
 * Publication renders: the publisher of a server process (./publisher.ts) renders an editorial page on
 * demand through the editorial route of previews (src/pages/[locale]/preview/[...path].astro), with the
 * published content, and writes the HTML into the live build. Such a request carries this process's
 * publication token, a random value that never leaves the process (in a process slot: the build's routes and
 * the server are separate module graphs). What the page read stays in the process too: the route leaves it under
 * the request's render id (`depositReads`) and the publisher takes it when the answer is in (`takeReads`); a
 * listing at volume reads thousands of entries, too many for a response header.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { processSlot } from '../../runtime/process-slot.ts';

export const PUBLISH_HEADER = 'x-portal-publish';
/** A publication render's id, unique in the process: where its reads are left. */
export const RENDER_ID_HEADER = 'x-portal-render';

const token = processSlot<string>('publish-token');
const deposited = processSlot<Map<string, readonly string[]>>('publish-reads');
/** Reads left by renders whose publisher gave up waiting (a timeout) are dropped oldest first beyond this. */
const MAX_DEPOSITED = 256;

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

/** Leaves what a publication render read, under the render id its request carries (without one, nothing). */
export function depositReads(headers: Headers, reads: readonly string[]): void {
  const id = headers.get(RENDER_ID_HEADER);
  if (id === null) return;
  const map = deposited.get() ?? new Map<string, readonly string[]>();
  deposited.set(map);
  map.set(id, reads);
  for (const oldest of map.keys()) {
    if (map.size <= MAX_DEPOSITED) break;
    map.delete(oldest);
  }
}

/** Takes what the render with this id read: undefined when it left nothing. */
export function takeReads(id: string): readonly string[] | undefined {
  const map = deposited.get();
  const reads = map?.get(id);
  map?.delete(id);
  return reads;
}
