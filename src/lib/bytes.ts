/**
 * The bytes of a body that came in chunks: a single chunk as it is, several joined. `Buffer.concat` copies even a
 * single chunk, and a page (Astro's, not streamed; a small pre-rendered file) is one chunk: each copy of every page
 * outlived the young generation under load (BENCHMARKS.md "The long tail", seventh session).
 */
export function joinedBytes<T extends Uint8Array>(chunks: readonly T[]): T | Buffer {
  const [only] = chunks;
  return chunks.length === 1 && only !== undefined ? only : Buffer.concat(chunks);
}
