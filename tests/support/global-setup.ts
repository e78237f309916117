import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { startServicesProcess } from './services.ts';

/** A port nobody listens on now, so parallel test runs on one machine do not collide. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

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
