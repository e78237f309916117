import { CHUNK_RELOAD_GUARD_MS } from '../constants.ts';

/**
 * A chunk-load failure (a script of an older build no longer on the server) reloads the page,
 * at most once per minute (spec section 4), so a broken deploy cannot cause a reload loop.
 */

/** The session-storage key of the last such reload. */
export const CHUNK_RELOAD_KEY = 'portal.chunkReloadAt';

/** Whether to reload now, given the time of the last reload (or `undefined`). */
export function shouldReloadForChunkError(lastReloadAt: number | undefined, now: number): boolean {
  return lastReloadAt === undefined || Number.isNaN(lastReloadAt) || now - lastReloadAt >= CHUNK_RELOAD_GUARD_MS || now < lastReloadAt;
}

/** Whether an error (or rejection reason) is a failed dynamic import of a script chunk. */
export function isChunkLoadError(reason: unknown): boolean {
  const message = reason instanceof Error ? reason.message : typeof reason === 'string' ? reason : '';
  // Chromium, Firefox and Safari word it differently.
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(message);
}
