/**
 * The portal's own data (views, feature-idea votes, the publication log, each node's publication
 * status, the sitemap files and the leases of their refreshes) behind one small interface, with
 * two backends that pass the same suite (tests/unit/store): `node:sqlite` in `.data/` by default
 * and PostgreSQL when `DATABASE_URL` is set (several nodes share it).
 */
import type { SitemapFileStore } from './sitemap-files.ts';

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

/** What a publication does to its entry's pages: render them, or remove them. */
export type PublicationAction = 'publish' | 'unpublish';

/**
 * One content publication (a content webhook naming one entry) in the log all portal nodes share:
 * each node's publisher applies, in `seq` order, those it has not applied yet.
 */
export interface Publication {
  /** Strictly increasing, assigned by the store at append; the order of commits, never reused. */
  readonly seq: number;
  /** The content entry's `sys.id`. */
  readonly entryId: string;
  /** Its content type, e.g. `story`, `exhibitionPage`. */
  readonly contentType: string;
  /** Its slug, when the webhook named one. */
  readonly identifier: string | undefined;
  readonly action: PublicationAction;
  /** When it was appended (ms since the epoch). */
  readonly at: number;
}

/** What the webhook receiver appends; the store adds `seq` and `at`. */
export interface NewPublication {
  readonly entryId: string;
  readonly contentType: string;
  readonly identifier: string | undefined;
  readonly action: PublicationAction;
}

/** What one node's publisher last did, as the node itself records it (upsert by `nodeId`). */
export interface NodePublicationStatus {
  readonly nodeId: string;
  /** The build this node serves. */
  readonly build: string;
  /** The last publication `seq` whose pages this node serves. */
  readonly appliedSeq: number;
  readonly state: 'idle' | 'publishing' | 'failed';
  /** The entry of the last (or current) publication, e.g. `story "monet-at-etretat"`. */
  readonly lastEntry: string | undefined;
  /** When the last (or current) publication started and finished (ms since the epoch), and how long it took. */
  readonly startedAt: number | undefined;
  readonly finishedAt: number | undefined;
  readonly durationMs: number | undefined;
  /** Pages the last publication rendered and removed. */
  readonly pagesRendered: number;
  readonly pagesRemoved: number;
  /** The last failure, if any: which entry, why, when (ms since the epoch). */
  readonly failure: { readonly entry: string; readonly message: string; readonly at: number } | undefined;
  /** When the node recorded this (ms since the epoch); `nodeStatuses` lists the last 24 hours'. */
  readonly updatedAt: number;
}

/** The sitemap files and leases are ./sitemap-files.ts's part. */
export interface EventStore extends SitemapFileStore {
  readonly backend: 'sqlite' | 'postgres';
  /**
   * Records a view; at most one per browsing session and item. Answers the item's view count
   * after it when the view was counted, undefined when the session had already seen the item.
   * "Items" are records (`/dataset/id`) and editorial pages with a count (`stories/{identifier}`,
   * `exhibitions/{identifier}`, src/lib/store/view-ids.ts).
   */
  recordView(view: ViewEvent): Promise<number | undefined>;
  /** Bulk import (benchmarks, migrations from elsewhere); answers how many views were counted. */
  recordViews(views: readonly ViewEvent[]): Promise<number>;
  /** All-time view count of an item (0 when never viewed). */
  viewCount(itemId: string): Promise<number>;
  /** The most viewed records since `since` (ms since the epoch), most viewed first, at most `limit`: no editorial page. */
  mostViewed(since: number, limit: number): Promise<ItemViews[]>;
  /** One vote per idea per user; answers whether this call added it. */
  vote(ideaId: string, userId: string): Promise<boolean>;
  /** Takes a vote back; answers whether there was one. */
  unvote(ideaId: string, userId: string): Promise<boolean>;
  /** Vote counts by idea (ideas without votes are absent). */
  voteCounts(): Promise<Record<string, number>>;
  /** The ideas a user has voted for. */
  votesOf(userId: string): Promise<string[]>;
  /**
   * Appends a publication to the shared log and answers its `seq`; wakes subscribers (of every
   * process) once it is committed. Prunes publications older than 30 days, never the newest.
   */
  appendPublication(publication: NewPublication): Promise<number>;
  /** The publications after `seq`, ascending by `seq`, at most `limit`. */
  publicationsAfter(seq: number, limit: number): Promise<Publication[]>;
  /** The newest publication's `seq`; 0 when there is none. */
  latestPublicationSeq(): Promise<number>;
  /** Records a node's publication status, replacing its previous one. */
  recordNodeStatus(status: NodePublicationStatus): Promise<void>;
  /** The status of the nodes that recorded one in the last 24 hours, by `nodeId`. */
  nodeStatuses(): Promise<NodePublicationStatus[]>;
  /**
   * Calls `onPublication` (with the newest seq) soon after any process appends one; answers an
   * unsubscribe. Answers once it listens: an append after that is heard. PostgreSQL: LISTEN on a
   * connection of its own, reconnecting with backoff after a drop and then calling once (the
   * caller reads what it missed). SQLite: at once for appends in this process, within
   * `PUBLICATION_POLL_MS` for other processes' on the file. A call may repeat a seq or skip one
   * (several appends in quick succession): read `publicationsAfter` the last one applied.
   */
  subscribePublications(onPublication: (seq: number) => void): Promise<() => Promise<void>>;
  /** Closes the store, its subscriptions included. */
  close(): Promise<void>;
}

export const DAY_MS = 86_400_000;

/** How long the publication log keeps a publication: appending prunes older ones (never the newest). */
export const PUBLICATION_RETENTION_MS = 30 * DAY_MS;

/** How often a SQLite subscriber looks for publications appended by other processes on the file. */
export const PUBLICATION_POLL_MS = 1000;

/** The day number (days since the epoch, UTC) of a moment. */
export function dayOf(at: number): number {
  return Math.floor(at / DAY_MS);
}

/**
 * A row of `publications` (both backends select the same columns; PostgreSQL answers BIGINT as a
 * string, SQLite NULL as null) as a Publication.
 */
export function publicationFromRow(row: Readonly<Record<string, unknown>>): Publication {
  return {
    seq: Number(row.seq),
    entryId: String(row.entry_id),
    contentType: String(row.content_type),
    identifier: optionalString(row.identifier),
    action: String(row.action) as PublicationAction,
    at: Number(row.appended_at),
  };
}

/** A row of `node_publication_status` as a NodePublicationStatus (null columns: undefined fields). */
export function nodeStatusFromRow(row: Readonly<Record<string, unknown>>): NodePublicationStatus {
  const failureEntry = optionalString(row.failure_entry);
  return {
    nodeId: String(row.node_id),
    build: String(row.build),
    appliedSeq: Number(row.applied_seq),
    state: String(row.state) as NodePublicationStatus['state'],
    lastEntry: optionalString(row.last_entry),
    startedAt: optionalNumber(row.started_at),
    finishedAt: optionalNumber(row.finished_at),
    durationMs: optionalNumber(row.duration_ms),
    pagesRendered: Number(row.pages_rendered),
    pagesRemoved: Number(row.pages_removed),
    failure: failureEntry === undefined ? undefined : { entry: failureEntry, message: String(row.failure_message), at: Number(row.failure_at) },
    updatedAt: Number(row.updated_at),
  };
}

/** The columns of `node_publication_status`, in the order of `nodeStatusValues`. */
export const NODE_STATUS_COLUMNS = [
  'node_id',
  'build',
  'applied_seq',
  'state',
  'last_entry',
  'started_at',
  'finished_at',
  'duration_ms',
  'pages_rendered',
  'pages_removed',
  'failure_entry',
  'failure_message',
  'failure_at',
  'updated_at',
] as const;

/** A status as the values of `NODE_STATUS_COLUMNS` (undefined fields: null). */
export function nodeStatusValues(status: NodePublicationStatus): (string | number | null)[] {
  return [
    status.nodeId,
    status.build,
    status.appliedSeq,
    status.state,
    status.lastEntry ?? null,
    status.startedAt ?? null,
    status.finishedAt ?? null,
    status.durationMs ?? null,
    status.pagesRendered,
    status.pagesRemoved,
    status.failure?.entry ?? null,
    status.failure?.message ?? null,
    status.failure?.at ?? null,
    status.updatedAt,
  ];
}

/**
 * The upsert of a node's status (the same SQL in both dialects but for the placeholders: `?` or
 * `$1`…), its values from `nodeStatusValues`.
 */
export function upsertNodeStatusSql(placeholder: (index: number) => string): string {
  const columns = NODE_STATUS_COLUMNS.join(', ');
  const values = NODE_STATUS_COLUMNS.map((_, i) => placeholder(i + 1)).join(', ');
  const updates = NODE_STATUS_COLUMNS.slice(1).map((c) => `${c} = excluded.${c}`).join(', ');
  return `INSERT INTO node_publication_status (${columns}) VALUES (${values}) ON CONFLICT (node_id) DO UPDATE SET ${updates}`;
}

/** Calls a publication subscriber; its failure (thrown or rejected) is logged, never the store's nor other subscribers'. */
export function notifySubscriber(onPublication: (seq: number) => unknown, seq: number): void {
  try {
    const result: unknown = onPublication(seq);
    if (result instanceof Promise) result.catch((error: unknown) => console.error('[store] publication subscriber failed', error));
  } catch (error) {
    console.error('[store] publication subscriber failed', error);
  }
}

function optionalString(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function optionalNumber(value: unknown): number | undefined {
  return value === null || value === undefined ? undefined : Number(value);
}
