/**
 * Memory settings of the portal's server process (BENCHMARKS.md "Memory": RSS ≤ 200 MB after the throughput
 * run). Measured on this machine with 50 concurrent connections over the four page types: Node's defaults
 * end at about 390 MB RSS with 30 MB of live JS heap; with these settings at about 190 MB, the same req/s.
 * - `--max-semi-space-size=2`: a young generation of 2 MB semi-spaces (the default grows them to 16 MB
 *   under load) collects the short-lived garbage of rendering sooner.
 * - `--max-old-space-size=192`: the old generation grows less eagerly; the live heap is about 30 MB, and the
 *   caches are bounded in bytes (src/lib/apis/response-cache.ts, the route cache in astro.config.ts).
 * - `--expose-gc`: the server collects its heap once a burst of requests is over (./idle-collector.ts): V8 keeps the
 *   room it grew for the burst's garbage otherwise (50 MB of RSS measured after the uncached benchmark runs).
 * - `MALLOC_ARENA_MAX=1`, `MALLOC_MMAP_THRESHOLD_=32768`: glibc keeps one malloc arena instead of one per
 *   thread of libuv's pool, and gives buffers of 32 KB and more (a page's bytes and their copies, file reads,
 *   zlib) back to the system when freed instead of keeping them in fragmented arenas. 64 KB left the pages of
 *   50–64 KB in the heap: 40–46 MB of it after the cached runs against 26–30 MB now, the RSS 13 MB lower, the
 *   same req/s (alternated runs, BENCHMARKS.md "The long tail", ninth session); 16 KB cost the pre-rendered
 *   pages 18 % of their rate (seventh session).
 * V8 limits and the allocator's settings are read when a process starts, so `applyRuntimeTuning` replaces
 * the process (same PID, `process.execve`) once with them before anything else runs. Child processes (the
 * builds, the local services) get the environment without them.
 */
const MARK = 'PORTAL_RUNTIME_TUNED';

export const TUNING_ENV: Readonly<Record<string, string>> = {
  MALLOC_ARENA_MAX: '1',
  MALLOC_MMAP_THRESHOLD_: '32768',
};

export const TUNING_FLAGS: readonly string[] = ['--max-semi-space-size=2', '--max-old-space-size=192', '--expose-gc'];

/** Re-executes this process with the tuning, unless it runs with it already or PORTAL_RUNTIME_TUNING=off. */
export function applyRuntimeTuning(): void {
  if (process.env[MARK] === '1' || process.env.PORTAL_RUNTIME_TUNING === 'off' || process.platform !== 'linux') return;
  // Node ≥ 22.15 / 23.11; older runtimes run untuned.
  if (process.execve === undefined) return;
  const flags = TUNING_FLAGS.filter((flag) => !process.execArgv.some((arg) => arg.startsWith(flag.split('=')[0] ?? flag)));
  process.execve(process.execPath, [process.execPath, ...flags, ...process.execArgv, ...process.argv.slice(1)], {
    ...process.env,
    ...TUNING_ENV,
    [MARK]: '1',
  });
}

/** The environment for child processes: without the tuning this process was given. */
export function childEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ...extra };
  if (env[MARK] !== '1') return env;
  const tuning = new Set([MARK, ...Object.keys(TUNING_ENV)]);
  return Object.fromEntries(Object.entries(env).filter(([name]) => !tuning.has(name)));
}

const DEFAULT_BUILD_HEAP_MB = 768;

/**
 * The deploy build's V8 old space (`npm run build`, the rebuild's child process; decision 0010): by default V8 lets
 * a build's heap grow towards 4 GB before it collects in earnest, and the full volume of spec section 9 peaked at
 * 1.87 GB RSS; with 768 MB it peaked at 1.43 GB, about 6 % slower (BENCHMARKS.md "Deploy build").
 * PORTAL_BUILD_HEAP_MB changes it (a larger site than spec section 9's volume may need more).
 */
export function buildFlags(env: NodeJS.ProcessEnv = process.env): string[] {
  const heap = Number(env.PORTAL_BUILD_HEAP_MB ?? DEFAULT_BUILD_HEAP_MB);
  return Number.isInteger(heap) && heap > 0 ? [`--max-old-space-size=${String(heap)}`] : [];
}
