import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Starts the local services once for all contract tests, on their own port and a throwaway
 * store, and tells the tests where through SERVICES_URL. Unit tests do not need them.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const root = join(import.meta.dirname, '..', '..');
  if (!existsSync(join(root, 'services', 'server.ts')) || !existsSync(join(import.meta.dirname, 'services.ts'))) {
    return () => Promise.resolve();
  }
  const supportModule = './services.ts';
  const { startServicesProcess } = (await import(supportModule)) as {
    startServicesProcess: (options?: { port?: number; dataDir?: string }) => Promise<{ url: string; stop(): Promise<void> }>;
  };
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-services-'));
  const services = await startServicesProcess({ port: Number(process.env.TEST_SERVICES_PORT ?? 4498), dataDir });
  process.env.SERVICES_URL = services.url;
  return async () => {
    await services.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
