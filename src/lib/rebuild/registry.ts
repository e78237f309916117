import type { TaggedCache } from '../cache/tagged-cache.ts';
import { processSlot } from '../../runtime/process-slot.ts';
import type { RebuildStatus } from './coalescer.ts';

/**
 * What `/_api/rebuild` talks to: the coalescing rebuilder of this process (src/runtime/serve.ts), or a proxy
 * to the one of the supervising process (src/runtime/worker.ts under src/runtime/start.ts), whose status arrives
 * over IPC.
 */
export interface RegisteredRebuilder {
  /** Asks for a build; resolves when the build that includes this request has finished (either way). */
  request(reason: string): Promise<void>;
  status(): RebuildStatus | Promise<RebuildStatus>;
}

/**
 * The process-level rebuilder. `POST /_api/rebuild` runs inside the Astro handler of the live build, but the
 * rebuild outlives that build (it replaces it), so the server process registers it here (src/runtime/serve.ts,
 * src/runtime/worker.ts) and every build's endpoint finds the same one.
 */
const slot = processSlot<RegisteredRebuilder>('rebuilder');

export function registerRebuilder(rebuilder: RegisteredRebuilder | undefined): void {
  slot.set(rebuilder);
}

/** The registered rebuilder; undefined under `astro dev` or a server that cannot rebuild. */
export function registeredRebuilder(): RegisteredRebuilder | undefined {
  return slot.get();
}

export type { TaggedCache };
