import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * End-to-end tests in the system Chromium (no browser download is possible here) against the
 * built portal and the local services, both started by `npm start` on their own test ports.
 */
const port = Number(process.env.E2E_PORT ?? 4390);
const servicesPort = Number(process.env.E2E_SERVICES_PORT ?? 4490);
export const baseURL = `http://localhost:${String(port)}`;

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
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: 'node scripts/start.ts',
    url: `${baseURL}/_api/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      SERVICES_PORT: String(servicesPort),
      SERVICES_DATA_DIR: mkdtempSync(join(tmpdir(), 'portal-e2e-')),
      // The portal's own store (views, votes) in a throwaway directory too.
      PORTAL_DATA_DIR: mkdtempSync(join(tmpdir(), 'portal-e2e-store-')),
      PORTAL_BASE_URL: baseURL,
      // Site-wide features of the pre-rendered pages (tests/e2e/site.spec.ts), read at build time.
      FEATURE_FEEDBACK: 'true',
      NOTIFICATION_BANNER: JSON.stringify({ id: 'e2e-banner', text: { en: 'Planned maintenance on Sunday.', de: 'Geplante Wartung am Sonntag.' } }),
      // Editorial previews (tests/e2e/editorial.spec.ts).
      CONTENT_PREVIEW_SECRET: 'e2e-preview-secret-0123456789',
      NEW_FEATURE_NOTICE: JSON.stringify({ name: 'galleries', expires: '2099-12-31', languages: ['sv'] }),
      // The test host of the editor tools (tests/e2e/support/contentful-host.ts) frames them from this origin.
      CONTENT_SYSTEM_ORIGIN: 'http://content-system.test',
    },
  },
});
