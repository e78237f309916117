import { defineConfig } from '@playwright/test';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
const syntheticDir = mkdtempSync(join(tmpdir(), 'portal-e2e-synthetic-'));
/**
 * The browser: CHROMIUM_PATH, else Debian's `chromium-headless-shell` (.ci/run installs it), else
 * /usr/bin/chromium. The headless shell is the same Chromium release (Debian ties it to the version of
 * `chromium`) built for automation, and what Playwright itself runs headless: without the full browser's
 * own windows, toolbar and their compositing it takes about half the CPU per page, which on a 2-core machine
 * is half the end-to-end run (measured: 22 page types loaded and measured at five widths, 10.8 s CPU in
 * /usr/bin/chromium, 5.3 s in the headless shell).
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

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
      executablePath: process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium'),
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
  webServer: [{
    command: 'node src/runtime/start.ts',
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
    env: { SERVICES_PORT: String(SYNTHETIC_PORT), SERVICES_DATA_DIR: syntheticDir },
  }],
});
