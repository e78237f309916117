import type { TaggedCache } from '../cache/tagged-cache.ts';
import type { Rebuilder } from './coalescer.ts';

/**
 * The process-level rebuilder. `POST /_api/rebuild` runs inside the Astro handler of the live build, but the
 * rebuild outlives that build (it replaces it), so the server process registers it here (scripts/serve.ts,
 * scripts/start.ts) and every build's endpoint finds the same one.
 */
const KEY = Symbol.for('heritage-portal.rebuilder');

interface Holder {
  [KEY]?: Rebuilder | undefined;
}

export function registerRebuilder(rebuilder: Rebuilder | undefined): void {
  (globalThis as Holder)[KEY] = rebuilder;
}

/** The registered rebuilder; undefined under `astro dev` or a server that cannot rebuild. */
export function registeredRebuilder(): Rebuilder | undefined {
  return (globalThis as Holder)[KEY];
}

export type { TaggedCache };
