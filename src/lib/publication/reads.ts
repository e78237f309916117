/**
 * What a page read from the content service while it was rendered: the dependency index of incremental
 * publication (docs/decisions/0008-incremental-publication.md) is built from these records, never from a
 * hand-kept list of which page shows what.
 *
 * A read is
 * - `entry:<sys.id>` for every entry anywhere in a content response (the page shows it, or chose it), and
 * - `list:<contentType>` for every collection queried without naming its entry (a listing, "the latest
 *   stories", the categories): which entries such a query returns changes when one is published or removed.
 *
 * - `key:<sys.id>:<query>=<fingerprint>` for every entry a listing-key query answered (./reads.ts `keyReads`): a
 *   query that reads all entries of a listing only for what orders and filters it (a date, categories) and shows
 *   none of them. A change of such an entry touches the page only when its key changed: the publisher asks the
 *   entry's key again (src/lib/content/stories-minimal.ts) and compares fingerprints, so editing one story's text
 *   does not re-render the 25 listings that order it.
 *
 * Reads are collected per load with AsyncLocalStorage: `recordReads(load)` runs one page's data load and
 * answers the reads its queries made; the content client (src/lib/content/client.ts) calls `noteReads`
 * after each query.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { processSlot } from '../../runtime/process-slot.ts';

const current = new AsyncLocalStorage<Set<string>>();

/** Query variables that name the entry a collection query looks up: such a query is a lookup, not a listing. */
const LOOKUP_VARIABLES = ['identifier', 'ids', 'slug'] as const;

/** The content type of a top-level collection field: `storyCollection` → `story`. */
function collectionType(field: string): string | undefined {
  return /^(\w+)Collection$/.exec(field)?.[1];
}

/** Every `sys.id` in a response, however deep. */
function collectEntries(value: unknown, into: Set<string>, depth = 0): void {
  if (depth > 40 || value === null || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    for (const item of value) collectEntries(item, into, depth + 1);
    return;
  }
  const record = value as Record<string, unknown>;
  const sys = record.sys;
  if (sys !== null && typeof sys === 'object' && typeof (sys as { id?: unknown }).id === 'string') into.add(`entry:${(sys as { id: string }).id}`);
  for (const [key, child] of Object.entries(record)) if (key !== 'sys') collectEntries(child, into, depth + 1);
}

/**
 * The reads of one content response.
 *
 * @example readsOf({ storyCollection: { items: [{ sys: { id: 'a1' } }] } }, {}) // ['list:story', 'entry:a1']
 */
export function readsOf(response: unknown, variables: Readonly<Record<string, unknown>>): string[] {
  const reads = new Set<string>();
  const lookup = LOOKUP_VARIABLES.some((name) => variables[name] !== undefined && variables[name] !== null);
  if (!lookup && response !== null && typeof response === 'object') {
    for (const field of Object.keys(response)) {
      const type = collectionType(field);
      if (type !== undefined) reads.add(`list:${type}`);
    }
  }
  collectEntries(response, reads);
  return [...reads];
}

/** The key read of one entry as a listing-key query answered it: the same item answers the same read. */
export function keyRead(query: string, item: { readonly sys: { readonly id: string } }): string {
  const fingerprint = createHash('sha256').update(JSON.stringify(item)).digest('base64url').slice(0, 16);
  return `key:${item.sys.id}:${query}=${fingerprint}`;
}

/** The prefix of every key read of an entry (whatever the query and fingerprint). */
export function keyReadPrefix(entryId: string): string {
  return `key:${entryId}:`;
}

/** The query of a key read (`key:<id>:<query>=<fingerprint>`), or undefined for another kind of read. */
export function keyReadQuery(read: string): string | undefined {
  return /^key:[^:]+:([^=]+)=/.exec(read)?.[1];
}

/**
 * The reads of a listing-key query's response: `list:<type>` for each collection, a key read for each of its
 * items, and `entry:` reads for the entries inside the items (a category's identifier is part of a key).
 */
export function keyReads(query: string, response: unknown): string[] {
  const reads = new Set<string>();
  if (response === null || typeof response !== 'object') return [];
  for (const [field, collection] of Object.entries(response)) {
    const type = collectionType(field);
    if (type === undefined) continue;
    reads.add(`list:${type}`);
    const items = (collection as { items?: unknown } | null)?.items;
    for (const item of Array.isArray(items) ? (items as unknown[]) : []) {
      const sys = (item as { sys?: { id?: unknown } } | null)?.sys;
      if (typeof sys?.id !== 'string') continue;
      reads.add(keyRead(query, item as { sys: { id: string } }));
      for (const [key, child] of Object.entries(item as Record<string, unknown>)) if (key !== 'sys') collectEntries(child, reads);
    }
  }
  return [...reads];
}

/**
 * Adds a response's reads to the load being recorded, if any (outside `recordReads` it does nothing); `key`
 * names the query when it is a listing-key query.
 */
export function noteReads(response: unknown, variables: Readonly<Record<string, unknown>>, key?: string): void {
  const reads = current.getStore();
  if (reads === undefined) return;
  for (const read of key === undefined ? readsOf(response, variables) : keyReads(key, response)) reads.add(read);
}

/**
 * Adds reads of another source than the content service to the load being recorded, if any: the published
 * galleries the home page lists (src/lib/sets/published-galleries.ts), whose publication by the portal's own
 * endpoint is logged like a content change.
 */
export function noteOtherReads(reads: readonly string[]): void {
  const recorded = current.getStore();
  if (recorded === undefined) return;
  for (const read of reads) recorded.add(read);
}

/** Runs one page's data load and answers its value with what its content queries read. */
export async function recordReads<T>(load: () => Promise<T>): Promise<{ value: T; reads: string[] }> {
  const reads = new Set<string>();
  const value = await current.run(reads, load);
  return { value, reads: [...reads].sort() };
}

/** The reads a content change touches: the entry's own, and listings of its type when it is new or gone. */
export function readsOfChange(change: { readonly entryId: string; readonly contentType: string }, listings: boolean): string[] {
  return listings ? [`entry:${change.entryId}`, `list:${change.contentType}`] : [`entry:${change.entryId}`];
}

/**
 * Pages rendered by `astro build`, with their reads, collected in the build process: each pre-rendered page
 * registers here as it renders (`recordPage`, from src/lib/content/batch.ts `prerenderedData`), and the
 * publication integration (./index-integration.ts)
 * writes them into the build's index when the build is done. In a process slot: Astro loads the routes and
 * the integration as separate module graphs in one process.
 */
const buildPages = processSlot<Map<string, readonly string[]>>('build-page-reads');

/** Registers one pre-rendered page (its public path) and what it read. */
export function recordPage(path: string, reads: readonly string[]): void {
  const pages = buildPages.get() ?? new Map<string, readonly string[]>();
  buildPages.set(pages);
  pages.set(path, reads);
}

/** The pages registered in this process so far (the build's). */
export function recordedPages(): ReadonlyMap<string, readonly string[]> {
  return buildPages.get() ?? new Map();
}
