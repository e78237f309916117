import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createIdleCollector, type IdleCollector } from '../../../src/runtime/idle-collector.ts';

const MB = 1024 * 1024;

describe('createIdleCollector', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A collector over a pretend heap of `heap.size` bytes, which a collection brings back to 50 MB. */
  function collector(heap: { size: number }): { collections: () => number; idle: IdleCollector } {
    let collections = 0;
    const idle = createIdleCollector({
      idleMs: 2000,
      growthBytes: 16 * MB,
      collect: () => {
        collections += 1;
        heap.size = 50 * MB;
      },
      heapSize: () => heap.size,
      now: () => Date.now(),
    });
    return { collections: () => collections, idle };
  }

  it('collects once when a burst that grew the heap is followed by quiet, not while requests keep coming', () => {
    const heap = { size: 50 * MB };
    const { collections, idle } = collector(heap);
    for (let request = 0; request < 50; request += 1) {
      idle.note();
      heap.size += MB;
      vi.advanceTimersByTime(100);
    }
    // The last request came 100 ms ago: the collection comes 2 s after it.
    expect(collections()).toBe(0);
    vi.advanceTimersByTime(1899);
    expect(collections()).toBe(0);
    vi.advanceTimersByTime(1);
    expect(collections()).toBe(1);
    vi.advanceTimersByTime(60_000);
    expect(collections()).toBe(1);
  });

  it('leaves a heap that did not grow alone, however often the server falls quiet', () => {
    const heap = { size: 50 * MB };
    const { collections, idle } = collector(heap);
    for (let burst = 0; burst < 5; burst += 1) {
      idle.note();
      heap.size += 2 * MB;
      vi.advanceTimersByTime(5000);
      heap.size -= 2 * MB;
    }
    expect(collections()).toBe(0);
  });

  it('collects again after the next burst, and never once stopped', () => {
    const heap = { size: 50 * MB };
    const { collections, idle } = collector(heap);
    idle.note();
    heap.size = 90 * MB;
    vi.advanceTimersByTime(2000);
    idle.note();
    heap.size = 80 * MB;
    vi.advanceTimersByTime(2000);
    expect(collections()).toBe(2);
    idle.note();
    heap.size = 90 * MB;
    idle.stop();
    vi.advanceTimersByTime(10_000);
    expect(collections()).toBe(2);
  });
});
