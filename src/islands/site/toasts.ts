import { TOAST_AUTO_HIDE_MS } from '../../lib/constants.ts';
import { listen, opensErrorModal, type ErrorDetail } from './events.ts';

/**
 * Toasts in the bottom-left region (a polite live region, so screen readers announce them),
 * hiding after 5,000 ms; the timer pauses while the pointer or focus is on a toast. Errors
 * with a title and description open the error modal (its code loads on the first such error);
 * other errors show the generic notice "Error: {message}".
 */
export function initToasts(): void {
  const region = document.querySelector<HTMLElement>('[data-qa="toaster"]');
  if (!region) return;

  const show = (message: string): void => {
    const item = document.createElement('div');
    item.className = 'toast';
    item.dataset.qa = 'toast';
    const text = document.createElement('p');
    text.textContent = message;
    const close = document.createElement('button');
    close.type = 'button';
    close.className = 'toast-close';
    close.textContent = '×';
    close.setAttribute('aria-label', region.dataset.closeLabel ?? 'Close');
    item.append(text, close);

    let timer = 0;
    const remove = (): void => {
      window.clearTimeout(timer);
      item.remove();
    };
    const schedule = (): void => {
      window.clearTimeout(timer);
      timer = window.setTimeout(remove, TOAST_AUTO_HIDE_MS);
    };
    close.addEventListener('click', remove);
    item.addEventListener('mouseenter', () => window.clearTimeout(timer));
    item.addEventListener('focusin', () => window.clearTimeout(timer));
    item.addEventListener('mouseleave', schedule);
    item.addEventListener('focusout', schedule);
    region.append(item);
    schedule();
  };

  const showError = (detail: ErrorDetail): void => {
    if (opensErrorModal(detail)) {
      void import('./error-modal.ts').then((m) => {
        m.showErrorModal(detail);
      });
    } else {
      show(`${region.dataset.errorPrefix ?? 'Error:'} ${detail.message}`);
    }
  };

  // Toasts and errors raised before this point (the welcome toast after login) arrive now.
  listen('portal:toast', (detail) => {
    show(detail.message);
  });
  listen('portal:error', showError);
}
