import { LRUCache } from 'lru-cache';

/**
 * The rule "kept from the second time on", shared by the route cache (a page is stored from its second request:
 * src/lib/cache/anonymous-memory-provider.ts) and the compression step (a body is compressed well and kept from its
 * second send: src/runtime/compress.ts). Most pages of a catalogue of millions are asked once; keeping them pushes out
 * the ones asked again. `seenBefore(key)` says whether the key was among the last `max` keys asked, and remembers it.
 */
export function seenBeforeWithin(max: number): (key: string) => boolean {
  const seen = new LRUCache<string, true>({ max: Math.max(1, max) });
  return (key) => {
    if (seen.get(key) !== undefined) return true;
    seen.set(key, true);
    return false;
  };
}
