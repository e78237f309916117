import { chmodSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A temporary directory for one test run, under the current one (`prefix` names it): the caller makes it the run's
 * `TMPDIR` and removes it when the run ends, so what the tests and their servers write goes with it. Others may pass
 * through it, not list it: the local PostgreSQL (tests/support/local-servers.ts) runs as its own user in a directory
 * made inside.
 */
export function makeRunDirectory(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  chmodSync(dir, 0o711);
  return dir;
}
