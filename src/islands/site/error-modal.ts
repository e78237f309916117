import type { ErrorDetail } from './events.ts';

/** Opens the error modal (src/components/site/ErrorModal.astro) with an error's title and description. */
export function showErrorModal(detail: ErrorDetail): void {
  const dialog = document.querySelector<HTMLDialogElement>('dialog[data-error-modal]');
  const title = dialog?.querySelector<HTMLElement>('[data-error-title]');
  const description = dialog?.querySelector('[data-error-description]');
  if (!dialog || !title || !description) return;
  // The heading is never empty: the generic title (its `data-error-title`) when an error brings none.
  title.textContent = detail.title ?? title.dataset.errorTitle ?? '';
  description.textContent = detail.description ?? detail.message;
  if (!dialog.open) dialog.showModal();
}
