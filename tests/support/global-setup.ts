import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from './local-servers.ts';
import { makeRunDirectory } from './run-directory.ts';
import { startServicesProcess } from './services.ts';

/**
 * Gives the run one temporary directory, removed when it ends: the test processes inherit it as `TMPDIR`, so the
 * throwaway stores, databases and builds the tests make (and those of the servers they start) go inside it, even
 * where a test stops before its own clean-up. Then starts the local services once for all contract tests, on their
 * own port and a throwaway store, and tells the tests where through SERVICES_URL. Unit tests do not need them.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const runDir = makeRunDirectory('portal-vitest-');
  process.env.TMPDIR = runDir;
  const dataDir = mkdtempSync(join(runDir, 'portal-services-'));
  const port = process.env.TEST_SERVICES_PORT ? Number(process.env.TEST_SERVICES_PORT) : await freePort();
  const services = await startServicesProcess({ port, dataDir });
  process.env.SERVICES_URL = services.url;
  return async () => {
    await services.stop();
    rmSync(runDir, { recursive: true, force: true });
  };
}
