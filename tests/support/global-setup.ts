import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './local-servers.ts';
import { startServicesProcess } from './services.ts';

/**
 * Starts the local services once for all contract tests, on their own port and a throwaway
 * store, and tells the tests where through SERVICES_URL. Unit tests do not need them.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-services-'));
  const port = process.env.TEST_SERVICES_PORT ? Number(process.env.TEST_SERVICES_PORT) : await freePort();
  const services = await startServicesProcess({ port, dataDir });
  process.env.SERVICES_URL = services.url;
  return async () => {
    await services.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
