import { defineConfig } from '@playwright/test';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/e2e/support/browser.ts';
import { SYNTHETIC_HOST, SYNTHETIC_ITEMS, SYNTHETIC_PORT } from './tests/e2e/support/synthetic-store.ts';

/**
 * End-to-end tests in the system Chromium (no browser download is possible here) against the
 * built portal and the local services, both started by `npm start` on their own test ports, and a
 * second local-services process over a synthetic store for the 1000-result window
 * (tests/e2e/support/synthetic-store.ts).
 */
const port = Number(process.env.E2E_PORT ?? 4390);
const servicesPort = Number(process.env.E2E_SERVICES_PORT ?? 4490);
export const baseURL = `http://localhost:${String(port)}`;
/**
 * The run's throwaway directories: the local services' store, the portal's own store, the synthetic store and the
 * servers' own temporary directory (`TMPDIR`). Playwright evaluates this file again in each worker process, which inherits
 * the environment set here: the workers reuse the first evaluation's directory instead of making their own, and the
 * process that made it removes it when it exits (after the servers have stopped).
 */
function runDirectory(): string {
  const inherited = process.env.PORTAL_E2E_RUN_DIR;
  if (inherited !== undefined) return inherited;
  const dir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
  process.env.PORTAL_E2E_RUN_DIR = dir;
  process.on('exit', () => {
    rmSync(dir, { recursive: true, force: true });
  });
  for (const sub of ['services', 'store', 'synthetic', 'tmp']) mkdirSync(join(dir, sub), { recursive: true });
  return dir;
}
const runDir = runDirectory();
const syntheticDir = join(runDir, 'synthetic');

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  reporter: [['list']],
  use: {
    baseURL,
    testIdAttribute: 'data-qa',
    browserName: 'chromium',
    // The browser and its flags: tests/e2e/support/browser.ts.
    launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] },
  },
  webServer: [{
    command: 'node src/runtime/start.ts',
    url: `${baseURL}/_api/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      SERVICES_PORT: String(servicesPort),
      SERVICES_DATA_DIR: join(runDir, 'services'),
      // The portal's own store (views, votes) in a throwaway directory too.
      PORTAL_DATA_DIR: join(runDir, 'store'),
      TMPDIR: join(runDir, 'tmp'),
      PORTAL_BASE_URL: baseURL,
      // Site-wide features of the pre-rendered pages (tests/e2e/site.spec.ts), read at build time.
      FEATURE_FEEDBACK: 'true',
      NOTIFICATION_BANNER: JSON.stringify({ id: 'e2e-banner', text: { en: 'Planned maintenance on Sunday.', de: 'Geplante Wartung am Sonntag.' } }),
      // Editorial previews (tests/e2e/editorial.spec.ts).
      CONTENT_PREVIEW_SECRET: 'e2e-preview-secret-0123456789',
      NEW_FEATURE_NOTICE: JSON.stringify({ name: 'galleries', expires: '2099-12-31', languages: ['sv'] }),
      // The test host of the editor tools (tests/e2e/support/contentful-host.ts) frames them from this origin.
      CONTENT_SYSTEM_ORIGIN: 'http://content-system.test',
      // The synthetic store (tests/e2e/support/synthetic-store.ts) is the only other upstream a request may name.
      API_URL_OVERRIDE_ENABLED: 'true',
      API_URL_OVERRIDE_HOSTS: SYNTHETIC_HOST,
    },
  }, {
    // A second local-services process over a synthetic store large enough for the 1000-result window
    // (tests/e2e/search-window.spec.ts): generated in about a second, then served on its own port.
    command: `node scripts/data-synthetic.ts --items ${String(SYNTHETIC_ITEMS)} --out ${syntheticDir} && node services/server.ts`,
    url: `http://${SYNTHETIC_HOST}/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: { SERVICES_PORT: String(SYNTHETIC_PORT), SERVICES_DATA_DIR: syntheticDir, TMPDIR: join(runDir, 'tmp') },
  }],
});
