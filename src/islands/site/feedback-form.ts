import { FEEDBACK_TEXT_MAX, feedbackTextProblem } from '../../lib/site/feedback.ts';

/**
 * The feedback form (FeedbackWidget.astro): validates the length, posts JSON to the portal's
 * `POST /_api/feedback` and says what happened. Messages come from data attributes, translated
 * on the server.
 */

async function send(form: HTMLFormElement, dialog: HTMLDialogElement): Promise<void> {
  const status = form.querySelector<HTMLElement>('[data-feedback-status]');
  const textarea = form.elements.namedItem('text');
  const emailInput = form.elements.namedItem('email');
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!status || !(textarea instanceof HTMLTextAreaElement) || !(emailInput instanceof HTMLInputElement)) return;
  const say = (key: string, state: 'error' | 'success' | 'pending'): void => {
    status.textContent = (dialog.dataset[key] ?? key).replace('{{max}}', String(FEEDBACK_TEXT_MAX));
    status.dataset.state = state;
  };

  const problem = feedbackTextProblem(textarea.value);
  textarea.setAttribute('aria-invalid', String(problem !== undefined));
  if (problem) {
    say(problem === 'empty' ? 'msgEmpty' : 'msgTooLong', 'error');
    textarea.focus();
    return;
  }
  if (!emailInput.checkValidity()) {
    emailInput.setAttribute('aria-invalid', 'true');
    say('msgEmail', 'error');
    emailInput.focus();
    return;
  }
  emailInput.removeAttribute('aria-invalid');

  const email = emailInput.value.trim();
  say('msgSending', 'pending');
  if (submit) submit.disabled = true;
  try {
    const response = await fetch('/_api/feedback', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text: textarea.value.trim(), ...(email ? { email } : {}), pageUrl: location.href }),
    });
    if (!response.ok) {
      // A refusal of what was typed comes with its own translated message (control characters…).
      const body = (await response.json().catch(() => ({}))) as { message?: unknown };
      if (response.status === 400 && typeof body.message === 'string') {
        status.textContent = body.message;
        status.dataset.state = 'error';
        textarea.setAttribute('aria-invalid', 'true');
        textarea.focus();
        return;
      }
      throw new Error(`HTTP ${String(response.status)}`);
    }
    form.reset();
    say('msgSent', 'success');
  } catch {
    say('msgFailed', 'error');
  } finally {
    if (submit) submit.disabled = false;
  }
}

/** Opens the feedback dialog (wiring it on first use). */
export function openFeedback(): void {
  const dialog = document.querySelector<HTMLDialogElement>('dialog[data-feedback-dialog]');
  const form = dialog?.querySelector('form');
  if (!dialog || !form) return;
  if (!dialog.dataset.wired) {
    dialog.dataset.wired = '';
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      void send(form, dialog);
    });
    dialog.querySelector('[data-feedback-close]')?.addEventListener('click', () => {
      dialog.close();
    });
  }
  const status = form.querySelector<HTMLElement>('[data-feedback-status]');
  if (status?.dataset.state === 'success') {
    status.textContent = '';
    delete status.dataset.state;
  }
  if (!dialog.open) dialog.showModal();
}
