import type { Driver } from 'unstorage';
import fsLite from 'unstorage/drivers/fs-lite';
import redis from 'unstorage/drivers/redis';

export interface SessionDriverOptions {
  /** Directory of the file driver (one node). */
  readonly base: string;
}

/**
 * The Astro session driver, chosen at run time (the build is the same for one node and many):
 * with `REDIS_URL`, sessions live in Redis and every node behind the load balancer sees them;
 * without, in files on this node (what @astrojs/node uses by default).
 */
export default function sessionDriver(options: SessionDriverOptions): Driver {
  const url = process.env.REDIS_URL;
  if (url !== undefined && url !== '') return redis({ url, base: 'portal:session' });
  return fsLite({ base: options.base });
}
