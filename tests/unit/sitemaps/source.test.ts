import { describe, expect, it } from 'vitest';
import { readPage } from '../../../src/lib/sitemaps/sources/source.ts';

/**
 * How a walk reads an upstream page (src/lib/sitemaps/sources/source.ts): a failure is asked again after growing
 * pauses, the fourth ends the walk; after a page, a pause in proportion to its time.
 */
describe('reading a page of a walk', () => {
  const recorder = (): { pauses: number[]; sleep: (ms: number) => Promise<void> } => {
    const pauses: number[] = [];
    return { pauses, sleep: (ms) => (pauses.push(ms), Promise.resolve()) };
  };
  const slowly = <T>(value: T, ms: number) => () => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

  it('pauses after a page for the factor times the time it took', async () => {
    const { pauses, sleep } = recorder();
    expect(await readPage(slowly('page', 40), new AbortController().signal, { pauseFactor: 2, sleep })).toBe('page');
    expect(pauses).toHaveLength(1);
    expect(pauses[0]).toBeGreaterThanOrEqual(75);
    expect(pauses[0]).toBeLessThan(400);
    await readPage(slowly('page', 5), new AbortController().signal, { pauseFactor: 0, sleep });
    expect(pauses).toHaveLength(1);
  });

  it('asks a failed page again after 1, 2 and 4 s, then gives up with the last error', async () => {
    const { pauses, sleep } = recorder();
    let calls = 0;
    const flaky = (): Promise<string> => (calls += 1) < 3 ? Promise.reject(new Error(`down ${String(calls)}`)) : Promise.resolve('page');
    expect(await readPage(flaky, new AbortController().signal, { pauseFactor: 0, sleep })).toBe('page');
    expect(pauses).toEqual([1000, 2000]);
    const down = (): Promise<string> => Promise.reject(new Error(`down ${String((calls += 1))}`));
    calls = 0;
    await expect(readPage(down, new AbortController().signal, { pauseFactor: 0, sleep })).rejects.toThrow('down 4');
    expect(pauses).toEqual([1000, 2000, 1000, 2000, 4000]);
  });

  it('does not ask again once the walk is stopped', async () => {
    const { pauses, sleep } = recorder();
    const stopping = new AbortController();
    stopping.abort();
    await expect(readPage(() => Promise.reject(new Error('down')), stopping.signal, { pauseFactor: 1, sleep })).rejects.toThrow('down');
    expect(pauses).toEqual([]);
  });
});
