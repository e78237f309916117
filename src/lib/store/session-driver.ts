import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { Driver } from 'unstorage';
import fsLite from 'unstorage/drivers/fs-lite';
import redis from 'unstorage/drivers/redis';

export interface SessionDriverOptions {
  /** Directory of the file driver (one node). */
  readonly base: string;
}

const TEMPORARY = /\.tmp-[0-9a-f]+$/;

/**
 * Writes a file whole or not at all: into a temporary file beside it, then renamed over it. A request
 * that reads a session while another one saves it sees the old or the new session, never an empty or
 * half-written file (which Astro would take for a signed-out visitor or delete).
 */
async function writeAtomically(path: string, value: string | Uint8Array): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const temporary = `${path}.tmp-${randomBytes(6).toString('hex')}`;
  try {
    await writeFile(temporary, value);
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/** unstorage's file driver with atomic writes; keys map to paths as it maps them. */
function atomicFiles(base: string): Driver {
  const inner = fsLite({ base, ignore: (path: string) => TEMPORARY.test(path) });
  const root = resolve(base);
  const pathOf = (key: string): string => {
    // fs-lite refuses `..` segments on reads; writes get the same check here.
    if (/\.\.:|\.\.$/.test(key)) throw new Error(`Invalid session key: ${JSON.stringify(key)}`);
    return join(root, key.replace(/:/g, '/'));
  };
  return {
    ...inner,
    name: 'fs-atomic',
    setItem: (key: string, value: string) => writeAtomically(pathOf(key), value),
    setItemRaw: (key: string, value: Uint8Array) => writeAtomically(pathOf(key), value),
  };
}

/**
 * The Astro session driver, chosen at run time (the build is the same for one node and many):
 * with `REDIS_URL`, sessions live in Redis and every node behind the load balancer sees them;
 * without, in files on this node (what @astrojs/node uses by default), written atomically.
 */
export default function sessionDriver(options: SessionDriverOptions): Driver {
  const url = process.env.REDIS_URL;
  if (url !== undefined && url !== '') return redis({ url, base: 'portal:session' });
  return atomicFiles(options.base);
}
