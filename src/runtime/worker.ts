/**
 * One server process of `npm start` (src/runtime/start.ts runs it with node:cluster): serves one build
 * (PORTAL_WORKER_BUILD) on the port the supervising process shares, plus the hashed assets of the build
 * before it (PORTAL_WORKER_PREVIOUS), for pages still open in browsers. A new build is served by a new
 * process and this one hands over (`drain`): a process never loads a second build, so the memory of the
 * old one is given back whole (loaded in one process, each build's modules stayed in memory for good:
 * about 7.5 MB a rebuild, measured).
 *
 * `/_api/rebuild` reaches the supervisor's rebuilder through IPC (a proxy registered for the endpoint).
 */
import { resolve } from 'node:path';
import type { RebuildStatus } from '../lib/rebuild/coalescer.ts';
import { registerRebuilder } from '../lib/rebuild/registry.ts';
import { startPublication } from './publication.ts';
import { startSitemaps } from './sitemaps.ts';
import { createPortalServer, loadBuild } from './serve.ts';

/** Messages between the supervisor (src/runtime/start.ts) and a server process. */
export type ToWorker =
  | { readonly type: 'status'; readonly id: number; readonly status: RebuildStatus }
  | { readonly type: 'rebuilt'; readonly id: number }
  | { readonly type: 'drain' };
export type FromWorker = { readonly type: 'rebuild'; readonly id: number; readonly reason: string } | { readonly type: 'status'; readonly id: number };

/** How long a status question may wait for the supervisor. */
const STATUS_TIMEOUT_MS = 2000;

const send = (message: FromWorker): void => {
  process.send?.(message);
};

if (import.meta.main) {
  const dir = process.env.PORTAL_WORKER_BUILD;
  if (dir === undefined || dir === '' || process.send === undefined) throw new Error('src/runtime/worker.ts runs under src/runtime/start.ts');
  const previous = process.env.PORTAL_WORKER_PREVIOUS;
  const build = await loadBuild(resolve(dir));
  const portal = createPortalServer(
    build,
    previous === undefined || previous === '' ? undefined : { dir: previous, clientDir: resolve(previous, 'client') },
  );

  let next = 0;
  const rebuilt = new Map<number, () => void>();
  const statuses = new Map<number, (status: RebuildStatus) => void>();
  registerRebuilder({
    request(reason) {
      next += 1;
      const id = next;
      send({ type: 'rebuild', id, reason });
      return new Promise<void>((done) => rebuilt.set(id, done));
    },
    status() {
      next += 1;
      const id = next;
      send({ type: 'status', id });
      return new Promise<RebuildStatus>((done, fail) => {
        statuses.set(id, done);
        setTimeout(() => {
          if (statuses.delete(id)) fail(new Error('The supervising process did not answer'));
        }, STATUS_TIMEOUT_MS).unref();
      });
    },
  });

  // The sitemaps' refresher first: the publisher asks it again after each publication (src/runtime/sitemaps.ts).
  const sitemaps = startSitemaps();
  // Content changes re-render the pages they touch in this build (src/runtime/publication.ts).
  const publication = await startPublication(build.dir, build.handler);

  let handingOver = false;
  const handOver = (): void => {
    if (handingOver) return;
    handingOver = true;
    void Promise.all([portal.drain(), publication.stop(), sitemaps.stop()]).then(() => process.exit(0));
  };
  process.on('message', (message: ToWorker) => {
    if (message.type === 'rebuilt') {
      rebuilt.get(message.id)?.();
      rebuilt.delete(message.id);
    } else if (message.type === 'status') {
      statuses.get(message.id)?.(message.status);
      statuses.delete(message.id);
    } else {
      handOver();
    }
  });
  // The supervisor is gone (stopped or killed): finish what is under way, then stop.
  process.on('disconnect', handOver);

  const host = process.env.HOST ?? '0.0.0.0';
  portal.server.listen(Number(process.env.PORT ?? 4321), host);
}
