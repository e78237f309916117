import type { ConsentChoice } from '../../lib/site/consent.ts';

/**
 * The site-wide events other code uses to talk to the chrome: toasts, errors and consent
 * changes. Any script (or island) raises them with `toast()` / `reportError()`; nothing else
 * needs importing.
 *
 * Toasts and errors may be raised before the chrome listens (spec section 2: the welcome toast
 * after login is raised by the header's script, which runs before the layout's): until a
 * listener is registered with `listen()`, they wait here and are delivered to it, in order,
 * when it registers. Once someone listens they travel as `portal:toast` / `portal:error`
 * window events, so a test or a third-party script may also dispatch those directly.
 *
 * @example toast('Saved')
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

/** The events that wait for their listener (the chrome's toast area). */
interface QueuedEvents {
  'portal:toast': ToastDetail;
  'portal:error': ErrorDetail;
}
type QueuedType = keyof QueuedEvents;

declare global {
  interface WindowEventMap {
    'portal:toast': CustomEvent<ToastDetail>;
    'portal:error': CustomEvent<ErrorDetail>;
    'portal:consent': CustomEvent<ConsentDetail>;
  }
}

/** Most events kept while nobody listens (a page without a toast area never drains them). */
const MAX_WAITING = 20;
const listening = new Set<QueuedType>();
const waiting: { readonly type: QueuedType; readonly detail: QueuedEvents[QueuedType] }[] = [];

function raise<K extends QueuedType>(type: K, detail: QueuedEvents[K]): void {
  if (listening.has(type)) {
    window.dispatchEvent(new CustomEvent(type, { detail }));
    return;
  }
  waiting.push({ type, detail });
  if (waiting.length > MAX_WAITING) waiting.shift();
}

/**
 * Listens to a queued event type and first receives, in order, those raised before it listened.
 * @example listen('portal:toast', (detail) => { show(detail.message); })
 */
export function listen<K extends QueuedType>(type: K, handler: (detail: QueuedEvents[K]) => void): void {
  window.addEventListener(type, (event: Event) => {
    handler((event as CustomEvent<QueuedEvents[K]>).detail);
  });
  listening.add(type);
  for (let index = 0; index < waiting.length; ) {
    const entry = waiting[index];
    if (entry?.type !== type) {
      index += 1;
      continue;
    }
    waiting.splice(index, 1);
    window.dispatchEvent(new CustomEvent(type, { detail: entry.detail }));
  }
}

/** Shows a toast (bottom-left, auto-hiding, announced to screen readers). */
export function toast(message: string): void {
  raise('portal:toast', { message });
}

/** Reports an error to the visitor: the error modal, or the generic notice. */
export function reportError(detail: ErrorDetail): void {
  raise('portal:error', detail);
}

/** Whether an error opens the modal (title and description, not a page fetch) or the generic notice. */
export function opensErrorModal(detail: ErrorDetail): boolean {
  return Boolean(detail.title && detail.description && !detail.pageFetch);
}
