import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from './stack.ts';

/**
 * The server log over HTTP (issue 18 item 14): a refusal (404, 410, 400, 414) is at most one info
 * line, never `[ERROR]`, an error report or a stack trace; a failure (5xx) still writes `[ERROR]` with
 * its stack and one error report.
 */

/** A line of a stack trace, or of Astro's error output. */
const ERROR_LINE = /\[ERROR\]|^\[error-report\] |^\s+at \S/;

describe('the server log', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  }, 180_000);
  afterAll(() => stack.stop());

  /** The status of a GET, and the lines the portal logged while answering it. */
  async function logged(path: string): Promise<{ status: number; lines: string[] }> {
    const before = stack.portalLog.length;
    const response = await fetch(`${stack.portal}${path}`, { redirect: 'manual' });
    await response.text();
    // stdout and stderr arrive on their own pipes: give both a moment.
    await new Promise((r) => setTimeout(r, 300));
    return { status: response.status, lines: stack.portalLog.slice(before) };
  }

  it('writes no error line for refusals', async () => {
    const refusals: [string, number][] = [
      // An unknown route, and a page that throws its 404.
      ['/en/no-such-page-here', 404],
      ['/en/collections/no-such-type/1-x', 404],
      // A handled 404 (the item page shows its own error).
      ['/en/item/2000001/no_such_item', 404],
      // A gone gallery (legacy rule, thrown in the middleware).
      ['/de/galleries/ballet', 410],
      // Paths the pipeline refuses.
      ['/en/a%2Fb', 400],
      ['/en/%E0%A4%A', 400],
      [`/en/${'x'.repeat(3000)}`, 414],
    ];
    for (const [path, status] of refusals) {
      const answer = await logged(path);
      expect(answer.status, path.slice(0, 60)).toBe(status);
      const errors = answer.lines.filter((line) => ERROR_LINE.test(line));
      expect(errors, path.slice(0, 60)).toEqual([]);
      expect(answer.lines.length, path.slice(0, 60)).toBeLessThanOrEqual(1);
    }
  }, 60_000);

  it('writes [ERROR] with its stack and one error report for a failure', async () => {
    // The content service fails under the stories listing (rendered on demand), which throws.
    await stack.setFaults({ '/content': '500' });
    try {
      const answer = await logged('/en/stories?type=story&page=2');
      expect(answer.status).toBe(500);
      expect(answer.lines.some((line) => line.includes('[ERROR]'))).toBe(true);
      expect(answer.lines.some((line) => /^\s+at \S/.test(line))).toBe(true);
      expect(answer.lines.filter((line) => line.startsWith('[error-report] '))).toHaveLength(1);
    } finally {
      await stack.setFaults({});
    }
  }, 60_000);

  it('writes one error report for an upstream failure a page handles itself', async () => {
    await stack.setFaults({ '/record': '500' });
    try {
      const answer = await logged('/en/item/2000001/aic_14594');
      expect(answer.status).toBeGreaterThanOrEqual(500);
      expect(answer.lines.filter((line) => ERROR_LINE.test(line))).toHaveLength(1);
      expect(answer.lines[0]).toMatch(/^\[error-report\] /);
    } finally {
      await stack.setFaults({});
    }
  }, 60_000);
});
