import type { ConsentChoice } from '../../lib/site/consent.ts';

/**
 * The site-wide events other code uses to talk to the chrome: toasts, errors and consent
 * changes. Any script (or island) can raise them; nothing else needs importing.
 *
 * @example window.dispatchEvent(new CustomEvent('portal:toast', { detail: { message: 'Saved' } }))
 */
export interface ToastDetail {
  readonly message: string;
}

export interface ErrorDetail {
  /** Always shown: in the generic notice "Error: {message}", or as a fallback description. */
  readonly message: string;
  /** Title and description (translated) open the error modal instead of the generic notice. */
  readonly title?: string | undefined;
  readonly description?: string | undefined;
  /** A failed page fetch: the error page shows those, so no modal. */
  readonly pageFetch?: boolean | undefined;
}

export interface ConsentDetail {
  readonly choice: ConsentChoice;
}

declare global {
  interface WindowEventMap {
    'portal:toast': CustomEvent<ToastDetail>;
    'portal:error': CustomEvent<ErrorDetail>;
    'portal:consent': CustomEvent<ConsentDetail>;
  }
}

/** Shows a toast (bottom-left, auto-hiding, announced to screen readers). */
export function toast(message: string): void {
  window.dispatchEvent(new CustomEvent('portal:toast', { detail: { message } }));
}

/** Reports an error to the visitor: the error modal, or the generic notice. */
export function reportError(detail: ErrorDetail): void {
  window.dispatchEvent(new CustomEvent('portal:error', { detail }));
}

/** Whether an error opens the modal (title and description, not a page fetch) or the generic notice. */
export function opensErrorModal(detail: ErrorDetail): boolean {
  return Boolean(detail.title && detail.description && !detail.pageFetch);
}
