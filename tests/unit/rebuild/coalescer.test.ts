import { describe, expect, it } from 'vitest';
import { createCoalescer } from '../../../src/lib/rebuild/coalescer.ts';

function deferred(): { promise: Promise<string>; resolve: (dir: string) => void; reject: (e: Error) => void } {
  let resolve!: (dir: string) => void;
  let reject!: (e: Error) => void;
  const promise = new Promise<string>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('rebuild coalescing', () => {
  it('turns a burst during a build into exactly one more build', async () => {
    const runs: ReturnType<typeof deferred>[] = [];
    const rebuilder = createCoalescer({ run: () => { const d = deferred(); runs.push(d); return d.promise; }, log: () => undefined });
    const first = rebuilder.request('a');
    const burst = [rebuilder.request('b'), rebuilder.request('c'), rebuilder.request('d')];
    expect(runs).toHaveLength(1);
    expect(rebuilder.status()).toMatchObject({ state: 'running', pending: true, requests: 4 });
    runs[0]?.resolve('/builds/1');
    await first;
    expect(runs).toHaveLength(2);
    runs[1]?.resolve('/builds/2');
    await Promise.all(burst);
    expect(runs).toHaveLength(2);
    expect(rebuilder.status()).toMatchObject({ state: 'idle', pending: false, builds: 2, lastSuccess: { dir: '/builds/2' } });
  });

  it('reports a failed build and keeps the last success', async () => {
    let n = 0;
    const rebuilder = createCoalescer({
      run: () => (++n === 1 ? Promise.resolve('/builds/ok') : Promise.reject(new Error('Content query StoryPage failed for story "x"'))),
      log: () => undefined,
    });
    await rebuilder.request('one');
    await rebuilder.request('two');
    const status = rebuilder.status();
    expect(status.lastSuccess?.dir).toBe('/builds/ok');
    expect(status.lastError?.message).toContain('story "x"');
    expect(status.state).toBe('idle');
  });

  it('builds again for a request after the previous build finished', async () => {
    let n = 0;
    const rebuilder = createCoalescer({ run: () => Promise.resolve(`/b/${String(++n)}`), log: () => undefined });
    await rebuilder.request('x');
    await rebuilder.request('y');
    expect(rebuilder.status().builds).toBe(2);
  });
});
