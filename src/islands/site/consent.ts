import { allows, consentFromCookieHeader, hasCompleteChoice, OPTIONAL_SERVICES, type ConsentChoice } from '../../lib/site/consent.ts';

/**
 * The always-loaded part of the consent manager: reads the stored choice, shows the first-visit
 * banner when there is none, and loads what the choice allows (gated scripts and embeds). The
 * widget itself (consent-ui.ts) loads on the first click on a consent control.
 */

/** The visitor's stored choice. */
export function storedConsent(): ConsentChoice {
  return consentFromCookieHeader(document.cookie);
}

/** Loads, or unloads, everything behind consent according to the choice. */
export function applyConsent(choice: ConsentChoice): void {
  // Scripts: `<script type="text/plain" data-consent-service data-src>` (ConsentScript.astro).
  for (const inert of document.querySelectorAll<HTMLScriptElement>('script[type="text/plain"][data-consent-service]:not([data-loaded])')) {
    if (!allows(choice, inert.dataset.consentService ?? '') || !inert.dataset.src) continue;
    const script = document.createElement('script');
    script.src = inert.dataset.src;
    script.async = true;
    inert.dataset.loaded = '';
    inert.after(script);
  }
  // Embeds (EmbedGate.astro): the frame exists only while its service is allowed.
  for (const gate of document.querySelectorAll<HTMLElement>('[data-embed-gate]')) {
    const notice = gate.querySelector<HTMLElement>('[data-embed-notice]');
    const frame = gate.querySelector('iframe');
    const allowed = allows(choice, gate.dataset.consentService ?? '');
    if (notice) notice.hidden = allowed;
    if (allowed && !frame && gate.dataset.loading === undefined) void openEmbed(gate);
    else if (!allowed) frame?.remove();
  }
  // Settings forms outside the dialog (the cookies-policy page) show the stored choice.
  for (const form of document.querySelectorAll<HTMLFormElement>('form[data-consent-form]')) {
    for (const id of OPTIONAL_SERVICES) {
      const input = form.elements.namedItem(id);
      if (input instanceof HTMLInputElement) input.checked = choice[id] === true;
    }
  }
}

/** The frame's URL: the gate's own, or (a platform answering oEmbed only) the portal's resolution of the page. */
async function embedSource(gate: HTMLElement): Promise<string | undefined> {
  if (gate.dataset.src?.startsWith('https://')) return gate.dataset.src;
  const page = gate.dataset.resolve;
  if (!page) return undefined;
  const response = await fetch(`/_api/embed?${new URLSearchParams({ url: page }).toString()}`, { headers: { accept: 'application/json' } });
  if (!response.ok) return undefined;
  const body = (await response.json()) as { src?: unknown };
  return typeof body.src === 'string' && body.src.startsWith('https://') ? body.src : undefined;
}

async function openEmbed(gate: HTMLElement): Promise<void> {
  gate.dataset.loading = '';
  const error = gate.querySelector<HTMLElement>('[data-embed-error]');
  const src = await embedSource(gate).catch(() => undefined);
  delete gate.dataset.loading;
  // Consent may have been withdrawn meanwhile; an answer without a usable player says so.
  if (!allows(storedConsent(), gate.dataset.consentService ?? '') || gate.querySelector('iframe')) return;
  if (src === undefined) {
    if (error) error.textContent = gate.dataset.error ?? '';
    return;
  }
  if (error) error.textContent = '';
  const created = document.createElement('iframe');
  created.src = src;
  created.title = gate.dataset.title ?? '';
  created.allow = 'fullscreen; picture-in-picture; encrypted-media';
  created.loading = 'lazy';
  created.dataset.qa = 'embed-gate-frame';
  // The "Allow" button that had the focus is gone: the player takes its place in the focus order.
  const refocus = document.activeElement === document.body || gate.contains(document.activeElement);
  gate.append(created);
  if (refocus) created.focus();
}

export function initConsent(): void {
  const choice = storedConsent();
  applyConsent(choice);
  const banner = document.querySelector<HTMLElement>('[data-consent-banner]');
  if (banner && !hasCompleteChoice(choice)) banner.hidden = false;

  // One promise for the widget, so that clicks made while it is still on its way run in the order they were made
  // (two `import()` calls for one module may settle in either order: "reject all" then "allow YouTube" ended rejected).
  let widget: Promise<typeof import('./consent-ui.ts')> | undefined;
  const ui = (): Promise<typeof import('./consent-ui.ts')> => (widget ??= import('./consent-ui.ts'));
  document.addEventListener('click', (event) => {
    const control = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-consent-action]') : null;
    if (!control) return;
    event.preventDefault();
    void ui().then((m) => {
      m.handleConsentAction(control);
    });
  });
  document.addEventListener('submit', (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !form.hasAttribute('data-consent-form')) return;
    event.preventDefault();
    void ui().then((m) => {
      m.saveForm(form);
    });
  });
  window.addEventListener('portal:consent', (event) => {
    applyConsent(event.detail.choice);
  });
}
