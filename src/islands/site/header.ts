import { HEADER_INITIAL, nextHeaderState, type HeaderState } from '../../lib/site/header-visibility.ts';

/**
 * Hides the header when scrolling down on wide viewports and shows it again (rules in
 * src/lib/site/header-visibility.ts). It stays visible while it holds the focus.
 */
export function initHeader(): void {
  const header = document.querySelector<HTMLElement>('[data-qa="header"]');
  if (!header) return;
  let state: HeaderState = { ...HEADER_INITIAL, anchorY: window.scrollY };
  let scheduled = false;

  const apply = (): void => {
    header.classList.toggle('is-hidden', state.hidden && !header.contains(document.activeElement));
  };
  const update = (): void => {
    scheduled = false;
    state = nextHeaderState(state, window.scrollY, window.innerWidth);
    apply();
  };
  const reset = (): void => {
    state = { hidden: false, anchorY: window.scrollY };
    apply();
  };

  window.addEventListener(
    'scroll',
    () => {
      if (scheduled) return;
      scheduled = true;
      requestAnimationFrame(update);
    },
    { passive: true },
  );
  window.addEventListener('resize', update, { passive: true });
  // Safari before 16.4 has no screen.orientation.
  if ('orientation' in screen) screen.orientation.addEventListener('change', reset);
  else window.addEventListener('orientationchange', reset);
  header.addEventListener('focusin', apply);
}
