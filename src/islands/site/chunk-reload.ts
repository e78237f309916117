import { CHUNK_RELOAD_KEY, isChunkLoadError, shouldReloadForChunkError } from '../../lib/site/chunk-reload.ts';

/**
 * Reloads the page when a script chunk fails to load (a newer build replaced it), at most once
 * a minute. Vite raises `vite:preloadError` for failed dynamic imports; other failures surface
 * as unhandled rejections.
 */
function reloadFor(reason: unknown): boolean {
  if (!isChunkLoadError(reason)) return false;
  const now = Date.now();
  const last = sessionStorage.getItem(CHUNK_RELOAD_KEY);
  if (!shouldReloadForChunkError(last === null ? undefined : Number(last), now)) return false;
  sessionStorage.setItem(CHUNK_RELOAD_KEY, String(now));
  location.reload();
  return true;
}

window.addEventListener('vite:preloadError', (event) => {
  if (reloadFor((event as Event & { payload?: unknown }).payload)) event.preventDefault();
});
window.addEventListener('unhandledrejection', (event) => {
  if (reloadFor(event.reason)) event.preventDefault();
});
