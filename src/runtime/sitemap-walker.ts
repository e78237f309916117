/**
 * The process a server's sitemap walks run in (./sitemaps.ts starts it when a walk is asked for and ends it when no
 * walk is left): the refresher (src/lib/sitemaps/refresher.ts) with a connection of its own to the store, so that a
 * walk's parsing, XML, compression and garbage hold up neither the thread that answers visitors nor the server's
 * memory (BENCHMARKS.md "Sitemaps": on the server's thread a walk slowed pre-rendered pages by 25–40 %; on a thread
 * of the server's process it raised its RSS by about 30 MB, which stayed after the thread ended). Asked over IPC:
 * `refresh` (a source, now) and `stop`; answers each `refresh` with its outcome. Ends when its server goes away.
 */
import { config } from '../lib/config.ts';
import { portalSitemapRefresher } from '../lib/sitemaps/portal-refresher.ts';
import type { RefreshOptions, RefreshOutcome } from '../lib/sitemaps/refresher.ts';
import type { SitemapSourceName } from '../lib/sitemaps/sources/source.ts';
import { openStore } from '../lib/store/index.ts';

/** Messages from the server. */
export type ToWalker = { readonly type: 'refresh'; readonly id: number; readonly source: SitemapSourceName; readonly options: RefreshOptions } | { readonly type: 'stop' };
/** Messages to it. */
export interface FromWalker {
  readonly type: 'outcome';
  readonly id: number;
  readonly outcome: RefreshOutcome;
}

if (import.meta.main && process.send !== undefined) {
  const send = (message: FromWalker): void => {
    process.send?.(message);
  };
  const store = await openStore(config().store);
  // No schedule here: the server decides when to walk (./sitemaps.ts).
  const refresher = portalSitemapRefresher(store, 0);
  let stopping: Promise<void> | undefined;
  const stop = (): Promise<void> =>
    (stopping ??= (async () => {
      await refresher.stop();
      await store.close();
      // Not when the server went first (a disconnect of a closed channel throws, and the process ended on that error).
      if (process.connected) process.disconnect();
    })());
  process.on('message', (message: ToWalker) => {
    if (message.type === 'refresh') void refresher.refresh(message.source, message.options).then((outcome) => send({ type: 'outcome', id: message.id, outcome }));
    else void stop();
  });
  // The server stopped or was killed: the walks under way end (their files are not served) and so does this process.
  process.on('disconnect', () => void stop());
  // Or it went while the store was opening.
  if (!process.connected) void stop();
}
