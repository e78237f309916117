import {
  allOptional,
  consentCookie,
  grant,
  hasCompleteChoice,
  OPTIONAL_SERVICES,
  type ConsentChoice,
  type OptionalServiceId,
} from '../../lib/site/consent.ts';
import { storedConsent } from './consent.ts';
import { toast } from './events.ts';

/**
 * The consent widget: the first-visit banner's buttons, the settings dialog (modal; Escape
 * closes it only once a choice exists) and the embed gates' "Allow" buttons. Loaded on the
 * first click on any of them.
 */

const dialog = (): HTMLDialogElement | null => document.querySelector<HTMLDialogElement>('dialog[data-consent-dialog]');

function isOptionalService(id: string | undefined): id is OptionalServiceId {
  return (OPTIONAL_SERVICES as readonly (string | undefined)[]).includes(id);
}

/** Stores a choice, hides the banner, closes the dialog and applies it to the page. */
export function saveChoice(choice: ConsentChoice, announce = true): void {
  document.cookie = consentCookie(choice, location.protocol === 'https:');
  const banner = document.querySelector<HTMLElement>('[data-consent-banner]');
  const complete = hasCompleteChoice(choice);
  const bannerHadFocus = banner?.contains(document.activeElement) ?? false;
  if (banner && complete) banner.hidden = true;
  const settings = dialog();
  if (settings?.open) settings.close();
  window.dispatchEvent(new CustomEvent('portal:consent', { detail: { choice } }));
  const message = settings?.dataset.savedMessage;
  if (announce && complete && message) toast(message);
  // The banner is gone: keep the keyboard user's place at the start of the content.
  if (complete && (bannerHadFocus || document.activeElement === document.body)) document.getElementById('main')?.focus({ preventScroll: true });
}

/** Saves what a settings form says (the dialog's or the cookies-policy page's). */
export function saveForm(form: HTMLFormElement): void {
  const choice = Object.fromEntries(
    OPTIONAL_SERVICES.map((id) => {
      const input = form.elements.namedItem(id);
      return [id, input instanceof HTMLInputElement && input.checked];
    }),
  );
  saveChoice(choice);
}

/** Opens the settings dialog, showing the stored choice. */
export function openSettings(): void {
  const settings = dialog();
  if (!settings) return;
  const choice = storedConsent();
  const form = settings.querySelector<HTMLFormElement>('form[data-consent-form]');
  for (const id of OPTIONAL_SERVICES) {
    const input = form?.elements.namedItem(id);
    if (input instanceof HTMLInputElement) input.checked = choice[id] === true;
  }
  const closable = hasCompleteChoice(choice);
  settings.querySelector<HTMLElement>('[data-consent-close]')?.toggleAttribute('hidden', !closable);
  if (!settings.dataset.wired) {
    settings.dataset.wired = '';
    // Escape closes only once a choice exists; preventing the keydown too stops Chromium from
    // closing on a second Escape (close requests without user activation cannot be cancelled).
    const guard = (event: Event): void => {
      if (!hasCompleteChoice(storedConsent())) event.preventDefault();
    };
    settings.addEventListener('cancel', guard);
    settings.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') guard(event);
    });
  }
  if (!settings.open) settings.showModal();
}

/** Runs the action of a clicked consent control (`data-consent-action`). */
export function handleConsentAction(control: HTMLElement): void {
  switch (control.dataset.consentAction) {
    case 'accept-all':
      saveChoice(allOptional(true));
      break;
    case 'reject-all':
      saveChoice(allOptional(false));
      break;
    case 'settings':
      openSettings();
      break;
    case 'close':
      if (hasCompleteChoice(storedConsent())) dialog()?.close();
      break;
    case 'allow': {
      const service = control.dataset.service;
      if (!isOptionalService(service)) return;
      saveChoice(grant(storedConsent(), service), false);
      // The gate's button is gone; the embed takes its place in the focus order.
      control.closest('[data-embed-gate]')?.querySelector('iframe')?.focus();
      break;
    }
    default:
      break;
  }
}
