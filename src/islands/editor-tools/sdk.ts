/**
 * The browser side every editor tool shares: waits for the content system's handshake through
 * the pinned editor extension SDK (bundled from node_modules, served by the portal), or says the
 * page is outside the editor when no host answers. Only the tool pages import this module.
 */
import { init, locations, type FieldExtensionSDK } from 'contentful-ui-extensions-sdk';

/** How long a framed tool waits for the host's `connect` before saying it is outside the editor. */
export const CONNECT_TIMEOUT_MS = 4000;

export interface ToolPage {
  readonly root: HTMLElement;
  readonly ui: HTMLElement;
  readonly locale: string;
  /** A message of the page (rendered server-side into `data-messages`), `{{name}}` filled in. */
  readonly msg: (key: string, values?: Record<string, string | number>) => string;
}

function readMessages(root: HTMLElement): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(root.dataset.messages ?? '{}');
    return parsed !== null && typeof parsed === 'object' ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** Sets the tool's status line (a polite live region). */
export function setStatus(text: string): void {
  const status = document.querySelector<HTMLElement>('[data-qa="editor-tool-status"]');
  if (status) status.textContent = text;
}

/** The value as a string ('' for anything else). */
export function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** Runs `start` once the content system connected the tool to a field; else shows the outside message. */
export function startTool(start: (sdk: FieldExtensionSDK, page: ToolPage) => void | Promise<void>): void {
  const root = document.querySelector<HTMLElement>('[data-editor-tool]');
  const ui = document.querySelector<HTMLElement>('[data-qa="editor-tool-ui"]');
  if (!root || !ui) return;
  const messages = readMessages(root);
  const page: ToolPage = {
    root,
    ui,
    locale: root.dataset.locale ?? 'en',
    msg: (key, values = {}) => (messages[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? '')),
  };
  const outside = (): void => {
    root.dataset.state = 'outside';
    setStatus(page.msg('tools.outsideEditor'));
  };
  if (window.parent === window) {
    outside();
    return;
  }
  let connected = false;
  const timer = window.setTimeout(() => {
    if (!connected) outside();
  }, CONNECT_TIMEOUT_MS);
  init<FieldExtensionSDK>((sdk) => {
    connected = true;
    window.clearTimeout(timer);
    if (!sdk.location.is(locations.LOCATION_ENTRY_FIELD)) {
      outside();
      return;
    }
    root.dataset.state = 'connected';
    setStatus('');
    ui.hidden = false;
    sdk.window.startAutoResizer();
    void Promise.resolve(start(sdk, page)).catch((error: unknown) => {
      console.error('[editor-tool]', error);
    });
  });
}

/** GET a JSON endpoint of the portal; `undefined` body on a network failure. */
export async function getJson(path: string, params: Record<string, string>): Promise<{ status: number; body: unknown }> {
  try {
    const response = await fetch(`${path}?${new URLSearchParams(params).toString()}`, { headers: { accept: 'application/json' } });
    return { status: response.status, body: await response.json() };
  } catch {
    return { status: 0, body: undefined };
  }
}
