/**
 * Incremental publication in a server process (docs/decisions/0008-incremental-publication.md): the
 * publisher of the build this process serves (src/lib/publication/publisher.ts), woken by the shared
 * publication log, rendering pages through a private loopback server of the same build; after each
 * publication it asks for the editorial sitemap again (./sitemaps.ts).
 */
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { hostname } from 'node:os';
import { config } from '../lib/config.ts';
import { tagsToPurge } from '../lib/cache/content-tags.ts';
import { purgeTags, routeCacheSlot } from '../lib/cache/tagged-cache.ts';
import { forgetContentAnswers } from '../lib/content/client.ts';
import { editorialRoute } from '../lib/content/editorial-path.ts';
import { editorialPathsOf, freshPageIndex, ownPathsOf } from '../lib/content/page-index.ts';
import { listingKeys } from '../lib/content/stories-minimal.ts';
import { DEFAULT_LOCALE } from '../lib/i18n/locales.ts';
import { openBuildIndex } from '../lib/publication/build-index.ts';
import { createPublisher, type RenderedPage } from '../lib/publication/publisher.ts';
import { registerPublisher, registeredPublisher } from '../lib/publication/registry.ts';
import { registeredSitemapRefresher } from '../lib/sitemaps/registry.ts';
import { PUBLISH_HEADER, RENDER_ID_HEADER, publishToken, takeReads } from '../lib/publication/render-mode.ts';
import { openStore } from '../lib/store/index.ts';

type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

export interface Publication {
  stop(): Promise<void>;
}

/** How long one page may take to render before it counts as failed. */
const RENDER_TIMEOUT_MS = 30_000;
/** How long a starting process waits for the publications it missed before it serves anyway. */
const START_WAIT_MS = 120_000;

/**
 * One page of each editorial route the build has, in the default language: `/en`, `/en/stories`, a story, an
 * exhibition, a chapter, its credits, the themes, a theme, a page by slug…
 */
export function warmUpPaths(paths: Iterable<string>): string[] {
  const byKind = new Map<string, string>();
  for (const path of paths) {
    const [, locale, ...rest] = path.split('/');
    const kind = locale === DEFAULT_LOCALE ? editorialRoute(rest.join('/'))?.kind : undefined;
    if (kind !== undefined && !byKind.has(kind)) byKind.set(kind, path);
  }
  return [...byKind.values()].sort();
}

/** Where a public editorial path renders on demand: the previews' route, in publication mode. */
function renderPath(path: string): string {
  const [, locale = '', ...rest] = path.split('/');
  return rest.length === 0 ? `/${locale}/preview` : `/${locale}/preview/${rest.join('/')}`;
}

/** Starts the publisher of a build; a build without a dependency index (an older build) gets none. */
export async function startPublication(buildDir: string, handler: Handler, log: (message: string) => void = console.log): Promise<Publication> {
  const index = openBuildIndex(buildDir);
  if (index === undefined) {
    log(`[publish] ${buildDir} has no dependency index: content changes wait for a full build`);
    return { stop: () => Promise.resolve() };
  }
  const warmUp = warmUpPaths(index.paths());
  index.close();
  const token = publishToken();
  const publicHost = new URL(config().baseUrl).host;
  // A server of its own on loopback, outside the cluster's shared port: its answers are the pages to write.
  const renderer = createServer((req, res) => {
    handler(req, res).catch((error: unknown) => {
      log(`[publish] render of ${req.url ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  await new Promise<void>((ready) => renderer.listen({ port: 0, host: '127.0.0.1', exclusive: true }, ready));
  const { port } = renderer.address() as AddressInfo;

  let renders = 0;
  const render = (path: string): Promise<RenderedPage> =>
    new Promise((done, fail) => {
      renders += 1;
      const id = String(renders);
      const failed = (error: Error): void => {
        takeReads(id);
        fail(error);
      };
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          path: renderPath(path),
          method: 'GET',
          headers: { host: publicHost, [PUBLISH_HEADER]: token, [RENDER_ID_HEADER]: id },
          timeout: RENDER_TIMEOUT_MS,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            const status = res.statusCode ?? 500;
            const reads = takeReads(id);
            // A page written without what it read would never be re-rendered again: that is a failed render.
            if (status === 200 && reads === undefined) fail(new Error('the render left no record of what the page read'));
            else done({ status, html: Buffer.concat(chunks).toString('utf8'), reads: reads ?? [] });
          });
          res.on('error', failed);
        },
      );
      req.on('timeout', () => req.destroy(new Error(`no answer within ${String(RENDER_TIMEOUT_MS / 1000)} s`)));
      req.on('error', failed);
      req.end();
    });

  const store = await openStore(config().store);
  const nodeId = process.env.PORTAL_NODE_ID ?? `${hostname()}:${process.env.PORT ?? '4321'}`;
  const publisher = createPublisher({
    buildDir,
    nodeId,
    log: store,
    render,
    editorialPaths: async () => editorialPathsOf(await freshPageIndex()),
    ownPaths: (publication) => (publication.identifier === undefined ? new Set() : ownPathsOf(publication.contentType, publication.identifier)),
    keysOf: listingKeys,
    logger: log,
    // The editorial sitemap lists what the content service publishes: once this node serves a publication's pages,
    // it is made again unless a walk started after the publication (another node's, src/runtime/sitemaps.ts).
    // The related stories and exhibitions that on-demand pages keep for a minute are asked again, and the route
    // cache's pages that show them (or the entry) rendered again: a published story is listed beside searches as
    // soon as its own page is live here, an unpublished one no longer. (The webhook's node also purged them on
    // receipt; the others learn of a publication only here.)
    onApplied: (publications) => {
      forgetContentAnswers();
      const routeCache = routeCacheSlot.get();
      if (routeCache !== undefined) void purgeTags(routeCache, tagsToPurge(publications), log);
      const at = Math.max(...publications.map((p) => p.at));
      void registeredSitemapRefresher()?.refresh('editorial', { ifOlderThan: at, waitIfBusy: true });
    },
  });
  registerPublisher(publisher);
  const unsubscribe = await store.subscribePublications(() => void publisher.apply());
  // What was published while this process was not running (a restart, a new node, a new build) is applied
  // before the process serves: it answers with the current pages from its first request. A long backlog
  // (a build weeks old) is finished in the background after START_WAIT_MS.
  let waited: NodeJS.Timeout | undefined;
  await Promise.race([publisher.apply(), new Promise<void>((done) => (waited = setTimeout(done, START_WAIT_MS)))]);
  clearTimeout(waited);
  // Renders nobody waits for, one page of each kind, load the editorial views and warm the render path, so the
  // first publication is not also the first render (measured at volume: the first edit's 25 pages took 5.7 s,
  // the next ones' 2–3 s).
  void (async () => {
    for (const path of warmUp) {
      try {
        await render(path);
      } catch (error) {
        log(`[publish] the warm-up render of ${path} failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  })();
  return {
    async stop() {
      publisher.stop();
      // The next build's publisher may have registered already (src/runtime/serve.ts switches after it started).
      if (registeredPublisher() === publisher) registerPublisher(undefined);
      await unsubscribe();
      await new Promise<void>((done) => renderer.close(() => done()));
      await store.close();
    },
  };
}
