/**
 * Rebuild coalescing: a burst of publishes becomes one build. While a build runs, further requests only mark
 * that another build is due; when it ends, one more build runs for all of them. Pure logic around an injected
 * `run`, so it is tested without building anything.
 */

export type RebuildState = 'idle' | 'running';

/** What `GET /_api/rebuild` reports. */
export interface RebuildStatus {
  readonly state: RebuildState;
  /** A build is due after the running one (requests arrived while it ran). */
  readonly pending: boolean;
  readonly lastSuccess: { readonly at: string; readonly durationMs: number; readonly dir: string } | undefined;
  readonly lastError: { readonly at: string; readonly durationMs: number; readonly message: string } | undefined;
  /** Duration of the last build, successful or not. */
  readonly lastDurationMs: number | undefined;
  readonly builds: number;
  /** Requests since the process started (many become one build). */
  readonly requests: number;
}

/** Runs one build; resolves with the build directory it switched to, rejects when the build failed. */
export type BuildRun = () => Promise<string>;

export interface Rebuilder {
  /** Asks for a build; resolves when the build that includes this request has finished (either way). */
  request(reason: string): Promise<void>;
  status(): RebuildStatus;
}

export interface CoalescerOptions {
  readonly run: BuildRun;
  readonly now?: () => number;
  readonly log?: (message: string) => void;
}

export function createCoalescer({ run, now = Date.now, log = console.log }: CoalescerOptions): Rebuilder {
  let running: Promise<void> | undefined;
  /** The build due after the running one, shared by every request that arrived meanwhile. */
  let follow: { readonly promise: Promise<void>; readonly resolve: () => void; readonly reasons: string[] } | undefined;
  let lastSuccess: RebuildStatus['lastSuccess'];
  let lastError: RebuildStatus['lastError'];
  let lastDurationMs: number | undefined;
  let builds = 0;
  let requests = 0;

  async function buildOnce(reasons: readonly string[]): Promise<void> {
    builds += 1;
    const number = builds;
    const started = now();
    log(`[rebuild] build ${String(number)} started (${reasons.join(', ')})`);
    try {
      const dir = await run();
      lastDurationMs = now() - started;
      lastSuccess = { at: new Date(now()).toISOString(), durationMs: lastDurationMs, dir };
      log(`[rebuild] build ${String(number)} is live after ${String(lastDurationMs)} ms (${dir})`);
    } catch (error) {
      lastDurationMs = now() - started;
      const message = error instanceof Error ? error.message : String(error);
      lastError = { at: new Date(now()).toISOString(), durationMs: lastDurationMs, message };
      log(`[rebuild] build ${String(number)} FAILED after ${String(lastDurationMs)} ms; the live site is unchanged: ${message}`);
    }
  }

  function launch(reasons: readonly string[]): Promise<void> {
    const build = buildOnce(reasons).finally(() => {
      running = undefined;
      const due = follow;
      follow = undefined;
      if (due) void launch(due.reasons).then(due.resolve);
    });
    running = build;
    return build;
  }

  return {
    request(reason) {
      requests += 1;
      if (running === undefined) return launch([reason]);
      if (follow === undefined) {
        let resolve: () => void = () => undefined;
        const promise = new Promise<void>((done) => {
          resolve = done;
        });
        follow = { promise, resolve, reasons: [] };
      }
      follow.reasons.push(reason);
      return follow.promise;
    },
    status: () => ({
      state: running === undefined ? 'idle' : 'running',
      pending: follow !== undefined,
      lastSuccess,
      lastError,
      lastDurationMs,
      builds,
      requests,
    }),
  };
}
