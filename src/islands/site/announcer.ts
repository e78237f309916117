import { navigationTarget } from './navigation.ts';

/** Session-storage flag: the next page was reached by navigating inside the site. */
const NAVIGATED_KEY = 'portal.navigated';

/**
 * Route-change accessibility: after an in-site navigation, an aria-live region announces the
 * new page's title. A full page load already puts the focus at the top of the document.
 */
export function initAnnouncer(): void {
  const onNavigate = (event: Event): void => {
    if (navigationTarget(event)) sessionStorage.setItem(NAVIGATED_KEY, '1');
  };
  document.addEventListener('click', onNavigate);
  document.addEventListener('submit', onNavigate);

  const region = document.querySelector<HTMLElement>('[data-route-announcer]');
  if (!region || sessionStorage.getItem(NAVIGATED_KEY) === null) return;
  sessionStorage.removeItem(NAVIGATED_KEY);
  // Without the placeholder (a message not yet translated), the title alone.
  const template = region.dataset.template?.includes('{{title}}') ? region.dataset.template : '{{title}}';
  // A live region announces changes, not its initial content: fill it once it is in the
  // accessibility tree.
  window.setTimeout(() => {
    region.textContent = template.replace('{{title}}', document.title);
  }, 100);
}
