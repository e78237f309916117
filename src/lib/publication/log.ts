/**
 * The shared publication log (src/lib/store/: PostgreSQL when several nodes share it, else SQLite): a content
 * webhook appends one publication, every node's publisher applies it (./publisher.ts).
 */
import { runStore } from '../store/index.ts';
import type { PublicationAction } from '../store/types.ts';

/** Appends a publication; answers its sequence number. Throws StoreUnavailableError when the store is down. */
export function appendPublication(publication: { entryId: string; contentType: string; identifier: string | undefined; action: PublicationAction }): Promise<number> {
  return runStore((store) => store.appendPublication(publication));
}
