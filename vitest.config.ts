/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';
import { existsSync, globSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';

// Unit and contract tests, and the integration tests (security, faults, nodes, seo, build) that start their
// own servers. End-to-end tests are Playwright's (tests/e2e).
/** The project's root, whatever the working directory: test files are named relative to it. */
const ROOT = import.meta.dirname;
const UNIT = ['tests/unit/**/*.test.ts', 'tests/contract/**/*.test.ts'];
const INTEGRATION = ['tests/security/**/*.test.ts', 'tests/faults/**/*.test.ts', 'tests/nodes/**/*.test.ts', 'tests/seo/**/*.test.ts', 'tests/build/**/*.test.ts'];

/** Writing the environment, which the portal's modules read when they are first imported. */
const SETS_ENVIRONMENT = /process\.env\.[A-Z_]+\s*=(?!=)|delete process\.env|vi\.(stubEnv|resetModules)\b/;
const LOCAL_IMPORT = /from '(\.{1,2}\/[^']+\.ts)'/g;
const COMMENT = /\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm;

/** A file's code without its comments (an example in a comment sets nothing). */
const codeOf = (file: string): string => readFileSync(join(ROOT, file), 'utf8').replace(COMMENT, '');

/** Whether a test file, or a helper of the tests' own that it imports, sets the environment. */
function setsEnvironment(file: string): boolean {
  const source = codeOf(file);
  if (SETS_ENVIRONMENT.test(source)) return true;
  return [...source.matchAll(LOCAL_IMPORT)].some(([, path = '']) => {
    const helper = normalize(join(dirname(file), path));
    return helper.startsWith('tests/') && existsSync(join(ROOT, helper)) && SETS_ENVIRONMENT.test(codeOf(helper));
  });
}

const unitFiles = UNIT.flatMap((pattern) => globSync(pattern, { cwd: ROOT }));
const ownProcess = unitFiles.filter(setsEnvironment);

/*
 * Two projects. Most unit and contract files run one after the other in one process without re-importing the
 * modules for each file (`isolate: false`): with the files below in their own processes, 147 s against 199 s for
 * every file isolated on the 2-core machine (docs/decisions/0016-test-suite-time.md). A file that sets the environment before importing what it tests
 * (an upstream's address, a data directory) gets a process of its own, as do the integration files, so that
 * nothing it sets reaches another file.
 */
export default getViteConfig({
  test: {
    globalSetup: ['tests/support/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
    projects: [
      { test: { name: 'shared', include: UNIT, exclude: ownProcess, isolate: false } },
      { test: { name: 'own-process', include: [...ownProcess, ...INTEGRATION], isolate: true } },
    ],
  },
});
