import { DEBUG_SETTINGS_KEY, debugApiKey, personalApiKey, withApiKey, withDebugApiKey } from '../../lib/site/debug-requests.ts';

/**
 * The debug panel in the footer: the in-page link `#api-requests` opens it (so does `/item/{id}.json`, which
 * redirects to the item page with that hash, src/lib/routing/record-json.ts). Its form keeps an API key in the debug
 * settings (local storage); with one, the listed URLs carry that key and link to the API responses. A signed-in
 * visitor with a personal API key is offered it (portal.js DebugApiRequests).
 */
export function initDebugPanel(): void {
  const panel = document.getElementById('api-requests');
  if (!(panel instanceof HTMLDetailsElement)) return;
  const form = panel.querySelector<HTMLFormElement>('form[data-qa="debug-api-key-form"]');
  const input = form?.querySelector<HTMLInputElement>('input[name="apiKey"]');
  const personal = form?.querySelector<HTMLButtonElement>('[data-qa="debug-use-personal-key"]');
  const saved = form?.querySelector<HTMLElement>('[data-qa="debug-api-key-saved"]');

  const openIfTargeted = (): void => {
    if (location.hash === `#${panel.id}`) panel.open = true;
  };
  /** Each listed request as a link with the stored key, or as text without one. */
  const linkify = (): void => {
    const apiKey = debugApiKey(localStorage.getItem(DEBUG_SETTINGS_KEY));
    for (const entry of panel.querySelectorAll<HTMLElement>('[data-request-url]')) {
      const original = entry.dataset.requestOriginal ?? entry.dataset.requestUrl ?? '';
      const method = entry.dataset.requestMethod ?? 'GET';
      const href = apiKey === undefined || method !== 'GET' ? undefined : withApiKey(original, apiKey);
      const next = document.createElement(href === undefined ? 'code' : 'a');
      if (next instanceof HTMLAnchorElement && href !== undefined) {
        next.href = href;
        next.target = '_blank';
        next.rel = 'noopener';
        next.dataset.qa = 'api-request-link';
      }
      next.dataset.requestUrl = href ?? original;
      next.dataset.requestOriginal = original;
      next.dataset.requestMethod = method;
      next.textContent = `${method} ${href ?? original}`;
      entry.replaceWith(next);
    }
  };
  let askedPersonalKey = false;
  const offerPersonalKey = async (): Promise<void> => {
    if (askedPersonalKey || personal === null || personal === undefined) return;
    askedPersonalKey = true;
    try {
      const response = await fetch('/_api/api-keys', { credentials: 'same-origin', headers: { accept: 'application/json' } });
      if (!response.ok) return;
      const key = personalApiKey(await response.json());
      if (key === undefined) return;
      personal.hidden = false;
      personal.addEventListener('click', () => {
        if (input) input.value = key;
        input?.focus();
      });
    } catch {
      // Not signed in or offline: no personal key to offer.
    }
  };
  const opened = (): void => {
    linkify();
    void offerPersonalKey();
  };

  if (form && input) {
    form.hidden = false;
    input.value = debugApiKey(localStorage.getItem(DEBUG_SETTINGS_KEY)) ?? '';
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      localStorage.setItem(DEBUG_SETTINGS_KEY, withDebugApiKey(localStorage.getItem(DEBUG_SETTINGS_KEY), input.value));
      if (saved) saved.textContent = saved.dataset.savedText ?? '';
      linkify();
    });
  }
  openIfTargeted();
  window.addEventListener('hashchange', openIfTargeted);
  // The link may point at the hash already in the address bar, which fires no hashchange.
  document.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest(`a[href="#${panel.id}"]`)) panel.open = true;
  });
  panel.addEventListener('toggle', () => {
    if (panel.open) opened();
  });
  if (panel.open) opened();
}
