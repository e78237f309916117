/**
 * The content warning's modal (src/components/content/ContentWarning.astro; europeana.eu's ContentWarningModal.vue):
 * the open dialog in the page becomes a modal over it, focus on "Continue", until the visitor continues (the button,
 * or Escape) or goes home (not remembered: the warning shows on the next visit). Continuing is remembered for the session, by what the warning is for, so a story's warning
 * is not shown again on its next visit, nor an exhibition's on its other chapters (europeana.eu's
 * `sessionStorage.dismissedWarnings`); a warning already continued past closes at once.
 */
const STORAGE_KEY = 'dismissedWarnings';

function dismissed(): string[] {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((one): one is string => typeof one === 'string') : [];
  } catch {
    // Storage refused (a private window's settings) or damaged: the warning shows.
    return [];
  }
}

function remember(page: string): void {
  try {
    const pages = dismissed();
    if (!pages.includes(page)) sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...pages, page]));
  } catch {
    // Not remembered: the next visit shows the warning again.
  }
}

/** The value "Continue" gives the dialog it closes (its form is `method="dialog"`). */
const CONTINUE = 'continue';

export function initContentWarnings(): void {
  for (const dialog of document.querySelectorAll<HTMLDialogElement>('dialog[data-content-warning]')) {
    const page = dialog.dataset.contentWarning ?? '';
    // The in-page dialog closes (its own `close` event, queued now, is not a visitor's answer: no return value).
    dialog.close();
    if (dismissed().includes(page)) continue;
    dialog.returnValue = '';
    dialog.addEventListener('close', () => {
      if (dialog.returnValue === CONTINUE) remember(page);
    });
    // Escape continues too.
    dialog.addEventListener('cancel', () => { remember(page); });
    dialog.showModal();
    dialog.querySelector<HTMLButtonElement>(`button[value="${CONTINUE}"]`)?.focus();
  }
}
