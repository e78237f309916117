/**
 * The rebuild behind `POST /_api/rebuild` (ARCHITECTURE.md decision 6): `astro build` in a child process
 * into a fresh directory `.builds/<dist name>/<time>`; only when it succeeded is the server switched to it
 * (running requests finish on the old one). A failed build leaves the live site as it is and reports
 * the build's own error (which names the entry whose query failed). The two most recent builds are kept:
 * the live one and the one before it, whose hashed assets pages still open in browsers may ask for.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createCoalescer, type Rebuilder } from '../lib/rebuild/coalescer.ts';
import { registerRebuilder } from '../lib/rebuild/registry.ts';
import { buildsDirFor, writeStamp } from './build-stamp.ts';
import { astroBuild } from './build.ts';

export interface RebuildOptions {
  readonly root: string;
  /** The directory of the build being served now. */
  readonly currentDir: () => string;
  /**
   * Serves a finished build: an in-process switch (src/runtime/serve.ts) or a new server process that takes
   * over from the old one (src/runtime/start.ts). Rejects when the build cannot be served; the old one stays.
   */
  readonly switchTo: (dir: string) => Promise<void>;
  /** Where fresh builds go; default `.builds/<name of the live build directory>` (BUILDS_DIR). */
  readonly buildsDir?: string;
  readonly log?: (message: string) => void;
}

/** Lines of a failed build's output kept in the error (the end says what failed). */
const ERROR_TAIL_LINES = 12;

function runBuild(root: string, outDir: string): Promise<void> {
  return new Promise((done, fail) => {
    const build = astroBuild(root, ['--outDir', outDir, '--silent']);
    const child = spawn(build.command, build.args, {
      cwd: root,
      env: build.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output: string[] = [];
    const keep = (chunk: Buffer): void => {
      output.push(...chunk.toString().split('\n').filter((l) => l.trim() !== ''));
      if (output.length > 200) output.splice(0, output.length - 200);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', fail);
    child.on('exit', (code) => {
      if (code === 0) {
        done();
        return;
      }
       
      const plain = output.map((l) => l.replace(/\u001b\[[0-9;]*m/g, ''));
      const named = plain.filter((l) => /Content query|returned no|ContentQueryError/.test(l));
      const tail = (named.length > 0 ? named : plain).slice(-ERROR_TAIL_LINES).join('\n');
      fail(new Error(`astro build exited with code ${String(code)}: ${tail}`));
    });
  });
}

/** Deletes build directories other than the ones to keep. */
function prune(buildsDir: string, keep: ReadonlySet<string>, log: (m: string) => void): void {
  for (const name of readdirSync(buildsDir)) {
    const dir = resolve(buildsDir, name);
    if (keep.has(dir)) continue;
    try {
      rmSync(dir, { recursive: true, force: true });
    } catch (error) {
      log(`[rebuild] could not delete the old build ${dir}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

/** Creates the rebuilder of a running server and registers it for `/_api/rebuild`. */
export function createRebuilder({ root, currentDir, switchTo, buildsDir = process.env.BUILDS_DIR ?? buildsDirFor(root, currentDir()), log = console.log }: RebuildOptions): Rebuilder {
  const dirOf = resolve(buildsDir);
  const rebuilder = createCoalescer({
    log,
    run: async () => {
      mkdirSync(dirOf, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const outDir = join(dirOf, stamp);
      try {
        await runBuild(root, outDir);
        writeStamp(outDir);
        const previous = currentDir();
        await switchTo(outDir);
        prune(dirOf, new Set([resolve(outDir), resolve(previous)]), log);
        return outDir;
      } catch (error) {
        if (existsSync(outDir) && resolve(currentDir()) !== resolve(outDir)) rmSync(outDir, { recursive: true, force: true });
        throw error;
      }
    },
  });
  registerRebuilder(rebuilder);
  // The home page's items of the day are chosen by the day number at build time: build again each day.
  const scheduleDaily = (): void => {
    const msToMidnight = 86_400_000 - (Date.now() % 86_400_000) + 60_000;
    setTimeout(() => {
      void rebuilder.request('daily selection');
      scheduleDaily();
    }, msToMidnight).unref();
  };
  scheduleDaily();
  return rebuilder;
}
