import { DEBUG_SETTINGS_KEY, debugApiKey, withApiKey } from '../../lib/site/debug-requests.ts';

/**
 * The debug panel in the footer: the in-page link `#api-requests` opens it, and with an
 * `apiKey` in the debug settings (local storage) the listed URLs carry that key and link to
 * the API responses.
 */
export function initDebugPanel(): void {
  const panel = document.getElementById('api-requests');
  if (!(panel instanceof HTMLDetailsElement)) return;

  const openIfTargeted = (): void => {
    if (location.hash === `#${panel.id}`) panel.open = true;
  };
  const linkify = (): void => {
    const apiKey = debugApiKey(localStorage.getItem(DEBUG_SETTINGS_KEY));
    if (!apiKey) return;
    for (const entry of panel.querySelectorAll<HTMLElement>('[data-request-url]:not(a)')) {
      const href = withApiKey(entry.dataset.requestUrl ?? '', apiKey);
      if (!href) continue;
      const link = document.createElement('a');
      link.href = href;
      link.dataset.requestUrl = href;
      link.dataset.qa = 'api-request-link';
      link.textContent = `${entry.dataset.requestMethod ?? 'GET'} ${href}`;
      entry.replaceWith(link);
    }
  };

  openIfTargeted();
  window.addEventListener('hashchange', openIfTargeted);
  // The link may point at the hash already in the address bar, which fires no hashchange.
  document.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest(`a[href="#${panel.id}"]`)) panel.open = true;
  });
  panel.addEventListener('toggle', () => {
    if (panel.open) linkify();
  });
  if (panel.open) linkify();
}
