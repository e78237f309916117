import { PROGRESS_BAR } from '../../lib/constants.ts';
import { navigationTarget } from './navigation.ts';

/**
 * The progress bar on route loads (spec section 2): navigations to the server show it after
 * 200 ms (fast ones never do), it fills over 2,500 ms, and when the page is shown again from
 * the back/forward cache it completes and hides after 500 ms.
 */
export function initProgressBar(): void {
  const bar = document.querySelector<HTMLElement>('[data-progress-bar]');
  if (!bar) return;
  let timer: number | undefined;

  const start = (event: Event): void => {
    if (!navigationTarget(event)) return;
    window.clearTimeout(timer);
    timer = window.setTimeout(() => {
      bar.style.setProperty('--progress-duration', `${String(PROGRESS_BAR.durationMs)}ms`);
      bar.dataset.state = 'loading';
    }, PROGRESS_BAR.throttleMs);
  };
  const done = (): void => {
    window.clearTimeout(timer);
    if (bar.dataset.state !== 'loading') return;
    bar.dataset.state = 'done';
    timer = window.setTimeout(() => {
      delete bar.dataset.state;
    }, PROGRESS_BAR.hideDelayMs);
  };

  document.addEventListener('click', start);
  document.addEventListener('submit', start);
  // Leaving before the throttle ran out: nothing to show.
  window.addEventListener('pagehide', () => {
    window.clearTimeout(timer);
  });
  window.addEventListener('pageshow', done);
}
