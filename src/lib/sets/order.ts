/**
 * The order of a gallery's items after a move, as the Set API's steps leave it (src/lib/sets/galleries.ts `moveSteps`):
 * the gallery editor shows it before the API answers. A module of its own, with nothing to import, because the island
 * (src/islands/galleries/GalleryEditor.tsx) bundles it for the browser: taking it from galleries.ts brought the server's
 * modules along (the Set API client, the session, zod), and one of them made a `Buffer` as it loaded, which does not
 * exist in a browser.
 */
export function applyMove(ids: readonly string[], id: string, to: number): string[] {
  const without = ids.filter((i) => i !== id);
  const at = Math.min(Math.max(0, to), without.length);
  return [...without.slice(0, at), id, ...without.slice(at)];
}
