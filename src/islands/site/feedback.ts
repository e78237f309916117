/** The feedback widget's button; the form's code loads on the first click. */
export function initFeedback(): void {
  document.addEventListener('click', (event) => {
    const opener = event.target instanceof Element ? event.target.closest('[data-feedback-open]') : null;
    if (!opener) return;
    void import('./feedback-form.ts').then((m) => {
      m.openFeedback();
    });
  });
}
