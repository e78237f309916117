/**
 * The loggable-interaction flag (spec sections 2 and 3, search state `loggableInteraction`):
 * clicking a link to a searchable page — search, or a collection page of a topic, organisation,
 * time, person or place — flags the page it opens, and that page records the interaction once
 * (src/islands/site/loggable-interaction.ts). Links within the same searchable page (pagination,
 * filters, views) are the visitor refining what is shown, not a new interaction. Pure, with
 * storage and clock injected.
 */

/** Session-storage key of the flag, set on the click and consumed by the next page. */
export const LOGGABLE_INTERACTION_KEY = 'portal.loggableInteraction';

/** A flag older than this (a navigation that never happened) is dropped. */
export const LOGGABLE_INTERACTION_MAX_AGE_MS = 30_000;

export type SearchableKind = 'search' | 'collection';

const SEARCH = /^(?:\/[a-z]{2})?\/search\/?$/;
const COLLECTION = /^(?:\/[a-z]{2})?\/collections\/(?:topic|organisation|time|person|place)\/[^/]+\/?$/;

/**
 * Which searchable page a path is, if any.
 * @example searchableKind('/en/collections/topic/190-art') // 'collection'
 * @example searchableKind('/en/stories') // undefined
 */
export function searchableKind(pathname: string): SearchableKind | undefined {
  if (SEARCH.test(pathname)) return 'search';
  if (COLLECTION.test(pathname)) return 'collection';
  return undefined;
}

export interface LoggableInteractionFlag {
  readonly kind: SearchableKind;
  readonly at: number;
}

/** The flag a click on a link to `target` sets while on `current`, or `undefined` for none. */
export function flagForLink(target: URL, current: URL, now: number): LoggableInteractionFlag | undefined {
  if (target.origin !== current.origin) return undefined;
  const kind = searchableKind(target.pathname);
  if (!kind || target.pathname === current.pathname) return undefined;
  return { kind, at: now };
}

/** Reads a stored flag; anything malformed is no flag. */
export function parseFlag(raw: string | null): LoggableInteractionFlag | undefined {
  if (!raw) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return undefined;
    const { kind, at } = value as Record<string, unknown>;
    if ((kind !== 'search' && kind !== 'collection') || typeof at !== 'number') return undefined;
    return { kind, at };
  } catch {
    return undefined;
  }
}

/**
 * Whether the page at `pathname`, opened at `now`, was reached by a loggable interaction: a fresh
 * flag for this kind of searchable page (a slug redirect may have changed the path itself).
 */
export function isLoggedInteraction(flag: LoggableInteractionFlag | undefined, pathname: string, now: number): boolean {
  if (!flag) return false;
  const age = now - flag.at;
  return age >= 0 && age <= LOGGABLE_INTERACTION_MAX_AGE_MS && searchableKind(pathname) === flag.kind;
}

/** What the searchable page records of the interaction. */
export interface LoggableInteractionDetail {
  readonly kind: SearchableKind;
  /** Path and query of the page, e.g. `/en/search?query=paris`. */
  readonly url: string;
}
