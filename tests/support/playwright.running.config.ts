import { defineConfig } from '@playwright/test';
import base from '../../playwright.config.ts';

/**
 * The end-to-end tests against a portal that is already running (E2E_BASE_URL), e.g. one built
 * into its own directory while another build uses dist/: no web server is started.
 */
const withoutServer = Object.fromEntries(Object.entries(base).filter(([key]) => key !== 'webServer')) as typeof base;

export default defineConfig({
  ...withoutServer,
  testDir: '../e2e',
  use: { ...base.use, baseURL: process.env.E2E_BASE_URL ?? 'http://localhost:4398' },
});
