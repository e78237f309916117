import { join, resolve } from 'node:path';
import { config } from '../config.ts';
import { PortalError } from '../errors/catalogue.ts';
import type { EventStore } from './types.ts';

export type { EventStore, ItemViews, NewPublication, NodePublicationStatus, Publication, PublicationAction, ViewEvent } from './types.ts';
export type { NewSitemapFile, SitemapFileInfo, SitemapGeneration, StoredSitemapFile } from './sitemap-files.ts';

/** Where the store lives: PostgreSQL when a URL is given, else a SQLite file in `dataDir`. */
export interface StoreLocation {
  readonly databaseUrl?: string | undefined;
  readonly dataDir: string;
}

/** Opens the store of a location (migrations included). */
export async function openStore(location: StoreLocation): Promise<EventStore> {
  if (location.databaseUrl !== undefined) {
    const { createPostgresStore } = await import('./postgres.ts');
    return createPostgresStore(location.databaseUrl);
  }
  const { createSqliteStore } = await import('./sqlite.ts');
  return createSqliteStore(join(resolve(location.dataDir), 'portal.sqlite'));
}


/** After a failure, calls answer their fallback at once for this long before one tries again. */
const RETRY_AFTER_MS = 1000;

let opening: Promise<EventStore> | undefined;
let down = false;
let retryAt = 0;

function store(): Promise<EventStore> {
  opening ??= openStore(config().store).catch((error: unknown) => {
    // Not reachable at start (database down): open again on a later call.
    opening = undefined;
    throw error;
  });
  return opening;
}

/** The store is not reachable; endpoints answer 503 upstreamUnavailable. */
export class StoreUnavailableError extends PortalError {
  constructor(cause?: unknown) {
    super('The event store is not available', { status: 503, code: 'upstreamUnavailable', cause });
    this.name = 'StoreUnavailableError';
  }
}

/**
 * Runs `work` on the store, or throws StoreUnavailableError. An outage is logged once (and its
 * end once); while it lasts, calls fail at once and one call per second tries again, so the
 * portal recovers without a restart.
 */
export async function runStore<T>(work: (store: EventStore) => Promise<T>): Promise<T> {
  if (down && Date.now() < retryAt) throw new StoreUnavailableError();
  try {
    const result = await work(await store());
    if (down) {
      down = false;
      console.info('[store] available again');
    }
    return result;
  } catch (error) {
    if (!down) console.error(`[store] unavailable, serving without counts: ${error instanceof Error ? error.message : String(error)}`);
    down = true;
    retryAt = Date.now() + RETRY_AFTER_MS;
    throw new StoreUnavailableError(error);
  }
}

/** Like runStore, but answers `fallback` when the store is not available: pages keep serving without counts. */
export async function withStore<T>(work: (store: EventStore) => Promise<T>, fallback: T): Promise<T> {
  try {
    return await runStore(work);
  } catch {
    return fallback;
  }
}
