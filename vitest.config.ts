/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

// Unit and contract tests. End-to-end tests are Playwright's (tests/e2e).
export default getViteConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/contract/**/*.test.ts', 'tests/security/**/*.test.ts', 'tests/faults/**/*.test.ts', 'tests/nodes/**/*.test.ts', 'tests/seo/**/*.test.ts', 'tests/build/**/*.test.ts'],
    globalSetup: ['tests/support/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
