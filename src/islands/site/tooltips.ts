/**
 * Tooltips are CSS (src/styles/global.css, show delay 300 ms, hide 50 ms). Escape dismisses a
 * visible one without moving the pointer or focus (WCAG 1.4.13), until the pointer or focus
 * moves on.
 */
export function initTooltips(): void {
  const root = document.documentElement;
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') root.classList.add('tooltips-dismissed');
  });
  const restore = (): void => {
    root.classList.remove('tooltips-dismissed');
  };
  document.addEventListener('pointerover', restore);
  document.addEventListener('focusin', restore);
}
