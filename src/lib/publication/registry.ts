import { processSlot } from '../../runtime/process-slot.ts';
import type { NodePublicationStatus } from '../store/types.ts';

/**
 * The publisher of this server process, for `/_api/rebuild` (the endpoint runs inside the build's module
 * graph, the publisher in the server's: both find it in a process slot, src/runtime/process-slot.ts).
 */
export interface RegisteredPublisher {
  /** Applies the log's new publications now (the webhook's own node does not wait for the notification). */
  apply(): Promise<void>;
  status(): NodePublicationStatus;
}

const slot = processSlot<RegisteredPublisher>('publisher');

export function registerPublisher(publisher: RegisteredPublisher | undefined): void {
  slot.set(publisher);
}

/** The registered publisher; undefined under `astro dev` or a server without a dependency index. */
export function registeredPublisher(): RegisteredPublisher | undefined {
  return slot.get();
}
