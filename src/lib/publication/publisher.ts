/**
 * The publisher of one server process (docs/decisions/0008-incremental-publication.md): applies the shared
 * log's publications to the build this process serves, re-rendering only the pages a change touches.
 *
 * For the publications after the build's last applied one (./build-index.ts), in one pass:
 * - the touched reads: each entry's `entry:<id>`, plus `list:<type>` for a published entry the build did not know
 *   (new, or back after an unpublish: listings of its type may now show it; `BuildIndex.isKnownEntry`);
 * - the pages to render: those that read any of them (the dependency index), and pages the content service's
 *   page index has now that the build lacks (a new entry's own pages, a changed slug's new path);
 * - the pages to remove: those the build has that the page index no longer lists (unpublished, old slugs).
 * Order: the changed entries' own pages first — those the build has and those the entry's type and identifier
 * settle (a new story's) — then the pages that show the entries (known from the index), while the content
 * service's page index is asked; then new pages only the page index names, and removals. In each group the
 * default language's pages come first (`defaultLanguageFirst`). Pages of the last kind still waiting when a
 * newer publication arrives are put off to the next pass (kept in the index: a restart does not lose them), so
 * the newer entry's own pages do not wait behind listings, and a burst of edits renders each listing once.
 * Each page is rendered on demand through this process (./render-mode.ts) and replaces the file of the live
 * build by a rename, so a visitor gets the old file or the new one, never a mix; a page that answers 404 now
 * is removed. A page whose render fails keeps its old file, is reported in the status with its entry, and is
 * tried again on the next pass (at most a minute later). Then the build's applied publication advances, the
 * node's status is recorded in the shared store, where `GET /_api/rebuild` reads every node's, and `onApplied` is
 * told (the editorial sitemap follows the publication).
 */
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import type { NodePublicationStatus, Publication } from '../store/types.ts';
import { inBatches } from '../content/batch.ts';
import { DEFAULT_LOCALE } from '../i18n/locales.ts';
import { openBuildIndex, type BuildIndex } from './build-index.ts';
import { keyReadPrefix, keyReadQuery, readsOfChange } from './reads.ts';

/** What the publisher needs of the shared store (src/lib/store/). */
export interface PublicationLog {
  publicationsAfter(seq: number, limit: number): Promise<Publication[]>;
  recordNodeStatus(status: NodePublicationStatus): Promise<void>;
}

/** One page rendered for publication. */
export interface RenderedPage {
  readonly status: number;
  readonly html: string;
  readonly reads: readonly string[];
}

export interface PublisherOptions {
  /** The build directory served (holds `client/` and the dependency index). */
  readonly buildDir: string;
  readonly nodeId: string;
  readonly log: PublicationLog;
  /** Renders one public editorial path with the published content. */
  readonly render: (path: string) => Promise<RenderedPage>;
  /** Every editorial path the content service has now. */
  readonly editorialPaths: () => Promise<ReadonlySet<string>>;
  /**
   * The paths of a published entry's own pages as its content type and identifier make them, known without
   * asking the content service (a new story's pages are rendered before the page index answers). None: the
   * page index says.
   */
  readonly ownPaths?: (publication: Publication) => ReadonlySet<string>;
  /**
   * The key reads a listing-key query (`query`) answers now for these entries in a language (./reads.ts): pages
   * whose recorded key read of a changed entry is not among them are rendered again. Without it, every page
   * with a key read of a changed entry is.
   */
  readonly keysOf?: (query: string, entryIds: readonly string[], locale: string) => Promise<ReadonlySet<string>>;
  readonly logger?: (message: string) => void;
  /** Renders at once; two keep both cores busy while one waits on the content service. */
  readonly concurrency?: number;
  /** After a failure, the next pass runs this much later (unless a publication starts one sooner). */
  readonly retryMs?: number;
  /**
   * Told of the publications a pass applied, once their pages are live on this node (the editorial sitemap is made
   * again: src/runtime/publication.ts). Its failure is logged, never the pass's.
   */
  readonly onApplied?: (publications: readonly Publication[]) => void;
}

/** Publications applied in one pass at most; a longer backlog takes several passes. */
const BATCH = 500;
/** A pass with failed pages is tried again after this long. */
const RETRY_MS = 60_000;
/** Publications up to this long before a build started are applied to it too (clocks of machines differ). */
const CLOCK_MARGIN_MS = 5 * 60_000;

export interface Publisher {
  /** Applies what the log has that the build lacks; resolves when that pass (or the running one) is done. */
  apply(): Promise<void>;
  status(): NodePublicationStatus;
  stop(): void;
}

/** The file of a public path in the build's `client/` directory, or undefined when it would leave it. */
export function pageFile(clientDir: string, path: string): string | undefined {
  const root = resolve(clientDir);
  const file = resolve(root, `.${path}`, 'index.html');
  return file.startsWith(root + sep) ? file : undefined;
}

/**
 * Pages in the order they are rendered: the default language's first (most visitors read it, and an editor checks
 * it first), the others after in the order they came. At volume the 25 listings a new story changes take 0.5–1 s
 * each, two at a time: in path order `/en/stories` came sixth, about 2 s after the first.
 */
export function defaultLanguageFirst(paths: Iterable<string>): string[] {
  const prefix = `/${DEFAULT_LOCALE}`;
  const all = [...paths];
  const isDefault = (path: string): boolean => path === prefix || path.startsWith(`${prefix}/`);
  return [...all.filter(isDefault), ...all.filter((path) => !isDefault(path))];
}

/** Replaces a file by a rename: readers see the old content or the new, never a part. */
function replaceFile(file: string, content: string): void {
  mkdirSync(dirname(file), { recursive: true });
  const temporary = `${file}.${String(process.pid)}.${Math.random().toString(36).slice(2)}.tmp`;
  writeFileSync(temporary, content);
  renameSync(temporary, file);
}

function describePublication(publication: Publication): string {
  return `${publication.contentType} "${publication.identifier ?? publication.entryId}"`;
}

export function createPublisher(options: PublisherOptions): Publisher {
  const { buildDir, nodeId, log, render, editorialPaths, ownPaths, keysOf, logger = console.log, concurrency = 4, retryMs = RETRY_MS, onApplied } = options;
  const clientDir = join(buildDir, 'client');
  const build = buildDir;
  let retry = new Set<string>();
  let retryTimer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  /** Calls of `apply` while a pass ran (a newer publication, or a second wake-up for the same one). */
  let pokes = 0;
  let stopped = false;
  const created = Date.now();
  const retryLater = (): void => {
    clearTimeout(retryTimer);
    retryTimer = setTimeout(() => void publisher.apply(), retryMs);
    retryTimer.unref();
  };
  let status: NodePublicationStatus = {
    nodeId,
    build,
    appliedSeq: 0,
    state: 'idle',
    lastEntry: undefined,
    startedAt: undefined,
    finishedAt: undefined,
    durationMs: undefined,
    pagesRendered: 0,
    pagesRemoved: 0,
    failure: undefined,
    updatedAt: created,
  };

  const report = async (next: NodePublicationStatus): Promise<void> => {
    status = next;
    try {
      await log.recordNodeStatus(next);
    } catch (error) {
      logger(`[publish] could not record the status: ${error instanceof Error ? error.message : String(error)}`);
    }
  };

  /**
   * Where this build stands in the log. The first time a node looks at the log with this build, and whenever
   * the log is not the one the build's last publication came from (another database; pruned past it),
   * publications logged before the build started are taken as in its pages already (minus a margin for
   * clocks that disagree; applying one twice is harmless).
   */
  async function appliedSeq(index: BuildIndex): Promise<number> {
    const applied = index.applied();
    if (applied !== undefined) {
      if (applied.seq === 0) return 0;
      const [same] = await log.publicationsAfter(applied.seq - 1, 1);
      if (same?.seq === applied.seq && same.at === applied.at) return applied.seq;
      logger(`[publish] publication ${String(applied.seq)} of this build is not in the log: applying what was logged since the build`);
    }
    const cutoff = index.builtAt() - CLOCK_MARGIN_MS;
    let seq = 0;
    let at = 0;
    for (;;) {
      const page = await log.publicationsAfter(seq, BATCH);
      const before = page.filter((p) => p.at < cutoff);
      const last = before.at(-1);
      if (last !== undefined) ({ seq, at } = last);
      if (before.length < page.length || page.length < BATCH) break;
    }
    index.setApplied(seq, at);
    return seq;
  }

  /**
   * Pages that ordered or filtered a changed entry by its key (a listing) and whose recorded key is not the
   * entry's key now: its date or tags changed, or it left the listing. One small query per language and query.
   */
  async function pagesWithChangedKeys(keyReads: ReadonlyMap<string, readonly { path: string; read: string }[]>): Promise<Set<string>> {
    const keyed = [...keyReads].flatMap(([id, reads]) => reads.map((r) => ({ ...r, id })));
    const groups = new Map<string, { query: string; locale: string; ids: Set<string>; reads: typeof keyed }>();
    for (const entry of keyed) {
      const query = keyReadQuery(entry.read) ?? '';
      const locale = entry.path.split('/')[1] ?? '';
      const group = groups.get(`${query} ${locale}`) ?? { query, locale, ids: new Set<string>(), reads: [] };
      group.ids.add(entry.id);
      group.reads.push(entry);
      groups.set(`${query} ${locale}`, group);
    }
    const pages = new Set<string>();
    await inBatches([...groups.values()], concurrency, async ({ query, locale, ids, reads }) => {
      let now: ReadonlySet<string> | undefined;
      try {
        now = keysOf === undefined ? undefined : await keysOf(query, [...ids], locale);
      } catch (error) {
        logger(`[publish] the listing keys (${query}, ${locale}) could not be asked, the pages that read them are rendered: ${error instanceof Error ? error.message : String(error)}`);
      }
      for (const { path, read } of reads) if (now?.has(read) !== true) pages.add(path);
    });
    return pages;
  }

  async function pass(index: BuildIndex): Promise<void> {
    const applied = await appliedSeq(index);
    const publications = await log.publicationsAfter(applied, BATCH);
    const pending = index.pending();
    if (publications.length === 0 && retry.size === 0 && pending.size === 0) {
      // Nothing new: the node still says which build it serves and how far it is (its first pass, a restart).
      if (status.appliedSeq !== applied || status.updatedAt === created) await report({ ...status, appliedSeq: applied, updatedAt: Date.now() });
      return;
    }
    const started = Date.now();
    const named = publications.map(describePublication);
    logger(`[publish] applying ${named.join(', ') || `${String(retry.size + pending.size)} page(s) that failed or were put off before`} to ${build}`);
    const lastEntry = named.at(-1) ?? status.lastEntry;
    await report({ ...status, state: 'publishing', appliedSeq: applied, lastEntry, startedAt: started, updatedAt: started });

    // The key reads of each changed entry: which listings that only order it to check.
    const keyReads = new Map(publications.map((p) => [p.entryId, index.readsStartingWith(keyReadPrefix(p.entryId))]));
    // A published entry the build did not know (new, or published again after an unpublish) may now be on any
    // listing of its type. Known is what the build read and the publications applied since
    // (`isKnownEntry`), not what pages read now: a listing rendered for an older publication may already show an
    // entry whose publication this pass applies, and the listings not rendered since must still learn of it.
    const reads = publications.flatMap((p) => readsOfChange(p, p.action === 'publish' && !index.isKnownEntry(p.entryId)));
    const known = index.paths();
    // The content service's page index (a new entry's pages, a changed slug's new and old paths) is asked at
    // once, and waited for only after the changed entries' own pages the build already has are rendered: an
    // edit's own pages do not wait for it.
    const currentPaths = editorialPaths();
    currentPaths.catch(() => undefined);
    const readers = new Set([...index.pagesReading(reads), ...(await pagesWithChangedKeys(keyReads)), ...retry, ...pending]);

    const failures: { path: string; message: string }[] = [];
    let rendered = 0;
    let gone = 0;
    const drop = (path: string): void => {
      const file = pageFile(clientDir, path);
      if (file !== undefined) rmSync(file, { force: true });
      index.remove(path);
      gone += 1;
    };
    // The changed entries' own pages first (what an editor looks at), then the pages that show them.
    const isOwn = (path: string): boolean => publications.some((p) => p.identifier !== undefined && path.endsWith(`/${p.identifier}`));
    // When a newer publication arrives meanwhile (or the node stops), the pages left that only show a changed
    // entry are put off: the newer entry's own pages go first, and a burst of edits renders a listing once.
    const deferred: string[] = [];
    const lastSeq = publications.at(-1)?.seq ?? applied;
    let newer: Promise<boolean> = Promise.resolve(false);
    let checkedAt = pokes;
    /** Whether the log has a publication after this pass's (asked again only after another wake-up). */
    const newerWaiting = (): Promise<boolean> => {
      if (checkedAt !== pokes) {
        checkedAt = pokes;
        const before = newer;
        // The log unreachable for a moment: nothing is put off, this pass goes on.
        newer = (async () => (await before) || (await log.publicationsAfter(lastSeq, 1).catch(() => [])).length > 0)();
      }
      return newer;
    };
    const renderAll = (paths: readonly string[], at = concurrency): Promise<unknown> =>
      inBatches(paths, at, async (path) => {
        const file = pageFile(clientDir, path);
        if (file === undefined) return;
        if (!isOwn(path) && (stopped || (again && (await newerWaiting())))) {
          deferred.push(path);
          return;
        }
        try {
          const page = await render(path);
          if (page.status === 200) {
            replaceFile(file, page.html);
            index.put(path, page.reads);
            rendered += 1;
          } else if (page.status === 404) {
            drop(path);
          } else {
            failures.push({ path, message: `HTTP ${String(page.status)}` });
          }
        } catch (error) {
          failures.push({ path, message: error instanceof Error ? error.message : String(error) });
        }
      });
    // A published entry's own pages its type and identifier settle (a new story's in every language) are rendered
    // with the ones the build has, before the page index answers (two queries of up to 1,000 entries at volume).
    const settled = publications.flatMap((p) => (p.action === 'publish' && ownPaths !== undefined ? [...ownPaths(p)] : []));
    const own = new Set([...[...readers].filter(isOwn), ...settled]);
    const ownFirst = defaultLanguageFirst(own);
    await renderAll(ownFirst);
    const newest = publications.at(-1);
    if (ownFirst.length > 0 && newest !== undefined) {
      logger(`[publish] ${named.join(', ')}: ${String(ownFirst.length)} own page(s) live ${String(Date.now() - newest.at)} ms after the publication was logged (${String(Date.now() - started)} ms in this pass)`);
    }
    // Then the pages that show a change (listings, home, themes): known from the dependency index, so they do
    // not wait for the page index either. At half speed: a newer publication arriving meanwhile waits for at most
    // that many renders under way (measured at volume: four listing renders in flight held the next edit's own
    // pages back by 2–3 s on a 2-core machine serving two nodes).
    const showing = defaultLanguageFirst([...readers].filter((path) => !own.has(path)));
    const half = Math.max(1, Math.floor(concurrency / 2));
    // Both settle before the pass goes on: a page index that fails must not end the pass (and close the build's
    // index) while those renders are still writing into it.
    await Promise.allSettled([renderAll(showing, half), currentPaths]);
    const current = await currentPaths;
    // New pages only the page index names (an exhibition's chapters, a page of the catch-all route), then the
    // pages it no longer lists go (pages the renders found gone are out of the index already).
    const removed = [...index.paths()].filter((path) => !current.has(path));
    const rest = new Set([...current].filter((path) => !known.has(path)));
    for (const path of [...removed, ...ownFirst, ...showing]) rest.delete(path);
    await renderAll([...rest].filter(isOwn));
    await renderAll([...rest].filter((path) => !isOwn(path)), half);
    for (const path of removed) drop(path);
    // A page the content service no longer lists is gone, not failed (an unpublished entry's own page, rendered
    // before the page index answered).
    const failed = failures.filter((f) => !removed.includes(f.path));

    // Put off pages and the applied publication move together: a node stopped now renders them after a restart.
    index.setPending(deferred);
    const last = publications.at(-1);
    if (last !== undefined) index.setApplied(last.seq, last.at);
    // After the applied publication: a node stopped between the two takes an entry as new once more (its listings
    // are rendered again), never a new entry as known.
    for (const p of publications) index.setEntryKnown(p.entryId, p.action === 'publish');
    if (publications.length > 0) {
      try {
        onApplied?.(publications);
      } catch (error) {
        logger(`[publish] after the publication: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    retry = new Set(failed.map((f) => f.path));
    const finished = Date.now();
    const firstFailure = failed[0];
    const failure =
      firstFailure === undefined
        ? undefined
        : { entry: `${named.join(', ') || 'earlier publications'}: ${String(failed.length)} page(s), first ${firstFailure.path}`, message: firstFailure.message, at: finished };
    if (failure !== undefined) {
      logger(`[publish] ${failure.entry} failed (${failure.message}); the previous pages stay live, trying again in ${String(retryMs / 1000)} s`);
      retryLater();
    } else {
      const putOff = deferred.length === 0 ? '' : `, ${String(deferred.length)} put off for a newer publication`;
      logger(`[publish] ${named.join(', ') || 'earlier publications'}: ${String(rendered)} page(s) rendered, ${String(gone)} removed in ${String(finished - started)} ms${putOff}`);
    }
    await report({
      ...status,
      state: failure !== undefined ? 'failed' : deferred.length > 0 ? 'publishing' : 'idle',
      appliedSeq: last?.seq ?? applied,
      lastEntry,
      startedAt: started,
      finishedAt: finished,
      durationMs: finished - started,
      pagesRendered: rendered,
      pagesRemoved: gone,
      failure,
      updatedAt: finished,
    });
    // More than one batch waiting: go on at once.
    if (publications.length === BATCH) again = true;
  }

  /** Another pass is due (set while one ran) and the publisher was not stopped meanwhile. */
  const goOn = (): boolean => again && !stopped;

  async function runPasses(): Promise<void> {
    do {
      again = false;
      const index = openBuildIndex(buildDir);
      if (index === undefined) {
        logger(`[publish] ${buildDir} has no dependency index: publications wait for a full build`);
        return;
      }
      try {
        await pass(index);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        logger(`[publish] the publication pass failed, the previous pages stay live, trying again in ${String(retryMs / 1000)} s: ${message}`);
        retryLater();
        await report({ ...status, state: 'failed', failure: { entry: status.lastEntry ?? 'publications', message, at: Date.now() }, updatedAt: Date.now() });
      } finally {
        index.close();
      }
    } while (goOn());
  }

  const publisher: Publisher = {
    apply() {
      if (stopped) return Promise.resolve();
      if (running !== undefined) {
        // Asked while a pass runs: one more pass after it picks up what arrived meanwhile.
        again = true;
        pokes += 1;
        return running;
      }
      running = runPasses().finally(() => {
        running = undefined;
      });
      return running;
    },
    status: () => status,
    stop() {
      stopped = true;
      clearTimeout(retryTimer);
    },
  };
  return publisher;
}
