/**
 * The portal's own data (views and feature-idea votes) behind one small interface, with two
 * backends that pass the same suite (tests/unit/store): `node:sqlite` in `.data/` by default and
 * PostgreSQL when `DATABASE_URL` is set (several nodes share it).
 */

/** One page view of an item in one browsing session. */
export interface ViewEvent {
  readonly itemId: string;
  readonly sessionId: string;
  /** When it happened (ms since the epoch). */
  readonly at: number;
}

export interface ItemViews {
  readonly itemId: string;
  readonly views: number;
}

export interface EventStore {
  readonly backend: 'sqlite' | 'postgres';
  /**
   * Records a view; at most one per browsing session and item. Answers the item's view count
   * after it when the view was counted, undefined when the session had already seen the item.
   */
  recordView(view: ViewEvent): Promise<number | undefined>;
  /** Bulk import (benchmarks, migrations from elsewhere); answers how many views were counted. */
  recordViews(views: readonly ViewEvent[]): Promise<number>;
  /** All-time view count of an item (0 when never viewed). */
  viewCount(itemId: string): Promise<number>;
  /** The most viewed items since `since` (ms since the epoch), most viewed first, at most `limit`. */
  mostViewed(since: number, limit: number): Promise<ItemViews[]>;
  /** One vote per idea per user; answers whether this call added it. */
  vote(ideaId: string, userId: string): Promise<boolean>;
  /** Takes a vote back; answers whether there was one. */
  unvote(ideaId: string, userId: string): Promise<boolean>;
  /** Vote counts by idea (ideas without votes are absent). */
  voteCounts(): Promise<Record<string, number>>;
  /** The ideas a user has voted for. */
  votesOf(userId: string): Promise<string[]>;
  close(): Promise<void>;
}

export const DAY_MS = 86_400_000;

/** The day number (days since the epoch, UTC) of a moment. */
export function dayOf(at: number): number {
  return Math.floor(at / DAY_MS);
}
