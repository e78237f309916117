import { existsSync } from 'node:fs';

/**
 * The browser of the end-to-end tests: CHROMIUM_PATH, else Debian's `chromium-headless-shell` (.ci/run installs it),
 * else /usr/bin/chromium. The headless shell is the same Chromium release (Debian ties it to the version of
 * `chromium`) built for automation, and what Playwright itself runs headless: without the full browser's own windows,
 * toolbar and their compositing it takes about half the CPU per page, which on a 2-core machine is half the
 * end-to-end run (measured: 22 page types loaded and measured at five widths, 10.8 s CPU in /usr/bin/chromium, 5.3 s
 * in the headless shell).
 */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

export const CHROMIUM_ARGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Whether the browser can run without producing frames of its own (the headless shell's `--deterministic-mode`:
 * begin-frame control, so nothing is painted unless a test asks for a frame). Only for tests that never click or
 * take screenshots: Playwright's actionability checks wait for animation frames.
 */
export const FRAMELESS_CAPABLE = CHROMIUM_PATH === HEADLESS_SHELL;
